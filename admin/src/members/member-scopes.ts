import type { Identifier, RaRecord } from 'react-admin';
import type { Invitation } from '../data/data-provider';

/** The membership resources of the API; each is one scope (agency, organisation, department) and kind. */
export type MemberScopeName =
  'agency-users' | 'agency-customers' | 'organisation-users' | 'department-users' | 'department-customers';

/** The ids a member sits under, from the route: an agency, or an organisation and maybe a department. */
export interface MemberParents {
  agencyId?: Identifier;
  organisationId?: Identifier;
  departmentId?: Identifier;
}

/** What differs between the member lists, details and invite screens of the scopes. */
export interface MemberScope {
  resource: MemberScopeName;
  /** Translation keys. */
  listTitle: string;
  noun: string;
  /** Detail title and last crumb, with %{firstName} %{lastName}. */
  crumb: string;
  addTitle: string;
  inviteKind: Invitation['kind'];
  /** The list's fixed filter: the nearest parent. */
  filter: (parents: MemberParents) => Record<string, Identifier | undefined>;
  /** The invite screen and the detail screen, below the admin basename. */
  addPath: (parents: MemberParents) => string;
  detailsPath: (parents: MemberParents, member: RaRecord) => string;
  /** Organisation users picked at sign-up wait for a confirmation. */
  confirmable?: boolean;
}

const agencyId = (parents: MemberParents) => parents.agencyId;
const department = (parents: MemberParents) => `${parents.organisationId}/${parents.departmentId}`;

export const MEMBER_SCOPES: ReadonlyMap<MemberScopeName, MemberScope> = new Map<MemberScopeName, MemberScope>([
  [
    'agency-users',
    {
      resource: 'agency-users',
      listTitle: 'medstaff.agencies.users_title',
      noun: 'medstaff.agencies.users_noun',
      crumb: 'medstaff.agencies.user_crumb',
      addTitle: 'medstaff.agencies.add_user_title',
      inviteKind: 'AGENCY_USER',
      filter: (parents) => ({ agencyId: agencyId(parents) }),
      addPath: (parents) => `addNewAgencyUser/${agencyId(parents)}`,
      detailsPath: (parents, member) => `agencies/${agencyId(parents)}/${member.id}`,
    },
  ],
  [
    'agency-customers',
    {
      resource: 'agency-customers',
      listTitle: 'medstaff.agencies.customers_title',
      noun: 'medstaff.agencies.customers_noun',
      crumb: 'medstaff.agencies.customer_crumb',
      addTitle: 'medstaff.agencies.add_customer_title',
      inviteKind: 'AGENCY_CUSTOMER',
      filter: (parents) => ({ agencyId: agencyId(parents) }),
      addPath: (parents) => `addNewAgencyCustomer/${agencyId(parents)}`,
      detailsPath: (parents, member) => `agencyCustomer/${agencyId(parents)}/${member.id}`,
    },
  ],
  [
    'organisation-users',
    {
      resource: 'organisation-users',
      listTitle: 'medstaff.members.organisation_users.title',
      noun: 'medstaff.members.organisation_users.noun',
      crumb: 'medstaff.members.organisation_users.crumb',
      addTitle: 'medstaff.members.organisation_users.add_title',
      inviteKind: 'ORGANISATION_USER',
      filter: (parents) => ({ organisationId: parents.organisationId }),
      addPath: (parents) => `addNewOrganisationUser/${parents.organisationId}`,
      detailsPath: (parents, member) => `organisation/${parents.organisationId}/${member.id}`,
      confirmable: true,
    },
  ],
  [
    'department-users',
    {
      resource: 'department-users',
      listTitle: 'medstaff.members.department_users.title',
      noun: 'medstaff.members.department_users.noun',
      crumb: 'medstaff.members.department_users.crumb',
      addTitle: 'medstaff.members.department_users.add_title',
      inviteKind: 'DEPARTMENT_USER',
      filter: (parents) => ({ departmentId: parents.departmentId }),
      addPath: (parents) => `addNewDepartmentUser/${department(parents)}`,
      detailsPath: (parents, member) => `departmentUsers/${department(parents)}/${member.id}`,
    },
  ],
  [
    'department-customers',
    {
      resource: 'department-customers',
      listTitle: 'medstaff.members.department_customers.title',
      noun: 'medstaff.members.department_customers.noun',
      crumb: 'medstaff.members.department_customers.crumb',
      addTitle: 'medstaff.members.department_customers.add_title',
      inviteKind: 'DEPARTMENT_CUSTOMER',
      filter: (parents) => ({ departmentId: parents.departmentId }),
      addPath: (parents) => `addNewDepartmentCustomer/${department(parents)}`,
      detailsPath: (parents, member) => `departmentCustomers/${department(parents)}/${member.id}`,
    },
  ],
]);

export const memberScope = (name: MemberScopeName): MemberScope => MEMBER_SCOPES.get(name) as MemberScope;

/** The parent ids the API checks a member against (absent ones are left out). */
export const parentsQuery = (parents: MemberParents): Record<string, Identifier> =>
  Object.fromEntries(Object.entries(parents).filter(([, value]) => value !== undefined && value !== ''));

/** A member's title: the name, or the email for people without one. */
export const memberTitle = (
  translate: (key: string, options?: Record<string, unknown>) => string,
  crumbKey: string,
  member: RaRecord,
): string => {
  const firstName = String(member.firstName ?? '').trim();
  const lastName = String(member.lastName ?? '').trim();
  if (!firstName && !lastName)
    return translate(crumbKey, { firstName: String(member.email ?? ''), lastName: '' }).trim();
  return translate(crumbKey, { firstName, lastName });
};
