import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { jobActionsFrom, jobAvailability, type JobWire } from '@medstaff/domain';
import { useEffect, useState } from 'react';
import { useApiClient } from '../api/use-api-client';
import { useTranslate } from '../i18n/I18nProvider';
import { ConfirmActionDialog } from '../shell/components/ConfirmActionDialog';
import { availabilityText } from './market-format';
import { marketApi } from './market-api';

const MINUTE_MS = 60_000;

/** The current time, renewed every minute (the countdown of the status line). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "Why not yet": with the internal pool (and for how long), open to agencies since, or filled. */
export function JobAvailabilityLine({ job, now }: { job: JobWire; now?: number }) {
  const t = useTranslate();
  const current = useNow();
  return (
    <Typography variant="body2" fontWeight={600} data-testid="job-availability">
      {availabilityText(t, jobAvailability(job, now ?? current), job)}
    </Typography>
  );
}

export interface JobWorkflowActionsProps {
  job: JobWire;
  /** May the user manage the organisation's requests (release and recall are offered only then). */
  canManage: boolean;
  /** Whether an agency has an open application (a release can then no longer be withdrawn). */
  hasOpenApplications: boolean;
  /** After a release or recall, or after a refusal was read: the tables reload. */
  onChanged(): void;
  now?: number;
}

type WorkflowAction = 'release' | 'recall';

/**
 * The status line and, for those who manage the organisation's requests, "Release to agencies now"
 * (internal pool) and "Withdraw release" (released, nobody applied), each confirmed first.
 */
export function JobWorkflowActions({ job, canManage, hasOpenApplications, onChanged, now }: JobWorkflowActionsProps) {
  const t = useTranslate();
  const client = useApiClient();
  // The action stays set while the dialog closes, so its texts do not change during the fade.
  const [action, setAction] = useState<WorkflowAction>('release');
  const [open, setOpen] = useState(false);
  const ask = (next: WorkflowAction) => {
    setAction(next);
    setOpen(true);
  };
  const actions = jobActionsFrom(job.state, 'ORGANISATION');
  const canRelease = canManage && actions.includes('release');
  const canRecall = canManage && actions.includes('recall') && !hasOpenApplications;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }} sx={{ pt: 1 }}>
      <JobAvailabilityLine job={job} now={now} />
      {canRelease && (
        <Button size="small" variant="outlined" onClick={() => ask('release')}>
          {t('market.release.button')}
        </Button>
      )}
      {canRecall && (
        <Button size="small" variant="outlined" color="warning" onClick={() => ask('recall')}>
          {t('market.recall.button')}
        </Button>
      )}
      <ConfirmActionDialog
        open={open}
        title={t(action === 'recall' ? 'market.recall.title' : 'market.release.title')}
        text={t(action === 'recall' ? 'market.recall.text' : 'market.release.text', { name: job.title })}
        confirmLabel={t(action === 'recall' ? 'market.recall.confirm' : 'market.release.confirm')}
        onConfirm={() => (action === 'recall' ? marketApi.recall(client, job._id) : marketApi.release(client, job._id))}
        onDone={() => {
          setOpen(false);
          onChanged();
        }}
        onClose={(afterRefusal) => {
          setOpen(false);
          if (afterRefusal) onChanged();
        }}
      />
    </Stack>
  );
}
