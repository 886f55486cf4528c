import { PASSWORD_MIN_LENGTH } from '@medstaff/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ApiError } from '../../api/client';
import { useApiClient } from '../../api/use-api-client';
import { useErrorText } from '../../api/use-error-text';
import { useDocumentTitle } from '../../app/use-document-title';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';
import { resetPasswordWithCode } from '../auth-api';
import { AuthPageHeading } from '../components/AuthPageHeading';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { RouterTextLink } from '../components/RouterTextLink';
import { useForm } from '../../forms/use-form';
import { validateNewPasswordForm, type NewPasswordValues } from '../validation';

const FIELDS = ['password', 'passwordConfirmation'] as const;

/** /{lang}/auth/create-new-password/{code}: the link of a password-reset or invitation email. */
export function CreateNewPasswordPage() {
  const { code = '' } = useParams();
  const t = useTranslate();
  const language = useLanguage();
  const navigate = useNavigate();
  const client = useApiClient();
  const errorText = useErrorText();
  useDocumentTitle(t('createNewPassword.documentTitle'));
  const form = useForm<NewPasswordValues, (typeof FIELDS)[number]>(
    { password: '', passwordConfirmation: '' },
    validateNewPasswordForm,
    FIELDS,
  );
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    if (!(await form.validate())) return;
    setSaving(true);
    const result = await resetPasswordWithCode(client, code, form.values.password);
    setSaving(false);
    if (result.error) {
      setServerError(result.error);
      return;
    }
    // Replace: going back must not offer the used code again.
    navigate(`/${language}/auth/password-updated`, { replace: true });
  }

  return (
    <>
      <AuthPageHeading title={t('createNewPassword.title')}>
        {t('createNewPassword.text', { count: PASSWORD_MIN_LENGTH })}
      </AuthPageHeading>
      <form ref={form.formRef} noValidate onSubmit={handleSubmit}>
        <Stack spacing={2.5}>
          <NewPasswordFields
            idPrefix="create-new-password"
            password={form.values.password}
            passwordConfirmation={form.values.passwordConfirmation}
            onPasswordChange={(password) => form.setValue('password', password)}
            onConfirmationChange={(confirmation) => form.setValue('passwordConfirmation', confirmation)}
            passwordError={form.errorText('password')}
            confirmationError={form.errorText('passwordConfirmation')}
            passwordLabelKey="field.newPassword"
            confirmationLabelKey="field.newPasswordConfirmation"
          />
          {serverError && (
            <Alert severity="error">
              {errorText(serverError)}{' '}
              <RouterTextLink to="/auth/forgot-password" color="inherit">
                {t('createNewPassword.requestNewLink')}
              </RouterTextLink>
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disableElevation loading={saving}>
            {t('createNewPassword.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
