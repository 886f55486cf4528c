import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import type { ApiError } from '../../api/client';
import { useApiClient } from '../../api/use-api-client';
import { useErrorText } from '../../api/use-error-text';
import { useTranslate } from '../../i18n/I18nProvider';
import { resendVerification } from '../auth-api';
import { useForm } from '../../forms/use-form';
import { validateEmail } from '../validation';
import { FormTextField } from '../../forms/FormTextField';

export interface ResendConfirmationFormProps {
  /** A known address: only the button shows. Without one, an email field comes first. */
  email?: string;
  onSent(email: string): void;
}

/** 'Resend confirmation': GET /auth/resend-verification/{email}. */
export function ResendConfirmationForm({ email: knownEmail, onSent }: ResendConfirmationFormProps) {
  const t = useTranslate();
  const client = useApiClient();
  const errorText = useErrorText();
  const form = useForm({ email: knownEmail ?? '' }, (values) => ({ email: validateEmail(values.email) }), ['email']);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    if (!(await form.validate())) return;
    const email = form.values.email.trim();
    setSending(true);
    const result = await resendVerification(client, email);
    setSending(false);
    if (result.error) setServerError(result.error);
    else onSent(email);
  }

  const emailError = form.errorText('email');
  return (
    <form ref={form.formRef} noValidate onSubmit={handleSubmit}>
      <Stack spacing={2.5}>
        {knownEmail === undefined && (
          <FormTextField
            id="resend-confirmation-email"
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
        )}
        {serverError && <Alert severity="error">{errorText(serverError)}</Alert>}
        <Button type="submit" variant="contained" size="large" disableElevation loading={sending}>
          {t('emailConfirmation.resend')}
        </Button>
      </Stack>
    </form>
  );
}
