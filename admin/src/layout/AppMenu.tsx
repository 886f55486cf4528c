import BusinessIcon from '@mui/icons-material/Business';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import PeopleIcon from '@mui/icons-material/People';
import WorkIcon from '@mui/icons-material/Work';
import { Box } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { Menu, useBasename, useSidebarState, useTranslate } from 'react-admin';
import { PERSON_TYPES } from '../persons/person-types';
import { MenuGroup } from './MenuGroup';

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
  return (
    <Menu>
      <Menu.DashboardItem primaryText={label('medstaff.menu.dashboard')} />
      <Menu.Item
        to={`${basename}/agencies`}
        primaryText={label('medstaff.menu.agencies')}
        leftIcon={<BusinessIcon />}
      />
      <Menu.Item
        to={`${basename}/organisation`}
        primaryText={label('medstaff.menu.organisations')}
        leftIcon={<CorporateFareIcon />}
      />
      <MenuGroup
        label={translate('medstaff.menu.persons')}
        icon={<PeopleIcon />}
        initiallyOpen={pathname.includes('/persons')}
      >
        {PERSON_TYPES.map((type) => (
          <Menu.Item
            key={type}
            to={`${basename}/persons/${type}`}
            primaryText={label(`medstaff.persons.types.${type}`)}
            leftIcon={<PeopleIcon />}
          />
        ))}
      </MenuGroup>
      <Menu.Item to={`${basename}/jobs`} primaryText={label('medstaff.menu.jobs')} leftIcon={<WorkIcon />} />
      <Menu.Item
        to={`${basename}/assignments`}
        primaryText={label('medstaff.menu.assignments')}
        leftIcon={<WorkIcon />}
      />
    </Menu>
  );
};
