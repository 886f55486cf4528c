import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_TIME_LIMIT_HOURS, type OrganisationSettingsWire } from '@medstaff/domain';
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { useApiClient } from '../api/use-api-client';
import { loadStateOf, useApiQuery } from '../api/use-api-query';
import { useErrorText } from '../api/use-error-text';
import { useTranslate } from '../i18n/I18nProvider';
import type { MyOrganisation } from '../jobs/jobs-api';
import { LoadingText } from '../jobs/LoadingText';
import { marketApi } from '../jobs/market-api';
import { useMyOrganisations } from '../jobs/use-my-organisations';
import { useForm } from '../forms/use-form';
import { checkTimeLimit, validateTimeLimitForm, type TimeLimitFormValues } from './time-limit';

/**
 * "Internal pool": per organisation, how many hours a new request stays with the department's
 * pool before it goes to agencies (0: until released by hand). Administrators edit it; other
 * members read it.
 */
export function InternalPoolPanel() {
  const t = useTranslate();
  const errorText = useErrorText();
  const { state } = useMyOrganisations();
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-labelledby="internal-pool-title">
      <Typography id="internal-pool-title" variant="h6" component="h2">
        {t('market.settings.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('market.settings.description')}
      </Typography>
      {state.status === 'loading' && <LoadingText />}
      {state.status === 'error' && <Alert severity="error">{errorText(state.error)}</Alert>}
      {state.status === 'loaded' && (
        <Stack spacing={3}>
          {state.data.map((organisation) => (
            <OrganisationPoolSettings key={organisation._id} organisation={organisation} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function OrganisationPoolSettings({ organisation }: { organisation: MyOrganisation }) {
  const t = useTranslate();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const key = queryKeys.organisationSettings(organisation._id);
  const state = loadStateOf(useApiQuery(key, (client) => marketApi.settings(client, organisation._id)));

  if (state.status === 'loading') return <LoadingText />;
  if (!organisation.canManage) {
    return (
      <Typography>
        {state.status === 'error'
          ? `${organisation.name}: ${t('market.settings.noAccess')}`
          : readOnlyText(t, state.data)}
      </Typography>
    );
  }
  if (state.status === 'error')
    return <Alert severity="error">{`${organisation.name}: ${errorText(state.error)}`}</Alert>;
  return (
    <TimeLimitForm
      settings={state.data}
      onSaved={(settings) => queryClient.setQueryData(key, settings)}
      organisationId={organisation._id}
    />
  );
}

function readOnlyText(t: ReturnType<typeof useTranslate>, settings: OrganisationSettingsWire): string {
  return settings.defaultTimeLimitHours > 0
    ? t('market.settings.readOnly', { name: settings.name, hours: settings.defaultTimeLimitHours })
    : t('market.settings.readOnlyManual', { name: settings.name });
}

function TimeLimitForm({
  organisationId,
  settings,
  onSaved,
}: {
  organisationId: number;
  settings: OrganisationSettingsWire;
  onSaved(settings: OrganisationSettingsWire): void;
}) {
  const t = useTranslate();
  const client = useApiClient();
  const errorText = useErrorText();
  const form = useForm<TimeLimitFormValues, 'timeLimit'>(
    { timeLimit: String(settings.defaultTimeLimitHours) },
    validateTimeLimitForm,
    ['timeLimit'],
  );
  const invalid = form.errors.timeLimit ? t(form.errors.timeLimit, { max: MAX_TIME_LIMIT_HOURS }) : undefined;
  const [saveError, setSaveError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const fieldId = `time-limit-${organisationId}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setSaveError(undefined);
    if (!(await form.validate())) return;
    const check = checkTimeLimit(form.values.timeLimit);
    if (check.error) return;
    setBusy(true);
    const result = await marketApi.saveSettings(client, organisationId, { defaultTimeLimitHours: check.hours });
    setBusy(false);
    if (result.error) {
      setSaveError(errorText(result.error));
      return;
    }
    form.setValue('timeLimit', String(result.data.defaultTimeLimitHours));
    setSaved(true);
    onSaved(result.data);
  }

  return (
    <Stack
      component="form"
      ref={form.formRef}
      noValidate
      spacing={1.5}
      onSubmit={(event) => void save(event)}
      sx={{ maxWidth: 480 }}
    >
      <TextField
        id={fieldId}
        name="timeLimit"
        type="number"
        label={t('market.settings.timeLimit', { name: settings.name })}
        value={form.values.timeLimit}
        onChange={(event) => {
          form.setValue('timeLimit', event.target.value);
          setSaved(false);
        }}
        error={invalid !== undefined}
        helperText={invalid ?? t('market.settings.timeLimitHelp', { max: MAX_TIME_LIMIT_HOURS })}
        slotProps={{ htmlInput: { min: 0, max: MAX_TIME_LIMIT_HOURS, step: 1, inputMode: 'numeric' } }}
      />
      {saveError && <Alert severity="error">{saveError}</Alert>}
      {saved && (
        <Alert severity="success" role="status">
          {t('market.settings.saved')}
        </Alert>
      )}
      <Button type="submit" variant="contained" disableElevation disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('market.settings.save')}
      </Button>
    </Stack>
  );
}
