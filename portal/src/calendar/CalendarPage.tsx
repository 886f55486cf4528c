import Alert from '@mui/material/Alert';
import type { OrganisationJobsWire } from '@medstaff/domain';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useErrorText } from '../api/use-error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import { LoadingText } from '../jobs/LoadingText';
import type { LoadState } from '../jobs/use-my-organisations';
import { useOrganisationJobs } from '../jobs/use-organisation-jobs';
import { PageHeader } from '../shell/components/PageHeader';

/** react-big-calendar and dayjs load with the first calendar, not with the sign-in page. */
const ShiftCalendar = lazy(() => import('./ShiftCalendar').then((module) => ({ default: module.ShiftCalendar })));

/** The calendar over a loaded list; an event opens its request's edit page. */
export function LoadedShiftCalendar({ state }: { state: LoadState<OrganisationJobsWire> }) {
  const navigate = useNavigate();
  const language = useLanguage();
  const errorText = useErrorText();
  if (state.status === 'loading') return <LoadingText />;
  if (state.status === 'error') return <Alert severity="error">{errorText(state.error)}</Alert>;
  const all = [...state.data.offeneShifts, ...state.data.confirmation, ...state.data.externeAnfagen];
  return (
    <Suspense fallback={<LoadingText />}>
      <ShiftCalendar
        jobs={state.data}
        onOpenJob={(jobId) =>
          void navigate(`/${language}/organisations/jobUpdate/${jobId}`, {
            state: { job: all.find((job) => job._id === jobId) },
          })
        }
      />
    </Suspense>
  );
}

/** /{lang}/organisations/calendar: the header's "Dienste". */
export function CalendarPage() {
  const t = useTranslate();
  const { state } = useOrganisationJobs();
  useDocumentTitle(t('calendar.title'));
  return (
    <>
      <PageHeader title={t('calendar.title')} description={t('calendar.description')} />
      <LoadedShiftCalendar state={state} />
    </>
  );
}
