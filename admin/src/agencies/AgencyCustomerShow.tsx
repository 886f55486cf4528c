import { Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Loading, Title, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { CandidateProfile } from '../common/profile/CandidateProfile';
import type { Agency } from './agency-fields';

/** agencyCustomer/{agencyId}/{membership id}: the read-only candidate. */
export const AgencyCustomerShow = () => {
  const translate = useTranslate();
  const { id: agencyId = '', customer = '' } = useParams();
  const { data: agency } = useGetOne<Agency>('agencies', { id: agencyId });
  const { data: person, isPending } = useGetOne<RaRecord>('agency-customers', { id: customer });
  if (isPending || !person) return <Loading />;
  const title = translate('medstaff.agencies.customer_crumb', {
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
  });
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
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <CandidateProfile person={person} />
    </>
  );
};
