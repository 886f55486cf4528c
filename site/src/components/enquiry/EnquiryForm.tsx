import type { Language } from '@medstaff/domain';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { Controller, useController, useForm, type Control, type FieldErrors } from 'react-hook-form';
import { DateRangeField } from './DateRangeField';
import { formatRange } from './date-range';
import {
  enquiryPayload,
  loadFields,
  loadPositions,
  sendEnquiry,
  trackEvent,
  type FieldOption,
  type PositionOption,
} from './enquiry-api';
import type { EnquiryMessages } from './enquiry-messages';
import {
  EMPTY_ENQUIRY,
  ENQUIRY_FIELDS,
  enquiryResolver,
  type EnquiryField,
  type EnquiryValues,
} from './enquiry-validation';
import { CheckboxField, SelectField, TextField } from './fields';
import './enquiry.css';

/** The confirmation is only needed once an enquiry was sent: its code loads while the enquiry is sending. */
const loadConfirmationModal = () => import('./ConfirmationModal');
const ConfirmationModal = lazy(() => loadConfirmationModal().then((module) => ({ default: module.ConfirmationModal })));

export interface EnquiryFormProps {
  lang: Language;
  /** The enquiry texts of `lang` (see enquiryMessages). */
  messages: EnquiryMessages;
  /** Target of the consent's privacy link: the current path + `/privacy`. */
  privacyHref: string;
}

/** Input ids; the first invalid one gets the focus after a failed submit. */
const INPUT_IDS: Record<EnquiryField, string> = {
  date: 'enquiry-date',
  hospitalName: 'enquiry-hospital-name',
  name: 'enquiry-name',
  email: 'enquiry-email',
  phone: 'enquiry-phone',
  isAgreed: 'enquiry-consent',
};

function useReferenceData() {
  const [positions, setPositions] = useState<PositionOption[]>([]);
  const [fields, setFields] = useState<FieldOption[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    Promise.all([loadPositions(), loadFields()])
      .then(([loadedPositions, loadedFields]) => {
        if (!active) return;
        setPositions(loadedPositions);
        setFields(loadedFields);
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, []);
  return { positions, fields, failed };
}

/**
 * The landing page's staffing enquiry: specialist and field, Search to open the contact part,
 * then dates, hospital, name, email, phone and consent. A sent enquiry opens the confirmation.
 */
export function EnquiryForm({ lang, messages, privacyHref }: EnquiryFormProps) {
  const { positions, fields, failed } = useReferenceData();
  // Errors show from the first submit on, then follow each change (the spec's behaviour).
  const {
    control,
    handleSubmit,
    reset: resetForm,
    setValue,
    watch,
  } = useForm<EnquiryValues>({
    defaultValues: EMPTY_ENQUIRY,
    resolver: enquiryResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The date field is a button opening a dialog: the first invalid field is focused by its id.
    shouldFocusError: false,
  });
  const specialist = watch('specialist');
  const [contactOpen, setContactOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [confirmed, setConfirmed] = useState(false);
  /** False in the server-rendered HTML: Search only works once React has taken over. */
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const searchButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const positionOptions = positions.map((position) => ({ value: position.code, label: position.name[lang] }));
  const fieldOptions = useMemo(() => {
    const position = positions.find((candidate) => candidate.code === specialist);
    if (!position) return [];
    return fields
      .filter((field) => position.fieldCodes.includes(field.code))
      .map((field) => ({ value: field.code, label: field.name[lang] }))
      .sort((a, b) => a.label.localeCompare(b.label, lang));
  }, [positions, fields, specialist, lang]);

  /** Selecting a specialist fills the field options: exactly one match is preselected, otherwise cleared. */
  const selectSpecialist = (code: string) => {
    const position = positions.find((candidate) => candidate.code === code);
    const matches = position ? fields.filter((field) => position.fieldCodes.includes(field.code)) : [];
    setValue('specialist', code);
    setValue('field', matches.length === 1 ? matches[0].code : '');
  };

  const toggleContact = () => {
    trackEvent('search', lang);
    setContactOpen((open) => !open);
  };

  const reset = useCallback(() => {
    resetForm(EMPTY_ENQUIRY);
    setServerError(undefined);
  }, [resetForm]);

  const closeConfirmation = useCallback(() => {
    setConfirmed(false);
    setContactOpen(false);
    reset();
    searchButton.current?.focus();
  }, [reset]);

  const focusFirstInvalid = (errors: FieldErrors<EnquiryValues>) => {
    const invalid = ENQUIRY_FIELDS.find((field) => errors[field]);
    if (invalid) form.current?.querySelector<HTMLElement>(`#${INPUT_IDS[invalid]}`)?.focus();
  };

  const send = async (values: EnquiryValues) => {
    if (!values.date) return;
    trackEvent('submit', lang);
    void loadConfirmationModal().catch(() => undefined);
    setSending(true);
    const result = await sendEnquiry(
      enquiryPayload({
        ...values,
        date: values.date,
        dateString: formatRange(values.date, lang),
        language: lang,
      }),
    );
    setSending(false);
    if (result.ok) {
      setConfirmed(true);
      return;
    }
    const fallback =
      result.code === 'TOO_MANY_REQUESTS'
        ? messages['enquiry.error.tooMany']
        : result.code === undefined
          ? messages['enquiry.error.network']
          : messages['enquiry.error.unknown'];
    setServerError(result.message ?? fallback);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    if (sending) {
      event.preventDefault();
      return;
    }
    setServerError(undefined);
    void handleSubmit(send, focusFirstInvalid)(event);
  };

  /** The text of an error's message key (the resolver's keys are the enquiry's own). */
  const errorText = (message: string | undefined) => (message ? messages[message as keyof EnquiryMessages] : undefined);

  return (
    <>
      <form ref={form} className="enquiry" noValidate onSubmit={submit} data-hydrated={hydrated ? 'true' : undefined}>
        <div className="enquiry__search">
          <Controller
            name="specialist"
            control={control}
            render={({ field }) => (
              <SelectField
                id="enquiry-specialist"
                label={messages['enquiry.specialist.label']}
                placeholder={messages['enquiry.specialist.placeholder']}
                value={field.value}
                options={positionOptions}
                onChange={selectSpecialist}
              />
            )}
          />
          <Controller
            name="field"
            control={control}
            render={({ field }) => (
              <SelectField
                id="enquiry-field"
                label={messages['enquiry.field.label']}
                placeholder={
                  specialist ? messages['enquiry.field.placeholder'] : messages['enquiry.field.choosePositionFirst']
                }
                value={field.value}
                options={fieldOptions}
                onChange={field.onChange}
                disabled={!specialist}
              />
            )}
          />
          <button
            ref={searchButton}
            type="button"
            className="button button--primary enquiry__search-button"
            aria-expanded={contactOpen}
            aria-controls="enquiry-contact"
            disabled={!hydrated}
            onClick={toggleContact}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
              <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            {messages['enquiry.search']}
          </button>
          {failed && <p className="enquiry__notice">{messages['enquiry.loadError']}</p>}
        </div>

        <div className="enquiry__contact" id="enquiry-contact" hidden={!contactOpen}>
          <div className="enquiry__contact-head">
            <div>
              <h3 className="enquiry__contact-title">{messages['enquiry.contact.title']}</h3>
              <p className="enquiry__contact-intro">{messages['enquiry.contact.intro']}</p>
            </div>
            <button
              type="button"
              className="enquiry__close"
              aria-label={messages['enquiry.contact.close']}
              aria-controls="enquiry-contact"
              onClick={() => setContactOpen(false)}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className="enquiry__grid">
            <Controller
              name="date"
              control={control}
              render={({ field, fieldState }) => (
                <DateRangeField
                  id={INPUT_IDS.date}
                  lang={lang}
                  messages={messages}
                  value={field.value}
                  onChange={field.onChange}
                  error={errorText(fieldState.error?.message)}
                />
              )}
            />
            <EnquiryTextField
              control={control}
              name="hospitalName"
              label={messages['enquiry.hospitalName.label']}
              autoComplete="organization"
              errorText={errorText}
            />
            <EnquiryTextField
              control={control}
              name="name"
              label={messages['enquiry.name.label']}
              autoComplete="name"
              errorText={errorText}
            />
            <EnquiryTextField
              control={control}
              name="email"
              label={messages['enquiry.email.label']}
              type="email"
              autoComplete="email"
              inputMode="email"
              errorText={errorText}
            />
            <EnquiryTextField
              control={control}
              name="phone"
              label={messages['enquiry.phone.label']}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              errorText={errorText}
            />
            <Controller
              name="isAgreed"
              control={control}
              render={({ field, fieldState }) => (
                <CheckboxField
                  id={INPUT_IDS.isAgreed}
                  checked={field.value}
                  onChange={field.onChange}
                  error={errorText(fieldState.error?.message)}
                  after={
                    // A new tab, so that what was typed into the form stays.
                    <a href={privacyHref} target="_blank" rel="noopener">
                      {messages['enquiry.consent.privacy']}
                      <span className="visually-hidden"> {messages['enquiry.consent.newTab']}</span>
                    </a>
                  }
                >
                  {messages['enquiry.consent.label']}
                </CheckboxField>
              )}
            />
          </div>
          {serverError && (
            <p className="enquiry__alert" role="alert">
              {serverError}
            </p>
          )}
          <div className="enquiry__submit">
            <button type="submit" className="button button--primary button--large" disabled={sending}>
              {messages['enquiry.submit']}
            </button>
            <span className="visually-hidden" aria-live="polite">
              {sending ? messages['enquiry.sending'] : ''}
            </span>
          </div>
        </div>
      </form>
      {confirmed && (
        <Suspense fallback={null}>
          <ConfirmationModal open messages={messages} onClose={closeConfirmation} />
        </Suspense>
      )}
    </>
  );
}

type EnquiryTextName = Extract<EnquiryField, 'hospitalName' | 'name' | 'email' | 'phone'>;

interface EnquiryTextFieldProps {
  control: Control<EnquiryValues>;
  name: EnquiryTextName;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: 'email' | 'tel';
  errorText: (message: string | undefined) => string | undefined;
}

/** One text input of the contact part, bound to the form by its name. */
function EnquiryTextField({ control, name, label, type, autoComplete, inputMode, errorText }: EnquiryTextFieldProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      id={INPUT_IDS[name]}
      label={label}
      type={type}
      value={field.value}
      onChange={field.onChange}
      autoComplete={autoComplete}
      inputMode={inputMode}
      error={errorText(fieldState.error?.message)}
    />
  );
}
