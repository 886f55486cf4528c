import { useParams } from 'react-router-dom';
import { MemberDetail } from '../members';

/**
 * agencies/{id}/{user}: an agency user (membership id) with editable Email, First name, Last name,
 * Contact, and the History tab; a user of another agency shows the not-found screen.
 */
export const AgencyUserEdit = () => {
  const { id, user } = useParams();
  return <MemberDetail scope="agency-users" parents={{ agencyId: id }} id={user} />;
};
