import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import type { ApiResult } from '../../api/client';
import { useErrorText } from '../../api/use-error-text';
import { useTranslate } from '../../i18n/I18nProvider';

export interface DeleteConfirmDialogProps {
  /** The name of the item being deleted, or null while the dialog is closed. */
  itemName: string | null;
  /** The delete call; its error is shown in the dialog. */
  onConfirm(): Promise<ApiResult<unknown>>;
  onClose(): void;
  onDeleted(): void;
}

/** The spec's delete confirmation: 'Are you sure to delete?', 'You are deleting {item name}', Delete, Cancel. */
export function DeleteConfirmDialog({ itemName, onConfirm, onClose, onDeleted }: DeleteConfirmDialogProps) {
  const t = useTranslate();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function confirm() {
    setBusy(true);
    setError(undefined);
    const result = await onConfirm();
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
    <Dialog open={itemName !== null} onClose={close} aria-labelledby="delete-confirm-title">
      <DialogTitle id="delete-confirm-title">{t('jobs.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('jobs.delete.text', { name: itemName ?? '' })}</DialogContentText>
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
