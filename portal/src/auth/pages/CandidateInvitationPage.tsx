import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CandidateInvitationByCodeWire } from '@medstaff/domain';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { ApiError } from '../../api/client';
import { useApiClient } from '../../api/use-api-client';
import { useErrorText } from '../../api/use-error-text';
import { useDocumentTitle } from '../../app/use-document-title';
import { AuthPageHeading } from '../components/AuthPageHeading';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { RouterTextLink } from '../components/RouterTextLink';
import { useForm } from '../../forms/use-form';
import { FormTextField } from '../../forms/FormTextField';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';
import { candidateApi } from '../../candidate/candidate-api';
import {
  CANDIDATE_ACCOUNT_FIELDS,
  validateCandidateAccount,
  type CandidateAccountValues,
} from '../../candidate/candidate-account';

type Outcome = 'accepted' | 'declined';

/**
 * /{lang}/auth/candidate-invitation/{code}: the link of an agency's candidate invitation. The
 * person accepts (with an account for the address at once; without one she sets a password and
 * so creates it) or declines; nothing happens before she answers.
 */
export function CandidateInvitationPage() {
  const { code = '' } = useParams();
  const t = useTranslate();
  const language = useLanguage();
  const client = useApiClient();
  const errorText = useErrorText();
  useDocumentTitle(t('candidateInvitation.documentTitle'));
  const [invitation, setInvitation] = useState<CandidateInvitationByCodeWire>();
  const [loadError, setLoadError] = useState<ApiError>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [serverError, setServerError] = useState<ApiError>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void candidateApi.byCode(client, code).then((answer) => {
      if (!current) return;
      if (answer.error) setLoadError(answer.error);
      else setInvitation(answer.data);
    });
    return () => {
      current = false;
    };
  }, [client, code]);

  const answer = useCallback(async (call: () => Promise<{ error?: ApiError }>, done: Outcome) => {
    setServerError(undefined);
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (result.error) setServerError(result.error);
    else setOutcome(done);
  }, []);

  if (loadError) {
    return (
      <>
        <AuthPageHeading title={t('candidateInvitation.title')} />
        <Alert severity="error">
          {errorText(loadError)}{' '}
          <RouterTextLink to="/auth/sign-in" color="inherit">
            {t('candidateInvitation.signIn')}
          </RouterTextLink>
        </Alert>
      </>
    );
  }
  if (!invitation) return <Typography role="status">{t('candidateInvitation.loading')}</Typography>;
  const agency = invitation.agency.name;
  if (outcome) {
    return (
      <>
        <AuthPageHeading title={t(`candidateInvitation.${outcome}.title`)}>
          {t(`candidateInvitation.${outcome}.text`, { agency })}
        </AuthPageHeading>
        <Button component={Link} to={`/${language}/auth/sign-in`} variant="contained" disableElevation>
          {t('candidateInvitation.signIn')}
        </Button>
      </>
    );
  }
  const decline = () => void answer(() => candidateApi.declineByCode(client, code), 'declined');
  return (
    <>
      <AuthPageHeading title={t('candidateInvitation.title')}>
        {t('candidateInvitation.text', { agency, email: invitation.email })}
      </AuthPageHeading>
      {invitation.accountExists ? (
        <Stack spacing={2.5}>
          <Typography color="text.secondary">{t('candidateInvitation.existingAccount')}</Typography>
          {serverError && <Alert severity="error">{errorText(serverError)}</Alert>}
          <Stack direction="row" spacing={2}>
            <Button
              variant="contained"
              disableElevation
              loading={busy}
              onClick={() => void answer(() => candidateApi.acceptByCode(client, code), 'accepted')}
            >
              {t('candidateInvitation.accept')}
            </Button>
            <Button onClick={decline} disabled={busy}>
              {t('candidateInvitation.decline')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <NewAccountForm
          invitation={invitation}
          busy={busy}
          serverError={serverError ? errorText(serverError) : undefined}
          onAccept={(values) =>
            void answer(
              () =>
                candidateApi.acceptByCode(client, code, {
                  password: values.password,
                  firstName: values.firstName.trim(),
                  lastName: values.lastName.trim(),
                }),
              'accepted',
            )
          }
          onDecline={decline}
        />
      )}
    </>
  );
}

/** Without an account: names (as the agency typed them, to correct) and a new password. */
function NewAccountForm({
  invitation,
  busy,
  serverError,
  onAccept,
  onDecline,
}: {
  invitation: CandidateInvitationByCodeWire;
  busy: boolean;
  serverError: string | undefined;
  onAccept(values: CandidateAccountValues): void;
  onDecline(): void;
}) {
  const t = useTranslate();
  const form = useForm<CandidateAccountValues, (typeof CANDIDATE_ACCOUNT_FIELDS)[number]>(
    { firstName: invitation.firstName, lastName: invitation.lastName, password: '', passwordConfirmation: '' },
    (values) => validateCandidateAccount(values, invitation.email),
    CANDIDATE_ACCOUNT_FIELDS,
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await form.validate()) onAccept(form.hookForm.getValues());
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">{t('candidateInvitation.newAccount')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <FormTextField
            id="candidate-invitation-first-name"
            name="firstName"
            label={t('field.firstName')}
            autoComplete="given-name"
            required
            fullWidth
            value={form.values.firstName}
            onChange={(event) => form.setValue('firstName', event.target.value)}
            error={Boolean(form.errors.firstName)}
            helperText={form.errorText('firstName')}
          />
          <FormTextField
            id="candidate-invitation-last-name"
            name="lastName"
            label={t('field.lastName')}
            autoComplete="family-name"
            required
            fullWidth
            value={form.values.lastName}
            onChange={(event) => form.setValue('lastName', event.target.value)}
            error={Boolean(form.errors.lastName)}
            helperText={form.errorText('lastName')}
          />
        </Stack>
        <NewPasswordFields
          idPrefix="candidate-invitation"
          password={form.values.password}
          passwordConfirmation={form.values.passwordConfirmation}
          onPasswordChange={(password) => form.setValue('password', password)}
          onConfirmationChange={(confirmation) => form.setValue('passwordConfirmation', confirmation)}
          passwordError={form.errorText('password')}
          confirmationError={form.errorText('passwordConfirmation')}
        />
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disableElevation loading={busy}>
            {t('candidateInvitation.createAndAccept')}
          </Button>
          <Button onClick={onDecline} disabled={busy}>
            {t('candidateInvitation.decline')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
