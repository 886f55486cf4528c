import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { MAX_DAILY_WORK_HOURS, MIN_REST_HOURS, type WorkingTimeClashWire } from '@medstaff/domain';
import { formatDay } from '../calendar/calendar-dates';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import { hoursText, isoDayText, shiftWhen } from './pool-format';

/** Why accepting would break the Working Hours Act, shown on the card before any click. */
export function ClashWarning({ clash }: { clash: WorkingTimeClashWire }) {
  const t = useTranslate();
  const language = useLanguage();
  const shift = { title: clash.shift.title, when: shiftWhen(clash.shift.start, clash.shift.end, t('jobs.openEnd')) };
  let text: string;
  if (clash.rule === 'DAILY_HOURS') {
    text = t('pool.clash.dailyHours', {
      ...shift,
      hours: hoursText(clash.hours ?? 0, language),
      day: clash.day ? isoDayText(clash.day) : formatDay(new Date(clash.shift.start)),
      maximum: MAX_DAILY_WORK_HOURS,
    });
  } else if (!clash.restHours) {
    text = t('pool.clash.overlap', shift);
  } else {
    text = t('pool.clash.rest', { ...shift, hours: hoursText(clash.restHours, language), minimum: MIN_REST_HOURS });
  }
  return (
    <Alert severity="warning">
      <AlertTitle>{t('pool.clash.title')}</AlertTitle>
      {text}
    </Alert>
  );
}
