import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { ApiError } from '../../api/client';
import { useApiClient } from '../../api/use-api-client';
import { useErrorText } from '../../api/use-error-text';
import { useDocumentTitle } from '../../app/use-document-title';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';
import { confirmEmail } from '../auth-api';
import { AuthPageHeading } from '../components/AuthPageHeading';
import { RedirectCountdown } from '../components/RedirectCountdown';
import { ResendConfirmationForm } from '../components/ResendConfirmationForm';
import { rememberPendingEmail } from '../pending-email';

/** Seconds the confirmed state shows before the sign-in page opens (the spec leaves it open). */
export const CONFIRMED_REDIRECT_SECONDS = 5;

type Confirmation = { status: 'confirming' } | { status: 'confirmed' } | { status: 'failed'; error: ApiError };

/** /{lang}/auth/email-confirmed/{code}: the link from the confirmation email. */
export function EmailConfirmedPage() {
  const { code = '' } = useParams();
  const t = useTranslate();
  const client = useApiClient();
  useDocumentTitle(t('emailConfirmed.documentTitle'));
  const [confirmation, setConfirmation] = useState<Confirmation>({ status: 'confirming' });
  const confirmedCode = useRef<string | null>(null);

  useEffect(() => {
    // A code works once: never post it twice (strict mode, a language switch).
    if (confirmedCode.current === code) return;
    confirmedCode.current = code;
    void confirmEmail(client, code).then((result) => {
      setConfirmation(result.error ? { status: 'failed', error: result.error } : { status: 'confirmed' });
    });
  }, [client, code]);

  if (confirmation.status === 'confirming') return <Confirming />;
  if (confirmation.status === 'confirmed') return <Confirmed />;
  return <ConfirmationFailed error={confirmation.error} />;
}

function Confirming() {
  const t = useTranslate();
  return (
    <Stack spacing={3} alignItems="center" textAlign="center" role="status">
      <CircularProgress aria-hidden="true" />
      <Typography variant="h5" component="h1" fontWeight={700}>
        {t('emailConfirmed.confirming')}
      </Typography>
    </Stack>
  );
}

function Confirmed() {
  const t = useTranslate();
  const language = useLanguage();
  const signInPath = `/${language}/auth/sign-in`;
  return (
    <Stack spacing={2.5} alignItems="center" textAlign="center">
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden="true" />
      <Typography variant="h5" component="h1" fontWeight={700}>
        {t('emailConfirmed.title')}
      </Typography>
      <RedirectCountdown seconds={CONFIRMED_REDIRECT_SECONDS} to={signInPath} />
      <Button component={RouterLink} to={signInPath} replace variant="contained" disableElevation>
        {t('emailConfirmed.signInNow')}
      </Button>
    </Stack>
  );
}

function ConfirmationFailed({ error }: { error: ApiError }) {
  const t = useTranslate();
  const language = useLanguage();
  const navigate = useNavigate();
  const errorText = useErrorText();

  function handleSent(email: string) {
    rememberPendingEmail(email);
    navigate(`/${language}/auth/email-confirmation`, { state: { email, sent: true } });
  }

  return (
    <>
      <AuthPageHeading title={t('emailConfirmed.failedTitle')} />
      <Stack spacing={2.5}>
        <Alert severity="error">{errorText(error)}</Alert>
        <Typography color="text.secondary">{t('emailConfirmed.failedText')}</Typography>
        <ResendConfirmationForm onSent={handleSent} />
      </Stack>
    </>
  );
}
