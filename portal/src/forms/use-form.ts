import { PASSWORD_MIN_LENGTH } from '@medstaff/domain';
import { useCallback, useRef, useState, type RefObject } from 'react';
import {
  useForm as useHookForm,
  type DefaultValues,
  type FieldErrors as HookFieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslate } from '../i18n/I18nProvider';
import type { TranslationKey } from '../i18n/translations';
import type { FieldErrors } from './field-errors';

/**
 * react-hook-form's resolver for a pure validation function of the form's values that returns a
 * message key per invalid field (the portal's rules call the validators of `@medstaff/domain`).
 * Each key travels as the error's `message`.
 */
export function messageKeyResolver<Values extends FieldValues, Field extends string>(
  validate: (values: Values) => FieldErrors<Field>,
): Resolver<Values> {
  return (values) => {
    const found: FieldErrors<Field> = validate(values);
    const errors: Record<string, { type: string; message: TranslationKey }> = {};
    for (const [field, key] of Object.entries(found) as [Field, TranslationKey | undefined][]) {
      if (key) errors[field] = { type: 'validate', message: key };
    }
    return Object.keys(errors).length
      ? { values: {}, errors: errors as HookFieldErrors<Values> }
      : { values, errors: {} };
  };
}

export interface Form<Values extends FieldValues, Field extends keyof Values & string> {
  values: Values;
  setValue<K extends keyof Values & string>(field: K, value: Values[K]): void;
  /** Errors to show: none before the first submit, then live while the user corrects them. */
  errors: FieldErrors<Field>;
  /** The text of a field's visible error, if any. */
  errorText(field: Field): string | undefined;
  /** On submit: true when valid; otherwise shows the errors and focuses the first invalid field. */
  validate(): Promise<boolean>;
  formRef: RefObject<HTMLFormElement | null>;
  /** react-hook-form's own handle, for what the helpers above do not cover. */
  hookForm: UseFormReturn<Values>;
}

/**
 * The portal's form state on react-hook-form: the values live in react-hook-form, the resolver runs
 * a pure validation function returning message keys, and errors show from the first submit on,
 * then follow every change of any field (so that the confirmation of a password follows the
 * password). The first invalid field, in `fieldOrder`, gets the focus; fields are found by `name`.
 */
export function useForm<Values extends FieldValues, Field extends keyof Values & string>(
  initialValues: Values,
  validateValues: (values: Values) => FieldErrors<Field>,
  fieldOrder: readonly Field[],
): Form<Values, Field> {
  const t = useTranslate();
  const formRef = useRef<HTMLFormElement>(null);
  // The latest rules (they may close over props, e.g. whether the sign-up is an agency's).
  const rules = useRef(validateValues);
  rules.current = validateValues;
  const resolver = useRef(messageKeyResolver<Values, Field>((values) => rules.current(values))).current;
  const hookForm = useHookForm<Values>({
    defaultValues: initialValues as DefaultValues<Values>,
    resolver,
    mode: 'onSubmit',
    shouldFocusError: false,
  });
  const { formState, getValues, setValue: setHookValue, trigger, watch } = hookForm;
  const values = watch();
  // Errors show from the first failed submit on (a ref too, for the callbacks of that render).
  const [showErrors, setShowErrors] = useState(false);
  const shown = useRef(false);

  // Read on every render: react-hook-form re-renders only for the form state a render has read.
  const hookErrors = formState.errors;
  const errors: FieldErrors<Field> = {};
  if (showErrors) {
    for (const field of fieldOrder) {
      const message = hookErrors[field]?.message;
      if (typeof message === 'string') errors[field] = message as TranslationKey;
    }
  }

  const setValue = useCallback(
    <K extends keyof Values & string>(field: K, value: Values[K]) => {
      setHookValue(field as unknown as Path<Values>, value as PathValue<Values, Path<Values>>, { shouldDirty: true });
      // After the first submit every field's error follows the values (rules may span fields).
      if (shown.current) void trigger();
    },
    [setHookValue, trigger],
  );

  const errorText = (field: Field): string | undefined => {
    const key = errors[field];
    return key ? t(key, { count: PASSWORD_MIN_LENGTH }) : undefined;
  };

  const validate = async (): Promise<boolean> => {
    if (await trigger()) return true;
    shown.current = true;
    setShowErrors(true);
    const found = rules.current(getValues());
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    return false;
  };

  return { values, setValue, errors, errorText, validate, formRef, hookForm };
}
