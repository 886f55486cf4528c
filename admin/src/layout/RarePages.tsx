/**
 * react-admin's pages for what seldom happens (a path that leads nowhere, an error outside the
 * layout, access denied, a failed authentication, the authentication callback): a chunk of their
 * own (src/screens.tsx), as their title and buttons bring MUI's popover, text field and tooltip.
 */
export { AccessDenied, AuthCallback, AuthenticationError, Error as ErrorPage, NotFound } from 'react-admin';
