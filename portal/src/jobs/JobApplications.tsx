import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ApplicationState, JobApplicationWire, JobWire } from '@medstaff/domain';
import { useId, useState, type ReactNode } from 'react';
import { useApiClient } from '../api/use-api-client';
import { useErrorText } from '../api/use-error-text';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import type { LoadState } from './use-my-organisations';
import { ApplicationDocuments } from './ApplicationDocuments';
import { ConfirmActionDialog } from '../shell/components/ConfirmActionDialog';
import { clashText, formatHourlyRate, formatMoment } from './market-format';
import { marketApi } from './market-api';

export interface JobApplicationsProps {
  job: JobWire;
  state: LoadState<JobApplicationWire[]>;
  /** Loads the applications again (retry, after a refusal). */
  reload(): void;
  canManage: boolean;
  /** After a selection, or after a refusal was read: the tables reload. */
  onChanged(): void;
}

const STATE_COLOURS: Record<ApplicationState, ChipProps['color']> = {
  applied: 'info',
  selected: 'success',
  not_chosen: 'default',
  withdrawn: 'default',
};

/**
 * The agencies' applications on a request: applicant, agency, qualification, rate, when, state,
 * documents, and "Select" on open ones while the request is released. A Working Hours Act clash
 * is shown before the click and disables Select.
 */
export function JobApplications({ job, state, reload, canManage, onChanged }: JobApplicationsProps) {
  const t = useTranslate();
  const client = useApiClient();
  const errorText = useErrorText();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const headingId = useId();
  const [selecting, setSelecting] = useState<JobApplicationWire | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const selectable = canManage && job.state === 'external_adv';

  const ask = (application: JobApplicationWire) => {
    setSelecting(application);
    setDialogOpen(true);
  };

  let content;
  if (state.status === 'loading') {
    content = (
      <Typography role="status" variant="body2" color="text.secondary">
        {t('market.applications.loading')}
      </Typography>
    );
  } else if (state.status === 'error') {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={reload}>
            {t('market.applications.retry')}
          </Button>
        }
      >
        {errorText(state.error)}
      </Alert>
    );
  } else if (state.data.length === 0) {
    content = (
      <Typography variant="body2" color="text.secondary">
        {t('market.applications.empty')}
      </Typography>
    );
  } else {
    const rowProps = (application: JobApplicationWire): ApplicationViewProps => ({
      application,
      canSelect: selectable && application.state === 'applied',
      onSelect: () => ask(application),
    });
    content = narrow ? (
      <Stack spacing={1}>
        {state.data.map((application) => (
          <ApplicationCard key={application._id} {...rowProps(application)} />
        ))}
      </Stack>
    ) : (
      <ApplicationTable headingId={headingId}>
        {state.data.map((application) => (
          <ApplicationRow key={application._id} {...rowProps(application)} />
        ))}
      </ApplicationTable>
    );
  }

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle2" component="h4">
        {t('market.applications.title')}
      </Typography>
      {content}
      <ConfirmActionDialog
        open={dialogOpen}
        title={t('market.select.title')}
        text={t('market.select.text', { name: selecting?.applicantName ?? '' })}
        confirmLabel={t('market.select.confirm')}
        onConfirm={() =>
          selecting ? marketApi.select(client, job._id, selecting._id) : Promise.resolve({ data: undefined })
        }
        onDone={() => {
          setDialogOpen(false);
          reload();
          onChanged();
        }}
        onRefused={reload}
        onClose={(afterRefusal) => {
          setDialogOpen(false);
          if (afterRefusal) onChanged();
        }}
      />
    </Stack>
  );
}

interface ApplicationViewProps {
  application: JobApplicationWire;
  canSelect: boolean;
  onSelect(): void;
}

function ApplicationTable({ headingId, children }: { headingId: string; children: ReactNode }) {
  const t = useTranslate();
  return (
    <Table size="small" aria-labelledby={headingId}>
      <TableHead>
        <TableRow>
          <TableCell>{t('market.applications.column.applicant')}</TableCell>
          <TableCell>{t('market.applications.column.agency')}</TableCell>
          <TableCell>{t('market.applications.column.qualification')}</TableCell>
          <TableCell align="right">{t('market.applications.column.rate')}</TableCell>
          <TableCell>{t('market.applications.column.appliedAt')}</TableCell>
          <TableCell>{t('market.applications.column.state')}</TableCell>
          <TableCell>{t('market.applications.column.documents')}</TableCell>
          <TableCell>{t('market.applications.column.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

/** The texts of one application, shared by the table row and the card. */
function useApplicationTexts(application: JobApplicationWire) {
  const t = useTranslate();
  const language = useLanguage();
  return {
    agency: application.agency?.name ?? t('market.applications.noAgency'),
    qualification: application.candidate?.qualificationLevel ?? t('market.applications.noQualification'),
    rate: formatHourlyRate(t, language, application.hourlyRate),
    appliedAt: formatMoment(t, application.createdAt),
    clash: application.workingTimeClash
      ? clashText(t, language, application.applicantName, application.workingTimeClash)
      : undefined,
  };
}

function ApplicationRow({ application, canSelect, onSelect }: ApplicationViewProps) {
  const texts = useApplicationTexts(application);
  return (
    <TableRow>
      <TableCell>{application.applicantName}</TableCell>
      <TableCell>{texts.agency}</TableCell>
      <TableCell>{texts.qualification}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {texts.rate}
      </TableCell>
      <TableCell>{texts.appliedAt}</TableCell>
      <TableCell>
        <ApplicationStateChip state={application.state} />
      </TableCell>
      <TableCell>
        <ApplicationDocuments documents={application.documents} />
      </TableCell>
      <TableCell sx={{ maxWidth: 320 }}>
        <SelectAction application={application} clash={texts.clash} canSelect={canSelect} onSelect={onSelect} />
      </TableCell>
    </TableRow>
  );
}

function ApplicationCard({ application, canSelect, onSelect }: ApplicationViewProps) {
  const t = useTranslate();
  const texts = useApplicationTexts(application);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={0.75} sx={{ overflowWrap: 'anywhere' }}>
          <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
            <Typography fontWeight={600}>{application.applicantName}</Typography>
            <ApplicationStateChip state={application.state} />
          </Stack>
          <Typography variant="body2">
            {texts.agency} · {texts.qualification}
          </Typography>
          <Typography variant="body2">
            {texts.rate} · {t('market.applications.appliedAt', { moment: texts.appliedAt })}
          </Typography>
          <ApplicationDocuments documents={application.documents} />
          <SelectAction application={application} clash={texts.clash} canSelect={canSelect} onSelect={onSelect} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function ApplicationStateChip({ state }: { state: ApplicationState }) {
  const t = useTranslate();
  return <Chip size="small" color={STATE_COLOURS[state]} label={t(`market.applicationState.${state}`)} />;
}

/** "Select" on an open application, disabled with the reason beside it when the law forbids it. */
function SelectAction({
  application,
  clash,
  canSelect,
  onSelect,
}: ApplicationViewProps & { clash: string | undefined }) {
  const t = useTranslate();
  const warningId = useId();
  if (!canSelect && !clash) return null;
  return (
    <Stack spacing={1} alignItems="flex-start">
      {clash && application.state === 'applied' && (
        <Alert severity="warning" id={warningId} sx={{ py: 0 }}>
          {clash}
        </Alert>
      )}
      {canSelect && (
        <Button
          size="small"
          variant="contained"
          disableElevation
          disabled={clash !== undefined}
          aria-label={t('market.select.label', { name: application.applicantName })}
          aria-describedby={clash ? warningId : undefined}
          onClick={onSelect}
        >
          {t('market.select.button')}
        </Button>
      )}
    </Stack>
  );
}
