import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '../api/client';
import { useApiClient } from '../api/use-api-client';
import { jobsApi, myOrganisationsOf, type MyOrganisation } from './jobs-api';

export type LoadState<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'error'; error: ApiError };

/** The signed-in user's organisations and departments (`GET /organisations/mine`). */
export function useMyOrganisations(): { state: LoadState<MyOrganisation[]>; reload(): void } {
  const client = useApiClient();
  const [state, setState] = useState<LoadState<MyOrganisation[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    void jobsApi.myOrganisations(client).then((result) => {
      if (!active) return;
      setState(
        result.error
          ? { status: 'error', error: result.error }
          : { status: 'loaded', data: myOrganisationsOf(result.data) },
      );
    });
    return () => {
      active = false;
    };
  }, [client, attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
