import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { JobWire } from '@medstaff/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { ApiError } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { useApiClient } from '../api/use-api-client';
import { dataOf, useApiQuery, useInvalidateShiftRequests } from '../api/use-api-query';
import { useErrorText } from '../api/use-error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import { PageHeader } from '../shell/components/PageHeader';
import { LoadingText } from './LoadingText';
import { createPayload, emptyJobForm, formValuesOf, updatePayload, type JobFormValues } from './job-form-values';
import { jobsApi, referenceApi, type PositionOption } from './jobs-api';
import { JobForm } from './JobForm';
import { useMyOrganisationsContext } from '../hospital/RequireConfirmedMembership';

const NO_POSITIONS: PositionOption[] = [];

type JobLoad =
  { status: 'new' } | { status: 'loading' } | { status: 'loaded'; job: JobWire } | { status: 'error'; error: ApiError };

/**
 * Post a request or edit one: /{lang}/hospital/create-job/{jobId?}, /{lang}/organisations/jobUpload
 * and /{lang}/organisations/jobUpdate/{id}. The job to edit comes as navigation state or is loaded
 * by its id (once: a form being edited is not replaced by a refetch). After a save every
 * shift-request query is stale and the user lands on the dashboard.
 */
export function JobFormPage() {
  const t = useTranslate();
  const language = useLanguage();
  const navigate = useNavigate();
  const client = useApiClient();
  const errorText = useErrorText();
  const invalidate = useInvalidateShiftRequests();
  const { jobId, id } = useParams();
  const editId = jobId ?? id;
  const stateJob = (useLocation().state as { job?: JobWire } | null)?.job;
  const organisations = useMyOrganisationsContext();
  // The navigation's copy serves until the user asks for the current one (after a stale save).
  const [useStateJob, setUseStateJob] = useState(() => !!stateJob && String(stateJob._id) === editId);
  const positions = useApiQuery(queryKeys.reference('positions'), (api) => referenceApi.positions(api), {
    staleTime: Infinity,
  }).data?.positions;
  const loaded = useApiQuery(queryKeys.job(editId ?? ''), (api) => jobsApi.job(api, editId ?? ''), {
    enabled: !!editId && !useStateJob,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchInterval: false,
  });
  const job: JobLoad = !editId
    ? { status: 'new' }
    : useStateJob && stateJob
      ? { status: 'loaded', job: stateJob }
      : loaded.isFetching || (!loaded.data && !loaded.error)
        ? { status: 'loading' }
        : loaded.data
          ? { status: 'loaded', job: loaded.data }
          : { status: 'error', error: loaded.error as ApiError };
  const save = useMutation({
    mutationFn: (values: JobFormValues) =>
      dataOf(
        job.status === 'loaded'
          ? jobsApi.updateJob(client, job.job._id, updatePayload(values, job.job.version))
          : jobsApi.createJob(client, createPayload(values)),
      ),
    onSuccess: () => {
      // The dashboard's lists ask again as they mount; the form being left is not refetched first.
      void navigate(`/${language}/hospital`);
      void invalidate();
    },
  });
  const saveError = save.error ?? undefined;
  useDocumentTitle(t(editId ? 'jobForm.editTitle' : 'createJob.title'));

  function reloadStale() {
    save.reset();
    setUseStateJob(false);
    void loaded.refetch();
  }

  const header = (
    <PageHeader title={t(editId ? 'jobForm.editTitle' : 'createJob.title')} description={t('createJob.description')} />
  );
  if (job.status === 'loading')
    return (
      <>
        {header}
        <LoadingText />
      </>
    );
  if (job.status === 'error')
    return (
      <>
        {header}
        <Alert severity="error">{errorText(job.error)}</Alert>
      </>
    );

  const serverError = saveError && (
    <Alert
      severity="error"
      role="alert"
      action={
        saveError.code === 'STALE_VERSION' ? (
          <Button color="inherit" size="small" onClick={reloadStale}>
            {t('jobForm.reload')}
          </Button>
        ) : undefined
      }
    >
      {saveError.code === 'STALE_VERSION' ? t('jobForm.stale') : errorText(saveError)}
    </Alert>
  );
  const confirmed = organisations.filter((organisation) => organisation.confirmed);
  return (
    <>
      {header}
      <JobForm
        key={job.status === 'loaded' ? `${job.job._id}:${job.job.version}` : 'new'}
        initialValues={
          job.status === 'loaded' ? formValuesOf(job.job) : withSingleOrganisation(emptyJobForm('NURSE'), confirmed)
        }
        editing={job.status === 'loaded'}
        organisations={confirmed}
        positions={positions ?? NO_POSITIONS}
        saving={save.isPending}
        serverError={serverError}
        onSubmit={(values) => save.mutate(values)}
        onCancel={() => void navigate(`/${language}/hospital`)}
      />
    </>
  );
}

/** A user of one organisation does not have to choose it. */
function withSingleOrganisation(values: JobFormValues, organisations: { _id: number }[]): JobFormValues {
  return organisations.length === 1 ? { ...values, organisation: String(organisations[0]._id) } : values;
}
