import { useParams } from 'react-router-dom';
import { MemberDetail } from './MemberDetail';
import { MemberInvite } from './MemberInvite';
import { MemberList } from './MemberList';
import type { Identifier } from 'react-admin';

/** The Organisation users tab: confirmed and pending members, with Confirm and Reject. */
export const OrganisationUsers = ({ organisationId }: { organisationId: Identifier }) => (
  <MemberList scope="organisation-users" parents={{ organisationId }} />
);

/** organisation/{id}/{userId}: 'Organisation User (first) (last)', editable, with History. */
export const OrganisationUserEdit = () => {
  const { id, userId } = useParams();
  return <MemberDetail scope="organisation-users" parents={{ organisationId: id }} id={userId} />;
};

/** addNewOrganisationUser/{orgId}: 'Add New Organisation User' (an invitation that is confirmed already). */
export const OrganisationUserInvite = () => {
  const { orgId } = useParams();
  return <MemberInvite scope="organisation-users" parents={{ organisationId: orgId }} />;
};
