import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Loading, NotFound, Title, useTranslate } from 'react-admin';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { EditableFieldsForm } from '../common/edit/EditableFieldsForm';
import { HistoryTable } from '../common/HistoryTable';
import { useUrlTab } from '../common/useUrlTab';
import { MemberList } from '../members';
import { useParentCrumbs } from '../members/useParentCrumbs';
import { useRecordUnder } from '../members/useRecordUnder';
import { DEPARTMENT_FIELDS, type Department } from './department-fields';

const TABS = ['general', 'users', 'customers', 'history'] as const;
const TAB_LABELS: ReadonlyMap<(typeof TABS)[number], string> = new Map([
  ['general', 'medstaff.members.general_tab'],
  ['users', 'medstaff.members.department_users.tab'],
  ['customers', 'medstaff.members.department_customers.tab'],
  ['history', 'medstaff.history.tab'],
]);

/**
 * department/{orgId}/{depId}: breadcrumb Organisations List > Organisation > Department; tabs
 * General Info (name and skills), Department users, Department customers, History. A department
 * of another organisation, or an unknown id, shows the not-found screen.
 */
export const DepartmentEdit = () => {
  const translate = useTranslate();
  const { orgId, depId } = useParams();
  const [tab, setTab] = useUrlTab(TABS);
  const organisation = useParentCrumbs({ organisationId: orgId });
  const department = useRecordUnder<Department>('departments', depId, { organisationId: orgId ?? '' });
  if (organisation.notFound || department.notFound) return <NotFound />;
  if (organisation.isPending || department.isPending || !department.record) return <Loading />;
  const record = department.record;
  const name = record.name || translate('medstaff.departments.missing_name');
  const title = translate('medstaff.departments.detail_title', { name });
  const parents = { organisationId: orgId, departmentId: depId };
  return (
    <>
      <Title title={title} />
      <Breadcrumbs crumbs={[...organisation.crumbs, { label: translate('medstaff.departments.crumb', { name }) }]} />
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
              <EditableFieldsForm
                resource="departments"
                record={record}
                fields={DEPARTMENT_FIELDS}
                onReload={department.refetch}
              />
            </CardContent>
          </Card>
        )}
        {tab === 'users' && <MemberList scope="department-users" parents={parents} />}
        {tab === 'customers' && <MemberList scope="department-customers" parents={parents} />}
        {tab === 'history' && (
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <HistoryTable resource="departments" id={record.id} />
            </CardContent>
          </Card>
        )}
      </Box>
    </>
  );
};
