import { Navigate, useParams } from 'react-router-dom';
import { Title, useBasename, useTranslate, type RaRecord } from 'react-admin';
import { ListScreen, type ListColumn } from '../common/list';
import { isPersonType, ROLE_OF_TYPE } from './person-types';

/** The role's name in the interface language (the API sends the code: USER, ORG_ADMIN, …). */
const RoleName = ({ person }: { person: RaRecord }) => {
  const translate = useTranslate();
  const role = String(person.role ?? '');
  return <>{role ? translate(`medstaff.console.roles.${role}`, { _: role }) : ''}</>;
};

const PERSON_COLUMNS: ListColumn[] = [
  { source: 'email', label: 'medstaff.person_fields.email' },
  { source: 'firstName', label: 'medstaff.person_fields.firstName' },
  { source: 'lastName', label: 'medstaff.person_fields.lastName' },
  { source: 'contact', label: 'medstaff.person_fields.contact' },
  { source: 'role', label: 'medstaff.person_fields.role', render: (person) => <RoleName person={person} /> },
];

/** persons/{type}: 'List of all Users' of one role (users USER, agencies AGENCY, …). */
export const PersonList = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const { type } = useParams();
  if (!isPersonType(type)) return <Navigate to={`${basename}/persons/users`} replace />;
  return (
    <>
      <Title title={`${translate('medstaff.persons.list_title')} (${translate(`medstaff.persons.types.${type}`)})`} />
      <ListScreen
        key={type}
        resource="persons"
        filter={{ role: ROLE_OF_TYPE[type] }}
        sort={{ field: 'lastName', order: 'ASC' }}
        storeKey={`persons.${type}`}
        title="medstaff.persons.list_title"
        columns={PERSON_COLUMNS}
        deleteNoun={translate('medstaff.persons.noun')}
        nameOf={(person) => String(person.email ?? '')}
        addPath={`addNewPersonUser/${type}`}
        detailsPath={(person) => `persons/${type}/${person.id}`}
      />
    </>
  );
};

/** persons: the users list. */
export const PersonsIndex = () => <Navigate to={`${useBasename()}/persons/users`} replace />;
