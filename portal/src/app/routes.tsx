import type { RouteObject } from 'react-router';
import { AuthLayout } from '../auth/AuthLayout';
import { NotFoundPage } from '../auth/pages/NotFoundPage';
import { ServerErrorPage } from '../auth/pages/ServerErrorPage';
import { LanguageRoute } from '../i18n/LanguageRoute';
import { RequireSession } from '../session/RequireSession';
import { RootErrorBoundary } from './RootErrorBoundary';
import { RootLayout } from './RootLayout';

/**
 * The portal's routes, as the server serves them: it answers /{lang}/auth/*, /{lang}/hospital*,
 * /{lang}/organisations/* and /{lang}/agency/* with this app. The logged-in areas have no pages
 * yet, so once the session check passes they show the not-found page.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootErrorBoundary />,
    children: [
      // '/' has no language: LanguageRoute sends it to '/de'.
      { index: true, element: <LanguageRoute /> },
      {
        path: ':lang',
        element: <LanguageRoute />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              { path: 'auth/404', element: <NotFoundPage /> },
              { path: 'auth/500', element: <ServerErrorPage /> },
              { path: 'auth/*', element: <NotFoundPage /> },
              // /{lang} itself is the site's home page; the server never sends the portal there.
              { index: true, element: <NotFoundPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          {
            element: <RequireSession />,
            children: [
              {
                element: <AuthLayout />,
                children: [
                  { path: 'hospital/*', element: <NotFoundPage /> },
                  { path: 'organisations/*', element: <NotFoundPage /> },
                  { path: 'agency/*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
