import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useApiClient } from '../api/use-api-client';
import { useErrorText } from '../api/use-error-text';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import { ConfirmActionDialog } from '../shell/components/ConfirmActionDialog';
import { queryKeys } from '../api/query-keys';
import { useApiQuery } from '../api/use-api-query';
import { useForm } from '../forms/use-form';
import { accountApi, type ErasureRequest } from './account-api';
import {
  EMPTY_ERASURE_FORM,
  ERASURE_MESSAGE_MAX_LENGTH,
  validateErasureForm,
  type ErasureFormValues,
} from './erasure-form';
import { berlinDateTime } from './account-format';

type Dialog = 'request' | 'withdraw' | undefined;

/** What the person's latest request says: waiting, refused with the reason, or withdrawn. */
function ErasureStatus({ request }: { request: ErasureRequest }) {
  const t = useTranslate();
  const language = useLanguage();
  if (request.state === 'pending') {
    return (
      <Alert severity="info">
        {t('account.erasure.pending', { date: berlinDateTime(request.createdAt, language) })}
      </Alert>
    );
  }
  if (request.state === 'refused') {
    return (
      <Alert severity="warning">
        {t('account.erasure.refused', {
          date: berlinDateTime(request.decidedAt ?? request.createdAt, language),
          reason: request.decisionReason ?? '',
        })}
      </Alert>
    );
  }
  if (request.state === 'withdrawn') return <Alert severity="info">{t('account.erasure.withdrawn')}</Alert>;
  return null;
}

/**
 * The right to erasure (GDPR Art. 17): the person asks to delete their account; an administrator
 * decides. The message lives in the portal's react-hook-form state (`forms/use-form.ts`); the
 * request is sent from the confirmation dialog, and the message is cleared once it is sent.
 */
export function ErasureSection() {
  const t = useTranslate();
  const client = useApiClient();
  const errorText = useErrorText();
  const query = useApiQuery(queryKeys.erasureRequest(), (api) => accountApi.latestErasureRequest(api));
  const request: ErasureRequest | null | undefined = query.data?.request;
  const loadError = query.error ? errorText(query.error) : undefined;
  const form = useForm<ErasureFormValues, 'message'>(EMPTY_ERASURE_FORM, validateErasureForm, ['message']);
  const [dialog, setDialog] = useState<Dialog>();

  const load = () => query.refetch();

  const pending = request?.state === 'pending';

  async function askToConfirm(event: FormEvent) {
    event.preventDefault();
    if (await form.validate()) setDialog('request');
  }

  return (
    <Stack component="section" aria-labelledby="account-erasure-title" spacing={1.5} sx={{ maxWidth: 760 }}>
      <Typography id="account-erasure-title" variant="h6" component="h2">
        {t('account.erasure.title')}
      </Typography>
      <Typography color="text.secondary">{t('account.erasure.text')}</Typography>
      {loadError && (
        <Alert severity="error" role="alert">
          {loadError}
        </Alert>
      )}
      {request === undefined && !loadError && <CircularProgress size={24} aria-label={t('account.loading')} />}
      {request && <ErasureStatus request={request} />}
      {request !== undefined && !pending && (
        <Stack
          component="form"
          ref={form.formRef}
          noValidate
          spacing={1.5}
          onSubmit={(event) => void askToConfirm(event)}
        >
          <TextField
            name="message"
            label={t('account.erasure.message')}
            helperText={form.errorText('message') ?? t('account.erasure.messageHelp')}
            error={form.errors.message !== undefined}
            value={form.values.message}
            onChange={(event) => form.setValue('message', event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: ERASURE_MESSAGE_MAX_LENGTH } }}
          />
          <div>
            <Button type="submit" variant="contained" color="error" disableElevation>
              {t('account.erasure.button')}
            </Button>
          </div>
        </Stack>
      )}
      {pending && (
        <div>
          <Button variant="outlined" onClick={() => setDialog('withdraw')}>
            {t('account.erasure.withdraw')}
          </Button>
        </div>
      )}
      <ConfirmActionDialog
        open={dialog === 'request'}
        title={t('account.erasure.confirmTitle')}
        text={t('account.erasure.confirmText')}
        confirmLabel={t('account.erasure.button')}
        destructive
        onConfirm={() => accountApi.requestErasure(client, form.hookForm.getValues('message'))}
        onDone={() => {
          setDialog(undefined);
          form.hookForm.reset(EMPTY_ERASURE_FORM);
          void load();
        }}
        onClose={() => {
          setDialog(undefined);
          void load();
        }}
      />
      <ConfirmActionDialog
        open={dialog === 'withdraw'}
        title={t('account.erasure.withdrawTitle')}
        text={t('account.erasure.withdrawText')}
        confirmLabel={t('account.erasure.withdraw')}
        onConfirm={() => accountApi.withdrawErasure(client)}
        onDone={() => {
          setDialog(undefined);
          void load();
        }}
        onClose={() => {
          setDialog(undefined);
          void load();
        }}
      />
    </Stack>
  );
}
