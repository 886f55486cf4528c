import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useRouteHandles } from '../app/AppRoutes';
import { findAuthHeaderLink, type AuthHeaderLink } from './auth-header-link';
import { AuthFooter } from './components/AuthFooter';
import { AuthHeader } from './components/AuthHeader';

/** The auth layout as a route element: the page is the matched child route. */
export function AuthLayout() {
  const headerLink = findAuthHeaderLink(useRouteHandles());
  return (
    <AuthFrame headerLink={headerLink}>
      <Outlet />
    </AuthFrame>
  );
}

export interface AuthFrameProps {
  /** Shown at the right of the header (sign-up: 'Already have an account?' 'Log In here'). */
  headerLink?: AuthHeaderLink;
  children: ReactNode;
}

/** Header with logo and language switch, the page centred in a card, the legal links below. */
export function AuthFrame({ headerLink, children }: AuthFrameProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AuthHeader headerLink={headerLink} />
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: { xs: 3, md: 6 } }}
      >
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 5 } }}>
          {children}
        </Paper>
      </Box>
      <AuthFooter />
    </Box>
  );
}
