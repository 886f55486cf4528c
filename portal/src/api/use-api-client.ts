import { useMemo } from 'react';
import { useLanguage } from '../i18n/I18nProvider';
import { createApiClient, type ApiClient } from './client';

/** The API client speaking the current interface language. */
export function useApiClient(): ApiClient {
  const language = useLanguage();
  return useMemo(() => createApiClient({ language }), [language]);
}
