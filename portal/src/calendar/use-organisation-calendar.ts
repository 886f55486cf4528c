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
  /** The query's department, `refreshKey` and attempt, without its range. */
  scope: string;
  data?: OrganisationCalendarWire;
  error?: ApiError;
}

/**
 * The shift calendar of one range (`GET /organisations/calendar`). A change of the query (or of
 * `refreshKey`, e.g. after a delete elsewhere on the page) asks again; answers to an older query
 * are ignored. A range inside the one last answered (a day of the week shown, issue 27) is not
 * asked again: its dates are in that answer already, unless it was truncated.
 */
export function useOrganisationCalendar(query: OrganisationCalendarQuery, refreshKey = 0): OrganisationCalendarState {
  const client = useApiClient();
  const { from, to, department } = query;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled>();
  const scope = `${department ?? ''}|${refreshKey}|${attempt}`;
  const key = `${from}|${to}|${scope}`;
  const answered = settled?.key === key;
  const covered =
    !answered &&
    settled?.scope === scope &&
    settled.error === undefined &&
    settled.data !== undefined &&
    !settled.data.truncated &&
    settled.data.from <= from &&
    to <= settled.data.to;
  // Returning to the range last answered (the week after one of its days) does not ask again either.
  const skip = answered || covered;

  useEffect(() => {
    if (skip) return;
    let active = true;
    void jobsApi.calendar(client, { from, to, department }).then((result) => {
      if (!active) return;
      setSettled((previous) => ({ key, scope, data: result.data ?? previous?.data, error: result.error }));
    });
    return () => {
      active = false;
    };
    // `key` also holds `refreshKey` and `attempt`: a new one asks again.
  }, [client, key, scope, skip, from, to, department]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const loading = !answered && !covered;
  return { data: settled?.data, loading, error: loading ? undefined : settled?.error, retry };
}
