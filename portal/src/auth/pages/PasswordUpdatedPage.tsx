import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';

export function PasswordUpdatedPage() {
  const t = useTranslate();
  const language = useLanguage();
  useDocumentTitle(t('passwordUpdated.documentTitle'));
  return (
    <Stack spacing={2.5} alignItems="center" textAlign="center">
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden="true" />
      <Typography variant="h5" component="h1" fontWeight={700}>
        {t('passwordUpdated.title')}
      </Typography>
      <Typography color="text.secondary">{t('passwordUpdated.text')}</Typography>
      <Button component={RouterLink} to={`/${language}/auth/sign-in`} variant="contained" disableElevation>
        {t('passwordUpdated.signIn')}
      </Button>
    </Stack>
  );
}
