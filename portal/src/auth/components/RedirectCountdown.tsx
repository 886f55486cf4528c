import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslate } from '../../i18n/I18nProvider';

/** Counts down one second at a time, then goes to `to` (replacing the current page). */
export function RedirectCountdown({ seconds, to }: { seconds: number; to: string }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const timer = setInterval(() => setRemaining((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (remaining <= 0) navigate(to, { replace: true });
  }, [remaining, navigate, to]);

  return <Typography color="text.secondary">{t('emailConfirmed.countdown', { smart_count: remaining })}</Typography>;
}
