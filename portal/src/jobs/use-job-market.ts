import type { JobApplicationWire, JobHistoryEntryWire, JobWire } from '@medstaff/domain';
import { useCallback, useEffect, useState } from 'react';
import type { ApiClient, ApiResult } from '../api/client';
import { useApiClient } from '../api/use-api-client';
import { marketApi } from './market-api';
import type { LoadState } from './use-my-organisations';

/**
 * Loads `load(client)` while `enabled`, again whenever `key` changes or `reload()` is called;
 * the previous data stays on screen during a reload.
 */
function useLoad<T>(
  load: (client: ApiClient) => Promise<ApiResult<T>>,
  key: string,
  enabled = true,
): { state: LoadState<T>; reload(): void } {
  const client = useApiClient();
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    setState((previous) => (previous.status === 'loaded' ? previous : { status: 'loading' }));
    void load(client).then((result) => {
      if (!active) return;
      setState(result.error ? { status: 'error', error: result.error } : { status: 'loaded', data: result.data });
    });
    return () => {
      active = false;
    };
    // `load` is rebuilt on each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key, attempt, enabled]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}

/** The agencies' applications on a request; reloaded when the request changes (state or version). */
export function useJobApplications(job: Pick<JobWire, '_id' | 'state' | 'version'>) {
  return useLoad<JobApplicationWire[]>(async (client) => {
    const result = await marketApi.applications(client, job._id);
    return result.error ? result : { data: result.data.applications ?? [] };
  }, `${job._id}:${job.state}:${job.version}`);
}

/** A request's history, loaded once it is shown; reloaded when the request changes. */
export function useJobHistory(job: Pick<JobWire, '_id' | 'state' | 'version'>, enabled: boolean) {
  return useLoad<JobHistoryEntryWire[]>(
    async (client) => {
      const result = await marketApi.history(client, job._id);
      return result.error ? result : { data: result.data.entries ?? [] };
    },
    `${job._id}:${job.state}:${job.version}`,
    enabled,
  );
}
