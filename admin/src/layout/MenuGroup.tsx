import { useId, useState, type ReactNode } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useSidebarState } from 'react-admin';

/**
 * A collapsible group of menu entries; its button says whether the group is open (aria-expanded).
 * In the closed sidebar (icons only) the button is named by its `title`, not MUI's Tooltip (issue 27).
 */
export const MenuGroup = ({
  label,
  icon,
  initiallyOpen = false,
  children,
}: {
  label: string;
  icon: ReactNode;
  initiallyOpen?: boolean;
  children: ReactNode;
}) => {
  const [open, setOpen] = useState(initiallyOpen);
  const [sidebarOpen] = useSidebarState();
  const groupId = useId();
  const button = (
    <ListItemButton
      aria-expanded={open}
      aria-controls={groupId}
      onClick={() => setOpen(!open)}
      dense
      title={sidebarOpen ? undefined : label}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>{open ? <ExpandLessIcon /> : <ExpandMoreIcon />}</ListItemIcon>
      <ListItemIcon sx={{ minWidth: 40, display: sidebarOpen ? 'none' : undefined }}>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </ListItemButton>
  );
  return (
    <>
      {button}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={groupId} component="div" disablePadding sx={{ '& .MuiMenuItem-root': { pl: sidebarOpen ? 4 : 2 } }}>
          {children}
        </List>
      </Collapse>
    </>
  );
};
