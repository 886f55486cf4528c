import type { MouseEvent } from 'react';
import { Box, Card, MenuItem, TextField, Toolbar, Typography } from '@mui/material';
import { ListBase, Title, useListContext, useTranslate } from 'react-admin';
import { ASSIGNMENT_STATES } from '@medstaff/domain';
import { LIST_PAGE_SIZE, type ListColumn } from '../common/list';
import { ListPager } from '../common/list/ListPager';
import { ListTable } from '../common/list/ListTable';
import { formatDateTime } from '../common/format-dates';
import type { AssignmentRecord } from './assignment-types';
import { AssignmentStateChip } from './AssignmentStateChip';

const COLUMNS: ListColumn<AssignmentRecord>[] = [
  { source: 'id', label: 'medstaff.assignments.fields.id', sortable: false },
  { source: 'title', label: 'medstaff.assignments.fields.title', sortable: false },
  {
    source: 'worker',
    label: 'medstaff.assignments.fields.worker',
    sortable: false,
    render: (assignment) => assignment.worker.name,
  },
  {
    source: 'organisation',
    label: 'medstaff.assignments.fields.organisation',
    sortable: false,
    render: (assignment) => assignment.organisation.name,
  },
  {
    source: 'agency',
    label: 'medstaff.assignments.fields.agency',
    sortable: false,
    render: (assignment) => assignment.agency?.name ?? '–',
  },
  {
    source: 'firstShiftAt',
    label: 'medstaff.assignments.fields.first_shift',
    sortable: false,
    render: (assignment) => formatDateTime(new Date(assignment.firstShiftAt)),
  },
  {
    source: 'state',
    label: 'medstaff.assignments.fields.state',
    sortable: false,
    render: (assignment) => <AssignmentStateChip state={assignment.state} />,
  },
];

/** A Berlin day (YYYY-MM-DD) filter of the list, or none. */
const DayFilter = ({ name, label }: { name: 'from' | 'to'; label: string }) => {
  const { filterValues, setFilters } = useListContext();
  const value = typeof filterValues[name] === 'string' ? (filterValues[name] as string) : '';
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        const { [name]: _previous, ...others } = filterValues;
        setFilters(event.target.value ? { ...others, [name]: event.target.value } : others, undefined, false);
      }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
};

/** Title, the state filter and the date range; read-only, so no Add, Delete or search. */
const AssignmentsToolbar = () => {
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
        {translate('medstaff.assignments.list_title')}
      </Typography>
      <TextField
        select
        size="small"
        label={translate('medstaff.assignments.fields.state')}
        value={state}
        onChange={(event) => setState(event.target.value)}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{translate('medstaff.assignments.all_states')}</MenuItem>
        {ASSIGNMENT_STATES.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`medstaff.assignments.states.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <DayFilter name="from" label={translate('medstaff.assignments.from')} />
      <DayFilter name="to" label={translate('medstaff.assignments.to')} />
    </Toolbar>
  );
};

const openRow = (event: MouseEvent<HTMLElement>) => {
  const target = event.target as HTMLElement;
  if (target.closest('a, button, input')) return;
  target.closest('tbody tr')?.querySelector<HTMLAnchorElement>('a[href]')?.click();
};

/** assignments: every assignment by first shift (the API's order); filters state and days; a row leads to assignments/{id}. */
export const AssignmentList = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('medstaff.assignments.list_title')} />
      <ListBase
        resource="assignments"
        perPage={LIST_PAGE_SIZE}
        storeKey="assignments.listScreen"
        disableSyncWithLocation
      >
        <Card sx={{ mt: 2 }}>
          <AssignmentsToolbar />
          <Box
            onClick={openRow}
            sx={{ '& .MuiTableCell-paddingCheckbox': { display: 'none' }, '& tbody tr': { cursor: 'pointer' } }}
          >
            <ListTable columns={COLUMNS as ListColumn[]} detailsPath={(assignment) => `assignments/${assignment.id}`} />
          </Box>
          <ListPager />
        </Card>
      </ListBase>
    </>
  );
};
