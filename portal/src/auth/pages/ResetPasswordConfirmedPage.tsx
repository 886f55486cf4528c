import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { useTranslate } from '../../i18n/I18nProvider';
import { RouterTextLink } from '../components/RouterTextLink';
import { authNavigationState } from '../pending-email';

/** After a password-reset request: check your inbox. */
export function ResetPasswordConfirmedPage() {
  const t = useTranslate();
  useDocumentTitle(t('resetPasswordConfirmed.documentTitle'));
  const { email } = authNavigationState(useLocation().state);
  return (
    <Stack spacing={2.5} alignItems="center" textAlign="center">
      <MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 56 }} aria-hidden="true" />
      <Typography variant="h5" component="h1" fontWeight={700}>
        {t('resetPasswordConfirmed.title')}
      </Typography>
      <Typography color="text.secondary">{t('resetPasswordConfirmed.text')}</Typography>
      <Typography color="text.secondary" variant="body2">
        {t('resetPasswordConfirmed.notReceived')}
      </Typography>
      <RouterTextLink to="/auth/forgot-password" state={{ email, sent: true }}>
        {t('forgotPassword.resend')}
      </RouterTextLink>
      <RouterTextLink to="/auth/sign-in">{t('auth.backToSignIn')}</RouterTextLink>
    </Stack>
  );
}
