import Drawer from '@mui/material/Drawer';
import { SideMenu } from './SideMenu';

export interface ShellDrawerProps {
  id: string;
  open: boolean;
  width: number;
  onClose(): void;
}

/**
 * The side menu as a temporary drawer, for screens narrower than the theme's xl: a module of its
 * own (loaded by AppShell when the screen is narrow), so the wide screen's first load carries no
 * Modal, Backdrop or Slide.
 */
export function ShellDrawer({ id, open, width, onClose }: ShellDrawerProps) {
  return (
    <Drawer
      id={id}
      variant="temporary"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width, boxSizing: 'border-box' } } }}
    >
      <SideMenu onNavigate={onClose} />
    </Drawer>
  );
}
