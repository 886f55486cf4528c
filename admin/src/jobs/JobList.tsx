import type { MouseEvent } from 'react';
import { Box, Card, MenuItem, TextField, Toolbar, Typography } from '@mui/material';
import { ListBase, Title, useListContext, useTranslate } from 'react-admin';
import { JOB_STATES } from '@medstaff/domain';
import { LIST_PAGE_SIZE, type ListColumn } from '../common/list';
import { ListPager } from '../common/list/ListPager';
import { ListTable } from '../common/list/ListTable';
import { ExportButton } from '../common/list/ExportButton';
import { SearchBox } from '../common/list/ListToolbar';
import { formatDate, formatDateTime } from '../common/format-dates';
import type { JobRow } from './job-types';
import { JobStateChip } from './JobStateChip';

const JOB_COLUMNS: ListColumn<JobRow>[] = [
  { source: 'id', label: 'medstaff.jobs.fields.id' },
  { source: 'title', label: 'medstaff.jobs.fields.title', sortable: false },
  { source: 'organisationName', label: 'medstaff.jobs.fields.organisation', sortable: false },
  { source: 'departmentName', label: 'medstaff.jobs.fields.department', sortable: false },
  {
    source: 'firstDate',
    label: 'medstaff.jobs.fields.first_date',
    sortable: false,
    render: (job) => formatDate(job.firstDate),
  },
  { source: 'state', label: 'medstaff.jobs.fields.state', render: (job) => <JobStateChip state={job.state} /> },
  { source: 'applicationsCount', label: 'medstaff.jobs.fields.applications', sortable: false },
  { source: 'createdAt', label: 'medstaff.jobs.fields.created_at', render: (job) => formatDateTime(job.createdAt) },
];

/** Title, the search box (filter q), the state filter and Export; read-only, so no Add or Delete. */
const JobsToolbar = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const state = typeof filterValues.state === 'string' ? filterValues.state : '';
  const setState = (value: string) => {
    const { state: _previous, ...others } = filterValues;
    setFilters(value === '' ? others : { ...others, state: value }, undefined, false);
  };
  return (
    <Toolbar sx={{ gap: 2, flexWrap: 'wrap', px: { xs: 1, sm: 2 } }}>
      <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
        {translate('medstaff.jobs.list_title')}
      </Typography>
      <SearchBox />
      <TextField
        select
        size="small"
        label={translate('medstaff.jobs.fields.state')}
        value={state}
        onChange={(event) => setState(event.target.value)}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">{translate('medstaff.jobs.all_states')}</MenuItem>
        {JOB_STATES.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`medstaff.jobs.states.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <ExportButton />
    </Toolbar>
  );
};

/** A click anywhere on a row follows its View Details link. */
const openRow = (event: MouseEvent<HTMLElement>) => {
  const target = event.target as HTMLElement;
  if (target.closest('a, button, input')) return;
  target.closest('tbody tr')?.querySelector<HTMLAnchorElement>('a[href]')?.click();
};

/** jobs: every shift request, newest first; search, state filter, a row leads to jobs/{id}. */
export const JobList = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('medstaff.jobs.list_title')} />
      <ListBase
        resource="jobs"
        sort={{ field: 'id', order: 'DESC' }}
        perPage={LIST_PAGE_SIZE}
        storeKey="jobs.listScreen"
        disableSyncWithLocation
      >
        <Card sx={{ mt: 2 }}>
          <JobsToolbar />
          {/* Read-only: the shared table's selection column has nothing to act on, so it is hidden. */}
          <Box
            onClick={openRow}
            sx={{
              '& .MuiTableCell-paddingCheckbox': { display: 'none' },
              '& tbody tr': { cursor: 'pointer' },
            }}
          >
            <ListTable columns={JOB_COLUMNS as ListColumn[]} detailsPath={(job) => `jobs/${job.id}`} />
          </Box>
          <ListPager />
        </Card>
      </ListBase>
    </>
  );
};
