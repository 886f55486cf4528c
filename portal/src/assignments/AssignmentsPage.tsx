import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {
  ASSIGNMENT_STATES,
  berlinDay,
  isAssignmentState,
  type AssignmentState,
  type AssignmentWire,
  type ContractSide,
} from '@medstaff/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { queryKeys } from '../api/query-keys';
import { useApiQuery } from '../api/use-api-query';
import { useErrorText } from '../api/use-error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { useTranslate } from '../i18n/I18nProvider';
import { LoadingText } from '../jobs/LoadingText';
import { useSession } from '../session/SessionProvider';
import { PageHeader } from '../shell/components/PageHeader';
import { acceptanceOf, lastShiftStart, momentText } from './assignment-format';
import { assignmentsApi, type AssignmentListQuery } from './assignments-api';
import { AssignmentDetail } from './AssignmentDetail';

const PAGE_SIZE = 20;

/** The state's chip colour: waiting amber, confirmed green, completed grey, cancelled red. */
export const STATE_COLOURS: Readonly<Record<AssignmentState, 'warning' | 'success' | 'default' | 'error'>> = {
  proposed: 'warning',
  confirmed: 'success',
  completed: 'default',
  cancelled: 'error',
};

/**
 * Einsätze, for the hospital (/{lang}/hospital/assignments) and the agency
 * (/{lang}/agency/assignments): the table of the company's assignments, filtered by state and by
 * default to the current and upcoming ones, and the detail in a drawer (?assignment={id}) with the
 * contract, the acceptances and the cancellation. The filters and the open detail live in the URL.
 */
export function AssignmentsPage({ side }: { side: ContractSide }) {
  const t = useTranslate();
  const errorText = useErrorText();
  const { user } = useSession();
  useDocumentTitle(t('assignments.title'));
  const [search, setSearch] = useSearchParams();
  const stateParam = search.get('state');
  const state = isAssignmentState(stateParam) ? stateParam : undefined;
  const upcoming = search.get('all') !== '1';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const openId = Number(search.get('assignment')) || undefined;
  // Today in Berlin, once per visit of the page (the filter's first day).
  const today = useMemo(() => berlinDay(Date.now()), []);

  const query: AssignmentListQuery = {
    ...(state && { state }),
    ...(upcoming && { from: today }),
    page,
    pageSize: PAGE_SIZE,
  };
  const list = useApiQuery(queryKeys.assignments(query), (client) => assignmentsApi.list(client, query), {
    placeholderData: (previous) => previous,
  });

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(name);
      else next.set(name, value);
    }
    setSearch(next);
  };

  return (
    <Stack spacing={2}>
      <PageHeader title={t('assignments.title')} description={t(`assignments.description.${side}`)} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        alignItems={{ sm: 'center' }}
        component="section"
        aria-label={t('assignments.filter.label')}
      >
        <TextField
          select
          size="small"
          label={t('assignments.filter.state')}
          value={state ?? ''}
          onChange={(event) => update({ state: event.target.value || undefined, page: undefined })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('assignments.filter.allStates')}</MenuItem>
          {ASSIGNMENT_STATES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`assignments.state.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={upcoming}
              onChange={(event) => update({ all: event.target.checked ? undefined : '1', page: undefined })}
            />
          }
          label={t('assignments.filter.upcoming')}
        />
      </Stack>
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
      {!list.data && !list.error && <LoadingText />}
      {list.data && (
        <AssignmentTable
          side={side}
          assignments={list.data.assignments}
          onOpen={(id) => update({ assignment: String(id) })}
        />
      )}
      {list.data && list.data.total > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={list.data.total}
          page={page - 1}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_, next) => update({ page: next > 0 ? String(next + 1) : undefined })}
        />
      )}
      <Drawer
        anchor="right"
        open={openId !== undefined}
        onClose={() => update({ assignment: undefined })}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 }, p: 3 } } }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton onClick={() => update({ assignment: undefined })} aria-label={t('assignments.detail.close')}>
            <CloseIcon />
          </IconButton>
        </Box>
        {openId !== undefined && user && <AssignmentDetail id={openId} role={user.role} />}
      </Drawer>
    </Stack>
  );
}

function AcceptanceCell({ assignment, side }: { assignment: AssignmentWire; side: ContractSide }) {
  const t = useTranslate();
  if (!assignment.contract) return <>{t('assignments.noContract')}</>;
  const acceptance = acceptanceOf(assignment, side);
  return <>{acceptance ? momentText(acceptance.acceptedAt) : t('assignments.notAccepted')}</>;
}

function AssignmentTable({
  side,
  assignments,
  onOpen,
}: {
  side: ContractSide;
  assignments: AssignmentWire[];
  onOpen(id: number): void;
}) {
  const t = useTranslate();
  if (assignments.length === 0) return <Typography color="text.secondary">{t('assignments.empty')}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('assignments.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('assignments.column.worker')}</TableCell>
            <TableCell>
              {t(side === 'hospital' ? 'assignments.column.agency' : 'assignments.column.hospital')}
            </TableCell>
            <TableCell>{t('assignments.column.department')}</TableCell>
            <TableCell>{t('assignments.column.firstShift')}</TableCell>
            <TableCell>{t('assignments.column.lastShift')}</TableCell>
            <TableCell>{t('assignments.column.state')}</TableCell>
            <TableCell>{t('assignments.column.hospitalAcceptance')}</TableCell>
            <TableCell>{t('assignments.column.agencyAcceptance')}</TableCell>
            <TableCell>{t('assignments.column.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {assignments.map((assignment) => (
            <TableRow key={assignment._id} hover>
              <TableCell>{assignment.worker.name}</TableCell>
              <TableCell>
                {side === 'hospital'
                  ? (assignment.agency?.name ?? t('assignments.noAgency'))
                  : assignment.organisation.name}
              </TableCell>
              <TableCell>{assignment.department?.name ?? t('assignments.noDepartment')}</TableCell>
              <TableCell>{momentText(assignment.firstShiftAt)}</TableCell>
              <TableCell>{momentText(lastShiftStart(assignment))}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={STATE_COLOURS[assignment.state]}
                  label={t(`assignments.state.${assignment.state}`)}
                />
              </TableCell>
              <TableCell>
                <AcceptanceCell assignment={assignment} side="hospital" />
              </TableCell>
              <TableCell>
                <AcceptanceCell assignment={assignment} side="agency" />
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  onClick={() => onOpen(assignment._id)}
                  aria-label={t('assignments.openNamed', { worker: assignment.worker.name })}
                >
                  {t('assignments.open')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
