import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PoolOfferWire } from '@medstaff/domain';
import { useTranslate } from '../i18n/I18nProvider';
import { shiftWhen } from './pool-format';

export interface AcceptDialogProps {
  /** The offer to accept, or null while the dialog is closed. */
  offer: PoolOfferWire | null;
  /** The acceptance is being sent. */
  busy: boolean;
  /** Why it did not work, shown in the dialog. */
  error?: string;
  /** The refusal is final (a working-time clash): accepting again would not help. */
  refused?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Accepting is binding, so it is confirmed once more with the shift's dates in view. */
export function AcceptDialog({ offer, busy, error, refused = false, onConfirm, onClose }: AcceptDialogProps) {
  const t = useTranslate();
  const title = offer?.job.title ?? '';
  return (
    <Dialog
      open={offer !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby="pool-accept-title"
      aria-describedby="pool-accept-text"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="pool-accept-title">{t('pool.confirm.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id="pool-accept-text">{t('pool.confirm.text', { title })}</DialogContentText>
          {offer && (
            <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0 }} aria-label={t('pool.card.dates')}>
              {offer.job.dates.map((date) => (
                <Typography key={date._id} component="li" sx={{ listStyle: 'none' }}>
                  {shiftWhen(date.date.startDate, date.date.endDate, t('jobs.openEnd'))}
                </Typography>
              ))}
            </Stack>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t(refused ? 'pool.close' : 'pool.confirm.cancel')}
        </Button>
        {!refused && (
          <Button
            variant="contained"
            disableElevation
            disabled={busy}
            onClick={onConfirm}
            startIcon={busy ? <CircularProgress size={16} aria-hidden="true" /> : undefined}
          >
            {t(busy ? 'pool.confirm.accepting' : 'pool.confirm.accept')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
