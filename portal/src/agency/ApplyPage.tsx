import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CandidateWire, ErrorCode } from '@medstaff/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ApiError } from '../api/client';
import { useApiClient } from '../api/use-api-client';
import { useErrorText } from '../api/use-error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import type { TranslationKey } from '../i18n/translations';
import { LoadingText } from '../jobs/LoadingText';
import { agencyApi } from './agency-api';
import { useAgencyJob } from './AgencyJobDetailPage';
import {
  APPLICATION_FILES,
  documentError,
  parseHourlyRate,
  validateApplication,
  type ApplicationFile,
  type ApplicationFormErrors,
  type ApplicationFormValues,
} from './application-form';

/** Refusals of the apply call the form words itself; others show the server's message. */
const REFUSAL_TEXTS: Partial<Record<ErrorCode, TranslationKey>> = {
  ALREADY_APPLIED: 'apply.refused.alreadyApplied',
  JOB_STATE_CONFLICT: 'apply.refused.notOpen',
  PAYLOAD_TOO_LARGE: 'apply.error.tooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'apply.error.notPdf',
};

const FILE_LABELS: Record<ApplicationFile, TranslationKey> = {
  cv: 'apply.cv',
  licence: 'apply.licence',
  diploma: 'apply.diploma',
};

/** The apply view: candidate, applicant name, hourly rate and three PDFs, with upload progress. */
export function ApplyPage() {
  const t = useTranslate();
  const { id } = useParams();
  const { job, error: loadError } = useAgencyJob(id);
  useDocumentTitle(t('apply.title'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Button component={Link} to=".." relative="path" sx={{ alignSelf: 'flex-start' }}>
        {t('agencyJobs.back')}
      </Button>
      <Typography variant="h4" component="h1" fontWeight={700}>
        {t('apply.title')}
      </Typography>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {!loadError && !job && <LoadingText />}
      {job && id && (
        <>
          <Typography color="text.secondary">{job.title}</Typography>
          <ApplyForm jobId={id} />
        </>
      )}
    </Stack>
  );
}

function ApplyForm({ jobId }: { jobId: string }) {
  const t = useTranslate();
  const language = useLanguage();
  const client = useApiClient();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [candidates, setCandidates] = useState<CandidateWire[]>([]);
  const [values, setValues] = useState<ApplicationFormValues>({
    candidateId: '',
    applicantName: '',
    hourlyRate: '',
    files: {},
  });
  const [errors, setErrors] = useState<ApplicationFormErrors>({});
  const [progress, setProgress] = useState<number>();
  const [serverError, setServerError] = useState<string>();

  useEffect(() => {
    void agencyApi.candidates(client).then((answer) => {
      if (answer.error) setServerError(errorText(answer.error));
      else setCandidates(answer.data.candidates);
    });
  }, [client, errorText]);

  function chooseCandidate(candidateId: string) {
    const candidate = candidates.find((entry) => String(entry._id) === candidateId);
    setValues((previous) => ({
      ...previous,
      candidateId,
      // The applicant name is prefilled from the candidate; the user may still change it.
      applicantName: candidate ? `${candidate.firstName} ${candidate.lastName}` : previous.applicantName,
    }));
    setErrors((previous) => ({ ...previous, candidateId: undefined }));
  }

  async function chooseFile(field: ApplicationFile, file: File | undefined) {
    setValues((previous) => ({ ...previous, files: { ...previous.files, [field]: file } }));
    const problem = file ? await documentError(file) : undefined;
    setErrors((previous) => ({ ...previous, [field]: problem }));
  }

  function refusalText(error: ApiError): string {
    const key = error.code ? REFUSAL_TEXTS[error.code] : undefined;
    return key ? t(key) : errorText(error);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(undefined);
    const found: ApplicationFormErrors = validateApplication(values);
    for (const field of APPLICATION_FILES) {
      const file = values.files[field];
      if (file) found[field] = await documentError(file);
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const { cv, licence, diploma } = values.files;
    const hourlyRate = parseHourlyRate(values.hourlyRate);
    if (!cv || !licence || !diploma || hourlyRate === undefined) return;
    setProgress(0);
    const result = await agencyApi.apply(
      client,
      jobId,
      {
        candidateId: Number(values.candidateId),
        applicantName: values.applicantName.trim(),
        hourlyRate,
        cv,
        licence,
        diploma,
      },
      setProgress,
    );
    setProgress(undefined);
    if (result.error) {
      setServerError(refusalText(result.error));
      return;
    }
    void navigate(`/${language}/agency/applied-jobs`);
  }

  const message = (field: keyof ApplicationFormErrors) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const uploading = progress !== undefined;

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ p: { xs: 2, md: 4 } }}
    >
      <Stack spacing={2}>
        <TextField
          select
          name="candidateId"
          label={t('apply.candidate')}
          value={values.candidateId}
          onChange={(event) => chooseCandidate(event.target.value)}
          required
          error={!!errors.candidateId}
          helperText={message('candidateId') ?? (candidates.length === 0 ? t('apply.noCandidates') : undefined)}
          fullWidth
        >
          {candidates.map((candidate) => (
            <MenuItem key={candidate._id} value={String(candidate._id)}>
              {`${candidate.firstName} ${candidate.lastName}`}
              {candidate.qualificationLevel ? ` (${candidate.qualificationLevel})` : ''}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="applicantName"
          label={t('apply.applicantName')}
          value={values.applicantName}
          onChange={(event) => setValues((previous) => ({ ...previous, applicantName: event.target.value }))}
          required
          error={!!errors.applicantName}
          helperText={message('applicantName')}
          fullWidth
        />
        <TextField
          name="hourlyRate"
          label={t('apply.hourlyRate')}
          value={values.hourlyRate}
          onChange={(event) => setValues((previous) => ({ ...previous, hourlyRate: event.target.value }))}
          required
          error={!!errors.hourlyRate}
          helperText={message('hourlyRate') ?? t('apply.hourlyRateHelper')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          fullWidth
        />
        {APPLICATION_FILES.map((field) => (
          <TextField
            key={field}
            type="file"
            name={field}
            label={t(FILE_LABELS[field])}
            onChange={(event) => void chooseFile(field, (event.target as HTMLInputElement).files?.[0])}
            required
            error={!!errors[field]}
            helperText={message(field) ?? t('apply.fileHelper')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: 'application/pdf,.pdf' } }}
            fullWidth
          />
        ))}
        {uploading && (
          <Stack spacing={0.5}>
            <Typography variant="body2">{t('apply.uploading', { percent: Math.round(progress * 100) })}</Typography>
            <LinearProgress variant="determinate" value={progress * 100} aria-label={t('apply.progress')} />
          </Stack>
        )}
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <Button
          type="submit"
          variant="contained"
          disableElevation
          disabled={uploading}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('apply.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
