import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AssignmentWire } from '@medstaff/domain';
import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { queryKeys } from '../api/query-keys';
import { useApiQuery } from '../api/use-api-query';
import { useErrorText } from '../api/use-error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import { LoadingText } from '../jobs/LoadingText';
import { PageHeader } from '../shell/components/PageHeader';
import { splitByTime } from './assignment-format';
import { assignmentsApi, type AssignmentListQuery } from './assignments-api';
import { ShiftList } from './AssignmentDetail';
import { STATE_COLOURS } from './AssignmentsPage';
import { MyCalendarFeed } from './MyCalendarFeed';

/** A person has few assignments: the largest page holds them all. */
const QUERY: AssignmentListQuery = { pageSize: 100 };

/**
 * Meine Einsätze (/{lang}/shifts/assignments), the landing page of a nurse or doctor: the shifts
 * she was chosen for (by an agency's application or her department's pool), upcoming ones first,
 * then past ones, with place, department, times in Berlin time and the contract's state; the
 * rates only when the API answers them (the agency shared them). Her private calendar feed below.
 */
export function MyAssignmentsPage() {
  const t = useTranslate();
  const language = useLanguage();
  const errorText = useErrorText();
  useDocumentTitle(t('assignments.mine.title'));
  const list = useApiQuery(queryKeys.assignments(QUERY), (client) => assignmentsApi.list(client, QUERY));
  // The split is made when the list arrives (a page left open for days is reloaded by the query).
  const groups = useMemo(() => (list.data ? splitByTime(list.data.assignments, Date.now()) : undefined), [list.data]);

  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <PageHeader title={t('assignments.mine.title')} description={t('assignments.mine.description')} />
      {list.error && !list.data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void list.refetch()}>
              {t('assignments.retry')}
            </Button>
          }
        >
          {errorText(list.error)}
        </Alert>
      )}
      {!groups && !list.error && <LoadingText />}
      {groups && (
        <>
          <AssignmentGroup
            title={t('assignments.mine.upcoming')}
            empty={t('assignments.mine.emptyUpcoming')}
            assignments={groups.upcoming}
          />
          <AssignmentGroup
            title={t('assignments.mine.past')}
            empty={t('assignments.mine.emptyPast')}
            assignments={groups.past}
          />
        </>
      )}
      <MyCalendarFeed />
      <Link component={RouterLink} to={`/${language}/shifts`}>
        {t('assignments.mine.offers')}
      </Link>
    </Stack>
  );
}

function AssignmentGroup({
  title,
  empty,
  assignments,
}: {
  title: string;
  empty: string;
  assignments: AssignmentWire[];
}) {
  const headingId = useId();
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      {assignments.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        assignments.map((assignment) => <AssignmentCard key={assignment._id} assignment={assignment} />)
      )}
    </Stack>
  );
}

function AssignmentCard({ assignment }: { assignment: AssignmentWire }) {
  const t = useTranslate();
  const headingId = useId();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="article" aria-labelledby={headingId}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" flexWrap="wrap">
          <Typography id={headingId} variant="subtitle1" component="h3" fontWeight={600}>
            {assignment.title}
          </Typography>
          <Chip
            size="small"
            color={STATE_COLOURS[assignment.state]}
            label={t(`assignments.mine.contract.${assignment.state}`)}
          />
        </Stack>
        <Typography>
          {t('assignments.detail.placeText', {
            organisation: assignment.organisation.name,
            department: assignment.department?.name ?? t('assignments.noDepartment'),
          })}
        </Typography>
        <Typography color="text.secondary">
          {assignment.agency
            ? t('assignments.mine.viaAgency', { agency: assignment.agency.name })
            : t('assignments.mine.viaPool')}
        </Typography>
        <ShiftList assignment={assignment} />
        {assignment.rates && assignment.rates.length > 0 && (
          <Typography>
            {assignment.rates
              .map((rate) => t('assignments.detail.rate', { activity: rate.activity, cost: rate.cost }))
              .join(' · ')}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
