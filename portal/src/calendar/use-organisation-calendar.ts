import type { OrganisationCalendarWire } from '@medstaff/domain';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ApiError } from '../api/client';
import { LIVE_LIST_REFETCH_MS } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { useApiQuery } from '../api/use-api-query';
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

type Range = Pick<OrganisationCalendarQuery, 'from' | 'to' | 'department'>;

/**
 * The shift calendar of one range (`GET /organisations/calendar`), a query of the cache: a change
 * of the range or department asks again (the previous events stay meanwhile), and so does every
 * workflow action (invalidation) and, while shown, every 30 s. A range inside the one last asked
 * (a day of the week shown, issue 27) is not asked again: its dates are in that answer already,
 * unless it was truncated.
 */
export function useOrganisationCalendar(query: OrganisationCalendarQuery): OrganisationCalendarState {
  const queryClient = useQueryClient();
  const { from, to, department } = query;
  const [asked, setAsked] = useState<Range>({ from, to, department });
  const askedAnswer = queryClient.getQueryData<OrganisationCalendarWire>(
    queryKeys.calendar(asked.from, asked.to, asked.department),
  );
  const covered =
    asked.department === department &&
    askedAnswer !== undefined &&
    !askedAnswer.truncated &&
    askedAnswer.from <= from &&
    to <= askedAnswer.to;
  const range = covered ? asked : { from, to, department };
  if (!covered && (asked.from !== from || asked.to !== to || asked.department !== department)) {
    // A range outside the last one asked: it becomes the one asked (a render-time update, as React allows).
    setAsked(range);
  }
  const calendar = useApiQuery(
    queryKeys.calendar(range.from, range.to, range.department),
    (client) => jobsApi.calendar(client, { from: range.from, to: range.to, department: range.department }),
    { placeholderData: keepPreviousData, refetchInterval: LIVE_LIST_REFETCH_MS },
  );
  // The last answer stays on screen after a failed load too (a placeholder is shown only while pending).
  const shown = useRef<OrganisationCalendarWire>(undefined);
  if (calendar.data !== undefined) shown.current = calendar.data;
  const loading = calendar.isPlaceholderData || (calendar.isPending && calendar.fetchStatus !== 'idle');
  return {
    data: shown.current,
    loading: loading || (calendar.isFetching && calendar.isError),
    error: loading ? undefined : (calendar.error ?? undefined),
    retry: () => void calendar.refetch(),
  };
}
