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

/** Anonymous figures of the public site (GET /api/admin/statistics/site). */
export interface SiteFigures {
  pageViews: number;
  visits: number;
  searches: number;
  submits: number;
  since: string | null;
}

export interface AppDataProvider extends DataProvider {
  getSiteFigures(): Promise<SiteFigures>;
}

export const dataProvider: AppDataProvider = {
  ...simpleRestProvider(ADMIN_API_URL, httpClient),
  getSiteFigures: async () => (await httpClient(`${ADMIN_API_URL}/statistics/site`)).json as SiteFigures,
};
