import { useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { ListScreen, type ListColumn } from '../common/list';

export const MEMBER_COLUMNS: ListColumn[] = [
  { source: 'email', label: 'medstaff.person_fields.email' },
  { source: 'firstName', label: 'medstaff.person_fields.firstName' },
  { source: 'lastName', label: 'medstaff.person_fields.lastName' },
  { source: 'contact', label: 'medstaff.person_fields.contact' },
];

const memberName = (member: RaRecord) => String(member.email ?? '');

/** The Agency users tab: memberships of agency-users, rows lead to agencies/{id}/{membership id}. */
export const AgencyUsers = ({ agencyId }: { agencyId: Identifier }) => {
  const translate = useTranslate();
  return (
    <ListScreen
      resource="agency-users"
      filter={{ agencyId }}
      sort={{ field: 'lastName', order: 'ASC' }}
      storeKey={`agency-users.${agencyId}`}
      title="medstaff.agencies.users_title"
      columns={MEMBER_COLUMNS}
      deleteNoun={translate('medstaff.agencies.users_noun')}
      nameOf={memberName}
      addPath={`addNewAgencyUser/${agencyId}`}
      detailsPath={(member) => `agencies/${agencyId}/${member.id}`}
    />
  );
};

/** The Agency customers tab: rows lead to the read-only candidate screen. */
export const AgencyCustomers = ({ agencyId }: { agencyId: Identifier }) => {
  const translate = useTranslate();
  return (
    <ListScreen
      resource="agency-customers"
      filter={{ agencyId }}
      sort={{ field: 'lastName', order: 'ASC' }}
      storeKey={`agency-customers.${agencyId}`}
      title="medstaff.agencies.customers_title"
      columns={MEMBER_COLUMNS}
      deleteNoun={translate('medstaff.agencies.customers_noun')}
      nameOf={memberName}
      addPath={`addNewAgencyCustomer/${agencyId}`}
      detailsPath={(member) => `agencyCustomer/${agencyId}/${member.id}`}
    />
  );
};
