import { PASSWORD_MIN_LENGTH } from '@medstaff/domain';
import { useCallback, useRef, useState, type RefObject } from 'react';
import { useTranslate } from '../i18n/I18nProvider';
import type { TranslationKey } from '../i18n/translations';
import { hasErrors, type FieldErrors } from './validation';

export interface Form<Values, Field extends keyof Values & string> {
  values: Values;
  setValue<K extends keyof Values>(field: K, value: Values[K]): void;
  /** Errors to show: none before the first submit, then live while the user corrects them. */
  errors: FieldErrors<Field>;
  /** The text of a field's visible error, if any. */
  errorText(field: Field): string | undefined;
  /** On submit: true when valid; otherwise shows the errors and focuses the first invalid field. */
  validate(): boolean;
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * A small form state: values, a pure validation function returning message keys, errors shown
 * from the first submit on. Fields are found by their `name` for focusing.
 */
export function useForm<Values, Field extends keyof Values & string>(
  initialValues: Values,
  validateValues: (values: Values) => FieldErrors<Field>,
  fieldOrder: readonly Field[],
): Form<Values, Field> {
  const t = useTranslate();
  const [values, setValues] = useState(initialValues);
  const [showErrors, setShowErrors] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const currentErrors = validateValues(values);
  const errors: FieldErrors<Field> = showErrors ? currentErrors : {};

  const setValue = useCallback(<K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
  }, []);

  const errorText = (field: Field): string | undefined => {
    const key: TranslationKey | undefined = errors[field];
    return key ? t(key, { count: PASSWORD_MIN_LENGTH }) : undefined;
  };

  const validate = (): boolean => {
    if (!hasErrors(currentErrors)) return true;
    setShowErrors(true);
    const firstInvalid = fieldOrder.find((field) => currentErrors[field]);
    if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    return false;
  };

  return { values, setValue, errors, errorText, validate, formRef };
}
