import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AlertTitle from '@mui/material/AlertTitle';
import type { CandidateInvitationWire, CandidateWire, DocumentWire, ErrorCode } from '@medstaff/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors as HookFieldErrors, type Resolver } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { ApiError } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { useApiClient } from '../api/use-api-client';
import { useApiQuery, useInvalidateShiftRequests } from '../api/use-api-query';
import { useErrorText } from '../api/use-error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import type { TranslationKey } from '../i18n/translations';
import { LoadingText } from '../jobs/LoadingText';
import { agencyApi } from './agency-api';
import { useAgencyJob } from './AgencyJobDetailPage';
import { ApplicationDocumentField } from './ApplicationDocumentField';
import {
  APPLICATION_FILES,
  documentError,
  FILE_KINDS,
  parseHourlyRate,
  validateApplication,
  type ApplicationFile,
  type ApplicationFormErrors,
  type ApplicationFormField,
  type ApplicationFormValues,
} from './application-form';
import { candidateName, clashText } from './candidate-format';
import { CandidateInvitationList } from './CandidateInvitationList';
import { CandidatePicker } from './CandidatePicker';
import { InviteCandidateDialog } from './InviteCandidateDialog';

/** Refusals of the apply call the form words itself; others show the server's message. */
const REFUSAL_TEXTS: Partial<Record<ErrorCode, TranslationKey>> = {
  ALREADY_APPLIED: 'apply.refused.alreadyApplied',
  CANDIDATE_NOT_ACCEPTED: 'agencyMarket.refused.notAccepted',
  JOB_STATE_CONFLICT: 'apply.refused.notOpen',
  PAYLOAD_TOO_LARGE: 'apply.error.tooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'apply.error.notPdf',
};

/**
 * The apply view: candidate (or a new one invited), applicant name, hourly rate and the three
 * PDFs, each either on file for the candidate or uploaded, with upload progress.
 */
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

/** The candidate's document of each file field on file, if any. */
function documentsOnFile(candidate: CandidateWire | undefined): Partial<Record<ApplicationFile, DocumentWire>> {
  const onFile: Partial<Record<ApplicationFile, DocumentWire>> = {};
  for (const field of APPLICATION_FILES) {
    onFile[field] = candidate?.documents.find((document) => document.kind === FILE_KINDS[field]);
  }
  return onFile;
}

/**
 * The agency's candidates with what they mean for this request (clash, already applied), and its
 * invitations that are not accepted (yet).
 */
function useCandidates(jobId: string) {
  const queryClient = useQueryClient();
  const query = useApiQuery(queryKeys.candidates(jobId), (client) => agencyApi.candidates(client, jobId));
  /** A sent invitation joins the list as pending: the person is not a candidate before she accepts. */
  const addInvitation = (invitation: CandidateInvitationWire) =>
    queryClient.setQueryData<typeof query.data>(queryKeys.candidates(jobId), (previous) =>
      previous
        ? {
            ...previous,
            invitations: [invitation, ...previous.invitations.filter((entry) => entry._id !== invitation._id)],
          }
        : previous,
    );
  return {
    candidates: query.data?.candidates ?? NO_CANDIDATES,
    invitations: query.data?.invitations ?? NO_INVITATIONS,
    loadError: query.error,
    addInvitation,
  };
}

const NO_CANDIDATES: CandidateWire[] = [];
const NO_INVITATIONS: CandidateInvitationWire[] = [];

function ApplyForm({ jobId }: { jobId: string }) {
  const t = useTranslate();
  const language = useLanguage();
  const client = useApiClient();
  const errorText = useErrorText();
  const navigate = useNavigate();
  // The documents on file of the chosen candidate, for the resolver (a kind on file needs no upload).
  const documentsRef = useRef<readonly Pick<DocumentWire, 'kind'>[] | undefined>(undefined);
  const resolver = useRef(applicationResolver(() => documentsRef.current)).current;
  // Messages change on Apply (and when a file or a candidate is chosen), not while typing.
  const { handleSubmit, setValue, setError, clearErrors, watch, formState } = useForm<ApplicationFormValues>({
    defaultValues: { candidateId: '', applicantName: '', hourlyRate: '', files: {} },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = watch();
  const hookErrors = formState.errors as Partial<Record<ApplicationFormField, { message?: string }>>;
  const errors: ApplicationFormErrors = Object.fromEntries(
    Object.entries(hookErrors).map(([field, error]) => [field, error?.message as TranslationKey | undefined]),
  );
  const [progress, setProgress] = useState<number>();
  const [serverError, setServerError] = useState<string>();
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<string>();
  const invalidate = useInvalidateShiftRequests();
  const { candidates, invitations, loadError, addInvitation } = useCandidates(jobId);
  const candidate = candidates.find((entry) => String(entry._id) === values.candidateId);
  documentsRef.current = candidate?.documents;
  const onFile = documentsOnFile(candidate);
  const clash = candidate?.workingTimeClash ?? null;

  function chooseCandidate(chosen: CandidateWire) {
    setValue('candidateId', String(chosen._id));
    // The applicant name is prefilled from the candidate; the user may still change it.
    setValue('applicantName', candidateName(chosen));
    clearErrors('candidateId');
    // A kind now on file needs no upload any more.
    for (const field of APPLICATION_FILES) {
      if (errors[field] === 'apply.error.allFiles' && documentsOnFile(chosen)[field]) clearFileError(field);
    }
  }

  /** A sent invitation joins the list as pending: the person is not a candidate before she accepts. */
  function addInvited(invitation: CandidateInvitationWire) {
    setInviting(false);
    addInvitation(invitation);
    setInvited(t('agencyMarket.invite.invited', { email: invitation.email }));
  }

  /** The file fields' errors are not value paths (the files live in `files`): set by their names. */
  const fileErrorName = (field: ApplicationFile) => field as unknown as 'files';
  const clearFileError = (field: ApplicationFile) => clearErrors(fileErrorName(field));

  async function chooseFile(field: ApplicationFile, file: File | undefined) {
    setValue('files', { ...values.files, [field]: file });
    const problem = file ? await documentError(file) : undefined;
    if (problem) setError(fileErrorName(field), { type: 'validate', message: problem });
    else clearFileError(field);
  }

  function refusalText(error: ApiError): string {
    const key = error.code ? REFUSAL_TEXTS[error.code] : undefined;
    return key ? t(key) : errorText(error);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(undefined);
    void handleSubmit(send)(event);
  }

  async function send(values: ApplicationFormValues) {
    if (clash) return;
    const hourlyRate = parseHourlyRate(values.hourlyRate);
    if (hourlyRate === undefined) return;
    setProgress(0);
    const result = await agencyApi.apply(
      client,
      jobId,
      {
        candidateId: Number(values.candidateId),
        applicantName: values.applicantName.trim(),
        hourlyRate,
        // Only new files are sent: a kind left out is taken from the candidate's documents on file.
        ...values.files,
      },
      setProgress,
    );
    setProgress(undefined);
    if (result.error) {
      setServerError(refusalText(result.error));
      return;
    }
    // The request's applicants, the candidates' "already applied" and Applied Jobs have changed.
    await invalidate();
    void navigate(`/${language}/agency/applied-jobs`);
  }

  const message = (field: keyof ApplicationFormErrors) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const uploading = progress !== undefined;

  return (
    <>
      <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, md: 4 } }}>
        <Stack spacing={2}>
          <CandidatePicker
            candidates={candidates}
            value={values.candidateId}
            error={message('candidateId')}
            onChoose={chooseCandidate}
          />
          <Button onClick={() => setInviting(true)} sx={{ alignSelf: 'flex-start' }}>
            {t('agencyMarket.invite.open')}
          </Button>
          {invited && <Alert severity="success">{invited}</Alert>}
          <CandidateInvitationList invitations={invitations} />
          {clash && <Alert severity="warning">{clashText(t, clash, language)}</Alert>}
          <TextField
            name="applicantName"
            label={t('apply.applicantName')}
            value={values.applicantName}
            onChange={(event) => setValue('applicantName', event.target.value)}
            required
            error={!!errors.applicantName}
            helperText={message('applicantName')}
            fullWidth
          />
          <TextField
            name="hourlyRate"
            label={t('apply.hourlyRate')}
            value={values.hourlyRate}
            onChange={(event) => setValue('hourlyRate', event.target.value)}
            required
            error={!!errors.hourlyRate}
            helperText={message('hourlyRate') ?? t('apply.hourlyRateHelper')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            fullWidth
          />
          {APPLICATION_FILES.map((field) => (
            <ApplicationDocumentField
              key={field}
              field={field}
              onFile={onFile[field]}
              error={errors[field]}
              onChoose={(file) => void chooseFile(field, file)}
            />
          ))}
          {uploading && <UploadProgress progress={progress} />}
          {(serverError || loadError) && (
            <Alert severity="error">{serverError ?? (loadError ? errorText(loadError) : '')}</Alert>
          )}
          {clash && (
            <Alert severity="info">
              <AlertTitle>{t('agencyMarket.whyNotYet')}</AlertTitle>
              {t('agencyMarket.apply.whyNotYet.clash')}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            disableElevation
            disabled={uploading || !!clash}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('apply.submit')}
          </Button>
        </Stack>
      </Paper>
      <InviteCandidateDialog open={inviting} onClose={() => setInviting(false)} onInvited={addInvited} />
    </>
  );
}

function UploadProgress({ progress }: { progress: number }) {
  const t = useTranslate();
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">{t('apply.uploading', { percent: Math.round(progress * 100) })}</Typography>
      <LinearProgress variant="determinate" value={progress * 100} aria-label={t('apply.progress')} />
    </Stack>
  );
}

/**
 * react-hook-form's resolver for the apply form: the rules of `validateApplication` (their euro and
 * name checks are the domain validators) and, for each chosen file, the PDF check the server makes.
 */
function applicationResolver(
  documents: () => readonly Pick<DocumentWire, 'kind'>[] | undefined,
): Resolver<ApplicationFormValues> {
  return async (values) => {
    const found: ApplicationFormErrors = validateApplication(values, documents());
    for (const field of APPLICATION_FILES) {
      const file = values.files[field];
      if (file) found[field] = await documentError(file);
    }
    const errors: Record<string, { type: string; message: TranslationKey }> = {};
    for (const [field, key] of Object.entries(found)) if (key) errors[field] = { type: 'validate', message: key };
    return Object.keys(errors).length
      ? { values: {}, errors: errors as HookFieldErrors<ApplicationFormValues> }
      : { values, errors: {} };
  };
}
