import type { OrganisationJobsWire } from '@medstaff/domain';
import { LIVE_LIST_REFETCH_MS } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { loadStateOf, useApiQuery, type LoadState } from '../api/use-api-query';
import { jobsApi } from './jobs-api';

/**
 * The organisation's requests, grouped into the three tables; asked again every 30 s while shown
 * (an agency's application, the pool's answer) and after every workflow action.
 */
export function useOrganisationJobs(): { state: LoadState<OrganisationJobsWire>; reload(): void } {
  const query = useApiQuery(queryKeys.organisationJobs(), (client) => jobsApi.organisationJobs(client), {
    refetchInterval: LIVE_LIST_REFETCH_MS,
  });
  return { state: loadStateOf(query), reload: () => void query.refetch() };
}
