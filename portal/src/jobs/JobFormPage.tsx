import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { JobWire } from '@medstaff/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { ApiError } from '../api/client';
import { useApiClient } from '../api/use-api-client';
import { useErrorText } from '../api/use-error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import { PageHeader } from '../shell/components/PageHeader';
import { LoadingText } from './LoadingText';
import { createPayload, emptyJobForm, formValuesOf, updatePayload, type JobFormValues } from './job-form-values';
import { jobsApi, referenceApi, type PositionOption } from './jobs-api';
import { JobForm } from './JobForm';
import { useMyOrganisationsContext } from '../hospital/RequireConfirmedMembership';

type JobLoad =
  { status: 'new' } | { status: 'loading' } | { status: 'loaded'; job: JobWire } | { status: 'error'; error: ApiError };

/**
 * Post a request or edit one: /{lang}/hospital/create-job/{jobId?}, /{lang}/organisations/jobUpload
 * and /{lang}/organisations/jobUpdate/{id}. The job to edit comes as navigation state or is loaded
 * by its id. After a save the user lands on the dashboard.
 */
export function JobFormPage() {
  const t = useTranslate();
  const language = useLanguage();
  const navigate = useNavigate();
  const client = useApiClient();
  const errorText = useErrorText();
  const { jobId, id } = useParams();
  const editId = jobId ?? id;
  const stateJob = (useLocation().state as { job?: JobWire } | null)?.job;
  const organisations = useMyOrganisationsContext();
  const [positions, setPositions] = useState<PositionOption[]>([]);
  const [job, setJob] = useState<JobLoad>(() =>
    !editId
      ? { status: 'new' }
      : stateJob && String(stateJob._id) === editId
        ? { status: 'loaded', job: stateJob }
        : { status: 'loading' },
  );
  const [formKey, setFormKey] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<ApiError>();
  useDocumentTitle(t(editId ? 'jobForm.editTitle' : 'createJob.title'));

  useEffect(() => {
    void referenceApi.positions(client).then((result) => setPositions(result.data?.positions ?? []));
  }, [client]);

  const needsLoad = job.status === 'loading';
  useEffect(() => {
    if (!needsLoad || !editId) return;
    let active = true;
    void jobsApi.job(client, editId).then((result) => {
      if (!active) return;
      setJob(result.error ? { status: 'error', error: result.error } : { status: 'loaded', job: result.data });
      setFormKey((key) => key + 1);
    });
    return () => {
      active = false;
    };
  }, [client, editId, needsLoad]);

  async function save(values: JobFormValues) {
    setSaving(true);
    setSaveError(undefined);
    const result =
      job.status === 'loaded'
        ? await jobsApi.updateJob(client, job.job._id, updatePayload(values, job.job.version))
        : await jobsApi.createJob(client, createPayload(values));
    setSaving(false);
    if (result.error) setSaveError(result.error);
    else void navigate(`/${language}/hospital`);
  }

  function reloadStale() {
    setSaveError(undefined);
    setJob({ status: 'loading' });
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
        key={formKey}
        initialValues={
          job.status === 'loaded' ? formValuesOf(job.job) : withSingleOrganisation(emptyJobForm('NURSE'), confirmed)
        }
        editing={job.status === 'loaded'}
        organisations={confirmed}
        positions={positions}
        saving={saving}
        serverError={serverError}
        onSubmit={(values) => void save(values)}
        onCancel={() => void navigate(`/${language}/hospital`)}
      />
    </>
  );
}

/** A user of one organisation does not have to choose it. */
function withSingleOrganisation(values: JobFormValues, organisations: { _id: number }[]): JobFormValues {
  return organisations.length === 1 ? { ...values, organisation: String(organisations[0]._id) } : values;
}
