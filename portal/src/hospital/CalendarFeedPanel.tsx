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
import { useState } from 'react';
import { queryKeys } from '../api/query-keys';
import { useApiClient } from '../api/use-api-client';
import { useApiQuery } from '../api/use-api-query';
import { useErrorText } from '../api/use-error-text';
import { formatDay } from '../calendar/calendar-dates';
import { useTranslate } from '../i18n/I18nProvider';
import { jobsApi, type CalendarFeed } from '../jobs/jobs-api';
import { LoadingText } from '../jobs/LoadingText';

const feedKey = (feed: Pick<CalendarFeed, 'scope' | 'id'>) => `${feed.scope}:${feed.id}`;
const feedName = (feed: CalendarFeed) =>
  feed.scope === 'organisation' ? feed.name : `${feed.organisationName} – ${feed.name}`;

/**
 * Private iCalendar feeds (Outlook, Google, Apple) of the organisations and departments the user
 * manages: create or rotate an address (shown once, with a copy button) and revoke it.
 */
export function CalendarFeedPanel() {
  const t = useTranslate();
  const client = useApiClient();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const query = useApiQuery(queryKeys.calendarFeeds(), async (api) => {
    const result = await jobsApi.calendarFeeds(api);
    return result.error ? result : { data: result.data.feeds ?? [] };
  });
  const feeds = query.data;
  const loadError = feeds ? undefined : (query.error ?? undefined);
  const [urls, setUrls] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [copied, setCopied] = useState<string>();

  const replace = (changed: CalendarFeed) =>
    queryClient.setQueryData<CalendarFeed[]>(queryKeys.calendarFeeds(), (previous) =>
      previous?.map((feed) => (feedKey(feed) === feedKey(changed) ? changed : feed)),
    );

  async function rotate(feed: CalendarFeed) {
    setError(undefined);
    const result = await jobsApi.rotateCalendarFeed(client, feed.scope, feed.id);
    if (result.error) return setError(errorText(result.error));
    const { url, ...rest } = result.data;
    replace({ ...feed, ...rest, active: true });
    if (url) setUrls((previous) => ({ ...previous, [feedKey(feed)]: url }));
  }

  async function revoke(feed: CalendarFeed) {
    setError(undefined);
    const result = await jobsApi.revokeCalendarFeed(client, feed.scope, feed.id);
    if (result.error) return setError(errorText(result.error));
    replace({ ...feed, active: false, issuedAt: null });
    setUrls(({ [feedKey(feed)]: _removed, ...rest }) => rest);
  }

  async function copy(key: string, url: string) {
    await navigator.clipboard?.writeText(url);
    setCopied(key);
  }

  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-labelledby="calendar-feeds-title">
      <Typography id="calendar-feeds-title" variant="h6" component="h2">
        {t('feeds.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('feeds.description')}
      </Typography>
      {loadError && <Alert severity="error">{errorText(loadError)}</Alert>}
      {!feeds && !loadError && <LoadingText />}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Stack spacing={2}>
        {feeds?.map((feed) => {
          const key = feedKey(feed);
          const url = urls[key];
          return (
            <Stack key={key} spacing={1}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
                <Typography sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                  {feedName(feed)}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' · '}
                    {feed.active
                      ? feed.issuedAt
                        ? t('feeds.activeSince', { date: formatDay(new Date(feed.issuedAt)) })
                        : t('feeds.active')
                      : t('feeds.none')}
                  </Typography>
                </Typography>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => void rotate(feed)}
                  aria-label={`${t(feed.active ? 'feeds.rotate' : 'feeds.create')}: ${feedName(feed)}`}
                >
                  {t(feed.active ? 'feeds.rotate' : 'feeds.create')}
                </Button>
                {feed.active && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => void revoke(feed)}
                    aria-label={`${t('feeds.revoke')}: ${feedName(feed)}`}
                  >
                    {t('feeds.revoke')}
                  </Button>
                )}
              </Stack>
              {url && (
                <TextField
                  size="small"
                  label={t('feeds.url', { name: feedName(feed) })}
                  value={url}
                  helperText={copied === key ? t('feeds.copied') : t('feeds.urlOnce')}
                  slotProps={{
                    htmlInput: { readOnly: true },
                    input: {
                      endAdornment: (
                        <InputAdornment position="end">
                          <IconButton aria-label={t('feeds.copy')} onClick={() => void copy(key, url)}>
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
          );
        })}
      </Stack>
    </Paper>
  );
}
