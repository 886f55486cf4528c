import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { JobDateMode, JobKind } from '@medstaff/domain';
import type { FormEvent, ReactNode } from 'react';
import { hasErrors } from '../forms/field-errors';
import { useForm } from '../forms/use-form';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import type { MyOrganisation, PositionOption } from './jobs-api';
import {
  CONTRACT_TYPES,
  DOCTOR_CHOICES,
  DOCTOR_DEPARTMENTS,
  emptyJobForm,
  JOB_FORM_FIELD_ORDER,
  SHIFT_TYPES,
  TIME_LIMIT_HOURS,
  validateJobForm,
  type JobFormField,
  type JobFormValues,
} from './job-form-values';
import { ShiftDaysField } from './ShiftDaysField';

export interface JobFormProps {
  initialValues: JobFormValues;
  /** Editing: the kind of a saved request cannot change. */
  editing: boolean;
  organisations: MyOrganisation[];
  positions: PositionOption[];
  saving: boolean;
  /** The server's answer to the last save, shown above the button where the user looks. */
  serverError?: ReactNode;
  onSubmit(values: JobFormValues): void;
  onCancel(): void;
}

/**
 * The nurse and doctor request forms (one form, two variants): every rule broken on save is shown
 * beside its field and the first invalid field gets the focus.
 */
export function JobForm({
  initialValues,
  editing,
  organisations,
  positions,
  saving,
  serverError,
  onSubmit,
  onCancel,
}: JobFormProps) {
  const t = useTranslate();
  const language = useLanguage();
  const form = useForm<JobFormValues, JobFormField>(initialValues, validateJobForm, JOB_FORM_FIELD_ORDER);
  const { values, formRef } = form;
  const error = (field: JobFormField) => form.errorText(field);
  const set = <K extends keyof JobFormValues & string>(field: K, value: JobFormValues[K]) =>
    form.setValue(field, value);
  const organisation = organisations.find((candidate) => String(candidate._id) === values.organisation);
  const departments = organisation?.departments ?? [];
  const isDoctor = values.kind === 'DOCTOR';

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Every rule broken shows beside its field, and the first invalid field gets the focus.
    if (await form.validate()) onSubmit(form.hookForm.getValues());
  }

  /** A new kind starts from its empty form, keeping the title, the place and the days. */
  function changeKind(kind: JobKind | null) {
    if (!kind || kind === values.kind) return;
    const fresh: JobFormValues = {
      ...emptyJobForm(kind),
      title: values.title,
      organisation: values.organisation,
      department: values.department,
      days: values.days,
    };
    for (const field of Object.keys(fresh) as (keyof JobFormValues & string)[]) set(field, fresh[field]);
  }

  const text = (
    field: keyof JobFormValues & string,
    label: string,
    props: { multiline?: boolean; required?: boolean; helper?: string } = {},
  ) => (
    <TextField
      name={field}
      label={label}
      value={values[field] as string}
      onChange={(event) => set(field, event.target.value as never)}
      required={props.required}
      multiline={props.multiline}
      minRows={props.multiline ? 3 : undefined}
      error={!!error(field as JobFormField)}
      helperText={error(field as JobFormField) ?? props.helper}
      fullWidth
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 900 }}>
      <Stack component="form" ref={formRef} noValidate onSubmit={(event) => void submit(event)} spacing={3}>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={values.kind}
          onChange={(_event, kind: JobKind | null) => changeKind(kind)}
          aria-label={t('jobForm.kind')}
          disabled={editing}
        >
          <ToggleButton value="NURSE">{t('jobForm.kind.NURSE')}</ToggleButton>
          <ToggleButton value="DOCTOR">{t('jobForm.kind.DOCTOR')}</ToggleButton>
        </ToggleButtonGroup>
        {text('title', t('jobForm.title'), { required: true })}
        {isDoctor && text('subtitle', t('jobForm.subtitle'))}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            select
            name="organisation"
            label={t('jobForm.organisation')}
            value={values.organisation}
            onChange={(event) => {
              // Another organisation has other departments.
              set('department', '');
              set('organisation', event.target.value);
            }}
            required
            error={!!error('organisation')}
            helperText={error('organisation')}
            fullWidth
          >
            {organisations.map((candidate) => (
              <MenuItem key={candidate._id} value={String(candidate._id)}>
                {candidate.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            name="department"
            label={t('jobForm.department')}
            value={values.department}
            onChange={(event) => set('department', event.target.value)}
            required={!isDoctor}
            disabled={departments.length === 0}
            error={!!error('department')}
            helperText={error('department') ?? (departments.length === 0 ? t('jobForm.departmentDisabled') : undefined)}
            fullWidth
          >
            {departments.map((department) => (
              <MenuItem key={department._id} value={String(department._id)}>
                {department.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {isDoctor && (
          <TextField
            select
            name="field"
            label={t('jobForm.field')}
            value={values.field}
            onChange={(event) => set('field', event.target.value)}
            required
            error={!!error('field')}
            helperText={error('field')}
            fullWidth
          >
            {DOCTOR_DEPARTMENTS.map((field) => (
              <MenuItem key={field} value={field}>
                {field}
              </MenuItem>
            ))}
          </TextField>
        )}
        <DateModeSection values={values} set={set} error={error} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            select
            label={t('jobForm.shiftType')}
            value={values.shiftType}
            onChange={(event) => set('shiftType', event.target.value)}
            fullWidth
          >
            <MenuItem value="">{t('jobForm.none')}</MenuItem>
            {SHIFT_TYPES.map((shiftType) => (
              <MenuItem key={shiftType} value={shiftType}>
                {t(`jobForm.shiftType.${shiftType}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('jobForm.contractType')}
            value={values.contractType}
            onChange={(event) => set('contractType', event.target.value)}
            fullWidth
          >
            {CONTRACT_TYPES.map((contractType) => (
              <MenuItem key={contractType} value={contractType}>
                {t(`jobForm.contractType.${contractType}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {!isDoctor && (
          <TextField
            select
            name="timeLimit"
            label={t('jobForm.timeLimit')}
            value={values.timeLimit}
            onChange={(event) => set('timeLimit', event.target.value)}
            helperText={t('jobForm.timeLimitHelp')}
            fullWidth
          >
            {TIME_LIMIT_HOURS.map((hours) => (
              <MenuItem key={hours} value={String(hours)}>
                {hours === 0 ? t('jobForm.timeLimit.default') : t('jobForm.timeLimit.hours', { hours })}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            select
            label={t('jobForm.position')}
            value={values.position}
            onChange={(event) => set('position', event.target.value)}
            fullWidth
          >
            <MenuItem value="">{t('jobForm.none')}</MenuItem>
            {positions
              .filter((position) => !position.jobKind || position.jobKind === values.kind)
              .map((position) => (
                <MenuItem key={position.code} value={position.code}>
                  {position.name[language]}
                </MenuItem>
              ))}
          </TextField>
          {text('jobTypes', t('jobForm.jobType'), { helper: t('jobForm.listHelper') })}
        </Stack>
        {text('skills', t(isDoctor ? 'jobForm.qualifications' : 'jobForm.skills'), { helper: t('jobForm.listHelper') })}
        {isDoctor ? (
          <>
            {text('activity', t('jobForm.activity'))}
            <FormGroup row aria-label={t('jobForm.choices')}>
              {DOCTOR_CHOICES.map((choice) => (
                <FormControlLabel
                  key={choice}
                  control={
                    <Checkbox
                      checked={values.choices[choice]}
                      onChange={(event) => set('choices', { ...values.choices, [choice]: event.target.checked })}
                    />
                  }
                  label={choice}
                />
              ))}
            </FormGroup>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              {(['payActive', 'payPassive'] as const).map((field) => (
                <TextField
                  key={field}
                  name={field}
                  label={t(`jobForm.${field}`)}
                  value={values[field]}
                  onChange={(event) => set(field, event.target.value)}
                  error={!!error(field)}
                  helperText={error(field)}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal' },
                    input: { endAdornment: <InputAdornment position="end">{t('jobForm.euroPerHour')}</InputAdornment> },
                  }}
                  fullWidth
                />
              ))}
            </Stack>
            <FormControlLabel
              control={
                <Switch
                  checked={values.accommodation}
                  onChange={(event) => set('accommodation', event.target.checked)}
                />
              }
              label={t('jobForm.accommodation')}
            />
          </>
        ) : null}
        {text('description', t('jobForm.description'), { multiline: true })}
        {hasErrors(form.errors) && <Alert severity="error">{t('jobForm.error.summary')}</Alert>}
        {serverError}
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={saving} disableElevation>
            {saving ? t('jobForm.saving') : t(editing ? 'jobForm.saveChanges' : 'jobForm.submit')}
          </Button>
          <Button onClick={onCancel}>{t('jobForm.cancel')}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

interface DateModeSectionProps {
  values: JobFormValues;
  set<K extends keyof JobFormValues>(field: K, value: JobFormValues[K]): void;
  error(field: JobFormField): string | undefined;
}

/** FIXED (chosen days) or SPORADIC (from today or a day, open end or an end). */
function DateModeSection({ values, set, error }: DateModeSectionProps) {
  const t = useTranslate();
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={values.dateMode}
        onChange={(_event, mode: JobDateMode | null) => mode && set('dateMode', mode)}
        aria-label={t('jobForm.dateMode')}
      >
        <ToggleButton value="FIXED">{t('jobForm.dateMode.FIXED')}</ToggleButton>
        <ToggleButton value="SPORADIC">{t('jobForm.dateMode.SPORADIC')}</ToggleButton>
      </ToggleButtonGroup>
      {values.dateMode === 'FIXED' ? (
        <ShiftDaysField days={values.days} onChange={(days) => set('days', days)} error={error('days')} />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="date"
            name="periodStart"
            label={t('jobForm.periodStart')}
            value={values.periodStart}
            onChange={(event) => set('periodStart', event.target.value)}
            error={!!error('periodStart')}
            helperText={error('periodStart') ?? t('jobForm.periodStartHelper')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            name="periodEnd"
            label={t('jobForm.periodEnd')}
            value={values.periodEnd}
            onChange={(event) => set('periodEnd', event.target.value)}
            error={!!error('periodEnd')}
            helperText={error('periodEnd') ?? t(values.periodEnd ? 'jobForm.periodEndHelper' : 'jobForm.periodEndOpen')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.periodStart } }}
          />
        </Stack>
      )}
    </Stack>
  );
}
