import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { JobWire, OrganisationJobGroup, OrganisationJobsWire } from '@medstaff/domain';
import { useCallback } from 'react';
import type { ApiError } from '../api/client';
import { useInvalidateShiftRequests } from '../api/use-api-query';
import { useErrorText } from '../api/use-error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { useTranslate } from '../i18n/I18nProvider';
import type { TranslationKey } from '../i18n/translations';
import { PageHeader } from '../shell/components/PageHeader';
import { canManageJob } from './jobs-api';
import { JobTable } from './JobTable';
import { useMyOrganisations, type LoadState } from './use-my-organisations';
import { useOrganisationJobs } from './use-organisation-jobs';

/** Each group's table heading, as the spec names them. */
export const GROUP_TITLE_KEYS: Record<OrganisationJobGroup, TranslationKey> = {
  offeneShifts: 'jobs.group.offeneShifts',
  confirmation: 'jobs.group.confirmation',
  externeAnfagen: 'jobs.group.externeAnfagen',
};

export { GROUP_ORDER } from './job-table-groups';

export interface JobTablesProps {
  groups: readonly OrganisationJobGroup[];
  state: LoadState<OrganisationJobsWire>;
}

/**
 * One or more of the three tables over one loaded list. A delete or a workflow action (or a
 * refusal that was read) asks every shift-request query on screen again: the tables, the
 * calendar, the applications and the history.
 */
export function JobTables({ groups, state }: JobTablesProps) {
  const t = useTranslate();
  const errorText = useErrorText();
  const organisations = useMyOrganisations().state;
  const invalidate = useInvalidateShiftRequests();
  const changed = useCallback(() => void invalidate(), [invalidate]);
  // Release, recall and select are offered for the requests of organisations the user manages.
  const canManage = useCallback(
    (job: JobWire) => organisations.status === 'loaded' && canManageJob(organisations.data, job),
    [organisations],
  );
  if (state.status === 'error') return <LoadError error={state.error} text={errorText} />;
  return (
    <Stack spacing={4}>
      {groups.map((group) => (
        <JobTable
          key={group}
          title={t(GROUP_TITLE_KEYS[group])}
          jobs={state.status === 'loaded' ? state.data[group] : []}
          loading={state.status === 'loading'}
          onChanged={changed}
          canManage={canManage}
        />
      ))}
    </Stack>
  );
}

function LoadError({ error, text }: { error: ApiError; text(error: ApiError): string }) {
  return <Alert severity="error">{text(error)}</Alert>;
}

/**
 * /{lang}/organisations/allApplicants (Offene Schichten), openLayouts (Bestätigung),
 * externalLayouts (Externe Anfragen) and dashboard (the three stacked).
 */
export function JobTablesPage({
  groups,
  titleKey,
}: {
  groups: readonly OrganisationJobGroup[];
  titleKey: TranslationKey;
}) {
  const t = useTranslate();
  const { state } = useOrganisationJobs();
  useDocumentTitle(t(titleKey));
  return (
    <>
      <PageHeader title={t(titleKey)} description={t('jobs.pageDescription')} />
      <JobTables groups={groups} state={state} />
    </>
  );
}
