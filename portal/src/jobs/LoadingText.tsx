import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../i18n/I18nProvider';

/** The spec's 'Loading...' while a list or a request loads. */
export function LoadingText() {
  const t = useTranslate();
  return (
    <Stack direction="row" spacing={1.5} alignItems="center" role="status" sx={{ py: 2 }}>
      <CircularProgress size={20} aria-hidden="true" />
      <Typography>{t('jobs.loading')}</Typography>
    </Stack>
  );
}
