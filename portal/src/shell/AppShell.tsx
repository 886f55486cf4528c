import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { QueryProvider } from '../api/QueryProvider';
import { onDemand } from '../app/on-demand';
import { ShellFooter } from './components/ShellFooter';
import { SideMenu } from './components/SideMenu';
import { TopBar } from './components/TopBar';

/** The spec's sidebar width. */
export const SIDEBAR_WIDTH = 260;
const DRAWER_ID = 'shell-side-menu';

/** The temporary drawer of narrow screens, loaded as soon as the screen is narrow (see ShellDrawer). */
const drawer = onDemand(() => import('./components/ShellDrawer').then((module) => module.ShellDrawer));

/**
 * The logged-in layout: a side menu, permanent from 1120px (the theme's xl) and a temporary
 * drawer below, a top bar with the language and user menus, the page, and a footer line. The
 * permanent menu is a fixed paper, as MUI's permanent Drawer draws it, without the Drawer module
 * (which always brings Modal; issue 12, "First loads"). The pages get the signed-in area's query
 * cache (QueryProvider), which lives as long as the shell.
 */
export function AppShell() {
  const isWide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  useEffect(() => {
    if (!isWide) drawer.preload();
  }, [isWide]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar
        sidebarWidth={isWide ? SIDEBAR_WIDTH : 0}
        drawer={isWide ? undefined : { id: DRAWER_ID, open: drawerOpen, onOpen: () => setDrawerOpen(true) }}
      />
      {isWide ? (
        <Box sx={{ width: SIDEBAR_WIDTH, flexShrink: 0 }}>
          <Paper
            square
            elevation={0}
            sx={{
              position: 'fixed',
              top: 0,
              left: 0,
              zIndex: 'drawer',
              width: SIDEBAR_WIDTH,
              height: '100%',
              boxSizing: 'border-box',
              display: 'flex',
              flexDirection: 'column',
              overflowY: 'auto',
              borderRight: 1,
              borderColor: 'divider',
            }}
          >
            <SideMenu />
          </Paper>
        </Box>
      ) : (
        <Suspense fallback={null}>
          <drawer.Component id={DRAWER_ID} open={drawerOpen} width={SIDEBAR_WIDTH} onClose={closeDrawer} />
        </Suspense>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 4 } }}>
          <QueryProvider>
            <Outlet />
          </QueryProvider>
        </Box>
        <ShellFooter />
      </Box>
    </Box>
  );
}
