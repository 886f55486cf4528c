import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ApplicationState, AppliedJobWire, JobState } from '@medstaff/domain';
import { useState } from 'react';
import { LIVE_LIST_REFETCH_MS } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { useApiClient } from '../api/use-api-client';
import { useApiQuery, useInvalidateShiftRequests } from '../api/use-api-query';
import { useErrorText } from '../api/use-error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import { LoadingText } from '../jobs/LoadingText';
import { DeleteConfirmDialog } from '../shell/components/DeleteConfirmDialog';
import { EmptyState } from '../shell/components/EmptyState';
import { PageHeader } from '../shell/components/PageHeader';
import { agencyApi } from './agency-api';
import { DocumentLink } from './DocumentLink';
import { dayRange, euros } from './job-format';

const STATE_COLOURS: Record<ApplicationState, ChipProps['color']> = {
  applied: 'info',
  selected: 'success',
  not_chosen: 'default',
  withdrawn: 'default',
};

/** The request's own state beside the application's: still open, filled, or back with the hospital's pool. */
const REQUEST_STATE_COLOURS: Record<JobState, ChipProps['color']> = {
  external_adv: 'info',
  external_fill: 'default',
  internal_adv: 'warning',
  internal_fill: 'default',
};

/**
 * Applied Jobs: the agency's applications with their state and the request's; withdraw while
 * applied. Asked again every 30 s and on focus (the hospital's choice shows without a reload).
 */
export function AppliedJobsPage() {
  const t = useTranslate();
  const client = useApiClient();
  const errorText = useErrorText();
  useDocumentTitle(t('appliedJobs.title'));
  const applied = useApiQuery(queryKeys.appliedJobs(), (api) => agencyApi.appliedJobs(api), {
    refetchInterval: LIVE_LIST_REFETCH_MS,
  });
  const applications = applied.data?.applications;
  const error = !applications && applied.error ? errorText(applied.error) : undefined;
  const invalidate = useInvalidateShiftRequests();
  const [withdrawing, setWithdrawing] = useState<AppliedJobWire | null>(null);

  return (
    <>
      <PageHeader title={t('appliedJobs.title')} description={t('appliedJobs.description')} />
      {error && <Alert severity="error">{error}</Alert>}
      {!error && !applications && <LoadingText />}
      {applications && applications.length === 0 && (
        <EmptyState title={t('appliedJobs.emptyTitle')} text={t('appliedJobs.none')} />
      )}
      {applications && applications.length > 0 && (
        <Stack spacing={2} component="ul" sx={{ p: 0, m: 0 }} aria-label={t('appliedJobs.title')}>
          {applications.map((application) => (
            <ApplicationCard key={application._id} application={application} onWithdraw={setWithdrawing} />
          ))}
        </Stack>
      )}
      <DeleteConfirmDialog
        itemName={withdrawing ? `${withdrawing.applicantName} – ${withdrawing.job.title}` : null}
        onConfirm={() =>
          withdrawing ? agencyApi.withdraw(client, withdrawing._id) : Promise.resolve({ data: undefined })
        }
        onClose={(afterRefusal) => {
          setWithdrawing(null);
          if (afterRefusal) void invalidate();
        }}
        onDeleted={() => {
          setWithdrawing(null);
          // This list, the request's applicants and its candidates' "already applied" have changed.
          void invalidate();
        }}
      />
    </>
  );
}

function ApplicationCard({
  application,
  onWithdraw,
}: {
  application: AppliedJobWire;
  onWithdraw(application: AppliedJobWire): void;
}) {
  const t = useTranslate();
  const language = useLanguage();
  const { job } = application;
  const candidate = application.candidate
    ? `${application.candidate.firstName} ${application.candidate.lastName}`
    : application.applicantName;
  const selected = application.state === 'selected';
  const hospital = job.organisation ? [job.organisation.name, job.organisation.city].filter(Boolean).join(', ') : '';
  return (
    <Card
      variant="outlined"
      component="li"
      data-selected={selected || undefined}
      sx={{
        listStyle: 'none',
        ...(selected && {
          borderColor: 'success.main',
          borderWidth: 2,
          bgcolor: (theme) => alpha(theme.palette.success.main, 0.08),
        }),
      }}
    >
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
              {job.title}
            </Typography>
            <Chip
              size="small"
              color={STATE_COLOURS[application.state]}
              label={t(`appliedJobs.state.${application.state}`)}
            />
            <Chip
              size="small"
              variant="outlined"
              color={REQUEST_STATE_COLOURS[job.state]}
              label={t('agencyMarket.requestState.label', { state: t(`agencyMarket.requestState.${job.state}`) })}
            />
          </Stack>
          {hospital && <Typography>{hospital}</Typography>}
          <Typography>{dayRange(job)}</Typography>
          <Typography variant="body2">
            {t('appliedJobs.candidateLine', {
              name: candidate,
              rate: euros(application.hourlyRate, language),
            })}
          </Typography>
          {application.documents.length > 0 && (
            <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
              {application.documents.map((document) => (
                <DocumentLink key={document._id} document={document} />
              ))}
            </Stack>
          )}
          {application.state === 'applied' && (
            <Button color="error" onClick={() => onWithdraw(application)} sx={{ alignSelf: 'flex-start' }}>
              {t('appliedJobs.withdraw')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
