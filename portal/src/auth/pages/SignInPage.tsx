import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { ApiError } from '../../api/client';
import { useErrorText } from '../../api/use-error-text';
import { useDocumentTitle } from '../../app/use-document-title';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';
import { homeDestination } from '../../session/home-destination';
import { pageNavigation } from '../../session/page-navigation';
import { forgetEndedSession, hasSessionEnded } from '../../session/session-storage';
import { useSession } from '../../session/SessionProvider';
import { AuthPageHeading } from '../components/AuthPageHeading';
import { FormTextField } from '../../forms/FormTextField';
import { PasswordField } from '../components/PasswordField';
import { RouterTextLink } from '../components/RouterTextLink';
import { useForm } from '../../forms/use-form';
import { validateSignIn, type SignInValues } from '../validation';

const FIELDS = ['email', 'password'] as const;

/**
 * /{lang}/auth/sign-in. A user who is still signed in goes straight to their home; after a session
 * that ended on its own (expired or revoked) the page says so above the form.
 */
export function SignInPage() {
  const t = useTranslate();
  const language = useLanguage();
  const navigate = useNavigate();
  const { login, user } = useSession();
  // Decided once, when the page opens: signing in on this page navigates by itself.
  const [signedInOnArrival] = useState(() => user);
  const [sessionEnded] = useState(() => !user && hasSessionEnded());
  const errorText = useErrorText();
  useDocumentTitle(t('signIn.documentTitle'));
  const form = useForm<SignInValues, (typeof FIELDS)[number]>({ email: '', password: '' }, validateSignIn, FIELDS);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (sessionEnded) forgetEndedSession();
  }, [sessionEnded]);

  useEffect(() => {
    if (!signedInOnArrival) return;
    const destination = homeDestination(signedInOnArrival.role, language);
    if (destination.fullPage) pageNavigation.replace(destination.path);
    else navigate(destination.path, { replace: true });
  }, [signedInOnArrival, language, navigate]);

  // Decided on the code: a disabled account is told so in the portal's words (nothing to resend),
  // an unconfirmed one gets the server's explanation and the resend link below.
  const signInErrorText = (error: ApiError) =>
    error.code === 'ACCOUNT_DISABLED' ? t('signIn.accountDisabled') : errorText(error);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    if (!(await form.validate())) return;
    setSubmitting(true);
    const result = await login(form.values.email.trim(), form.values.password);
    setSubmitting(false);
    if (result.error) {
      setServerError(result.error);
      return;
    }
    const destination = homeDestination(result.data.role, language);
    if (destination.fullPage) pageNavigation.assign(destination.path);
    else navigate(destination.path);
  }

  const emailError = form.errorText('email') ?? (serverError ? signInErrorText(serverError) : undefined);

  if (signedInOnArrival) return null;

  return (
    <>
      <AuthPageHeading title={t('signIn.title')}>{t('signIn.subtitle')}</AuthPageHeading>
      {sessionEnded && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('auth.sessionEnded')}
        </Alert>
      )}
      <form ref={form.formRef} noValidate onSubmit={handleSubmit}>
        <Stack spacing={2.5}>
          <FormTextField
            id="sign-in-email"
            name="email"
            type="email"
            label={t('field.email')}
            autoComplete="email"
            required
            fullWidth
            value={form.values.email}
            onChange={(event) => form.setValue('email', event.target.value)}
            error={Boolean(emailError)}
            helperText={emailError}
          />
          {serverError?.code === 'EMAIL_NOT_CONFIRMED' && (
            <RouterTextLink to="/auth/email-confirmation" state={{ email: form.values.email.trim() }} variant="body2">
              {t('emailConfirmation.resend')}
            </RouterTextLink>
          )}
          <PasswordField
            id="sign-in-password"
            name="password"
            label={t('field.password')}
            autoComplete="current-password"
            required
            fullWidth
            value={form.values.password}
            onChange={(event) => form.setValue('password', event.target.value)}
            error={Boolean(form.errors.password)}
            helperText={form.errorText('password')}
          />
          <RouterTextLink to="/auth/forgot-password" variant="body2" alignSelf="flex-end">
            {t('signIn.forgotPassword')}
          </RouterTextLink>
          <Button type="submit" variant="contained" size="large" disableElevation loading={submitting}>
            {t('signIn.submit')}
          </Button>
          <Typography variant="body2" color="text.secondary" textAlign="center">
            {t('signIn.noAccount')} <RouterTextLink to="/auth/sign-up">{t('signIn.signUpLink')}</RouterTextLink>
          </Typography>
          <Typography variant="body2" color="text.secondary" textAlign="center">
            {t('signIn.organisationQuestion')}{' '}
            <RouterTextLink to="/auth/sign-up/organisation">{t('signIn.organisationSignUpLink')}</RouterTextLink>
          </Typography>
        </Stack>
      </form>
    </>
  );
}
