import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PoolOfferWire } from '@medstaff/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import type { ApiError } from '../api/client';
import { LIVE_LIST_REFETCH_MS } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { useApiClient } from '../api/use-api-client';
import { useApiQuery, useInvalidateShiftRequests } from '../api/use-api-query';
import { useErrorText } from '../api/use-error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { useTranslate } from '../i18n/I18nProvider';
import { LoadingText } from '../jobs/LoadingText';
import { EmptyState } from '../shell/components/EmptyState';
import { PageHeader } from '../shell/components/PageHeader';
import { AcceptDialog } from './AcceptDialog';
import { OfferCard } from './OfferCard';
import { poolApi } from './pool-api';
import { splitOffers } from './pool-format';
import { useNow } from './use-now';

/** The answer of `GET /job/offers` (the generated type, as the call returns it). */
type PoolOffersAnswer = NonNullable<Awaited<ReturnType<typeof poolApi.offers>>['data']>;

interface Notice {
  severity: 'success' | 'warning' | 'error';
  text: string;
}

/**
 * My shifts, for a member of a department's internal pool: the open offers to accept or decline
 * (the first to accept takes the shift; unanswered requests go to agencies when their time is up),
 * and the shifts the member took.
 */
export function ShiftsPage() {
  const t = useTranslate();
  const client = useApiClient();
  const errorText = useErrorText();
  useDocumentTitle(t('pool.title'));
  const now = useNow();
  const queryClient = useQueryClient();
  const query = useApiQuery(queryKeys.poolOffers(), (api) => poolApi.offers(api), {
    refetchInterval: LIVE_LIST_REFETCH_MS,
  });
  const offers = query.data?.offers;
  const loadError = !offers && query.error ? errorText(query.error) : undefined;
  const invalidate = useInvalidateShiftRequests();
  const [confirming, setConfirming] = useState<PoolOfferWire | null>(null);
  const [accepting, setAccepting] = useState(false);
  const [dialogError, setDialogError] = useState<{ text: string; refused: boolean }>();
  const [decliningId, setDecliningId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** The last success message; kept while the snackbar slides out. */
  const [success, setSuccess] = useState('');
  const [successOpen, setSuccessOpen] = useState(false);
  /** Asks every shift-request query again (this list, the hospital's tables if on screen). */
  const load = () => void invalidate();

  /** Moves one offer in the list at once; the reload that follows brings the server's view. */
  const updateOffer = (jobId: number, change: (offer: PoolOfferWire) => PoolOfferWire | null) =>
    queryClient.setQueryData<PoolOffersAnswer>(queryKeys.poolOffers(), (current) =>
      current
        ? {
            ...current,
            offers: current.offers
              .map((offer) => (offer.job._id === jobId ? change(offer) : offer))
              .filter((offer): offer is PoolOfferWire => offer !== null),
          }
        : current,
    );

  /** Taken by someone else or no longer offered: say so, drop it and reload. Other refusals are not handled here. */
  const handleGone = (offer: PoolOfferWire, error: ApiError): boolean => {
    const key =
      error.code === 'SHIFT_TAKEN'
        ? 'pool.error.taken'
        : error.code === 'JOB_STATE_CONFLICT'
          ? 'pool.error.notOffered'
          : null;
    if (!key) return false;
    setNotice({ severity: 'warning', text: t(key, { title: offer.job.title }) });
    updateOffer(offer.job._id, () => null);
    load();
    return true;
  };

  const showSuccess = (text: string) => {
    setSuccess(text);
    setSuccessOpen(true);
  };

  const openAccept = (offer: PoolOfferWire) => {
    setDialogError(undefined);
    setNotice(null);
    setConfirming(offer);
  };

  async function accept() {
    if (!confirming) return;
    const offer = confirming;
    setAccepting(true);
    setDialogError(undefined);
    const answer = await poolApi.accept(client, offer.job._id);
    setAccepting(false);
    if (!answer.error) {
      setConfirming(null);
      updateOffer(offer.job._id, (current) => ({
        ...current,
        answer: 'accepted',
        job: { ...current.job, state: 'internal_fill' },
      }));
      showSuccess(t('pool.accepted'));
      load();
      return;
    }
    if (answer.error.code === 'WORKING_TIME_CLASH') {
      setDialogError({ text: t('pool.error.clash', { message: answer.error.message }), refused: true });
      load();
      return;
    }
    if (handleGone(offer, answer.error)) {
      setConfirming(null);
      return;
    }
    setDialogError({ text: errorText(answer.error), refused: false });
  }

  async function decline(offer: PoolOfferWire) {
    setNotice(null);
    setDecliningId(offer.job._id);
    const answer = await poolApi.decline(client, offer.job._id);
    setDecliningId(null);
    if (!answer.error) {
      updateOffer(offer.job._id, (current) => ({ ...current, answer: 'declined' }));
      showSuccess(t('pool.declinedDone', { title: offer.job.title }));
      load();
      return;
    }
    if (handleGone(offer, answer.error)) return;
    setNotice({ severity: 'error', text: errorText(answer.error) });
  }

  const { open, taken } = useMemo(() => splitOffers(offers ?? []), [offers]);
  const busy = accepting || decliningId !== null;

  return (
    <>
      <PageHeader title={t('pool.title')} description={t('pool.description')} />
      {loadError && (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={load}>
              {t('pool.retry')}
            </Button>
          }
        >
          {loadError}
        </Alert>
      )}
      {!loadError && !offers && <LoadingText />}
      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 3 }} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {offers && (
        <Stack spacing={4} sx={{ maxWidth: 880 }}>
          <OfferSection id="pool-open" title={t('pool.open.title')}>
            {open.length === 0 ? (
              <EmptyState title={t('pool.open.emptyTitle')} text={t('pool.open.emptyText')} />
            ) : (
              <OfferList label={t('pool.open.title')}>
                {open.map((offer) => (
                  <OfferCard
                    key={offer.job._id}
                    offer={offer}
                    now={now}
                    busy={busy}
                    declining={decliningId === offer.job._id}
                    onAccept={openAccept}
                    onDecline={(declined) => void decline(declined)}
                  />
                ))}
              </OfferList>
            )}
          </OfferSection>
          <OfferSection id="pool-taken" title={t('pool.taken.title')}>
            {taken.length === 0 ? (
              <Typography color="text.secondary">{t('pool.taken.empty')}</Typography>
            ) : (
              <OfferList label={t('pool.taken.title')}>
                {taken.map((offer) => (
                  <OfferCard key={offer.job._id} offer={offer} now={now} taken />
                ))}
              </OfferList>
            )}
          </OfferSection>
        </Stack>
      )}
      <AcceptDialog
        offer={confirming}
        busy={accepting}
        error={dialogError?.text}
        refused={dialogError?.refused}
        onConfirm={() => void accept()}
        onClose={() => setConfirming(null)}
      />
      <Snackbar
        open={successOpen}
        autoHideDuration={6000}
        onClose={() => setSuccessOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setSuccessOpen(false)} sx={{ width: '100%' }}>
          {success}
        </Alert>
      </Snackbar>
    </>
  );
}

function OfferSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography variant="h5" component="h2" id={`${id}-title`} sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function OfferList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack spacing={2} component="ul" sx={{ p: 0, m: 0 }} aria-label={label}>
      {children}
    </Stack>
  );
}
