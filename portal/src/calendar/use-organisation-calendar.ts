import type { OrganisationCalendarWire } from '@medstaff/domain';
import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '../api/client';
import { useApiClient } from '../api/use-api-client';
import { jobsApi, type OrganisationCalendarQuery } from '../jobs/jobs-api';

export interface OrganisationCalendarState {
  /** The latest answer, kept while the next range loads and after a failed load (undefined before the first). */
  data?: OrganisationCalendarWire;
  /** The current query has not been answered yet. */
  loading: boolean;
  /** The current query failed. */
  error?: ApiError;
  /** Asks again for the current query. */
  retry(): void;
}

interface Settled {
  key: string;
  data?: OrganisationCalendarWire;
  error?: ApiError;
}

/**
 * The shift calendar of one range (`GET /organisations/calendar`). A change of the query (or of
 * `refreshKey`, e.g. after a delete elsewhere on the page) asks again; answers to an older query
 * are ignored.
 */
export function useOrganisationCalendar(query: OrganisationCalendarQuery, refreshKey = 0): OrganisationCalendarState {
  const client = useApiClient();
  const { from, to, department } = query;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled>();
  const key = `${from}|${to}|${department ?? ''}|${refreshKey}|${attempt}`;

  useEffect(() => {
    let active = true;
    void jobsApi.calendar(client, { from, to, department }).then((result) => {
      if (!active) return;
      setSettled((previous) => ({ key, data: result.data ?? previous?.data, error: result.error }));
    });
    return () => {
      active = false;
    };
    // `key` also holds `refreshKey` and `attempt`: a new one asks again.
  }, [client, key, from, to, department]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const loading = settled?.key !== key;
  return { data: settled?.data, loading, error: loading ? undefined : settled?.error, retry };
}
