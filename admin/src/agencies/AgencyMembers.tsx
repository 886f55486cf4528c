import type { Identifier } from 'react-admin';
import { MemberList } from '../members';

/** The Agency users tab: the shared members list of the agency's users. */
export const AgencyUsers = ({ agencyId }: { agencyId: Identifier }) => (
  <MemberList scope="agency-users" parents={{ agencyId }} />
);

/** The Agency customers tab: rows lead to the read-only candidate screen. */
export const AgencyCustomers = ({ agencyId }: { agencyId: Identifier }) => (
  <MemberList scope="agency-customers" parents={{ agencyId }} />
);
