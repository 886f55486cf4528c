import { useId, useState, type ReactNode } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useSidebarState } from 'react-admin';

/** A collapsible group of menu entries; its button says whether the group is open (aria-expanded). */
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
    <ListItemButton aria-expanded={open} aria-controls={groupId} onClick={() => setOpen(!open)} dense>
      <ListItemIcon sx={{ minWidth: 40 }}>{open ? <ExpandLessIcon /> : <ExpandMoreIcon />}</ListItemIcon>
      <ListItemIcon sx={{ minWidth: 40, display: sidebarOpen ? 'none' : undefined }}>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </ListItemButton>
  );
  return (
    <>
      {sidebarOpen ? (
        button
      ) : (
        <Tooltip title={label} placement="right">
          {button}
        </Tooltip>
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={groupId} component="div" disablePadding sx={{ '& .MuiMenuItem-root': { pl: sidebarOpen ? 4 : 2 } }}>
          {children}
        </List>
      </Collapse>
    </>
  );
};
