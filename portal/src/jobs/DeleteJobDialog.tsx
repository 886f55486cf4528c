import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { JobWire } from '@medstaff/domain';
import { useState } from 'react';
import { useApiClient } from '../api/use-api-client';
import { useErrorText } from '../api/use-error-text';
import { useTranslate } from '../i18n/I18nProvider';
import { jobsApi } from './jobs-api';

export interface DeleteJobDialogProps {
  job: JobWire | null;
  onClose(): void;
  onDeleted(): void;
}

/** The spec's delete confirmation: 'Are you sure to delete?', 'You are deleting {item name}', Delete, Cancel. */
export function DeleteJobDialog({ job, onClose, onDeleted }: DeleteJobDialogProps) {
  const t = useTranslate();
  const client = useApiClient();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function confirm() {
    if (!job) return;
    setBusy(true);
    setError(undefined);
    const result = await jobsApi.deleteJob(client, job._id);
    setBusy(false);
    if (result.error) {
      setError(errorText(result.error));
      return;
    }
    onDeleted();
  }

  function close() {
    setError(undefined);
    onClose();
  }

  return (
    <Dialog open={job !== null} onClose={close} aria-labelledby="delete-job-title">
      <DialogTitle id="delete-job-title">{t('jobs.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('jobs.delete.text', { name: job?.title ?? '' })}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('jobs.delete.cancel')}</Button>
        <Button color="error" variant="contained" disableElevation disabled={busy} onClick={() => void confirm()}>
          {t('jobs.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
