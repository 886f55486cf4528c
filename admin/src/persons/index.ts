import PeopleIcon from '@mui/icons-material/People';
import type { RaRecord } from 'react-admin';
import { PersonsIndex } from './PersonList';

export { PersonList } from './PersonList';
export { PersonEdit } from './PersonEdit';
export { PersonInvite } from './PersonInvite';
export { PERSON_TYPES, ROLE_OF_TYPE, type PersonType } from './person-types';

/** The persons resource: lists live at persons/{type}, details at persons/{type}/{id} (see App.tsx). */
export const persons = {
  list: PersonsIndex,
  icon: PeopleIcon,
  recordRepresentation: (person: RaRecord) => String(person.email ?? ''),
};
