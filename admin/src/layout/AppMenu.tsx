import BusinessIcon from '@mui/icons-material/Business';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import PeopleIcon from '@mui/icons-material/People';
import WorkIcon from '@mui/icons-material/Work';
import { useLocation } from 'react-router-dom';
import { Menu, useBasename, useTranslate } from 'react-admin';
import { PERSON_TYPES } from '../persons/person-types';
import { MenuGroup } from './MenuGroup';

/** Dashboard, Agencies, Organisations, the collapsible Persons group with the five person lists, and Shift requests. */
export const AppMenu = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // Menu links are not relative to the admin's basename (/{lang}/admin): prefix it.
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('medstaff.menu.dashboard')} />
      <Menu.Item
        to={`${basename}/agencies`}
        primaryText={translate('medstaff.menu.agencies')}
        leftIcon={<BusinessIcon />}
      />
      <Menu.Item
        to={`${basename}/organisation`}
        primaryText={translate('medstaff.menu.organisations')}
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
            primaryText={translate(`medstaff.persons.types.${type}`)}
            leftIcon={<PeopleIcon />}
          />
        ))}
      </MenuGroup>
      <Menu.Item to={`${basename}/jobs`} primaryText={translate('medstaff.menu.jobs')} leftIcon={<WorkIcon />} />
    </Menu>
  );
};
