import { GENDERS } from '@medstaff/domain';
import TextField from '@mui/material/TextField';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';

/** A native select (keyboard- and screen-reader-friendly) over the four gender options. */
export function GenderSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  const t = useTranslate();
  const language = useLanguage();
  return (
    <TextField
      id="sign-up-gender"
      name="gender"
      select
      label={t('field.gender')}
      required
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        {t('field.genderPlaceholder')}
      </option>
      {GENDERS.map((gender) => (
        <option key={gender.code} value={gender.code}>
          {gender.name[language]}
        </option>
      ))}
    </TextField>
  );
}
