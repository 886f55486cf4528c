import { GENDERS } from '@medstaff/domain';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';
import { NativeSelectField } from '../../forms/FormTextField';

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
    <NativeSelectField
      id="sign-up-gender"
      name="gender"
      label={t('field.gender')}
      required
      fullWidth
      value={value}
      onChange={onChange}
      error={Boolean(error)}
      helperText={error}
      labelProps={{ shrink: true }}
    >
      <option value="" disabled>
        {t('field.genderPlaceholder')}
      </option>
      {GENDERS.map((gender) => (
        <option key={gender.code} value={gender.code}>
          {gender.name[language]}
        </option>
      ))}
    </NativeSelectField>
  );
}
