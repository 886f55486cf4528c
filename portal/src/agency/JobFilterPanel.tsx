import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { JOB_KINDS } from '@medstaff/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useApiClient } from '../api/use-api-client';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import { CONTRACT_TYPES, DOCTOR_DEPARTMENTS } from '../jobs/job-form-values';
import { referenceApi, type PositionOption } from '../jobs/jobs-api';
import { EMPTY_JOB_FILTER, type JobFilterValues } from './job-filter';

export interface JobFilterPanelProps {
  filter: JobFilterValues;
  onSearch(filter: JobFilterValues): void;
}

/** The New Jobs filter: field, position, date range, postcode or city, kind, contract type. */
export function JobFilterPanel({ filter, onSearch }: JobFilterPanelProps) {
  const t = useTranslate();
  const language = useLanguage();
  const client = useApiClient();
  const [values, setValues] = useState(filter);
  const [positions, setPositions] = useState<PositionOption[]>([]);

  useEffect(() => setValues(filter), [filter]);
  useEffect(() => {
    void referenceApi.positions(client).then((result) => setPositions(result.data?.positions ?? []));
  }, [client]);

  const set = (key: keyof JobFilterValues) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [key]: event.target.value }));

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
          <TextField select label={t('jobForm.field')} value={values.field} onChange={set('field')} fullWidth>
            <MenuItem value="">{t('agencyJobs.any')}</MenuItem>
            {DOCTOR_DEPARTMENTS.map((field) => (
              <MenuItem key={field} value={field}>
                {field}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t('jobForm.position')} value={values.position} onChange={set('position')} fullWidth>
            <MenuItem value="">{t('agencyJobs.any')}</MenuItem>
            {positions.map((position) => (
              <MenuItem key={position.code} value={position.code}>
                {position.name[language]}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t('jobForm.kind')} value={values.kind} onChange={set('kind')} fullWidth>
            <MenuItem value="">{t('agencyJobs.any')}</MenuItem>
            {JOB_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`jobForm.kind.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            type="date"
            label={t('agencyJobs.from')}
            value={values.from}
            onChange={set('from')}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <TextField
            type="date"
            label={t('agencyJobs.to')}
            value={values.to}
            onChange={set('to')}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <TextField label={t('agencyJobs.place')} value={values.place} onChange={set('place')} fullWidth />
          <TextField
            select
            label={t('jobForm.contractType')}
            value={values.contractType}
            onChange={set('contractType')}
            fullWidth
          >
            <MenuItem value="">{t('agencyJobs.any')}</MenuItem>
            {CONTRACT_TYPES.map((contractType) => (
              <MenuItem key={contractType} value={contractType}>
                {t(`jobForm.contractType.${contractType}`)}
              </MenuItem>
            ))}
          </TextField>
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
