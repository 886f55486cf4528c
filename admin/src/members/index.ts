export { MemberDetail, MemberScreen } from './MemberDetail';
export { MemberInvite } from './MemberInvite';
export { MEMBER_COLUMNS, MemberList } from './MemberList';
export { memberScope, type MemberParents, type MemberScopeName } from './member-scopes';
export { OrganisationUserEdit, OrganisationUserInvite, OrganisationUsers } from './OrganisationMembers';
