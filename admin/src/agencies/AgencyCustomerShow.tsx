import { useParams } from 'react-router-dom';
import { CandidateProfile } from '../common/profile/CandidateProfile';
import { MemberScreen } from '../members';

/**
 * agencyCustomer/{agencyId}/{membership id}: the read-only candidate; a customer of another agency
 * or an unknown id shows the not-found screen.
 */
export const AgencyCustomerShow = () => {
  const { id: agencyId, customer } = useParams();
  return (
    <MemberScreen scope="agency-customers" parents={{ agencyId }} id={customer}>
      {(person) => <CandidateProfile person={person} />}
    </MemberScreen>
  );
};
