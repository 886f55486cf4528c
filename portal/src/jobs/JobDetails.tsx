import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isOpenApplicationState, type JobWire } from '@medstaff/domain';
import { JobAssignmentLink } from '../assignments/JobAssignmentLink';
import { formatDay, formatTime } from '../calendar/calendar-dates';
import { useTranslate } from '../i18n/I18nProvider';
import { applicantName } from './job-table-rows';
import { JobApplications } from './JobApplications';
import { JobHistory } from './JobHistory';
import { JobWorkflowActions } from './JobWorkflowActions';
import { useJobApplications } from './use-job-market';

export interface JobDetailsProps {
  job: JobWire;
  /** May the user manage the organisation's requests (release, recall, select). */
  canManage?: boolean;
  /** After a workflow action (or a refusal that was read): the tables reload. */
  onChanged?(): void;
}

/**
 * An expanded row: where the request stands ("Why not yet") with release and recall, its
 * applicants, dates and salary lines, the agencies' applications, and its history.
 */
export function JobDetails({ job, canManage = false, onChanged = () => undefined }: JobDetailsProps) {
  const applications = useJobApplications(job);
  const hasOpenApplications =
    job.applicants.some((applicant) => isOpenApplicationState(applicant.state)) ||
    (applications.state.status === 'loaded' &&
      applications.state.data.some((application) => isOpenApplicationState(application.state)));
  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      <JobWorkflowActions
        job={job}
        canManage={canManage}
        hasOpenApplications={hasOpenApplications}
        onChanged={onChanged}
      />
      {(job.state === 'internal_fill' || job.state === 'external_fill') && <JobAssignmentLink job={job} />}
      <JobSummary job={job} />
      <Divider />
      <JobApplications
        job={job}
        state={applications.state}
        reload={applications.reload}
        canManage={canManage}
        onChanged={onChanged}
      />
      <JobHistory job={job} />
    </Stack>
  );
}

/** The request's applicants, dates and salary lines. */
function JobSummary({ job }: { job: JobWire }) {
  const t = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <DetailList
        title={t('jobs.details.applicants')}
        empty={t('jobs.details.noApplicants')}
        items={job.applicants.map((applicant) => {
          const level = applicant.user.user_info?.qualification?.level;
          return `${applicantName(applicant)}${level ? ` (${level})` : ''} – ${t(`jobs.applicantState.${applicant.state}`)}`;
        })}
      />
      <DetailList
        title={t('jobs.details.dates')}
        empty={t('jobs.details.noDates')}
        items={job.dates.map((date) => {
          const start = new Date(date.date.startDate);
          const from = `${formatDay(start)} ${formatTime(start)}`;
          if (date.date.endDate === null) return `${from} – ${t('jobs.openEnd')}`;
          const end = new Date(date.date.endDate);
          return `${from} – ${formatDay(end)} ${formatTime(end)}`;
        })}
      />
      {job.salary.length > 0 && (
        <DetailList
          title={t('jobs.details.salary')}
          empty=""
          items={job.salary.map((line) => t('jobs.details.salaryLine', { activity: line.activity, cost: line.cost }))}
        />
      )}
    </Stack>
  );
}

function DetailList({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 200 }}>
      <Typography variant="subtitle2" component="h4">
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {empty}
        </Typography>
      ) : (
        <Stack component="ul" sx={{ m: 0, pl: 2 }}>
          {items.map((item, index) => (
            <Typography component="li" variant="body2" key={index}>
              {item}
            </Typography>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
