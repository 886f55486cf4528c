import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { ApiError } from '../../api/client';
import { useApiClient } from '../../api/use-api-client';
import { useErrorText } from '../../api/use-error-text';
import { useDocumentTitle } from '../../app/use-document-title';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';
import { requestPasswordReset } from '../auth-api';
import { AuthPageHeading } from '../components/AuthPageHeading';
import { FormTextField } from '../../forms/FormTextField';
import { authNavigationState } from '../pending-email';
import { useForm } from '../../forms/use-form';
import { validateEmail } from '../validation';

/** /{lang}/auth/forgot-password: asks for a link to set a new password. */
export function ForgotPasswordPage() {
  const t = useTranslate();
  const language = useLanguage();
  const navigate = useNavigate();
  const client = useApiClient();
  const errorText = useErrorText();
  useDocumentTitle(t('forgotPassword.documentTitle'));
  const state = authNavigationState(useLocation().state);
  const form = useForm({ email: state.email ?? '' }, (values) => ({ email: validateEmail(values.email) }), ['email']);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  // Back from reset-password-confirmed ('Resend link'), a link has been sent before.
  const [sentBefore, setSentBefore] = useState(state.sent === true);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    if (!(await form.validate())) return;
    const email = form.values.email.trim();
    setSending(true);
    const result = await requestPasswordReset(client, email);
    setSending(false);
    setSentBefore(true);
    if (result.error) {
      setServerError(result.error);
      return;
    }
    navigate(`/${language}/auth/reset-password-confirmed`, { state: { email } });
  }

  const emailError = form.errorText('email') ?? (serverError ? errorText(serverError) : undefined);

  return (
    <>
      <AuthPageHeading title={t('forgotPassword.title')}>{t('forgotPassword.text')}</AuthPageHeading>
      <form ref={form.formRef} noValidate onSubmit={handleSubmit}>
        <Stack spacing={2.5}>
          <FormTextField
            id="forgot-password-email"
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
          <Button type="submit" variant="contained" size="large" disableElevation loading={sending}>
            {sentBefore ? t('forgotPassword.resend') : t('forgotPassword.send')}
          </Button>
          <Button component={RouterLink} to={`/${language}/auth/sign-in`} variant="text">
            {t('forgotPassword.cancel')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
