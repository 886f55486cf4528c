import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JobHistoryEntryWire, JobWire } from '@medstaff/domain';
import { useId, useState } from 'react';
import { useErrorText } from '../api/use-error-text';
import { useTranslate } from '../i18n/I18nProvider';
import { formatMoment, historySentence } from './market-format';
import { useJobHistory } from './use-job-market';

/** A collapsible "History" of the request (loaded when first opened), newest first. */
export function JobHistory({ job }: { job: Pick<JobWire, '_id' | 'state' | 'version'> }) {
  const t = useTranslate();
  const errorText = useErrorText();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { state, reload } = useJobHistory(job, opened);

  const toggle = () => {
    setOpen((value) => !value);
    setOpened(true);
  };

  return (
    <Stack component="section" spacing={0.5} aria-label={t('market.history.title')}>
      <Button
        size="small"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={listId}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t(open ? 'market.history.hide' : 'market.history.show')}
      </Button>
      <Collapse in={open} id={listId}>
        {state.status === 'loading' ? (
          <Typography role="status" variant="body2" color="text.secondary">
            {t('market.history.loading')}
          </Typography>
        ) : state.status === 'error' ? (
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
        ) : state.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('market.history.empty')}
          </Typography>
        ) : (
          <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 2 }}>
            {state.data.map((entry) => (
              <HistoryEntry key={entry._id} entry={entry} />
            ))}
          </Stack>
        )}
      </Collapse>
    </Stack>
  );
}

function HistoryEntry({ entry }: { entry: JobHistoryEntryWire }) {
  const t = useTranslate();
  const { action, change } = historySentence(t, entry);
  const actor = entry.actor ?? t('market.history.automatic');
  return (
    <Typography component="li" variant="body2">
      <Typography component="span" variant="body2" color="text.secondary">
        {formatMoment(t, entry.at)}
      </Typography>
      {' · '}
      <strong>{actor}</strong>
      {action && ` ${action}`}
      {change && (action ? ` (${change})` : `: ${change}`)}
    </Typography>
  );
}
