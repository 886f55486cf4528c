import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { bearerToken, readSession } from '../auth/session';

export const ADMIN_API_URL = '/api/admin';

/** fetchJson with the stored session's Bearer token; a 401 or 403 reaches authProvider.checkError. */
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const session = readSession();
  return fetchUtils.fetchJson(url, {
    ...options,
    user: session ? { authenticated: true, token: bearerToken(session) } : undefined,
  });
};

export const dataProvider: DataProvider = simpleRestProvider(ADMIN_API_URL, httpClient);
