import { useCallback } from 'react';
import { useTranslate } from '../i18n/I18nProvider';
import type { ApiError } from './client';

/**
 * The text a screen shows for a failed call: the server's message (already in the interface
 * language), or, when the server could not be reached at all, a translated explanation instead
 * of the browser's technical one.
 */
export function useErrorText(): (error: ApiError) => string {
  const t = useTranslate();
  return useCallback((error: ApiError) => (error.code === undefined ? t('error.network') : error.message), [t]);
}
