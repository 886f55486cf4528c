import { useState, type ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Grid,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useParams } from 'react-router-dom';
import { Loading, Title, useGetOne, useLocale, useTranslate } from 'react-admin';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { formatDateTime } from '../common/format-dates';
import { HistoryTable } from '../common/HistoryTable';
import type { JobApplication, JobDetail } from './job-types';
import { JobStateChip } from './JobStateChip';

const TABS = ['general', 'applications', 'history'] as const;
const TAB_LABELS: Record<(typeof TABS)[number], string> = {
  general: 'medstaff.jobs.general_tab',
  applications: 'medstaff.jobs.applications_tab',
  history: 'medstaff.history.tab',
};

/** One read-only field: its label above its value. */
const Field = ({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Grid size={wide ? 12 : { xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(`medstaff.jobs.fields.${label}`)}
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-line' }}>
        {children === null || children === undefined || children === '' ? '–' : children}
      </Typography>
    </Grid>
  );
};

const GeneralInfo = ({ job }: { job: JobDetail }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const yesNo = (value: boolean) => translate(value ? 'medstaff.jobs.yes' : 'medstaff.jobs.no');
  /** A code's name in the console's language; the code itself when no reference list has it. */
  const named = (name: { de: string; en: string } | null, code: string | null) =>
    name ? (locale === 'de' ? name.de : name.en) : code;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Grid container spacing={2}>
          <Field label="id">{job.id}</Field>
          <Field label="title">{job.title}</Field>
          <Field label="subtitle">{job.subtitle}</Field>
          <Field label="kind">{translate(`medstaff.jobs.kinds.${job.kind}`)}</Field>
          <Field label="state">
            <JobStateChip state={job.state} />
          </Field>
          <Field label="organisation">{job.organisationName}</Field>
          <Field label="organisation_address">{job.organisationAddress}</Field>
          <Field label="department">{job.departmentName}</Field>
          <Field label="position">{named(job.names.position, job.positionCode)}</Field>
          <Field label="field">{named(job.names.field, job.fieldCode)}</Field>
          <Field label="job_type">{named(job.names.jobType, job.jobType)}</Field>
          <Field label="shift_type">{named(job.names.shiftType, job.shiftType)}</Field>
          <Field label="contract_type">{named(job.names.contractType, job.contractType)}</Field>
          <Field label="date_mode">{translate(`medstaff.jobs.date_modes.${job.dateMode}`)}</Field>
          <Field label="skills">{job.skills.join(', ')}</Field>
          <Field label="accommodation">{yesNo(job.accommodation)}</Field>
          <Field label="job_operation">{job.jobOperation}</Field>
          <Field label="payment">{job.payment}</Field>
          <Field label="time_limit">
            {job.timeLimit > 0
              ? translate('medstaff.jobs.hours', { count: job.timeLimit })
              : translate('medstaff.jobs.no_limit')}
          </Field>
          <Field label="release_due_at">{formatDateTime(job.releaseDueAt)}</Field>
          <Field label="released_at">{formatDateTime(job.releasedAt)}</Field>
          <Field label="filled_at">{formatDateTime(job.filledAt)}</Field>
          <Field label="created_at">{formatDateTime(job.createdAt)}</Field>
          <Field label="updated_at">{formatDateTime(job.updatedAt)}</Field>
          <Field label="description" wide>
            {job.description}
          </Field>
        </Grid>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
          {translate('medstaff.jobs.fields.dates')}
        </Typography>
        {job.dates.length === 0 ? (
          <Typography variant="body2">{translate('medstaff.jobs.no_dates')}</Typography>
        ) : (
          <Table size="small" aria-label={translate('medstaff.jobs.fields.dates')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('medstaff.jobs.fields.start')}</TableCell>
                <TableCell>{translate('medstaff.jobs.fields.end')}</TableCell>
                <TableCell>{translate('medstaff.jobs.fields.activities')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {job.dates.map((date) => (
                <TableRow key={date.id}>
                  <TableCell>{formatDateTime(date.startAt)}</TableCell>
                  <TableCell>{formatDateTime(date.endAt)}</TableCell>
                  <TableCell>{date.activities.join(', ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {job.salaries.length > 0 && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
              {translate('medstaff.jobs.fields.salaries')}
            </Typography>
            <Table size="small" aria-label={translate('medstaff.jobs.fields.salaries')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('medstaff.jobs.fields.activity')}</TableCell>
                  <TableCell>{translate('medstaff.jobs.fields.cost')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {job.salaries.map((salary, index) => (
                  <TableRow key={index}>
                    <TableCell>{salary.activity}</TableCell>
                    <TableCell>{salary.cost}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
};

const DOCUMENTS = ['cv', 'licence', 'diploma'] as const;

const Applications = ({ applications }: { applications: JobApplication[] }) => {
  const translate = useTranslate();
  const label = (key: string) => translate(`medstaff.jobs.application.${key}`);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        {applications.length === 0 ? (
          <Typography>{translate('medstaff.jobs.no_applications')}</Typography>
        ) : (
          <Table size="small" aria-label={translate('medstaff.jobs.applications_tab')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('medstaff.jobs.fields.id')}</TableCell>
                <TableCell>{label('candidate')}</TableCell>
                <TableCell>{label('agency')}</TableCell>
                <TableCell>{label('hourly_rate')}</TableCell>
                <TableCell>{label('state')}</TableCell>
                <TableCell>{label('applied_at')}</TableCell>
                <TableCell>{label('documents')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {applications.map((application) => (
                <TableRow key={application.id}>
                  <TableCell>{application.id}</TableCell>
                  <TableCell>{application.candidateName}</TableCell>
                  <TableCell>{application.agencyName ?? '–'}</TableCell>
                  <TableCell>{application.hourlyRate} €</TableCell>
                  <TableCell>{label(`states.${application.state}`)}</TableCell>
                  <TableCell>{formatDateTime(application.createdAt)}</TableCell>
                  <TableCell>
                    {DOCUMENTS.filter((kind) => application.documents[kind])
                      .map((kind) => label(kind))
                      .join(', ') || '–'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};

const DETAIL = { view: 'detail' } as const;

/** jobs/{id}: a shift request, read-only, with tabs General Info, Applications and History. */
export const JobShow = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  // Its own cache entry (meta): the list leaves its rows, which lack dates, pay and applications,
  // in the cache of getOne, and the detail must never render from those.
  const { data: job, isPending } = useGetOne<JobDetail>('jobs', { id: Number(id), meta: DETAIL });
  const [tab, setTab] = useState<(typeof TABS)[number]>('general');
  if (isPending || !job) return <Loading />;
  const title = translate('medstaff.jobs.detail_title', { title: job.title });
  return (
    <>
      <Title title={title} />
      <Breadcrumbs crumbs={[{ label: translate('medstaff.jobs.list_crumb'), path: 'jobs' }, { label: title }]} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Tabs value={tab} onChange={(_event, value) => setTab(value)} variant="scrollable">
        {TABS.map((name) => (
          <Tab key={name} value={name} label={translate(TAB_LABELS[name])} />
        ))}
      </Tabs>
      <Box role="tabpanel">
        {tab === 'general' && <GeneralInfo job={job} />}
        {tab === 'applications' && <Applications applications={job.applications} />}
        {tab === 'history' && (
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <HistoryTable resource="jobs" id={job.id} />
            </CardContent>
          </Card>
        )}
      </Box>
    </>
  );
};
