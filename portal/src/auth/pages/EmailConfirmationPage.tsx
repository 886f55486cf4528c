import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { useTranslate } from '../../i18n/I18nProvider';
import { AuthPageHeading } from '../components/AuthPageHeading';
import { ResendConfirmationForm } from '../components/ResendConfirmationForm';
import { RouterTextLink } from '../components/RouterTextLink';
import { authNavigationState, readPendingEmail, rememberPendingEmail } from '../pending-email';

/** After sign-up (or a resend): asks the user to confirm the address the email went to. */
export function EmailConfirmationPage() {
  const t = useTranslate();
  useDocumentTitle(t('emailConfirmation.documentTitle'));
  const state = authNavigationState(useLocation().state);
  const [email, setEmail] = useState(() => state.email ?? readPendingEmail());
  const [resent, setResent] = useState(state.sent === true);

  function handleSent(address: string) {
    rememberPendingEmail(address);
    setEmail(address);
    setResent(true);
  }

  return (
    <>
      <AuthPageHeading title={t('emailConfirmation.title')} />
      <Stack spacing={2.5}>
        {email ? (
          <>
            <Typography>{t('emailConfirmation.sentTo')}</Typography>
            <Typography fontWeight={700} sx={{ overflowWrap: 'anywhere' }} data-testid="confirmation-email">
              {email}
            </Typography>
            <Typography color="text.secondary">{t('emailConfirmation.instructions')}</Typography>
          </>
        ) : (
          <Typography color="text.secondary">{t('emailConfirmation.noAddress')}</Typography>
        )}
        {resent && (
          <Alert severity="success" role="status">
            {t('emailConfirmation.resent')}
          </Alert>
        )}
        <ResendConfirmationForm email={email} onSent={handleSent} />
        <RouterTextLink to="/auth/sign-in" variant="body2" textAlign="center">
          {t('auth.backToSignIn')}
        </RouterTextLink>
      </Stack>
    </>
  );
}
