import { QueryClient } from '@tanstack/react-query';
import type { ApiError } from './client';

/**
 * How often the lists another person changes while one looks at them (the market, the
 * applications, the pool offers, the hospital's requests and calendar) ask the server again while
 * their page is open. Every query also asks again when the window regains the focus.
 */
export const LIVE_LIST_REFETCH_MS = 30_000;

/** An answer is fresh this long: a second component asking for it within that time is served from the cache. */
const STALE_MS = 5_000;

/**
 * Retries a failed load once, and only without an answer (offline, server unreachable): an
 * answer with a status (403, 404, 409, a validation or a server error) would answer the same again.
 */
function retryWithoutAnswer(failureCount: number, error: ApiError): boolean {
  return failureCount < 1 && error.status === undefined;
}

/**
 * The signed-in area's one cache of server state (issue 28): queries throw the `ApiError` of the
 * answer, so `error` is what the screens show; the interval of a live list is set by its hook.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_MS, refetchOnWindowFocus: true, retry: retryWithoutAnswer },
      mutations: { retry: false },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}
