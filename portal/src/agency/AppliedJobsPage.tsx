import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationState, AppliedJobWire } from '@medstaff/domain';
import { useCallback, useEffect, useState } from 'react';
import { useApiClient } from '../api/use-api-client';
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

/** Applied Jobs: the agency's applications with their state; withdraw while applied. */
export function AppliedJobsPage() {
  const t = useTranslate();
  const client = useApiClient();
  const errorText = useErrorText();
  useDocumentTitle(t('appliedJobs.title'));
  const [applications, setApplications] = useState<AppliedJobWire[]>();
  const [error, setError] = useState<string>();
  const [withdrawing, setWithdrawing] = useState<AppliedJobWire | null>(null);

  const load = useCallback(() => {
    setError(undefined);
    void agencyApi.appliedJobs(client).then((answer) => {
      if (answer.error) setError(errorText(answer.error));
      else setApplications(answer.data.applications);
    });
  }, [client, errorText]);

  useEffect(load, [load]);

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
        onClose={() => setWithdrawing(null)}
        onDeleted={() => {
          setWithdrawing(null);
          load();
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
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
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
          </Stack>
          {job.organisation && <Typography>{job.organisation.name}</Typography>}
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
