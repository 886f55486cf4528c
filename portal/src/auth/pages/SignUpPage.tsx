import { roleForSignUpSegment, type PersonRole } from '@medstaff/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ApiError } from '../../api/client';
import { useApiClient } from '../../api/use-api-client';
import { useErrorText } from '../../api/use-error-text';
import { onDemand } from '../../app/on-demand';
import { useDocumentTitle } from '../../app/use-document-title';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';
import type { TranslationKey } from '../../i18n/translations';
import { register } from '../auth-api';
import { AuthPageHeading } from '../components/AuthPageHeading';
import { ConsentCheckbox } from '../components/ConsentCheckbox';
import { FormTextField } from '../../forms/FormTextField';
import { GenderSelect } from '../components/GenderSelect';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { rememberPendingEmail } from '../pending-email';
import { buildRegistrationPayload, isAgencySignUp } from '../registration-payload';
import { useForm } from '../../forms/use-form';
import { useUserRoles } from '../use-user-roles';
import {
  EMPTY_SIGN_UP_VALUES,
  SIGN_UP_FIELDS,
  validateSignUp,
  type SignUpField,
  type SignUpValues,
} from '../validation';

/**
 * The hospital sign-up's type-ahead (MUI's Autocomplete with its Popper, about 12 kB gzip) loads
 * beside the page, not before it (issue 12, "First loads"); meanwhile a read-only field of the
 * same look stands in.
 */
const organisationPicker = onDemand(() =>
  import('../components/OrganisationPicker').then((module) => module.OrganisationPicker),
);
organisationPicker.preload();

const SUBTITLE_KEYS: Partial<Record<PersonRole, TranslationKey>> = {
  AGENCY: 'signUp.subtitle.agency',
  ORG_ADMIN: 'signUp.subtitle.organisation',
};

/** /{lang}/auth/sign-up/{role?}: agency, organisation or (anything else) a plain user. */
export function SignUpPage() {
  const { role: segment } = useParams();
  const t = useTranslate();
  useDocumentTitle(t('signUp.documentTitle'));
  const subtitleKey = SUBTITLE_KEYS[roleForSignUpSegment(segment)] ?? 'signUp.subtitle.user';
  return (
    <>
      <AuthPageHeading title={t('signUp.title')}>{t(subtitleKey)}</AuthPageHeading>
      {/* Another role is another form: the institution changes kind. */}
      <SignUpForm key={segment ?? ''} segment={segment} />
    </>
  );
}

function SignUpForm({ segment }: { segment: string | undefined }) {
  const t = useTranslate();
  const language = useLanguage();
  const navigate = useNavigate();
  const client = useApiClient();
  const errorText = useErrorText();
  const getUserRoles = useUserRoles();
  const isAgency = isAgencySignUp(segment);
  const form = useForm<SignUpValues, SignUpField>(
    EMPTY_SIGN_UP_VALUES,
    (values) => validateSignUp(values, { isAgency }),
    SIGN_UP_FIELDS,
  );
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { values, setValue } = form;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    if (!(await form.validate())) return;
    setSubmitting(true);
    const userRoles = await getUserRoles();
    const payload = buildRegistrationPayload(values, { segment, userRoles, language });
    const result = await register(client, payload);
    setSubmitting(false);
    if (result.error) {
      setServerError(result.error);
      return;
    }
    rememberPendingEmail(payload.email);
    navigate(`/${language}/auth/email-confirmation`, { state: { email: payload.email } });
  }

  // The spec: the server's message (a list: each item's constraints joined with commas) under the email field.
  const emailError = form.errorText('email') ?? (serverError ? errorText(serverError) : undefined);

  return (
    <form ref={form.formRef} noValidate onSubmit={handleSubmit}>
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <FormTextField
            id="sign-up-first-name"
            name="firstName"
            label={t('field.firstName')}
            autoComplete="given-name"
            required
            fullWidth
            value={values.firstName}
            onChange={(event) => setValue('firstName', event.target.value)}
            error={Boolean(form.errors.firstName)}
            helperText={form.errorText('firstName')}
          />
          <FormTextField
            id="sign-up-last-name"
            name="lastName"
            label={t('field.lastName')}
            autoComplete="family-name"
            required
            fullWidth
            value={values.lastName}
            onChange={(event) => setValue('lastName', event.target.value)}
            error={Boolean(form.errors.lastName)}
            helperText={form.errorText('lastName')}
          />
        </Stack>
        <GenderSelect
          value={values.gender}
          onChange={(gender) => setValue('gender', gender)}
          error={form.errorText('gender')}
        />
        {isAgency ? (
          <FormTextField
            id="sign-up-agency"
            name="organisation"
            label={t('field.agency')}
            autoComplete="organization"
            required
            fullWidth
            value={typeof values.organisation === 'string' ? values.organisation : ''}
            onChange={(event) => setValue('organisation', event.target.value)}
            error={Boolean(form.errors.organisation)}
            helperText={form.errorText('organisation')}
          />
        ) : (
          <Suspense
            fallback={
              <FormTextField
                id="sign-up-organisation-loading"
                label={t('field.institution')}
                required
                fullWidth
                readOnly
                value=""
                error={Boolean(form.errors.organisation)}
                helperText={form.errorText('organisation') ?? t('signUp.organisationHint')}
              />
            }
          >
            <organisationPicker.Component
              value={typeof values.organisation === 'object' ? values.organisation : null}
              onChange={(organisation) => setValue('organisation', organisation)}
              error={form.errorText('organisation')}
            />
          </Suspense>
        )}
        <FormTextField
          id="sign-up-position"
          name="role"
          label={t('field.position')}
          autoComplete="organization-title"
          required
          fullWidth
          value={values.role}
          onChange={(event) => setValue('role', event.target.value)}
          error={Boolean(form.errors.role)}
          helperText={form.errorText('role')}
        />
        <FormTextField
          id="sign-up-email"
          name="email"
          type="email"
          label={t('field.email')}
          autoComplete="email"
          required
          fullWidth
          value={values.email}
          onChange={(event) => setValue('email', event.target.value)}
          error={Boolean(emailError)}
          helperText={emailError}
        />
        <FormTextField
          id="sign-up-phone-number"
          name="phoneNumber"
          type="tel"
          label={t('field.phoneNumber')}
          autoComplete="tel"
          fullWidth
          value={values.phoneNumber}
          onChange={(event) => setValue('phoneNumber', event.target.value)}
          error={Boolean(form.errors.phoneNumber)}
          helperText={form.errorText('phoneNumber')}
        />
        <NewPasswordFields
          idPrefix="sign-up"
          password={values.password}
          passwordConfirmation={values.passwordConfirmation}
          onPasswordChange={(password) => setValue('password', password)}
          onConfirmationChange={(confirmation) => setValue('passwordConfirmation', confirmation)}
          passwordError={form.errorText('password')}
          confirmationError={form.errorText('passwordConfirmation')}
        />
        <ConsentCheckbox
          checked={values.acceptTC}
          onChange={(checked) => setValue('acceptTC', checked)}
          error={form.errorText('acceptTC')}
        />
        <Button type="submit" variant="contained" size="large" disableElevation loading={submitting}>
          {t('signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
