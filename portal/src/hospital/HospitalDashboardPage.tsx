import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../app/use-document-title';
import { calendarDepartmentsOf } from '../calendar/calendar-departments';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import { GROUP_ORDER } from '../jobs/job-table-groups';
import { LoadingText } from '../jobs/LoadingText';
import { useOrganisationJobs } from '../jobs/use-organisation-jobs';
import { useSession } from '../session/SessionProvider';
import { fullNameOf } from '../shell/components/UserAvatar';
import { dashboardFigures } from './dashboard-figures';
import { useMyOrganisationsContext } from './RequireConfirmedMembership';

/*
 * The calendar and the tables load on demand (issue 12, "First loads"): the page's heading and
 * figures come with the signed-in shell, and the jobs list is requested at once, while the two
 * blocks' code (TextField and its Select, the tables' dialogs) arrives.
 */
const OrganisationShiftCalendar = lazy(() =>
  import('../calendar/CalendarPage').then((module) => ({ default: module.OrganisationShiftCalendar })),
);
const JobTables = lazy(() => import('../jobs/JobTablesPage').then((module) => ({ default: module.JobTables })));

/**
 * /{lang}/hospital: the ward manager's figures and the three tables from the full list, and the
 * shift calendar, which loads the range it shows.
 */
export function HospitalDashboardPage() {
  const t = useTranslate();
  const language = useLanguage();
  const { user } = useSession();
  const organisations = useMyOrganisationsContext();
  // A delete or a workflow action in the tables asks the list and the calendar's range again
  // (one invalidation of the shift-request queries, see JobTables).
  const { state } = useOrganisationJobs();
  useDocumentTitle(t('hospital.documentTitle'));
  const figures = state.status === 'loaded' ? dashboardFigures(state.data) : undefined;

  return (
    <Stack spacing={4}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
      >
        <Typography variant="h4" component="h1" fontWeight={700}>
          {t('hospital.welcome', { name: user ? fullNameOf(user) : '' })}
        </Typography>
        <Button
          component={RouterLink}
          to={`/${language}/hospital/create-job`}
          variant="contained"
          color="secondary"
          startIcon={<AddCircleOutlineIcon />}
          disableElevation
        >
          {t('shell.menu.postJob')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} component="section" aria-label={t('hospital.figures')}>
        <Figure label={t('hospital.figure.openThisWeek')} value={figures?.openThisWeek} />
        <Figure label={t('hospital.figure.waiting')} value={figures?.waitingForDecision} />
        <Figure label={t('hospital.figure.filledThisMonth')} value={figures?.filledThisMonth} />
      </Stack>
      <Suspense fallback={<LoadingText />}>
        <OrganisationShiftCalendar departments={calendarDepartmentsOf(organisations)} />
      </Suspense>
      <Suspense fallback={<LoadingText />}>
        <JobTables groups={GROUP_ORDER} state={state} />
      </Suspense>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
      <Typography variant="h4" component="p" fontWeight={700} aria-label={`${label}: ${value ?? '…'}`}>
        {value ?? '…'}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </Paper>
  );
}
