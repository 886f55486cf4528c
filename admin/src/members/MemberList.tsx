import { useTranslate, type RaRecord } from 'react-admin';
import { ListScreen, type ListColumn } from '../common/list';
import { memberScope, type MemberParents, type MemberScopeName } from './member-scopes';
import { MembershipStatus } from './MembershipStatus';

/** Email, First name, Last name, Contact: the columns of every member list (spec §2). */
export const MEMBER_COLUMNS: ListColumn[] = [
  { source: 'email', label: 'medstaff.person_fields.email' },
  { source: 'firstName', label: 'medstaff.person_fields.firstName' },
  { source: 'lastName', label: 'medstaff.person_fields.lastName' },
  { source: 'contact', label: 'medstaff.person_fields.contact' },
];

const STATUS_COLUMN: ListColumn = {
  source: 'pending',
  label: 'medstaff.members.status',
  sortable: false,
  render: (member: RaRecord) => <MembershipStatus member={member} />,
};

const memberName = (member: RaRecord) => String(member.email ?? '');

/**
 * The members of one agency, organisation or department (rows are memberships): the shared list
 * with the scope's title, Add (invite) link and details paths. Deleting removes memberships only.
 * Organisation users also show whether they are pending, with Confirm and Reject.
 */
export const MemberList = ({ scope, parents }: { scope: MemberScopeName; parents: MemberParents }) => {
  const translate = useTranslate();
  const settings = memberScope(scope);
  const filter = settings.filter(parents);
  return (
    <ListScreen
      resource={settings.resource}
      filter={filter}
      sort={{ field: 'lastName', order: 'ASC' }}
      storeKey={`${settings.resource}.${Object.values(filter).join('.')}`}
      title={settings.listTitle}
      columns={settings.confirmable ? [...MEMBER_COLUMNS, STATUS_COLUMN] : MEMBER_COLUMNS}
      deleteNoun={translate(settings.noun)}
      deleteNote={settings.resource.startsWith('agency-') ? undefined : translate('medstaff.members.remove_note')}
      nameOf={memberName}
      addPath={settings.addPath(parents)}
      detailsPath={(member) => settings.detailsPath(parents, member)}
    />
  );
};
