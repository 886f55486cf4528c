import { useParams } from 'react-router-dom';
import { MemberInvite } from '../members';

/** addNewAgencyUser/{agencyId} */
export const AgencyUserInvite = () => {
  const { agencyId } = useParams();
  return <MemberInvite scope="agency-users" parents={{ agencyId }} />;
};

/** addNewAgencyCustomer/{agencyId} */
export const AgencyCustomerInvite = () => {
  const { agencyId } = useParams();
  return <MemberInvite scope="agency-customers" parents={{ agencyId }} />;
};
