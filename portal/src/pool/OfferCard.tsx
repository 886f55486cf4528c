import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import HourglassBottomOutlinedIcon from '@mui/icons-material/HourglassBottomOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PoolOfferWire } from '@medstaff/domain';
import { useTranslate, type Translate } from '../i18n/I18nProvider';
import { ClashWarning } from './ClashWarning';
import { releaseText, shiftWhen } from './pool-format';

export interface OfferCardProps {
  offer: PoolOfferWire;
  /** Now (ms), for the time left before the request goes to agencies. */
  now: number;
  /** Taken shifts show no time limit and no buttons. */
  taken?: boolean;
  /** A decline of this offer is under way. */
  declining?: boolean;
  /** Another answer is under way: the buttons wait. */
  busy?: boolean;
  onAccept?(offer: PoolOfferWire): void;
  onDecline?(offer: PoolOfferWire): void;
}

/** One request offered to the pool, or one shift the member took: where, when, what it asks. */
export function OfferCard({
  offer,
  now,
  taken = false,
  declining = false,
  busy = false,
  onAccept,
  onDecline,
}: OfferCardProps) {
  const t = useTranslate();
  const { job } = offer;
  const declined = !taken && offer.answer === 'declined';
  const place = placeText(t, offer);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="h6" component="h3" sx={{ mr: 'auto' }}>
              {job.title}
            </Typography>
            {taken && <Chip size="small" color="success" label={t('pool.taken.chip')} />}
            {declined && <Chip size="small" label={t('pool.card.declined')} />}
          </Stack>
          {place && <Typography color="text.secondary">{place}</Typography>}
          <ShiftDates offer={offer} />
          {job.skills.length > 0 && (
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap aria-label={t('pool.card.skills')}>
              {job.skills.map((skill) => (
                <Chip key={skill} size="small" variant="outlined" label={skill} />
              ))}
            </Stack>
          )}
          {!taken && (
            <Stack direction="row" spacing={1} alignItems="center">
              <HourglassBottomOutlinedIcon fontSize="small" color="action" aria-hidden="true" />
              <Typography variant="body2">{releaseText(t, offer.releaseAt, now)}</Typography>
            </Stack>
          )}
          {declined && (
            <Typography variant="body2" color="text.secondary">
              {t('pool.card.declinedHint')}
            </Typography>
          )}
          {!taken && offer.workingTimeClash && <ClashWarning clash={offer.workingTimeClash} />}
        </Stack>
      </CardContent>
      {!taken && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            disableElevation
            disabled={busy || offer.workingTimeClash !== null}
            onClick={() => onAccept?.(offer)}
            aria-label={t('pool.acceptNamed', { title: job.title })}
          >
            {t(declined ? 'pool.acceptAnyway' : 'pool.accept')}
          </Button>
          {!declined && (
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => onDecline?.(offer)}
              aria-label={t('pool.declineNamed', { title: job.title })}
              startIcon={declining ? <CircularProgress size={16} aria-hidden="true" /> : undefined}
            >
              {t(declining ? 'pool.declining' : 'pool.decline')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}

/** "Klinikum Nord · Intensivstation" (either part alone when the other is missing). */
function placeText(t: Translate, offer: PoolOfferWire): string {
  const organisation = offer.job.organisation?.name;
  const department = offer.job.orig_dept?.name;
  if (organisation && department) return t('pool.card.place', { organisation, department });
  return organisation ?? department ?? '';
}

function ShiftDates({ offer }: { offer: PoolOfferWire }) {
  const t = useTranslate();
  return (
    <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0 }} aria-label={t('pool.card.dates')}>
      {offer.job.dates.map((date) => (
        <Stack key={date._id} component="li" direction="row" spacing={1} alignItems="center" sx={{ listStyle: 'none' }}>
          <EventAvailableOutlinedIcon fontSize="small" color="action" aria-hidden="true" />
          <Typography>{shiftWhen(date.date.startDate, date.date.endDate, t('jobs.openEnd'))}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
