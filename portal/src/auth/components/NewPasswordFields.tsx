import { PASSWORD_MIN_LENGTH } from '@medstaff/domain';
import Stack from '@mui/material/Stack';
import { useTranslate } from '../../i18n/I18nProvider';
import type { TranslationKey } from '../../i18n/translations';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

export interface NewPasswordFieldsProps {
  idPrefix: string;
  password: string;
  passwordConfirmation: string;
  onPasswordChange(value: string): void;
  onConfirmationChange(value: string): void;
  passwordError?: string;
  confirmationError?: string;
  passwordLabelKey?: TranslationKey;
  confirmationLabelKey?: TranslationKey;
}

/**
 * A new password and its confirmation, each with a show/hide toggle, and the strength display.
 * The minimum length shows under the password before the user types (until an error replaces it).
 */
export function NewPasswordFields({
  idPrefix,
  password,
  passwordConfirmation,
  onPasswordChange,
  onConfirmationChange,
  passwordError,
  confirmationError,
  passwordLabelKey = 'field.password',
  confirmationLabelKey = 'field.passwordConfirmation',
}: NewPasswordFieldsProps) {
  const t = useTranslate();
  return (
    <Stack spacing={2.5}>
      <PasswordField
        id={`${idPrefix}-password`}
        name="password"
        label={t(passwordLabelKey)}
        autoComplete="new-password"
        required
        fullWidth
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        error={Boolean(passwordError)}
        helperText={passwordError ?? t('password.minLength', { count: PASSWORD_MIN_LENGTH })}
      />
      <PasswordStrengthMeter password={password} id={`${idPrefix}-password-strength`} />
      <PasswordField
        id={`${idPrefix}-password-confirmation`}
        name="passwordConfirmation"
        label={t(confirmationLabelKey)}
        autoComplete="new-password"
        required
        fullWidth
        value={passwordConfirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
        error={Boolean(confirmationError)}
        helperText={confirmationError}
      />
    </Stack>
  );
}
