import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CandidateAgenciesWire, CandidateAgencyInvitationWire, NamedRefWire } from '@medstaff/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import type { ApiResult } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { useApiClient } from '../api/use-api-client';
import { useApiQuery } from '../api/use-api-query';
import { useErrorText } from '../api/use-error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { formatDay } from '../calendar/calendar-dates';
import { useTranslate } from '../i18n/I18nProvider';
import { LoadingText } from '../jobs/LoadingText';
import { PageHeader } from '../shell/components/PageHeader';
import { candidateApi } from './candidate-api';

/**
 * My agencies, for a person agencies may apply with: the agencies' open invitations (accept or
 * decline) and the agencies she is a candidate of (leave). An agency applies only with her consent.
 */
export function MyAgenciesPage() {
  const t = useTranslate();
  const client = useApiClient();
  const errorText = useErrorText();
  useDocumentTitle(t('candidateAgencies.title'));
  const queryClient = useQueryClient();
  const agencies = useApiQuery(queryKeys.candidateAgencies(), (api) => candidateApi.agencies(api));
  const state = agencies.data;
  const [actionError, setActionError] = useState<string>();
  const error = actionError ?? (!state && agencies.error ? errorText(agencies.error) : undefined);
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (call: () => Promise<ApiResult<CandidateAgenciesWire>>, done: string) => {
      setActionError(undefined);
      setNotice(undefined);
      setBusy(true);
      const answer = await call();
      setBusy(false);
      if (answer.error) {
        setActionError(errorText(answer.error));
        // The list may have changed (an invitation answered elsewhere or expired): read it again.
        await queryClient.invalidateQueries({ queryKey: queryKeys.candidateAgencies() });
        return;
      }
      // The answer is the list as it now stands.
      queryClient.setQueryData(queryKeys.candidateAgencies(), answer.data);
      setNotice(done);
    },
    [errorText, queryClient],
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeader title={t('candidateAgencies.title')} description={t('candidateAgencies.description')} />
      {error && <Alert severity="error">{error}</Alert>}
      {notice && <Alert severity="success">{notice}</Alert>}
      {!state && !error && <LoadingText />}
      {state && (
        <>
          <InvitationList
            invitations={state.invitations}
            busy={busy}
            onAccept={(invitation) =>
              void run(
                () => candidateApi.accept(client, invitation._id),
                t('candidateAgencies.accepted', { agency: invitation.agency.name }),
              )
            }
            onDecline={(invitation) =>
              void run(
                () => candidateApi.decline(client, invitation._id),
                t('candidateAgencies.declined', { agency: invitation.agency.name }),
              )
            }
          />
          <AgencyList
            agencies={state.agencies}
            busy={busy}
            onLeave={(agency) =>
              void run(
                () => candidateApi.leave(client, agency._id),
                t('candidateAgencies.left', { agency: agency.name }),
              )
            }
          />
        </>
      )}
    </Stack>
  );
}

function InvitationList({
  invitations,
  busy,
  onAccept,
  onDecline,
}: {
  invitations: CandidateAgencyInvitationWire[];
  busy: boolean;
  onAccept(invitation: CandidateAgencyInvitationWire): void;
  onDecline(invitation: CandidateAgencyInvitationWire): void;
}) {
  const t = useTranslate();
  const headingId = useId();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('candidateAgencies.invitations.title')}
      </Typography>
      {invitations.length === 0 ? (
        <Typography color="text.secondary">{t('candidateAgencies.invitations.empty')}</Typography>
      ) : (
        <List aria-labelledby={headingId}>
          {invitations.map((invitation) => (
            <ListItem key={invitation._id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={invitation.agency.name}
                secondary={t('candidateAgencies.invitations.until', { day: formatDay(new Date(invitation.expiresAt)) })}
              />
              <Button
                variant="contained"
                disableElevation
                disabled={busy}
                onClick={() => onAccept(invitation)}
                aria-label={t('candidateAgencies.acceptNamed', { agency: invitation.agency.name })}
              >
                {t('candidateAgencies.accept')}
              </Button>
              <Button
                disabled={busy}
                onClick={() => onDecline(invitation)}
                aria-label={t('candidateAgencies.declineNamed', { agency: invitation.agency.name })}
              >
                {t('candidateAgencies.decline')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

function AgencyList({
  agencies,
  busy,
  onLeave,
}: {
  agencies: NamedRefWire[];
  busy: boolean;
  onLeave(agency: NamedRefWire): void;
}) {
  const t = useTranslate();
  const headingId = useId();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('candidateAgencies.agencies.title')}
      </Typography>
      {agencies.length === 0 ? (
        <Typography color="text.secondary">{t('candidateAgencies.agencies.empty')}</Typography>
      ) : (
        <List aria-labelledby={headingId}>
          {agencies.map((agency) => (
            <ListItem key={agency._id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText primary={agency.name} secondary={t('candidateAgencies.agencies.hint')} />
              <Button
                color="error"
                disabled={busy}
                onClick={() => onLeave(agency)}
                aria-label={t('candidateAgencies.leaveNamed', { agency: agency.name })}
              >
                {t('candidateAgencies.leave')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
