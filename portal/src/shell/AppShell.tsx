import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { ShellFooter } from './components/ShellFooter';
import { SideMenu } from './components/SideMenu';
import { TopBar } from './components/TopBar';

/** The spec's sidebar width. */
export const SIDEBAR_WIDTH = 260;
const DRAWER_ID = 'shell-side-menu';

/**
 * The logged-in layout: a side menu, permanent from 1120px (the theme's xl) and a temporary
 * drawer below, a top bar with the language and user menus, the page, and a footer line.
 */
export function AppShell() {
  const isWide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar
        sidebarWidth={isWide ? SIDEBAR_WIDTH : 0}
        drawer={isWide ? undefined : { id: DRAWER_ID, open: drawerOpen, onOpen: () => setDrawerOpen(true) }}
      />
      {isWide ? (
        <Drawer
          variant="permanent"
          open
          sx={{ width: SIDEBAR_WIDTH, flexShrink: 0 }}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } } }}
        >
          <SideMenu />
        </Drawer>
      ) : (
        <Drawer
          id={DRAWER_ID}
          variant="temporary"
          open={drawerOpen}
          onClose={closeDrawer}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } } }}
        >
          <SideMenu onNavigate={closeDrawer} />
        </Drawer>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 4 } }}>
          <Outlet />
        </Box>
        <ShellFooter />
      </Box>
    </Box>
  );
}
