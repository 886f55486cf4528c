import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import type { ApiResult } from '../../api/client';
import { useErrorText } from '../../api/use-error-text';
import { useTranslate } from '../../i18n/I18nProvider';

export interface ConfirmActionDialogProps {
  open: boolean;
  title: string;
  /** The consequence of the action, in a sentence or two. */
  text: string;
  confirmLabel: string;
  /** The label of the button that leaves without acting; 'Cancel' by default. */
  cancelLabel?: string;
  /** The action destroys something (delete, withdraw): the confirm button is red. */
  destructive?: boolean;
  /** The call; a refusal is shown in the dialog (its message, decided by the server's code). */
  onConfirm(): Promise<ApiResult<unknown>>;
  /** After a success: the dialog closes and the caller reloads. */
  onDone(): void;
  /** A refusal happened: the caller reloads what the detail itself shows (applications). */
  onRefused?(): void;
  /**
   * The dialog closes; `afterRefusal` when it showed a refusal, so the caller reloads the tables
   * now (not earlier: the reload may move the request to another table and unmount the dialog
   * before the user has read why).
   */
  onClose(afterRefusal: boolean): void;
}

/**
 * Asks before an action (release, recall, select, delete, withdraw). A refusal (409 with a code such as
 * JOB_HAS_APPLICATIONS or SHIFT_TAKEN) stays in the dialog, where the user looks, with only
 * Close left: the state it acted on is gone, so trying again makes no sense; closing it reloads.
 */
export function ConfirmActionDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  onDone,
  onRefused,
  onClose,
}: ConfirmActionDialogProps) {
  const t = useTranslate();
  const errorText = useErrorText();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function confirm() {
    setBusy(true);
    setError(undefined);
    const result = await onConfirm();
    setBusy(false);
    if (result.error) {
      setError(errorText(result.error));
      onRefused?.();
      return;
    }
    onDone();
  }

  function close() {
    const afterRefusal = error !== undefined;
    setError(undefined);
    onClose(afterRefusal);
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{error ? t('dialog.close') : (cancelLabel ?? t('dialog.cancel'))}</Button>
        {!error && (
          <Button
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            disableElevation
            disabled={busy}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
