import { Alert, Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { EditBase, Loading, Title, useEditContext, useTranslate } from 'react-admin';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { EditableFieldsForm } from '../common/edit/EditableFieldsForm';
import { HistoryTable } from '../common/HistoryTable';
import { useUrlTab } from '../common/useUrlTab';
import { AGENCY_FIELDS, AGENCY_PERMIT_FIELDS, type Agency } from './agency-fields';
import { AgencyCustomers, AgencyUsers } from './AgencyMembers';
import { AgencyLogo } from './AgencyLogo';

const TABS = ['general', 'users', 'customers', 'history'] as const;
const TAB_LABELS: Record<(typeof TABS)[number], string> = {
  general: 'medstaff.agencies.general_tab',
  users: 'medstaff.agencies.users_tab',
  customers: 'medstaff.agencies.customers_tab',
  history: 'medstaff.history.tab',
};

const AgencyDetail = () => {
  const translate = useTranslate();
  const { record, refetch, isPending } = useEditContext<Agency>();
  const [tab, setTab] = useUrlTab(TABS);
  if (isPending || !record) return <Loading />;
  const title = translate('medstaff.agencies.detail_title', { name: record.name });
  return (
    <>
      <Title title={title} />
      <Breadcrumbs
        crumbs={[{ label: translate('medstaff.agencies.list_crumb'), path: 'agencies' }, { label: title }]}
      />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Tabs value={tab} onChange={(_event, value: (typeof TABS)[number]) => setTab(value)} variant="scrollable">
        {TABS.map((name) => (
          <Tab key={name} value={name} label={translate(TAB_LABELS[name])} />
        ))}
      </Tabs>
      <Box role="tabpanel">
        {tab === 'general' && (
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <AgencyLogo agency={record} onChanged={() => void refetch()} />
              <EditableFieldsForm
                resource="agencies"
                record={record}
                fields={AGENCY_FIELDS}
                onReload={() => void refetch()}
              />
            </CardContent>
          </Card>
        )}
        {tab === 'general' && <AgencyPermitCard record={record} onReload={() => void refetch()} />}
        {tab === 'users' && <AgencyUsers agencyId={record.id} />}
        {tab === 'customers' && <AgencyCustomers agencyId={record.id} />}
        {tab === 'history' && (
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <HistoryTable resource="agencies" id={record.id} />
            </CardContent>
          </Card>
        )}
      </Box>
    </>
  );
};

/** The permit for temporary agency work (§1 AÜG): shown, and edited field by field through the change set. */
export const AgencyPermitCard = ({ record, onReload }: { record: Agency; onReload(): void }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={translate('medstaff.agencies.permit_title')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('medstaff.agencies.permit_title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('medstaff.agencies.permit_help')}
        </Typography>
        {(!record.permitAuthority || !record.permitIssuedOn) && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('medstaff.agencies.permit_missing')}
          </Alert>
        )}
        <EditableFieldsForm
          resource="agencies"
          record={record}
          fields={AGENCY_PERMIT_FIELDS}
          onReload={onReload}
          saveLabel="medstaff.agencies.permit_save"
        />
      </CardContent>
    </Card>
  );
};

/** agencies/{id}: title 'Agency "(name)"', tabs General Info, Agency users, Agency customers, History. */
export const AgencyEdit = () => {
  const { id } = useParams();
  return (
    <EditBase resource="agencies" id={id} mutationMode="pessimistic" redirect={false}>
      <AgencyDetail />
    </EditBase>
  );
};
