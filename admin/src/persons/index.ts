export { PersonList, PersonsIndex } from './PersonList';
export { PersonEdit } from './PersonEdit';
export { PersonInvite } from './PersonInvite';
export { PERSON_TYPES, ROLE_OF_TYPE, type PersonType } from './person-types';
