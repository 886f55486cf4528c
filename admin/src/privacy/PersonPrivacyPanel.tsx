import { useCallback, useEffect, useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { isLanguage } from '@medstaff/domain';
import { useLocale, useLogoutIfAccessDenied, useTranslate, type Identifier } from 'react-admin';
import { formatDateTime } from '../common/format-dates';
import { errorMessage } from '../common/http-error';
import { saveFile } from '../common/list/download-export';
import { FALLBACK_LANGUAGE } from '../i18n/language';
import {
  confirmErasure,
  fetchPersonalData,
  latestErasureRequest,
  refuseErasure,
  type ErasureRequest,
} from './privacy-api';

const MIN_REASON = 3;

/** Calls the API and keeps its refusal as text for the place the admin looks; a 401/403 signs out as usual. */
function useGuardedCall() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async <T,>(call: () => Promise<T>, onError: (message: string) => void): Promise<T | undefined> => {
      try {
        return await call();
      } catch (error) {
        if (!(await logoutIfAccessDenied(error))) onError(errorMessage(error));
        return undefined;
      }
    },
    [logoutIfAccessDenied],
  );
}

/** The admin downloads everything stored about the person (GDPR Art. 15, 20); the API audits it. */
const ExportButton = ({ personId }: { personId: Identifier }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const guarded = useGuardedCall();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const download = async () => {
    setBusy(true);
    setError(undefined);
    const file = await guarded(
      () => fetchPersonalData(personId, isLanguage(locale) ? locale : FALLBACK_LANGUAGE),
      setError,
    );
    if (file) saveFile(file.blob, file.fileName);
    setBusy(false);
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Typography variant="body2" color="text.secondary">
        {translate('medstaff.privacy.export_text')}
      </Typography>
      <Button
        variant="outlined"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={18} aria-hidden /> : <DownloadIcon />}
      >
        {translate('medstaff.privacy.export')}
      </Button>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
};

/** What the person's latest erasure request says. */
const ErasureStatus = ({ request }: { request: ErasureRequest | null }) => {
  const translate = useTranslate();
  if (!request) return <Typography>{translate('medstaff.privacy.none')}</Typography>;
  const args = {
    date: formatDateTime(request.createdAt),
    decided: formatDateTime(request.decidedAt),
    reason: request.decisionReason ?? '',
  };
  return (
    <Stack spacing={0.5}>
      <Typography>{translate(`medstaff.privacy.state.${request.state}`, args)}</Typography>
      {request.message && (
        <Typography variant="body2" color="text.secondary">
          {translate('medstaff.privacy.message', { message: request.message })}
        </Typography>
      )}
    </Stack>
  );
};

interface DecisionProps {
  personId: Identifier;
  onDecided(request: ErasureRequest): void;
}

/** Confirm (erases at once, after asking) or refuse with a reason the person receives by mail. */
const ErasureDecision = ({ personId, onDecided }: DecisionProps) => {
  const translate = useTranslate();
  const guarded = useGuardedCall();
  const [dialog, setDialog] = useState<'confirm' | 'refuse'>();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const close = () => {
    setDialog(undefined);
    setError(undefined);
  };

  const decide = async () => {
    setBusy(true);
    setError(undefined);
    const decided = await guarded(
      () => (dialog === 'confirm' ? confirmErasure(personId) : refuseErasure(personId, reason.trim())),
      setError,
    );
    setBusy(false);
    if (decided) {
      close();
      setReason('');
      onDecided(decided);
    }
  };

  const tooShort = dialog === 'refuse' && reason.trim().length < MIN_REASON;
  return (
    <>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="error" disableElevation onClick={() => setDialog('confirm')}>
          {translate('medstaff.privacy.confirm')}
        </Button>
        <Button variant="outlined" onClick={() => setDialog('refuse')}>
          {translate('medstaff.privacy.refuse')}
        </Button>
      </Stack>
      <Dialog open={dialog !== undefined} onClose={close} aria-labelledby="erasure-decision-title">
        <DialogTitle id="erasure-decision-title">
          {translate(dialog === 'refuse' ? 'medstaff.privacy.refuse_title' : 'medstaff.privacy.confirm_title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate(dialog === 'refuse' ? 'medstaff.privacy.refuse_text' : 'medstaff.privacy.confirm_text')}
          </DialogContentText>
          {dialog === 'refuse' && (
            <TextField
              label={translate('medstaff.privacy.reason')}
              helperText={translate('medstaff.privacy.reason_help')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              fullWidth
              multiline
              minRows={3}
              margin="normal"
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          )}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            color={dialog === 'confirm' ? 'error' : 'primary'}
            disableElevation
            disabled={busy || tooShort}
            onClick={() => void decide()}
          >
            {translate(dialog === 'refuse' ? 'medstaff.privacy.refuse' : 'medstaff.privacy.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/**
 * A person's data protection rights on their page in the console: the export, and the decision
 * on their erasure request. `onErased` reloads the person (their row is anonymised).
 */
export const PersonPrivacyPanel = ({ personId, onErased }: { personId: Identifier; onErased(): void }) => {
  const translate = useTranslate();
  const guarded = useGuardedCall();
  const [request, setRequest] = useState<ErasureRequest | null>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let current = true;
    void guarded(() => latestErasureRequest(personId), setError).then((latest) => {
      if (current && latest !== undefined) setRequest(latest);
    });
    return () => {
      current = false;
    };
  }, [guarded, personId]);

  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="person-privacy-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="person-privacy-title" variant="h6" component="h2">
            {translate('medstaff.privacy.title')}
          </Typography>
          <ExportButton personId={personId} />
          <Typography variant="subtitle1" component="h3" fontWeight={600}>
            {translate('medstaff.privacy.erasure')}
          </Typography>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {request === undefined && !error && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
          {request !== undefined && <ErasureStatus request={request} />}
          {request?.state === 'pending' && (
            <ErasureDecision
              personId={personId}
              onDecided={(decided) => {
                setRequest(decided);
                if (decided.state === 'confirmed') onErased();
              }}
            />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
