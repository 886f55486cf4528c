import { useParams } from 'react-router-dom';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { InviteForm } from '../common/invite/InviteForm';
import type { Agency } from './agency-fields';

const AgencyInvite = ({ kind }: { kind: 'AGENCY_USER' | 'AGENCY_CUSTOMER' }) => {
  const translate = useTranslate();
  const { agencyId = '' } = useParams();
  const { data: agency } = useGetOne<Agency>('agencies', { id: agencyId });
  const title = translate(
    kind === 'AGENCY_USER' ? 'medstaff.agencies.add_user_title' : 'medstaff.agencies.add_customer_title',
  );
  return (
    <>
      <Title title={title} />
      <Breadcrumbs
        crumbs={[
          { label: translate('medstaff.agencies.list_crumb'), path: 'agencies' },
          {
            label: translate('medstaff.agencies.agency_crumb', { name: agency?.name ?? '' }),
            path: `agencies/${agencyId}`,
          },
          { label: title },
        ]}
      />
      <InviteForm title={title} invitation={{ kind, targetId: Number(agencyId) }} />
    </>
  );
};

/** addNewAgencyUser/{agencyId} */
export const AgencyUserInvite = () => <AgencyInvite kind="AGENCY_USER" />;
/** addNewAgencyCustomer/{agencyId} */
export const AgencyCustomerInvite = () => <AgencyInvite kind="AGENCY_CUSTOMER" />;
