import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CALENDAR_DATE_LIMIT } from '@medstaff/domain';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiError } from '../api/client';
import { useErrorText } from '../api/use-error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { useMyOrganisationsContext } from '../hospital/RequireConfirmedMembership';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import type { MyDepartment } from '../jobs/jobs-api';
import { LoadingText } from '../jobs/LoadingText';
import { PageHeader } from '../shell/components/PageHeader';
import { calendarDepartmentsOf } from './calendar-departments';
import { berlinRange, toWall, visibleRange, type CalendarView } from './calendar-dates';
import { useOrganisationCalendar } from './use-organisation-calendar';

/** react-big-calendar and date-fns load with the first calendar, not with the sign-in page. */
const ShiftCalendar = lazy(() => import('./ShiftCalendar').then((module) => ({ default: module.ShiftCalendar })));

export interface OrganisationShiftCalendarProps {
  /** The departments to offer (the select shows when there are two or more). */
  departments: readonly MyDepartment[];
  /** The day the calendar opens on, as a wall date (see `toWall`; today in Berlin by default). */
  initialDate?: Date;
}

/**
 * The shift calendar with its data: it owns the view, the day and the department, loads the range
 * they show (`GET /organisations/calendar`) whenever one changes (unless it lies inside the range
 * last loaded) or a workflow action invalidates it, keeps the previous events while the next range
 * loads, and opens a request's edit page from an event.
 */
export function OrganisationShiftCalendar({ departments, initialDate }: OrganisationShiftCalendarProps) {
  const navigate = useNavigate();
  const language = useLanguage();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [chosenView, setView] = useState<CalendarView>();
  // A phone opens on the agenda, a wider screen on the month.
  const view = chosenView ?? (narrow ? 'agenda' : 'month');
  const [date, setDate] = useState(() => initialDate ?? toWall(Date.now()));
  const [department, setDepartment] = useState<number>();
  // The Berlin days the view shows, as instants for the query.
  const range = berlinRange(visibleRange(view, date));
  // Stable, so that the memoised calendar does not draw its events again when only the loading bar changes.
  // Calendar jobs are not full jobs: the edit page loads the request by its id.
  const openJob = useCallback(
    (jobId: number) => void navigate(`/${language}/organisations/jobUpdate/${jobId}`),
    [navigate, language],
  );
  const calendar = useOrganisationCalendar({ from: range.from, to: range.to, department });

  return (
    <Stack spacing={2}>
      {departments.length > 1 && (
        <DepartmentSelect departments={departments} value={department} onChange={setDepartment} />
      )}
      {calendar.data?.truncated && <TruncatedNotice canNarrow={departments.length > 1 && department === undefined} />}
      {calendar.error && <LoadError error={calendar.error} onRetry={calendar.retry} />}
      {calendar.data ? (
        <Box>
          <LoadingBar loading={calendar.loading} />
          <Suspense fallback={<LoadingText />}>
            <ShiftCalendar
              jobs={calendar.data.jobs}
              rangeEnd={calendar.data.to}
              view={view}
              onView={setView}
              date={date}
              onNavigate={setDate}
              onOpenJob={openJob}
            />
          </Suspense>
        </Box>
      ) : (
        !calendar.error && <LoadingText />
      )}
    </Stack>
  );
}

function DepartmentSelect({
  departments,
  value,
  onChange,
}: {
  departments: readonly MyDepartment[];
  value: number | undefined;
  onChange(department: number | undefined): void;
}) {
  const t = useTranslate();
  return (
    <TextField
      select
      name="department"
      label={t('calendar.department')}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ maxWidth: { sm: 360 } }}
      fullWidth
    >
      <MenuItem value="">{t('calendar.allDepartments')}</MenuItem>
      {departments.map((department) => (
        <MenuItem key={department._id} value={String(department._id)}>
          {department.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** More dates matched than one answer holds: say so, and how to see them all. */
function TruncatedNotice({ canNarrow }: { canNarrow: boolean }) {
  const t = useTranslate();
  const language = useLanguage();
  const limit = new Intl.NumberFormat(language).format(CALENDAR_DATE_LIMIT);
  return (
    <Alert severity="info">{t(canNarrow ? 'calendar.truncated' : 'calendar.truncatedShorterView', { limit })}</Alert>
  );
}

function LoadError({ error, onRetry }: { error: ApiError; onRetry(): void }) {
  const t = useTranslate();
  const errorText = useErrorText();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('hospital.retry')}
        </Button>
      }
    >
      {errorText(error)}
    </Alert>
  );
}

/** A thin bar while the next range loads (its room is kept, so the calendar does not jump). */
function LoadingBar({ loading }: { loading: boolean }) {
  const t = useTranslate();
  return <Box sx={{ height: 4, mb: 0.5 }}>{loading && <LinearProgress aria-label={t('calendar.loading')} />}</Box>;
}

/** /{lang}/organisations/calendar: the header's "Dienste". */
export function CalendarPage() {
  const t = useTranslate();
  const organisations = useMyOrganisationsContext();
  useDocumentTitle(t('calendar.title'));
  return (
    <>
      <PageHeader title={t('calendar.title')} description={t('calendar.description')} />
      <OrganisationShiftCalendar departments={calendarDepartmentsOf(organisations)} />
    </>
  );
}
