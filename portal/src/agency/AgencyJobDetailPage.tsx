import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AgencyJobWire, CandidateWire } from '@medstaff/domain';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LIVE_LIST_REFETCH_MS } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { useApiQuery } from '../api/use-api-query';
import { useErrorText } from '../api/use-error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import { referenceApi } from '../jobs/jobs-api';
import { CONTRACT_TYPES } from '../jobs/job-form-values';
import { LoadingText } from '../jobs/LoadingText';
import type { TranslationKey } from '../i18n/translations';
import { agencyApi } from './agency-api';
import { euros, shiftText } from './job-format';

/**
 * One released request for the detail and apply views; asked again every 30 s and on focus while
 * shown, so a hospital's change (a new time, the request filled) shows without a reload.
 */
export function useAgencyJob(id: string | undefined) {
  const errorText = useErrorText();
  const query = useApiQuery(queryKeys.agencyJob(id ?? ''), (client) => agencyApi.job(client, id ?? ''), {
    enabled: !!id,
    refetchInterval: LIVE_LIST_REFETCH_MS,
  });
  const job: AgencyJobWire | undefined = query.data;
  return { job, error: !job && query.error ? errorText(query.error) : undefined };
}

/** Everything an agency needs to decide on a released request, and the Apply button. */
export function AgencyJobDetailPage() {
  const t = useTranslate();
  const { id } = useParams();
  const { job, error } = useAgencyJob(id);
  useDocumentTitle(job?.title ?? t('agencyJobs.title'));

  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <Button component={Link} to=".." relative="path" sx={{ alignSelf: 'flex-start' }}>
        {t('agencyJobs.back')}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
      {!error && !job && <LoadingText />}
      {job && <JobDetail job={job} />}
    </Stack>
  );
}

/** A field's name in the interface language: reference codes (e.g. `kardiologie`) are looked up, free text stays. */
function useFieldName(): (field: string) => string {
  const language = useLanguage();
  const fields = useApiQuery(queryKeys.reference('fields'), (client) => referenceApi.fields(client), {
    staleTime: Infinity,
  }).data?.fields;
  return (code) => fields?.find((field) => field.code === code)?.name[language] ?? code;
}

/** The agency's candidates as they stand for this request (undefined while loading or when not loadable). */
function useJobCandidates(jobId: number): CandidateWire[] | undefined {
  return useApiQuery(queryKeys.candidates(jobId), (client) => agencyApi.candidates(client, jobId)).data?.candidates;
}

/**
 * "Why not yet": why the agency cannot apply now, or undefined when it can. The request must be
 * open to agencies, and at least one candidate must not have applied yet (or the agency has none
 * and invites one from the apply form).
 */
function whyNotYet(job: AgencyJobWire, candidates: CandidateWire[] | undefined): TranslationKey | undefined {
  if (job.state === 'internal_adv') return 'agencyMarket.detail.notOpen.pool';
  if (job.state !== 'external_adv') return 'agencyMarket.detail.notOpen.filled';
  if (candidates && candidates.length > 0 && candidates.every((candidate) => candidate.alreadyApplied))
    return 'agencyMarket.detail.allApplied';
  return undefined;
}

function ApplyAction({ job }: { job: AgencyJobWire }) {
  const t = useTranslate();
  const reason = whyNotYet(job, useJobCandidates(job._id));
  if (!reason) {
    return (
      <Button component={Link} to="apply" variant="contained" disableElevation sx={{ alignSelf: 'flex-start' }}>
        {t('agencyJobs.apply')}
      </Button>
    );
  }
  return (
    <>
      <Alert severity="info">
        <AlertTitle>{t('agencyMarket.whyNotYet')}</AlertTitle>
        {t(reason)}
      </Alert>
      <Button variant="contained" disableElevation disabled sx={{ alignSelf: 'flex-start' }}>
        {t('agencyJobs.apply')}
      </Button>
    </>
  );
}

function JobDetail({ job }: { job: AgencyJobWire }) {
  const t = useTranslate();
  const language = useLanguage();
  const fieldName = useFieldName();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {job.title}
        </Typography>
        {job.subtitle && <Typography color="text.secondary">{job.subtitle}</Typography>}
        <Fact label={t('jobForm.kind')}>{t(`jobForm.kind.${job.kind}`)}</Fact>
        {job.organisation && (
          <Fact label={t('agencyJobs.hospital')}>
            {job.organisation.name}
            {(job.organisation.address || job.organisation.city) && <br />}
            {job.organisation.address || job.organisation.city}
          </Fact>
        )}
        {job.orig_dept && <Fact label={t('jobForm.department')}>{job.orig_dept.name}</Fact>}
        {job.field && <Fact label={t('jobForm.field')}>{fieldName(job.field)}</Fact>}
        <Fact label={t('jobs.details.dates')}>
          <Stack component="ul" sx={{ m: 0, pl: 2 }}>
            {job.dates.map((date) => (
              <li key={date._id}>{shiftText(date.date.startDate, date.date.endDate, t('jobs.openEnd'))}</li>
            ))}
          </Stack>
        </Fact>
        {job.salary.length > 0 && (
          <Fact label={t('jobs.details.salary')}>
            {job.salary.map((line) => (
              <div key={line._id}>
                {t('agencyJobs.payLine', { activity: line.activity, amount: euros(line.cost, language) })}
              </div>
            ))}
          </Fact>
        )}
        <Fact label={t('jobForm.accommodation')}>{t(job.accomodation ? 'agencyJobs.yes' : 'agencyJobs.no')}</Fact>
        {job.skills.length > 0 && <Fact label={t('jobForm.skills')}>{job.skills.join(', ')}</Fact>}
        {job.contractType && (
          <Fact label={t('jobForm.contractType')}>
            {isContractType(job.contractType) ? t(`jobForm.contractType.${job.contractType}`) : job.contractType}
          </Fact>
        )}
        {job.desc && <Fact label={t('jobForm.description')}>{job.desc}</Fact>}
        {job.applicants.length > 0 && <Alert severity="info">{t('agencyJobs.alreadyApplied')}</Alert>}
        <ApplyAction job={job} />
      </Stack>
    </Paper>
  );
}

const isContractType = (value: string): value is (typeof CONTRACT_TYPES)[number] =>
  (CONTRACT_TYPES as readonly string[]).includes(value);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack spacing={0.25}>
      <Typography variant="subtitle2" component="h2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Stack>
  );
}
