import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { EditBase, Loading, Title, useEditContext, useTranslate } from 'react-admin';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { EditableFieldsForm } from '../common/edit/EditableFieldsForm';
import { HistoryTable } from '../common/HistoryTable';
import { useUrlTab } from '../common/useUrlTab';
import { DepartmentList } from '../departments';
import { OrganisationUsers } from '../members';
import { ORGANISATION_FIELDS, type Organisation } from './organisation-fields';
import { OrganisationLogo } from './OrganisationLogo';
import { OrganisationPictures } from './OrganisationPictures';

const TABS = ['general', 'users', 'departments', 'history'] as const;
const TAB_LABELS: ReadonlyMap<(typeof TABS)[number], string> = new Map([
  ['general', 'medstaff.organisations.general_tab'],
  ['users', 'medstaff.members.organisation_users.tab'],
  ['departments', 'medstaff.departments.tab'],
  ['history', 'medstaff.history.tab'],
]);

const OrganisationDetail = () => {
  const translate = useTranslate();
  const { record, refetch, isPending } = useEditContext<Organisation>();
  const [tab, setTab] = useUrlTab(TABS);
  if (isPending || !record) return <Loading />;
  const title = translate('medstaff.organisations.detail_title', { name: record.name });
  return (
    <>
      <Title title={title} />
      <Breadcrumbs
        crumbs={[
          { label: translate('medstaff.organisations.list_crumb'), path: 'organisation' },
          { label: translate('medstaff.organisations.organisation_crumb', { name: record.name }) },
        ]}
      />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Tabs value={tab} onChange={(_event, value) => setTab(value)} variant="scrollable">
        {TABS.map((name) => (
          <Tab key={name} value={name} label={translate(TAB_LABELS.get(name) ?? name)} />
        ))}
      </Tabs>
      <Box role="tabpanel">
        {tab === 'general' && (
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <OrganisationLogo organisation={record} onChanged={() => void refetch()} />
              <EditableFieldsForm
                resource="organisations"
                record={record}
                fields={ORGANISATION_FIELDS}
                onReload={() => void refetch()}
              />
              <OrganisationPictures organisation={record} onChanged={() => void refetch()} />
            </CardContent>
          </Card>
        )}
        {tab === 'general' && <ContractTexts organisation={record} />}
        {tab === 'users' && <OrganisationUsers organisationId={record.id} />}
        {tab === 'departments' && <DepartmentList organisationId={record.id} />}
        {tab === 'history' && (
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <HistoryTable resource="organisations" id={record.id} />
            </CardContent>
          </Card>
        )}
      </Box>
    </>
  );
};

/**
 * The texts every leasing contract of the organisation prints (§12 AÜG): read only here, the
 * hospital's administrators keep them in the portal's settings.
 */
export const ContractTexts = ({ organisation }: { organisation: Organisation }) => {
  const translate = useTranslate();
  const text = (label: string, value: string | null | undefined) => (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {translate(label)}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }} color={value ? undefined : 'text.secondary'}>
        {value || translate('medstaff.organisations.contract_text_none')}
      </Typography>
    </Box>
  );
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={translate('medstaff.organisations.contract_title')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('medstaff.organisations.contract_title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('medstaff.organisations.contract_help')}
        </Typography>
        {text('medstaff.organisations.working_conditions', organisation.workingConditions)}
        {text('medstaff.organisations.cancellation_terms', organisation.cancellationTerms)}
      </CardContent>
    </Card>
  );
};

/** organisation/{id}: title 'Organisation "(name)"', breadcrumb Organisations List > Organisation (name). */
export const OrganisationEdit = () => {
  const { id } = useParams();
  return (
    <EditBase resource="organisations" id={id} mutationMode="pessimistic" redirect={false}>
      <OrganisationDetail />
    </EditBase>
  );
};
