import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { berlinDay, PERMIT_AUTHORITY_MAX_LENGTH, type ApiSchema } from '@medstaff/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { queryKeys } from '../api/query-keys';
import { useApiClient } from '../api/use-api-client';
import { loadStateOf, useApiQuery } from '../api/use-api-query';
import { useErrorText } from '../api/use-error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { useForm } from '../forms/use-form';
import { useTranslate } from '../i18n/I18nProvider';
import { LoadingText } from '../jobs/LoadingText';
import { PageHeader } from '../shell/components/PageHeader';
import { agencyApi } from './agency-api';
import { PERMIT_FIELDS, validatePermitForm, type PermitField, type PermitFormValues } from './permit-form';

type AgencyPermit = ApiSchema<'AgencyPermitResponseDto'>;

/** /{lang}/agency/settings (the agency menu's "Settings"): the permit for temporary agency work (§1 AÜG). */
export function AgencySettingsPage() {
  const t = useTranslate();
  const errorText = useErrorText();
  useDocumentTitle(t('agencySettings.title'));
  const state = loadStateOf(useApiQuery(queryKeys.agencyPermit(), (client) => agencyApi.permit(client)));
  return (
    <>
      <PageHeader title={t('agencySettings.title')} description={t('agencySettings.description')} />
      <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-labelledby="permit-title">
        <Typography id="permit-title" variant="h6" component="h2">
          {t('agencySettings.permit.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('agencySettings.permit.description')}
        </Typography>
        {state.status === 'loading' && <LoadingText />}
        {state.status === 'error' && <Alert severity="error">{errorText(state.error)}</Alert>}
        {state.status === 'loaded' && <PermitForm permit={state.data} />}
      </Paper>
    </>
  );
}

function PermitForm({ permit }: { permit: AgencyPermit }) {
  const t = useTranslate();
  const client = useApiClient();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const form = useForm<PermitFormValues, PermitField>(
    { authority: permit.authority ?? '', issuedOn: permit.issuedOn ?? '' },
    (values) => validatePermitForm(values, berlinDay(Date.now())),
    PERMIT_FIELDS,
  );
  const [saveError, setSaveError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setSaveError(undefined);
    if (!(await form.validate())) return;
    setBusy(true);
    const result = await agencyApi.savePermit(client, permit.agencyId, {
      authority: form.values.authority.trim(),
      issuedOn: form.values.issuedOn,
    });
    setBusy(false);
    if (result.error) {
      setSaveError(errorText(result.error));
      return;
    }
    queryClient.setQueryData(queryKeys.agencyPermit(), result.data);
    await queryClient.invalidateQueries({ queryKey: queryKeys.agencyPermit() });
    setSaved(true);
  }

  const change = (field: PermitField, value: string) => {
    form.setValue(field, value);
    setSaved(false);
  };

  return (
    <Stack
      component="form"
      ref={form.formRef}
      noValidate
      spacing={2}
      onSubmit={(event) => void save(event)}
      sx={{ maxWidth: 560 }}
    >
      {!permit.authority && (
        <Alert severity="warning" role="status">
          {t('agencySettings.permit.missing')}
        </Alert>
      )}
      <TextField
        id="permit-authority"
        name="authority"
        label={t('agencySettings.permit.authority')}
        value={form.values.authority}
        onChange={(event) => change('authority', event.target.value)}
        error={form.errors.authority !== undefined}
        helperText={form.errorText('authority') ?? t('agencySettings.permit.authorityHelp')}
        required
        slotProps={{ htmlInput: { maxLength: PERMIT_AUTHORITY_MAX_LENGTH + 1 } }}
      />
      <TextField
        id="permit-issued-on"
        name="issuedOn"
        type="date"
        label={t('agencySettings.permit.issuedOn')}
        value={form.values.issuedOn}
        onChange={(event) => change('issuedOn', event.target.value)}
        error={form.errors.issuedOn !== undefined}
        helperText={form.errorText('issuedOn')}
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: berlinDay(Date.now()) } }}
      />
      {saveError && <Alert severity="error">{saveError}</Alert>}
      {saved && (
        <Alert severity="success" role="status">
          {t('agencySettings.permit.saved')}
        </Alert>
      )}
      <Button type="submit" variant="contained" disableElevation disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('agencySettings.permit.save')}
      </Button>
    </Stack>
  );
}
