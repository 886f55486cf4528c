import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useApiClient } from '../api/use-api-client';
import { useErrorText } from '../api/use-error-text';
import { useTranslate } from '../i18n/I18nProvider';
import { EXPORT_FILE_NAME, accountApi } from './account-api';

/** Saves a downloaded file under `name` through an object URL (the API serves it only with the token). */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = window.document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  URL.revokeObjectURL(url);
}

/** Access and portability (GDPR Art. 15, 20): the person downloads everything stored about them. */
export function ExportDataSection() {
  const t = useTranslate();
  const client = useApiClient();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);

  async function download() {
    setBusy(true);
    setError(undefined);
    setDone(false);
    const result = await accountApi.exportData(client);
    setBusy(false);
    if (result.error) {
      setError(errorText(result.error));
      return;
    }
    save(result.data.blob, result.data.fileName ?? EXPORT_FILE_NAME);
    setDone(true);
  }

  return (
    <Stack component="section" aria-labelledby="account-export-title" spacing={1.5} sx={{ maxWidth: 760 }}>
      <Typography id="account-export-title" variant="h6" component="h2">
        {t('account.export.title')}
      </Typography>
      <Typography color="text.secondary">{t('account.export.text')}</Typography>
      <div>
        <Button
          variant="outlined"
          startIcon={busy ? <CircularProgress size={18} aria-hidden /> : <DownloadIcon />}
          disabled={busy}
          onClick={() => void download()}
        >
          {busy ? t('account.export.preparing') : t('account.export.button')}
        </Button>
      </div>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {done && (
        <Alert severity="success" role="status">
          {t('account.export.done')}
        </Alert>
      )}
    </Stack>
  );
}
