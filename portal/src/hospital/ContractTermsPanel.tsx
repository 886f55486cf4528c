import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OrganisationSettingsWire } from '@medstaff/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { queryKeys } from '../api/query-keys';
import { useApiClient } from '../api/use-api-client';
import { loadStateOf, useApiQuery } from '../api/use-api-query';
import { useErrorText } from '../api/use-error-text';
import { useForm } from '../forms/use-form';
import { useTranslate } from '../i18n/I18nProvider';
import type { MyOrganisation } from '../jobs/jobs-api';
import { LoadingText } from '../jobs/LoadingText';
import { marketApi } from '../jobs/market-api';
import { useMyOrganisations } from '../jobs/use-my-organisations';
import {
  CONTRACT_TEXT_FIELDS,
  CONTRACT_TEXT_MAX_LENGTH,
  contractTextOf,
  validateContractTexts,
  type ContractTextField,
  type ContractTextsFormValues,
} from './contract-texts';

/**
 * "Leasing contracts": per organisation its administrators manage, the essential working
 * conditions of comparable staff (§12 Abs. 1 Satz 3 AÜG) and the cancellation terms, both printed
 * in every leasing contract; saved with the organisation's settings (the same call and cache as
 * the internal pool's time limit).
 */
export function ContractTermsPanel() {
  const t = useTranslate();
  const errorText = useErrorText();
  const { state } = useMyOrganisations();
  const managed = state.status === 'loaded' ? state.data.filter((organisation) => organisation.canManage) : [];
  if (state.status === 'loaded' && managed.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-labelledby="contract-terms-title">
      <Typography id="contract-terms-title" variant="h6" component="h2">
        {t('market.settings.contractTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('market.settings.contractHelp')}
      </Typography>
      {state.status === 'loading' && <LoadingText />}
      {state.status === 'error' && <Alert severity="error">{errorText(state.error)}</Alert>}
      <Stack spacing={3}>
        {managed.map((organisation) => (
          <OrganisationContractTexts key={organisation._id} organisation={organisation} />
        ))}
      </Stack>
    </Paper>
  );
}

function OrganisationContractTexts({ organisation }: { organisation: MyOrganisation }) {
  const errorText = useErrorText();
  const key = queryKeys.organisationSettings(organisation._id);
  const state = loadStateOf(useApiQuery(key, (client) => marketApi.settings(client, organisation._id)));
  if (state.status === 'loading') return <LoadingText />;
  if (state.status === 'error')
    return <Alert severity="error">{`${organisation.name}: ${errorText(state.error)}`}</Alert>;
  return <ContractTextsForm organisationId={organisation._id} settings={state.data} />;
}

function ContractTextsForm({
  organisationId,
  settings,
}: {
  organisationId: number;
  settings: OrganisationSettingsWire;
}) {
  const t = useTranslate();
  const client = useApiClient();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const form = useForm<ContractTextsFormValues, ContractTextField>(
    { workingConditions: settings.workingConditions ?? '', cancellationTerms: settings.cancellationTerms ?? '' },
    validateContractTexts,
    CONTRACT_TEXT_FIELDS,
  );
  const [saveError, setSaveError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const key = queryKeys.organisationSettings(organisationId);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setSaveError(undefined);
    if (!(await form.validate())) return;
    // The time limit as the cache has it now (the pool form beside this one may have saved one).
    const current = queryClient.getQueryData<OrganisationSettingsWire>(key) ?? settings;
    setBusy(true);
    const result = await marketApi.saveSettings(client, organisationId, {
      defaultTimeLimitHours: current.defaultTimeLimitHours,
      workingConditions: contractTextOf(form.values.workingConditions),
      cancellationTerms: contractTextOf(form.values.cancellationTerms),
    });
    setBusy(false);
    if (result.error) {
      setSaveError(errorText(result.error));
      return;
    }
    queryClient.setQueryData(key, result.data);
    setSaved(true);
  }

  const field = (
    name: ContractTextField,
    labelKey: 'market.settings.workingConditions' | 'market.settings.cancellationTerms',
  ) => (
    <TextField
      id={`${name}-${organisationId}`}
      name={name}
      label={t(labelKey)}
      multiline
      minRows={3}
      value={form.values[name]}
      onChange={(event) => {
        form.setValue(name, event.target.value);
        setSaved(false);
      }}
      error={form.errors[name] !== undefined}
      helperText={form.errors[name] ? t(form.errors[name], { max: CONTRACT_TEXT_MAX_LENGTH }) : undefined}
    />
  );

  return (
    <Stack
      component="form"
      ref={form.formRef}
      noValidate
      spacing={2}
      onSubmit={(event) => void save(event)}
      aria-label={settings.name}
    >
      <Typography variant="subtitle1" component="h3">
        {settings.name}
      </Typography>
      {field('workingConditions', 'market.settings.workingConditions')}
      {field('cancellationTerms', 'market.settings.cancellationTerms')}
      {saveError && <Alert severity="error">{saveError}</Alert>}
      {saved && (
        <Alert severity="success" role="status">
          {t('market.settings.contractSaved')}
        </Alert>
      )}
      <Button type="submit" variant="contained" disableElevation disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('market.settings.contractSave')}
      </Button>
    </Stack>
  );
}
