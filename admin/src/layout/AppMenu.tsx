import BusinessIcon from '@mui/icons-material/Business';
import PeopleIcon from '@mui/icons-material/People';
import { Menu, useTranslate } from 'react-admin';
import { PERSON_TYPES } from '../persons/person-types';

/** Dashboard, Agencies and the five persons lists. */
export const AppMenu = () => {
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('medstaff.menu.dashboard')} />
      <Menu.Item to="/agencies" primaryText={translate('medstaff.menu.agencies')} leftIcon={<BusinessIcon />} />
      {PERSON_TYPES.map((type) => (
        <Menu.Item
          key={type}
          to={`/persons/${type}`}
          primaryText={`${translate('medstaff.menu.persons')}: ${translate(`medstaff.persons.types.${type}`)}`}
          leftIcon={<PeopleIcon />}
        />
      ))}
    </Menu>
  );
};
