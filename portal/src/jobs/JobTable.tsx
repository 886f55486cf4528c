import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { firstJobDate, type JobWire } from '@medstaff/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDay, formatTime } from '../calendar/calendar-dates';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import { EmptyState } from '../shell/components/EmptyState';
import { DeleteJobDialog } from './DeleteJobDialog';
import { JobDetails } from './JobDetails';
import {
  applicantSummary,
  departmentName,
  hasOpenEnd,
  organisationName,
  sortJobs,
  type JobSortKey,
  type SortDirection,
} from './job-table-rows';
import { LoadingText } from './LoadingText';

export interface JobTableProps {
  /** The table's heading (Offene Schichten, Bestätigung, Externe Anfragen). */
  title: string;
  jobs: JobWire[];
  loading: boolean;
  /** After a delete or a workflow action (release, recall, select): the list reloads. */
  onChanged(): void;
  /** May the user manage this request (release, recall, select); no one may when left out. */
  canManage?(job: JobWire): boolean;
}

/**
 * One of the organisation's three request tables: rows checkable and expandable (applicants,
 * dates, salary lines), "Show all details", sortable by title and date; cards on a phone.
 */
export function JobTable({ title, jobs, loading, onChanged, canManage }: JobTableProps) {
  const t = useTranslate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [sort, setSort] = useState<{ by: JobSortKey; direction: SortDirection }>({ by: 'date', direction: 'asc' });
  const [allDetails, setAllDetails] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState<JobWire | null>(null);
  const rows = sortJobs(jobs, sort.by, sort.direction);
  const headingId = `job-table-${title.replace(/\W+/g, '-')}`;

  const toggle = (set: ReadonlySet<number>, id: number) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };
  const sortBy = (by: JobSortKey) =>
    setSort((previous) => ({ by, direction: previous.by === by && previous.direction === 'asc' ? 'desc' : 'asc' }));
  const rowProps = (job: JobWire): JobRowProps => ({
    job,
    open: allDetails || open.has(job._id),
    checked: checked.has(job._id),
    onToggleOpen: () => setOpen((previous) => toggle(previous, job._id)),
    onToggleChecked: () => setChecked((previous) => toggle(previous, job._id)),
    onDelete: () => setDeleting(job),
    canManage: canManage?.(job) ?? false,
    onChanged,
  });

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" useFlexGap spacing={1}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
          {!loading && ` (${jobs.length})`}
        </Typography>
        <FormControlLabel
          control={<Switch checked={allDetails} onChange={(event) => setAllDetails(event.target.checked)} />}
          label={t('jobs.showAllDetails')}
        />
      </Stack>
      {loading ? (
        <LoadingPlaceholder narrow={narrow} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('jobs.emptyTitle')} text={t('jobs.emptyText')} />
      ) : narrow ? (
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1}>
            <SortButton
              label={t('jobs.column.title')}
              active={sort.by === 'title'}
              direction={sort.direction}
              onClick={() => sortBy('title')}
            />
            <SortButton
              label={t('jobs.column.begin')}
              active={sort.by === 'date'}
              direction={sort.direction}
              onClick={() => sortBy('date')}
            />
          </Stack>
          {rows.map((job) => (
            <JobCard key={job._id} {...rowProps(job)} />
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell padding="checkbox" />
                <TableCell>{t('jobs.column.id')}</TableCell>
                <TableCell sortDirection={sort.by === 'title' ? sort.direction : false}>
                  <TableSortLabel
                    active={sort.by === 'title'}
                    direction={sort.direction}
                    onClick={() => sortBy('title')}
                  >
                    {t('jobs.column.title')}
                  </TableSortLabel>
                </TableCell>
                <TableCell sortDirection={sort.by === 'date' ? sort.direction : false}>
                  <TableSortLabel active={sort.by === 'date'} direction={sort.direction} onClick={() => sortBy('date')}>
                    {t('jobs.column.begin')}
                  </TableSortLabel>
                </TableCell>
                <TableCell>{t('jobs.column.organisation')}</TableCell>
                <TableCell>{t('jobs.column.department')}</TableCell>
                <TableCell>{t('jobs.column.applicants')}</TableCell>
                <TableCell align="right">{t('jobs.column.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((job) => (
                <JobRow key={job._id} {...rowProps(job)} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <DeleteJobDialog
        job={deleting}
        onClose={(afterRefusal) => {
          setDeleting(null);
          if (afterRefusal) onChanged();
        }}
        onDeleted={() => {
          setDeleting(null);
          onChanged();
        }}
      />
    </Stack>
  );
}

/** Rows (cards on a phone) the placeholder keeps room for while the list loads. */
const PLACEHOLDER_ROWS = 5;
const PLACEHOLDER_CARDS = 3;
/** A table row's height (the checkbox cell: 42 px and the border) and its empty details row. */
const ROW_HEIGHT = 44;
const HEAD_HEIGHT = 38;
/** A card's height (title, three lines, the actions) and the gap between cards. */
const CARD_HEIGHT = 170;
const CARD_GAP = 12;
const SORT_BAR_HEIGHT = 42;

/**
 * The spec's 'Loading...' in a block about as tall as the first rows of a loaded table, so that
 * the tables below are not pushed down when the list arrives (issue 27: the all-tables page
 * shifted its layout by 0.35).
 */
function LoadingPlaceholder({ narrow }: { narrow: boolean }) {
  const height = narrow
    ? SORT_BAR_HEIGHT + PLACEHOLDER_CARDS * CARD_HEIGHT + (PLACEHOLDER_CARDS - 1) * CARD_GAP
    : HEAD_HEIGHT + PLACEHOLDER_ROWS * ROW_HEIGHT + 2;
  return (
    <Stack sx={{ height }}>
      <LoadingText />
      <Skeleton variant="rounded" aria-hidden="true" sx={{ flex: 1, height: 'auto' }} />
    </Stack>
  );
}

interface JobRowProps {
  job: JobWire;
  open: boolean;
  checked: boolean;
  onToggleOpen(): void;
  onToggleChecked(): void;
  onDelete(): void;
  canManage: boolean;
  onChanged(): void;
}

function beginText(job: JobWire, openEnd: string): string {
  const first = firstJobDate(job);
  if (first === undefined) return '–';
  const date = new Date(first);
  return `${formatDay(date)} ${formatTime(date)}${hasOpenEnd(job) ? ` (${openEnd})` : ''}`;
}

function ApplicantsText({ job }: { job: JobWire }) {
  const t = useTranslate();
  const { names, more } = applicantSummary(job.applicants);
  if (names.length === 0) return <>{t('jobs.noApplicants')}</>;
  return <>{names.join(', ') + (more > 0 ? ` ${t('jobs.moreApplicants', { count: more })}` : '')}</>;
}

function RowActions({ job, onDelete }: { job: JobWire; onDelete(): void }) {
  const t = useTranslate();
  const language = useLanguage();
  return (
    <>
      <IconButton
        component={RouterLink}
        to={`/${language}/organisations/jobUpdate/${job._id}`}
        state={{ job }}
        aria-label={t('jobs.edit', { name: job.title })}
      >
        <EditOutlinedIcon />
      </IconButton>
      <IconButton onClick={onDelete} aria-label={t('jobs.deleteLabel', { name: job.title })}>
        <DeleteOutlineIcon />
      </IconButton>
    </>
  );
}

function JobRow({ job, open, checked, onToggleOpen, onToggleChecked, onDelete, canManage, onChanged }: JobRowProps) {
  const t = useTranslate();
  return (
    <>
      <TableRow hover selected={checked} sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <Checkbox
            checked={checked}
            onChange={onToggleChecked}
            slotProps={{ input: { 'aria-label': t('jobs.select', { name: job.title }) } }}
          />
        </TableCell>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            onClick={onToggleOpen}
            aria-expanded={open}
            aria-label={t('jobs.expand', { name: job.title })}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell>{job._id}</TableCell>
        <TableCell>{job.title}</TableCell>
        <TableCell>{beginText(job, t('jobs.openEnd'))}</TableCell>
        <TableCell>{organisationName(job)}</TableCell>
        <TableCell>{departmentName(job)}</TableCell>
        <TableCell>
          <ApplicantsText job={job} />
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          <RowActions job={job} onDelete={onDelete} />
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={9} sx={{ py: 0 }}>
          <Collapse in={open} unmountOnExit>
            <JobDetails job={job} canManage={canManage} onChanged={onChanged} />
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

function JobCard({ job, open, checked, onToggleOpen, onToggleChecked, onDelete, canManage, onChanged }: JobRowProps) {
  const t = useTranslate();
  return (
    <Card variant="outlined" sx={{ borderColor: checked ? 'primary.main' : undefined }}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" alignItems="flex-start" spacing={1}>
          <Checkbox
            checked={checked}
            onChange={onToggleChecked}
            slotProps={{ input: { 'aria-label': t('jobs.select', { name: job.title }) } }}
          />
          <Stack spacing={0.5} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography fontWeight={600}>{job.title}</Typography>
            <Typography variant="body2">{beginText(job, t('jobs.openEnd'))}</Typography>
            <Typography variant="body2" color="text.secondary">
              {organisationName(job)} · {departmentName(job)}
            </Typography>
            <Typography variant="body2">
              <ApplicantsText job={job} />
            </Typography>
          </Stack>
        </Stack>
        <Collapse in={open} unmountOnExit>
          <JobDetails job={job} canManage={canManage} onChanged={onChanged} />
        </Collapse>
      </CardContent>
      <CardActions>
        <Button
          size="small"
          onClick={onToggleOpen}
          aria-expanded={open}
          aria-label={t('jobs.expand', { name: job.title })}
        >
          {t(open ? 'jobs.lessDetails' : 'jobs.moreDetails')}
        </Button>
        <RowActions job={job} onDelete={onDelete} />
      </CardActions>
    </Card>
  );
}

function SortButton({
  label,
  active,
  direction,
  onClick,
}: {
  label: string;
  active: boolean;
  direction: SortDirection;
  onClick(): void;
}) {
  return (
    <Button size="small" variant={active ? 'contained' : 'outlined'} disableElevation onClick={onClick}>
      {label}
      {active ? (direction === 'asc' ? ' ↑' : ' ↓') : ''}
    </Button>
  );
}
