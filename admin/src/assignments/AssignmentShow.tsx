import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useParams } from 'react-router-dom';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { formatDateTime } from '../common/format-dates';
import type { AssignmentRecord } from './assignment-types';
import { AssignmentStateChip } from './AssignmentStateChip';
import { downloadContract } from './contract-download';

const at = (instant: number | null) => (instant === null ? '–' : formatDateTime(new Date(instant)));

const Field = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(`medstaff.assignments.fields.${label}`)}
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-line' }}>
        {children === null || children === undefined || children === '' ? '–' : children}
      </Typography>
    </Grid>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

const General = ({ assignment }: { assignment: AssignmentRecord }) => {
  const translate = useTranslate();
  return (
    <Grid container spacing={2}>
      <Field label="id">{assignment.id}</Field>
      <Field label="title">{assignment.title}</Field>
      <Field label="state">
        <AssignmentStateChip state={assignment.state} />
      </Field>
      <Field label="source">{translate(`medstaff.assignments.sources.${assignment.source}`)}</Field>
      <Field label="worker">{assignment.worker.name}</Field>
      <Field label="organisation">{assignment.organisation.name}</Field>
      <Field label="department">{assignment.department?.name}</Field>
      <Field label="agency">{assignment.agency?.name}</Field>
      <Field label="job_request">{assignment.jobRequestId}</Field>
      <Field label="shifts">
        {assignment.shifts
          .map((shift) => `${formatDateTime(new Date(shift.startDate))} – ${formatDateTime(new Date(shift.endDate))}`)
          .join('\n')}
      </Field>
      <Field label="rates">
        {(assignment.rates ?? []).map((rate) => `${rate.activity}: ${rate.cost} €/h`).join('\n')}
      </Field>
      <Field label="equal_pay">{translate(assignment.equalPayNotice ? 'medstaff.jobs.yes' : 'medstaff.jobs.no')}</Field>
    </Grid>
  );
};

/** The contract as generated (downloaded with the session), its number and hash, and the certificate. */
const Contract = ({ assignment }: { assignment: AssignmentRecord }) => {
  const translate = useTranslate();
  const [error, setError] = useState<string>();
  if (!assignment.contract) return <Typography>{translate('medstaff.assignments.no_contract')}</Typography>;
  const download = async () => {
    setError(undefined);
    try {
      const blob = await downloadContract(assignment.id);
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = `contract-${assignment.id}.pdf`;
      anchor.click();
      URL.revokeObjectURL(url);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <>
      <Grid container spacing={2}>
        <Field label="contract_number">{assignment.contract.number}</Field>
        <Field label="contract_created">{at(assignment.contract.createdAt)}</Field>
        <Field label="sha256">
          <Box component="code" sx={{ wordBreak: 'break-all' }}>
            {assignment.contract.sha256}
          </Box>
        </Field>
        <Field label="certificate">{assignment.certificate?.number}</Field>
      </Grid>
      <Button sx={{ mt: 2 }} variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()}>
        {translate('medstaff.assignments.download')}
      </Button>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </>
  );
};

const Acceptances = ({ assignment }: { assignment: AssignmentRecord }) => {
  const translate = useTranslate();
  if (assignment.acceptances.length === 0)
    return <Typography>{translate('medstaff.assignments.no_acceptances')}</Typography>;
  return (
    <Table size="small" aria-label={translate('medstaff.assignments.acceptances')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('medstaff.assignments.fields.side')}</TableCell>
          <TableCell>{translate('medstaff.assignments.fields.accepted_by')}</TableCell>
          <TableCell>{translate('medstaff.assignments.fields.accepted_at')}</TableCell>
          <TableCell>{translate('medstaff.assignments.fields.sha256')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {assignment.acceptances.map((acceptance) => (
          <TableRow key={acceptance.side}>
            <TableCell>{translate(`medstaff.assignments.sides.${acceptance.side}`)}</TableCell>
            <TableCell>{acceptance.acceptedBy ?? '–'}</TableCell>
            <TableCell>{at(acceptance.acceptedAt)}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{acceptance.sha256}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** The state changes the record carries: proposed, each acceptance, confirmed, cancelled (with the reason). */
export function stateSteps(assignment: AssignmentRecord): { at: number; key: string; detail?: string }[] {
  const steps: { at: number; key: string; detail?: string }[] = [
    { at: assignment.createdAt, key: 'medstaff.assignments.steps.proposed' },
    ...assignment.acceptances.map((acceptance) => ({
      at: acceptance.acceptedAt,
      key: `medstaff.assignments.steps.accepted_${acceptance.side}`,
      detail: acceptance.acceptedBy ?? undefined,
    })),
  ];
  if (assignment.confirmedAt !== null)
    steps.push({ at: assignment.confirmedAt, key: 'medstaff.assignments.steps.confirmed' });
  if (assignment.cancelledAt !== null)
    steps.push({
      at: assignment.cancelledAt,
      key: 'medstaff.assignments.steps.cancelled',
      detail: assignment.cancelReason ?? undefined,
    });
  if (assignment.state === 'completed')
    steps.push({ at: assignment.lastShiftEndAt, key: 'medstaff.assignments.steps.completed' });
  return steps.sort((a, b) => a.at - b.at);
}

const StateHistory = ({ assignment }: { assignment: AssignmentRecord }) => {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('medstaff.assignments.history')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('medstaff.assignments.fields.when')}</TableCell>
          <TableCell>{translate('medstaff.assignments.fields.step')}</TableCell>
          <TableCell>{translate('medstaff.assignments.fields.detail')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {stateSteps(assignment).map((step) => (
          <TableRow key={`${step.key}-${step.at}`}>
            <TableCell>{at(step.at)}</TableCell>
            <TableCell>{translate(step.key)}</TableCell>
            <TableCell>{step.detail ?? '–'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** assignments/{id}: one assignment, read-only: general, contract (PDF), acceptances, state history. */
export const AssignmentShow = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data: assignment, isPending } = useGetOne<AssignmentRecord>('assignments', { id: Number(id) });
  if (isPending || !assignment) return <Loading />;
  const title = translate('medstaff.assignments.detail_title', { title: assignment.title });
  return (
    <>
      <Title title={title} />
      <Breadcrumbs
        crumbs={[{ label: translate('medstaff.assignments.list_crumb'), path: 'assignments' }, { label: title }]}
      />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Section title="medstaff.assignments.general">
        <General assignment={assignment} />
      </Section>
      <Section title="medstaff.assignments.contract">
        <Contract assignment={assignment} />
      </Section>
      <Section title="medstaff.assignments.acceptances">
        <Acceptances assignment={assignment} />
      </Section>
      <Section title="medstaff.assignments.history">
        <StateHistory assignment={assignment} />
      </Section>
    </>
  );
};
