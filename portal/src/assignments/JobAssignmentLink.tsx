import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { berlinDay, type JobWire } from '@medstaff/domain';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { queryKeys } from '../api/query-keys';
import { useApiQuery } from '../api/use-api-query';
import { useErrorText } from '../api/use-error-text';
import { PartTexts, useLanguage, useTranslate } from '../i18n/I18nProvider';
import { assignmentsApi, type AssignmentListQuery } from './assignments-api';

/** The list query that holds a request's assignments: the Berlin days of its first and last start. */
export function assignmentQueryOfJob(job: JobWire): AssignmentListQuery | undefined {
  const starts = job.dates.map((date) => date.date.startDate);
  if (starts.length === 0) return undefined;
  return { from: berlinDay(Math.min(...starts)), to: berlinDay(Math.max(...starts)), pageSize: 100 };
}

/**
 * A filled request's assignment in its detail (issue 29): who works it, the contract's state and
 * a link to the assignment on the Einsätze page. The list is asked for the request's days and the
 * assignment found by its request.
 */
export function JobAssignmentLink({ job }: { job: JobWire }) {
  // The assignment texts are a part of their own: nothing shows until they arrive.
  return (
    <Suspense fallback={null}>
      <PartTexts part="assignments">
        <JobAssignment job={job} />
      </PartTexts>
    </Suspense>
  );
}

function JobAssignment({ job }: { job: JobWire }) {
  const t = useTranslate();
  const language = useLanguage();
  const errorText = useErrorText();
  const query = assignmentQueryOfJob(job) ?? {};
  const list = useApiQuery(queryKeys.assignments(query), (client) => assignmentsApi.list(client, query));
  if (list.error) return <Alert severity="error">{errorText(list.error)}</Alert>;
  if (!list.data) return <Typography color="text.secondary">{t('assignments.jobLink.loading')}</Typography>;
  const assignments = list.data.assignments.filter((assignment) => assignment.jobRequestId === job._id);
  if (assignments.length === 0) return null;
  return (
    <Stack spacing={0.5}>
      {assignments.map((assignment) => (
        <Typography key={assignment._id}>
          {t('assignments.jobLink.text', {
            worker: assignment.worker.name,
            state: t(`assignments.state.${assignment.state}`),
          })}{' '}
          <Link component={RouterLink} to={`/${language}/hospital/assignments?all=1&assignment=${assignment._id}`}>
            {t('assignments.jobLink.open')}
          </Link>
        </Typography>
      ))}
    </Stack>
  );
}
