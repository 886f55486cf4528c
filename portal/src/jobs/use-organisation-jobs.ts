import type { OrganisationJobsWire } from '@medstaff/domain';
import { useCallback, useEffect, useState } from 'react';
import { useApiClient } from '../api/use-api-client';
import { jobsApi } from './jobs-api';
import type { LoadState } from './use-my-organisations';

/** The organisation's requests, grouped into the three tables, with a reload (after a delete). */
export function useOrganisationJobs(): { state: LoadState<OrganisationJobsWire>; reload(): void } {
  const client = useApiClient();
  const [state, setState] = useState<LoadState<OrganisationJobsWire>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    void jobsApi.organisationJobs(client).then((result) => {
      if (!active) return;
      setState(result.error ? { status: 'error', error: result.error } : { status: 'loaded', data: result.data });
    });
    return () => {
      active = false;
    };
  }, [client, attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
