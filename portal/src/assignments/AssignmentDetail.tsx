import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTRACT_SIDES, type AssignmentWire, type ContractSide, type PersonRole } from '@medstaff/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { queryKeys } from '../api/query-keys';
import { useApiClient } from '../api/use-api-client';
import { useApiQuery } from '../api/use-api-query';
import { useErrorText } from '../api/use-error-text';
import { formatDay } from '../calendar/calendar-dates';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import type { TranslationKey } from '../i18n/translations';
import { LoadingText } from '../jobs/LoadingText';
import { acceptanceOf, contractSideOfRole, mayAccept, mayCancel, momentText, shiftParts } from './assignment-format';
import { assignmentsApi, sha256Hex } from './assignments-api';

const SIDE_KEYS: Readonly<Record<ContractSide, TranslationKey>> = {
  hospital: 'assignments.acceptance.hospital',
  agency: 'assignments.acceptance.agency',
};

/** The detail of one assignment (the drawer of the Einsätze page), loaded by id. */
export function AssignmentDetail({ id, role }: { id: number; role: PersonRole }) {
  const errorText = useErrorText();
  const query = useApiQuery(queryKeys.assignment(id), (client) => assignmentsApi.get(client, id));
  if (query.data) return <AssignmentView assignment={query.data} role={role} />;
  if (query.error) return <Alert severity="error">{errorText(query.error)}</Alert>;
  return <LoadingText />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function AssignmentView({ assignment, role }: { assignment: AssignmentWire; role: PersonRole }) {
  const t = useTranslate();
  const language = useLanguage();
  const ownSide = contractSideOfRole(role);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t('assignments.detail.title', { title: assignment.title })}
      </Typography>
      <Typography>{t(`assignments.state.${assignment.state}`)}</Typography>
      <Section title={t('assignments.detail.worker')}>
        <Typography>{assignment.worker.name}</Typography>
      </Section>
      <Section title={t('assignments.detail.place')}>
        <Typography>
          {t('assignments.detail.placeText', {
            organisation: assignment.organisation.name,
            department: assignment.department?.name ?? t('assignments.noDepartment'),
          })}
        </Typography>
      </Section>
      <Section title={t('assignments.detail.agency')}>
        <Typography>{assignment.agency?.name ?? t('assignments.source.pool')}</Typography>
      </Section>
      <Section title={t('assignments.detail.shifts')}>
        <ShiftList assignment={assignment} />
      </Section>
      {assignment.rates && assignment.rates.length > 0 && (
        <Section title={t('assignments.detail.rates')}>
          {assignment.rates.map((rate) => (
            <Typography key={rate.activity}>
              {t('assignments.detail.rate', { activity: rate.activity, cost: rate.cost })}
            </Typography>
          ))}
        </Section>
      )}
      {assignment.jobRequestId !== null && ownSide === 'hospital' && (
        <Section title={t('assignments.detail.request')}>
          <Link component={RouterLink} to={`/${language}/organisations/dashboard`}>
            {t('assignments.detail.requestLink')}
          </Link>
        </Section>
      )}
      {assignment.cancelledAt !== null && (
        <Alert severity="warning">
          {t('assignments.cancelled', {
            moment: momentText(assignment.cancelledAt),
            reason: assignment.cancelReason ?? '',
          })}
          {assignment.cancelNoticeHours !== null && (
            <> {t('assignments.cancelledNotice', { hours: assignment.cancelNoticeHours })}</>
          )}
        </Alert>
      )}
      <Divider />
      <ContractSection assignment={assignment} role={role} />
      {mayCancel(assignment, role) && (
        <>
          <Divider />
          <CancelAssignment assignment={assignment} />
        </>
      )}
    </Stack>
  );
}

export function ShiftList({ assignment }: { assignment: AssignmentWire }) {
  const t = useTranslate();
  return (
    <List dense disablePadding>
      {assignment.shifts.map((shift) => {
        const parts = shiftParts(shift);
        return (
          <ListItem key={shift.startDate} disableGutters>
            {parts.endDay
              ? t('assignments.detail.shiftOvernight', { ...parts, endDay: parts.endDay })
              : t('assignments.detail.shift', parts)}
          </ListItem>
        );
      })}
    </List>
  );
}

/** The contract: its number, the PDF to open, the acceptances, and the acceptance for one's company. */
function ContractSection({ assignment, role }: { assignment: AssignmentWire; role: PersonRole }) {
  const t = useTranslate();
  const headingId = useId();
  if (!assignment.contract) {
    return <Typography color="text.secondary">{t('assignments.contract.none')}</Typography>;
  }
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3">
        {t('assignments.contract.title')}
      </Typography>
      <Typography>
        {t('assignments.contract.number', {
          number: assignment.contract.number,
          day: formatDay(assignment.contract.createdAt),
        })}
      </Typography>
      {assignment.equalPayNotice && <Typography>{t('assignments.detail.equalPay')}</Typography>}
      <Section title={t('assignments.acceptances.title')}>
        <List dense disablePadding>
          {CONTRACT_SIDES.map((side) => (
            <ListItem key={side} disableGutters>
              <AcceptanceText assignment={assignment} side={side} />
            </ListItem>
          ))}
        </List>
      </Section>
      {assignment.certificate && (
        <Typography>{t('assignments.contract.certificate', { number: assignment.certificate.number })}</Typography>
      )}
      <AcceptContract assignment={assignment} role={role} />
    </Stack>
  );
}

export function AcceptanceText({ assignment, side }: { assignment: AssignmentWire; side: ContractSide }) {
  const t = useTranslate();
  const acceptance = acceptanceOf(assignment, side);
  const sideText = t(SIDE_KEYS[side]);
  if (!acceptance) return <>{t('assignments.acceptance.pending', { side: sideText })}</>;
  const moment = momentText(acceptance.acceptedAt);
  return (
    <>
      {acceptance.acceptedBy
        ? t('assignments.acceptance.by', { side: sideText, who: acceptance.acceptedBy, moment })
        : t('assignments.acceptance.byUnknown', { side: sideText, moment })}
    </>
  );
}

/**
 * Open the PDF (fetched here, so that its SHA-256 is that of the exact bytes the person sees),
 * confirm having read it, accept: the API compares the hash with the contract on record.
 */
function AcceptContract({ assignment, role }: { assignment: AssignmentWire; role: PersonRole }) {
  const t = useTranslate();
  const client = useApiClient();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState(false);
  const [openedHash, setOpenedHash] = useState<string>();
  const [confirmed, setConfirmed] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const side = contractSideOfRole(role);
  const canAccept = mayAccept(assignment, role);
  const company = side === 'hospital' ? assignment.organisation.name : (assignment.agency?.name ?? '');

  const open = async () => {
    setError(undefined);
    setOpening(true);
    // Opened before the answer arrives, so that no pop-up blocker stands between the click and the tab.
    const tab = window.open('', '_blank');
    const answer = await assignmentsApi.contract(client, assignment._id);
    setOpening(false);
    if (answer.error) {
      tab?.close();
      setError(errorText(answer.error));
      return;
    }
    const bytes = await answer.data.blob.arrayBuffer();
    const hash =
      typeof crypto !== 'undefined' && crypto.subtle
        ? await sha256Hex(bytes)
        : (answer.data.headers.get('X-Contract-SHA256') ?? '');
    const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
    if (tab) tab.location.href = url;
    if (assignment.contract && hash !== assignment.contract.sha256) {
      setError(t('assignments.contract.changed'));
      return;
    }
    setOpenedHash(hash);
  };

  const accept = async () => {
    if (!openedHash) return;
    setError(undefined);
    setAccepting(true);
    const answer = await assignmentsApi.accept(client, assignment._id, openedHash);
    setAccepting(false);
    if (answer.error) {
      setError(errorText(answer.error));
      return;
    }
    queryClient.setQueryData(queryKeys.assignment(assignment._id), answer.data);
    setDone(true);
    await queryClient.invalidateQueries({ queryKey: queryKeys.shiftRequests });
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Button variant="outlined" onClick={() => void open()} disabled={opening}>
        {opening ? t('assignments.contract.opening') : t('assignments.contract.open')}
      </Button>
      {error && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {error}
        </Alert>
      )}
      {done && (
        <Alert severity="success" sx={{ alignSelf: 'stretch' }}>
          {t('assignments.contract.accepted')}
        </Alert>
      )}
      {side === 'hospital' && !canAccept && role === 'ORG_SUB' && assignment.state === 'proposed' && (
        <Typography color="text.secondary">{t('assignments.contract.mayNotAccept')}</Typography>
      )}
      {canAccept && (
        <>
          {openedHash ? (
            <Typography>{t('assignments.contract.opened')}</Typography>
          ) : (
            <Typography color="text.secondary">{t('assignments.contract.readFirst')}</Typography>
          )}
          <FormControlLabel
            control={
              <Checkbox
                checked={confirmed}
                disabled={!openedHash}
                onChange={(event) => setConfirmed(event.target.checked)}
              />
            }
            label={t('assignments.contract.confirm', { company })}
          />
          <Button
            variant="contained"
            disableElevation
            disabled={!openedHash || !confirmed || accepting}
            onClick={() => void accept()}
          >
            {accepting ? t('assignments.contract.accepting') : t('assignments.contract.accept')}
          </Button>
        </>
      )}
    </Stack>
  );
}

/** Cancel with a reason (required, as the API's rule), asked in a dialog. */
function CancelAssignment({ assignment }: { assignment: AssignmentWire }) {
  const t = useTranslate();
  const client = useApiClient();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const submit = async () => {
    if (!reason.trim()) {
      setProblem(t('assignments.cancel.reasonRequired'));
      return;
    }
    setProblem(undefined);
    setError(undefined);
    setBusy(true);
    const answer = await assignmentsApi.cancel(client, assignment._id, reason.trim());
    setBusy(false);
    if (answer.error) {
      setError(errorText(answer.error));
      return;
    }
    queryClient.setQueryData(queryKeys.assignment(assignment._id), answer.data);
    setOpen(false);
    await queryClient.invalidateQueries({ queryKey: queryKeys.shiftRequests });
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Button color="error" onClick={() => setOpen(true)}>
        {t('assignments.cancel.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{t('assignments.cancel.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('assignments.cancel.text')}</DialogContentText>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label={t('assignments.cancel.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={!!problem}
              helperText={problem}
              multiline
              minRows={2}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('assignments.cancel.keep')}</Button>
          <Button color="error" variant="contained" disableElevation disabled={busy} onClick={() => void submit()}>
            {t('assignments.cancel.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
