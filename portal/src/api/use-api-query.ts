import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiClient, ApiError, ApiResult } from './client';
import { queryKeys } from './query-keys';
import { useApiClient } from './use-api-client';

/** What a screen shows of a load: under way, its data, or its error. */
export type LoadState<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'error'; error: ApiError };

/** The data of an answer, or its `ApiError` thrown (TanStack Query keeps it as the query's error). */
export async function dataOf<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const answer = await result;
  if (answer.error) throw answer.error;
  return answer.data;
}

type ApiQueryOptions<T> = Omit<UseQueryOptions<T, ApiError, T, QueryKey>, 'queryKey' | 'queryFn'>;

/**
 * One API load through the query cache: `load` gets the client of the interface language and
 * answers the call's result; the query's data is its body, its error the `ApiError`.
 */
export function useApiQuery<T>(
  queryKey: QueryKey,
  load: (client: ApiClient) => Promise<ApiResult<T>>,
  options: ApiQueryOptions<T> = {},
) {
  const client = useApiClient();
  return useQuery<T, ApiError, T, QueryKey>({ queryKey, queryFn: () => dataOf(load(client)), ...options });
}

/**
 * A query as the screens show it: its data while there is any (kept during a refetch, and after
 * a failed refetch), else its error, else loading.
 */
export function loadStateOf<T>(query: { data: T | undefined; error: ApiError | null }): LoadState<T> {
  if (query.data !== undefined) return { status: 'loaded', data: query.data };
  if (query.error) return { status: 'error', error: query.error };
  return { status: 'loading' };
}

/**
 * After a workflow action (accept, release, recall, select, apply, withdraw, pool answers, an
 * edit or a delete): every shift-request query asks again if it is on screen, and is stale for
 * the next screen that shows it.
 */
export function useInvalidateShiftRequests(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.shiftRequests }), [queryClient]);
}
