import BusinessIcon from '@mui/icons-material/Business';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import PeopleIcon from '@mui/icons-material/People';
import WorkIcon from '@mui/icons-material/Work';
import DashboardIcon from '@mui/icons-material/Dashboard';
import Box from '@mui/material/Box';
import MenuList from '@mui/material/MenuList';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH, useBasename, useSidebarState, useTranslate } from 'react-admin';
import { PERSON_TYPES } from '../persons/person-types';
import { MenuGroup } from './MenuGroup';
import { MenuItemLink } from './MenuItemLink';

/**
 * react-admin's <Menu> (same markup, classes and styles), with the console's own entries
 * (MenuItemLink.tsx): react-admin's import MUI's Tooltip with Popper, which the dashboard's first
 * load leaves out (issue 27).
 */
const MenuRoot = styled(MenuList, { name: 'RaMenu', overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-start',
    [theme.breakpoints.only('xs')]: { marginTop: 0 },
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
    '&.RaMenu-open': { width: DRAWER_WIDTH },
    '&.RaMenu-closed': { width: CLOSED_DRAWER_WIDTH },
  }),
);

function Menu({ children }: { children: ReactNode }) {
  const [open] = useSidebarState();
  return <MenuRoot className={open ? 'RaMenu-open' : 'RaMenu-closed'}>{children}</MenuRoot>;
}

/** A menu label that wraps onto a second line rather than ending in '…' (react-admin's item cuts it). */
const WrappingLabel = ({ text }: { text: string }) => (
  <Box component="span" sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
    {text}
  </Box>
);

/** Dashboard, Agencies, Organisations, the collapsible Persons group with the five person lists, and Shift requests. */
export const AppMenu = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // Menu links are not relative to the admin's basename (/{lang}/admin): prefix it.
  const basename = useBasename();
  const [sidebarOpen] = useSidebarState();
  // react-admin cuts long labels ('Organisation Ad…'); in the open sidebar they wrap instead. The
  // closed sidebar shows icons only, with the plain text as their tooltip.
  const label = (key: string) => {
    const text = translate(key);
    return sidebarOpen ? <WrappingLabel text={text} /> : text;
  };
  // The closed sidebar's icons are named by their entry's text (the items' `title`).
  const item = (key: string, to: string, icon: ReactNode) => (
    <MenuItemLink key={to} to={to} primaryText={label(key)} title={translate(key)} leftIcon={icon} />
  );
  return (
    <Menu>
      {item('medstaff.menu.dashboard', `${basename}/`, <DashboardIcon />)}
      {item('medstaff.menu.agencies', `${basename}/agencies`, <BusinessIcon />)}
      {item('medstaff.menu.organisations', `${basename}/organisation`, <CorporateFareIcon />)}
      <MenuGroup
        label={translate('medstaff.menu.persons')}
        icon={<PeopleIcon />}
        initiallyOpen={pathname.includes('/persons')}
      >
        {PERSON_TYPES.map((type) =>
          item(`medstaff.persons.types.${type}`, `${basename}/persons/${type}`, <PeopleIcon />),
        )}
      </MenuGroup>
      {item('medstaff.menu.jobs', `${basename}/jobs`, <WorkIcon />)}
      {item('medstaff.menu.assignments', `${basename}/assignments`, <WorkIcon />)}
    </Menu>
  );
};
