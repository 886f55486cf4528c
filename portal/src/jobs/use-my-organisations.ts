import { loadStateOf, useApiQuery, type LoadState } from '../api/use-api-query';
import { queryKeys } from '../api/query-keys';
import { jobsApi, myOrganisationsOf, type MyOrganisation } from './jobs-api';

export type { LoadState } from '../api/use-api-query';

/** The signed-in user's organisations and departments (`GET /organisations/mine`), one cached query. */
export function useMyOrganisations(): { state: LoadState<MyOrganisation[]>; reload(): void } {
  const query = useApiQuery(queryKeys.myOrganisations(), async (client) => {
    const result = await jobsApi.myOrganisations(client);
    return result.error ? result : { data: myOrganisationsOf(result.data) };
  });
  return { state: loadStateOf(query), reload: () => void query.refetch() };
}
