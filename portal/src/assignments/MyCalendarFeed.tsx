import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { queryKeys } from '../api/query-keys';
import { useApiClient } from '../api/use-api-client';
import { useApiQuery } from '../api/use-api-query';
import { useErrorText } from '../api/use-error-text';
import { formatDay } from '../calendar/calendar-dates';
import { useTranslate } from '../i18n/I18nProvider';
import { LoadingText } from '../jobs/LoadingText';
import { assignmentsApi } from './assignments-api';

/**
 * Her private calendar feed (Outlook, Google, Apple) of her own shifts: create or renew the
 * address (shown once, with a copy button) and revoke it. The address is the key: whoever has it
 * sees the shifts, so renewing it shuts out an address that was passed on.
 */
export function MyCalendarFeed() {
  const t = useTranslate();
  const client = useApiClient();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const headingId = useId();
  const query = useApiQuery(queryKeys.ownCalendarFeed(), (api) => assignmentsApi.ownFeed(api));
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();
  const [copied, setCopied] = useState(false);
  const feed = query.data;

  async function rotate() {
    setError(undefined);
    setCopied(false);
    const result = await assignmentsApi.rotateOwnFeed(client);
    if (result.error) return setError(errorText(result.error));
    const { url: address, ...state } = result.data;
    queryClient.setQueryData(queryKeys.ownCalendarFeed(), state);
    setUrl(address);
  }

  async function revoke() {
    setError(undefined);
    const result = await assignmentsApi.revokeOwnFeed(client);
    if (result.error) return setError(errorText(result.error));
    queryClient.setQueryData(queryKeys.ownCalendarFeed(), { active: false, issuedAt: null });
    setUrl(undefined);
  }

  async function copy(address: string) {
    await navigator.clipboard?.writeText(address);
    setCopied(true);
  }

  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('assignments.feed.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('assignments.feed.description')}
      </Typography>
      {!feed && query.error && <Alert severity="error">{errorText(query.error)}</Alert>}
      {!feed && !query.error && <LoadingText />}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {feed && (
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
            <Typography sx={{ flexGrow: 1 }}>
              {feed.active
                ? feed.issuedAt
                  ? t('assignments.feed.activeSince', { date: formatDay(new Date(feed.issuedAt)) })
                  : t('assignments.feed.active')
                : t('assignments.feed.none')}
            </Typography>
            <Button variant="outlined" size="small" onClick={() => void rotate()}>
              {t(feed.active ? 'assignments.feed.rotate' : 'assignments.feed.create')}
            </Button>
            {feed.active && (
              <Button size="small" color="error" onClick={() => void revoke()}>
                {t('assignments.feed.revoke')}
              </Button>
            )}
          </Stack>
          {url && (
            <TextField
              size="small"
              label={t('assignments.feed.url')}
              value={url}
              helperText={copied ? t('assignments.feed.copied') : t('assignments.feed.urlOnce')}
              slotProps={{
                htmlInput: { readOnly: true },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton aria-label={t('assignments.feed.copy')} onClick={() => void copy(url)}>
                        <ContentCopyIcon />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
              fullWidth
            />
          )}
        </Stack>
      )}
    </Paper>
  );
}
