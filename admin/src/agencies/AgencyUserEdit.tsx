import { useState } from 'react';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { EditBase, Loading, Title, useEditContext, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { EditableFieldsForm } from '../common/edit/EditableFieldsForm';
import { HistoryTable } from '../common/HistoryTable';
import { MEMBER_FIELDS, type Agency } from './agency-fields';

const TABS = ['general', 'history'] as const;
const TAB_LABELS: Record<(typeof TABS)[number], string> = {
  general: 'medstaff.agencies.general_tab',
  history: 'medstaff.history.tab',
};

const AgencyUserDetail = ({ agencyId }: { agencyId: string }) => {
  const translate = useTranslate();
  const [tab, setTab] = useState<(typeof TABS)[number]>('general');
  const { record, refetch, isPending } = useEditContext<RaRecord>();
  const { data: agency } = useGetOne<Agency>('agencies', { id: agencyId });
  if (isPending || !record) return <Loading />;
  const title = translate('medstaff.agencies.user_crumb', {
    firstName: record.firstName ?? '',
    lastName: record.lastName ?? '',
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
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Tabs value={tab} onChange={(_event, value) => setTab(value)} variant="scrollable">
        {TABS.map((name) => (
          <Tab key={name} value={name} label={translate(TAB_LABELS[name])} />
        ))}
      </Tabs>
      <Box role="tabpanel">
        <Card sx={{ mt: 2 }}>
          <CardContent>
            {tab === 'general' ? (
              <EditableFieldsForm
                resource="agency-users"
                record={record}
                fields={MEMBER_FIELDS}
                onReload={() => void refetch()}
              />
            ) : (
              <HistoryTable resource="agency-users" id={record.id} />
            )}
          </CardContent>
        </Card>
      </Box>
    </>
  );
};

/**
 * agencies/{id}/{user}: an agency user (membership id) with editable Email, First name, Last name,
 * Contact, and the History tab.
 */
export const AgencyUserEdit = () => {
  const { id, user } = useParams();
  return (
    <EditBase resource="agency-users" id={user} mutationMode="pessimistic" redirect={false}>
      <AgencyUserDetail agencyId={id ?? ''} />
    </EditBase>
  );
};
