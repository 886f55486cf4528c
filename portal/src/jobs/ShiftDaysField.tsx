import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from '../i18n/I18nProvider';
import { formatIsoDay } from '../calendar/calendar-dates';
import { daysBetween, DEFAULT_TIMES, FIXED_SHIFT_TIMES, type ShiftDay } from './job-form-values';

export interface ShiftDaysFieldProps {
  days: ShiftDay[];
  onChange(days: ShiftDay[]): void;
  error?: string;
}

/**
 * FIXED dates: the user picks a first and a last day (the last cannot precede the first) and adds
 * them; each chosen day gets its own start and end (12:00–12:00 by default), and "Fixed shift"
 * sets 05:30–19:30.
 */
export function ShiftDaysField({ days, onChange, error }: ShiftDaysFieldProps) {
  const t = useTranslate();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const rangeInvalid = from !== '' && to !== '' && to < from;

  function addDays() {
    const chosen = daysBetween(from, to || from);
    const known = new Set(days.map((day) => day.day));
    const added = chosen.filter((day) => !known.has(day)).map((day) => ({ day, ...DEFAULT_TIMES }));
    onChange([...days, ...added].sort((a, b) => a.day.localeCompare(b.day)));
    setFrom('');
    setTo('');
  }

  const update = (index: number, fields: Partial<ShiftDay>) =>
    onChange(days.map((day, position) => (position === index ? { ...day, ...fields } : day)));

  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby="job-days-error">
      <Typography component="legend" variant="subtitle1" fontWeight={600}>
        {t('jobForm.days')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('time.zoneHint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
        <TextField
          type="date"
          name="days"
          label={t('jobForm.dayFrom')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t('jobForm.dayTo')}
          value={to}
          disabled={from === ''}
          onChange={(event) => setTo(event.target.value)}
          error={rangeInvalid}
          helperText={rangeInvalid ? t('jobForm.error.rangeEnd') : ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
        />
        <Button variant="outlined" onClick={addDays} disabled={from === '' || rangeInvalid} sx={{ mt: { sm: 1 } }}>
          {t('jobForm.addDays')}
        </Button>
      </Stack>
      {days.map((day, index) => (
        <Stack key={day.day} direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <Typography sx={{ minWidth: 110 }}>{formatIsoDay(day.day)}</Typography>
          <TextField
            type="time"
            size="small"
            label={t('jobForm.startTime')}
            value={day.start}
            onChange={(event) => update(index, { start: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="time"
            size="small"
            label={t('jobForm.endTime')}
            value={day.end}
            onChange={(event) => update(index, { end: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button size="small" onClick={() => update(index, { ...FIXED_SHIFT_TIMES })}>
            {t('jobForm.fixedShift')}
          </Button>
          <IconButton
            aria-label={t('jobForm.removeDay', { day: formatIsoDay(day.day) })}
            onClick={() => onChange(days.filter((_, position) => position !== index))}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      {days.length === 0 && !error && <Alert severity="info">{t('jobForm.noDays')}</Alert>}
      {error && (
        <FormHelperText id="job-days-error" error>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
