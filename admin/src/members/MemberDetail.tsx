import type { ReactNode } from 'react';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { Loading, NotFound, Title, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { EditableFieldsForm } from '../common/edit/EditableFieldsForm';
import { HistoryTable } from '../common/HistoryTable';
import { useUrlTab } from '../common/useUrlTab';
import { MEMBER_FIELDS } from '../agencies/agency-fields';
import { memberScope, memberTitle, parentsQuery, type MemberParents, type MemberScopeName } from './member-scopes';
import { useParentCrumbs } from './useParentCrumbs';
import { useRecordUnder } from './useRecordUnder';

const TABS = ['general', 'history'] as const;
const TAB_LABELS: ReadonlyMap<(typeof TABS)[number], string> = new Map([
  ['general', 'medstaff.members.general_tab'],
  ['history', 'medstaff.history.tab'],
]);

interface MemberScreenProps {
  scope: MemberScopeName;
  parents: MemberParents;
  id: Identifier | undefined;
  /** The screen's body once the member is loaded. */
  children: (member: RaRecord, reload: () => void) => ReactNode;
}

/**
 * A member under its parents, with title and crumbs: the not-found screen for an unknown id, an
 * unknown parent or a member of another parent (the API answers 404), a spinner only while loading.
 */
export const MemberScreen = ({ scope, parents, id, children }: MemberScreenProps) => {
  const translate = useTranslate();
  const settings = memberScope(scope);
  const parentCrumbs = useParentCrumbs(parents);
  const member = useRecordUnder(settings.resource, id, parentsQuery(parents));
  if (parentCrumbs.notFound || member.notFound) return <NotFound />;
  if (parentCrumbs.isPending || member.isPending || !member.record) return <Loading />;
  const title = memberTitle(translate, settings.crumb, member.record);
  return (
    <>
      <Title title={title} />
      <Breadcrumbs crumbs={[...parentCrumbs.crumbs, { label: title }]} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {children(member.record, member.refetch)}
    </>
  );
};

/** Editable Email, First Name, Last Name, Contact, and the History tab. */
const MemberTabs = ({ resource, member, reload }: { resource: string; member: RaRecord; reload: () => void }) => {
  const translate = useTranslate();
  const [tab, setTab] = useUrlTab(TABS);
  return (
    <>
      <Tabs value={tab} onChange={(_event, value) => setTab(value)} variant="scrollable">
        {TABS.map((name) => (
          <Tab key={name} value={name} label={translate(TAB_LABELS.get(name) ?? name)} />
        ))}
      </Tabs>
      <Box role="tabpanel">
        <Card sx={{ mt: 2 }}>
          <CardContent>
            {tab === 'general' ? (
              <EditableFieldsForm resource={resource} record={member} fields={MEMBER_FIELDS} onReload={reload} />
            ) : (
              <HistoryTable resource={resource} id={member.id} />
            )}
          </CardContent>
        </Card>
      </Box>
    </>
  );
};

/** The user-like detail screens: agency user, organisation user, department user and customer. */
export const MemberDetail = ({
  scope,
  parents,
  id,
}: {
  scope: MemberScopeName;
  parents: MemberParents;
  id: Identifier | undefined;
}) => (
  <MemberScreen scope={scope} parents={parents} id={id}>
    {(member, reload) => <MemberTabs resource={scope} member={member} reload={reload} />}
  </MemberScreen>
);
