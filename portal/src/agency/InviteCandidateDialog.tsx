import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CandidateInvitationWire } from '@medstaff/domain';
import { useId, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { ApiError } from '../api/client';
import { useApiClient } from '../api/use-api-client';
import { useErrorText } from '../api/use-error-text';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import type { TranslationKey } from '../i18n/translations';
import { agencyApi } from './agency-api';
import { messageKeyResolver } from '../forms/use-form';
import { validateInvite, type InviteFormValues } from './application-form';

const EMPTY: InviteFormValues = { email: '', firstName: '', lastName: '' };
/** The invite's rules (message keys) as react-hook-form's resolver. */
const inviteResolver = messageKeyResolver(validateInvite);
const FIELDS: { name: keyof InviteFormValues; label: TranslationKey; type?: string; autoComplete: string }[] = [
  { name: 'email', label: 'agencyMarket.invite.email', type: 'email', autoComplete: 'off' },
  { name: 'firstName', label: 'agencyMarket.invite.firstName', autoComplete: 'off' },
  { name: 'lastName', label: 'agencyMarket.invite.lastName', autoComplete: 'off' },
];

/** The server's answer placed where the user looks: by field for validation items naming one, else above the buttons. */
function placeServerError(error: ApiError, errorText: (error: ApiError) => string) {
  const fields: Partial<Record<keyof InviteFormValues, string>> = {};
  const rest: string[] = [];
  if (error.code === 'VALIDATION_FAILED' && error.details) {
    for (const detail of error.details) {
      const field = FIELDS.find(({ name }) => detail.toLowerCase().startsWith(name.toLowerCase()));
      if (field && !fields[field.name]) fields[field.name] = detail;
      else rest.push(detail);
    }
    return { fields, general: rest.length > 0 ? rest.join(', ') : undefined };
  }
  return { fields, general: errorText(error) };
}

/** "Invite a new candidate": email, first and last name; the invitation (as typed) is handed back on success. */
export function InviteCandidateDialog({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose(): void;
  onInvited(invitation: CandidateInvitationWire): void;
}) {
  const t = useTranslate();
  const language = useLanguage();
  const client = useApiClient();
  const errorText = useErrorText();
  const titleId = useId();
  // The dialog's messages change on Send only (as before react-hook-form), not while typing.
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InviteFormValues>({
    defaultValues: EMPTY,
    resolver: inviteResolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [serverFields, setServerFields] = useState<Partial<Record<keyof InviteFormValues, string>>>({});
  const [serverError, setServerError] = useState<string>();
  const [sending, setSending] = useState(false);

  function close() {
    reset(EMPTY);
    setServerFields({});
    setServerError(undefined);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setServerError(undefined);
    setServerFields({});
    void handleSubmit(send)(event);
  }

  async function send(values: InviteFormValues) {
    setSending(true);
    const result = await agencyApi.inviteCandidate(client, {
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      language,
    });
    setSending(false);
    if (result.error) {
      if (result.error.code === 'ALREADY_MEMBER') {
        setServerFields({ email: t('agencyMarket.invite.alreadyMember') });
        return;
      }
      const placed = placeServerError(result.error, errorText);
      setServerFields(placed.fields);
      setServerError(placed.general);
      return;
    }
    reset(EMPTY);
    onInvited(result.data);
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('agencyMarket.invite.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('agencyMarket.invite.text')}</DialogContentText>
            {FIELDS.map((field) => {
              const key = errors[field.name]?.message as TranslationKey | undefined;
              const message = key ? t(key) : serverFields[field.name];
              return (
                <Controller
                  key={field.name}
                  name={field.name}
                  control={control}
                  render={({ field: input }) => (
                    <TextField
                      name={field.name}
                      type={field.type}
                      label={t(field.label)}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      required
                      error={!!message}
                      helperText={message}
                      autoComplete={field.autoComplete}
                      fullWidth
                    />
                  )}
                />
              );
            })}
            {serverError && <Alert severity="error">{serverError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('agencyMarket.invite.cancel')}</Button>
          <Button type="submit" variant="contained" disableElevation disabled={sending}>
            {t('agencyMarket.invite.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
