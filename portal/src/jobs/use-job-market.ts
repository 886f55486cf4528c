import type { JobApplicationWire, JobHistoryEntryWire, JobWire } from '@medstaff/domain';
import { LIVE_LIST_REFETCH_MS } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { loadStateOf, useApiQuery, type LoadState } from '../api/use-api-query';
import { marketApi } from './market-api';

interface Loaded<T> {
  state: LoadState<T>;
  reload(): void;
}

/**
 * The agencies' applications on a request; asked again every 30 s while shown (a new application)
 * and after every workflow action. The previous list stays on screen while it is asked again.
 */
export function useJobApplications(job: Pick<JobWire, '_id'>): Loaded<JobApplicationWire[]> {
  const query = useApiQuery(
    queryKeys.applications(job._id),
    async (client) => {
      const result = await marketApi.applications(client, job._id);
      return result.error ? result : { data: result.data.applications ?? [] };
    },
    { refetchInterval: LIVE_LIST_REFETCH_MS },
  );
  return { state: loadStateOf(query), reload: () => void query.refetch() };
}

/** A request's history, loaded once it is shown; asked again after every workflow action and for a new version. */
export function useJobHistory(job: Pick<JobWire, '_id' | 'version'>, enabled: boolean): Loaded<JobHistoryEntryWire[]> {
  const query = useApiQuery(
    queryKeys.history(job._id, job.version),
    async (client) => {
      const result = await marketApi.history(client, job._id);
      return result.error ? result : { data: result.data.entries ?? [] };
    },
    { enabled },
  );
  return { state: loadStateOf(query), reload: () => void query.refetch() };
}
