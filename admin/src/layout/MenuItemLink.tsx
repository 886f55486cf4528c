import { forwardRef, useCallback, type MouseEvent, type ReactNode } from 'react';
import { useMatch } from 'react-router-dom';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { styled, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LinkBase, useBasename, useSidebarState } from 'react-admin';

const PREFIX = 'RaMenuItemLink';
const classes = { root: `${PREFIX}-root`, active: `${PREFIX}-active`, icon: `${PREFIX}-icon` };

const StyledMenuItem = styled(MenuItem, { name: PREFIX, overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    color: theme.palette.text.secondary,
    [`&.${classes.active}`]: { color: theme.palette.text.primary },
    [`& .${classes.icon}`]: { color: theme.palette.text.secondary, minWidth: theme.spacing(5) },
    [`.MuiList-dense > & > .${classes.icon}`]: { minWidth: theme.spacing(3.5) },
  }),
) as typeof MenuItem;

/**
 * A menu entry, as react-admin's MenuItemLink (same markup, classes and styles; a tap closes the
 * sidebar on a small screen), without its MUI Tooltip: the closed sidebar names an icon by the
 * entry's `title` (issue 27: Tooltip with Popper is not part of the dashboard's first load).
 */
export const MenuItemLink = forwardRef<
  HTMLAnchorElement,
  { to: string; primaryText: ReactNode; leftIcon?: ReactNode; title?: string }
>(function MenuItemLink({ to, primaryText, leftIcon, title }, ref) {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const basename = useBasename();
  const [open, setOpen] = useSidebarState();
  const match = useMatch({ path: to, end: to === `${basename}/` });
  const tap = useCallback(
    (_event: MouseEvent) => {
      if (isSmall) setOpen(false);
    },
    [isSmall, setOpen],
  );
  return (
    <StyledMenuItem
      className={match ? `${classes.root} ${classes.active}` : classes.root}
      component={LinkBase}
      to={to}
      ref={ref}
      tabIndex={0}
      title={open ? undefined : title}
      onClick={tap}
    >
      {leftIcon && <ListItemIcon className={classes.icon}>{leftIcon}</ListItemIcon>}
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {primaryText}
      </Typography>
    </StyledMenuItem>
  );
});
