import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../app/use-document-title';
import { useTranslate } from '../i18n/I18nProvider';

/** What a hospital user sees until their membership is confirmed: why, and what happens next. */
export function WaitingForConfirmationPage({ organisations }: { organisations: string[] }) {
  const t = useTranslate();
  useDocumentTitle(t('waiting.title'));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 760 }}>
      <Stack spacing={2} alignItems="flex-start">
        <HourglassEmptyOutlinedIcon color="warning" sx={{ fontSize: 48 }} aria-hidden="true" />
        <Typography variant="h4" component="h1" fontWeight={700}>
          {t('waiting.title')}
        </Typography>
        <Typography>
          {organisations.length > 0
            ? t('waiting.textFor', { organisations: organisations.join(', ') })
            : t('waiting.textNone')}
        </Typography>
        <Typography color="text.secondary">{t('waiting.next')}</Typography>
      </Stack>
    </Paper>
  );
}
