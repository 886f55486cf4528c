import type { ErrorCode } from '@medstaff/domain';
import { useCallback } from 'react';
import { useTranslate, type Translate } from '../i18n/I18nProvider';
import type { TranslationKey } from '../i18n/translations';
import type { ApiError } from './client';

/** Refusals that mean "not now": the screen says so in its own words, with the wait when known. */
const WAIT_TEXTS: Partial<Record<ErrorCode, TranslationKey>> = {
  LOGIN_THROTTLED: 'error.loginThrottled',
  TOO_MANY_REQUESTS: 'error.tooManyRequests',
  SERVER_BUSY: 'error.serverBusy',
};

/** Up to this many seconds the wait is said in seconds, beyond it in whole minutes (rounded up). */
const SECONDS_SHOWN_UP_TO = 90;

/** "Please try again in 10 minutes." from the seconds of `Retry-After`, or "later" without it. */
export function retryText(t: Translate, seconds: number | undefined): string {
  if (seconds === undefined) return t('error.retryLater');
  if (seconds <= SECONDS_SHOWN_UP_TO) return t('error.retryInSeconds', { smart_count: seconds });
  return t('error.retryInMinutes', { smart_count: Math.ceil(seconds / 60) });
}

/**
 * The text a screen shows for a failed call, chosen by its code: for throttled or busy answers a
 * translated explanation with the time to wait; when the server could not be reached at all (no
 * code), a translated explanation instead of the browser's technical one; otherwise the server's
 * message (already in the interface language).
 */
export function errorText(t: Translate, error: ApiError): string {
  if (error.code === undefined) return t('error.network');
  const waitText = WAIT_TEXTS[error.code];
  if (waitText) return `${t(waitText)} ${retryText(t, error.retryAfterSeconds)}`;
  return error.message;
}

export function useErrorText(): (error: ApiError) => string {
  const t = useTranslate();
  return useCallback((error: ApiError) => errorText(t, error), [t]);
}
