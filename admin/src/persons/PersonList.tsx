import { MenuItem, TextField } from '@mui/material';
import { Navigate, useParams } from 'react-router-dom';
import { Title, useBasename, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { ListScreen, type ListColumn } from '../common/list';
import { AccountStatusChip } from './AccountActions';
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
  {
    source: 'status',
    label: 'medstaff.accounts.status_label',
    sortable: false,
    render: (person) => <AccountStatusChip status={person.status} />,
  },
];

/** The statuses the list filters by; '' shows every status. */
const STATUS_FILTERS = ['', 'ACTIVE', 'PENDING', 'DISABLED'] as const;

/** Filters the list by the account's status (`filter.status`), beside the search box. */
export const StatusFilter = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const current = typeof filterValues.status === 'string' ? filterValues.status : '';
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 180 }}
      label={translate('medstaff.accounts.status_label')}
      value={current}
      onChange={(event) => {
        const { status: _previous, ...others } = filterValues;
        setFilters(event.target.value ? { ...others, status: event.target.value } : others, undefined, false);
      }}
    >
      {STATUS_FILTERS.map((status) => (
        <MenuItem key={status || 'all'} value={status}>
          {translate(status ? `medstaff.accounts.statuses.${status}` : 'medstaff.accounts.all_statuses')}
        </MenuItem>
      ))}
    </TextField>
  );
};

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
        filters={<StatusFilter />}
        detailsPath={(person) => `persons/${type}/${person.id}`}
      />
    </>
  );
};

/** persons: the users list. */
export const PersonsIndex = () => <Navigate to={`${useBasename()}/persons/users`} replace />;
