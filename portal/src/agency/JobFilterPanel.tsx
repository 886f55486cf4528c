import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { JOB_KINDS } from '@medstaff/domain';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { queryKeys } from '../api/query-keys';
import { useApiQuery } from '../api/use-api-query';
import { FormTextField, NativeSelectField } from '../forms/FormTextField';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import type { TranslationKey } from '../i18n/translations';
import { CONTRACT_TYPES, DOCTOR_DEPARTMENTS } from '../jobs/job-form-values';
import { referenceApi, type PositionOption } from '../jobs/jobs-api';
import { EMPTY_JOB_FILTER, type JobFilterValues } from './job-filter';

export interface JobFilterPanelProps {
  filter: JobFilterValues;
  onSearch(filter: JobFilterValues): void;
}

/**
 * The New Jobs filter: field, position, date range, postcode or city, kind, contract type. Its
 * selects are native ones (the agency's home page loads no MUI Menu for them, issue 12, "First
 * loads"), with the labels always above.
 */
export function JobFilterPanel({ filter, onSearch }: JobFilterPanelProps) {
  const t = useTranslate();
  const language = useLanguage();
  const [values, setValues] = useState(filter);
  const positions: PositionOption[] =
    useApiQuery(queryKeys.reference('positions'), (client) => referenceApi.positions(client), { staleTime: Infinity })
      .data?.positions ?? [];

  useEffect(() => setValues(filter), [filter]);

  const id = useId();
  const setValue = (key: keyof JobFilterValues) => (value: string) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const set = (key: keyof JobFilterValues) => (event: { target: { value: string } }) =>
    setValue(key)(event.target.value);
  const shrink = { shrink: true };
  /** One of the filter's selects: "any" first, then the options as [value, label]. */
  const select = (key: keyof JobFilterValues, labelKey: TranslationKey, options: [string, string][]) => (
    <NativeSelectField
      id={`${id}-${key}`}
      name={key}
      label={t(labelKey)}
      value={values[key]}
      onChange={setValue(key)}
      labelProps={shrink}
      fullWidth
    >
      <option value="">{t('agencyJobs.any')}</option>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </NativeSelectField>
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(values);
  }

  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={submit}
      aria-label={t('agencyJobs.filter')}
      sx={{ p: 2, mb: 3 }}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {select(
            'field',
            'jobForm.field',
            DOCTOR_DEPARTMENTS.map((field) => [field, field]),
          )}
          {select(
            'position',
            'jobForm.position',
            positions.map((position) => [position.code, position.name[language]]),
          )}
          {select(
            'kind',
            'jobForm.kind',
            JOB_KINDS.map((kind) => [kind, t(`jobForm.kind.${kind}`)]),
          )}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormTextField
            id={`${id}-from`}
            name="from"
            type="date"
            label={t('agencyJobs.from')}
            value={values.from}
            onChange={set('from')}
            labelProps={shrink}
            fullWidth
          />
          <FormTextField
            id={`${id}-to`}
            name="to"
            type="date"
            label={t('agencyJobs.to')}
            value={values.to}
            onChange={set('to')}
            labelProps={shrink}
            fullWidth
          />
          <FormTextField
            id={`${id}-place`}
            name="place"
            label={t('agencyJobs.place')}
            value={values.place}
            onChange={set('place')}
            fullWidth
          />
          {select(
            'contractType',
            'jobForm.contractType',
            CONTRACT_TYPES.map((contractType) => [contractType, t(`jobForm.contractType.${contractType}`)]),
          )}
        </Stack>
        <Stack direction="row" spacing={2} justifyContent="flex-end">
          <Button
            onClick={() => {
              setValues(EMPTY_JOB_FILTER);
              onSearch(EMPTY_JOB_FILTER);
            }}
          >
            {t('agencyJobs.reset')}
          </Button>
          <Button type="submit" variant="contained" disableElevation>
            {t('agencyJobs.search')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
