import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A fresh cache per test, without retries (a failed load fails at once), focus refetches and
 * garbage-collection timers. Answers are stale at once unless `staleTime` is given (the portal's
 * is 5 s, api/query-client.ts), so a test's requests do not depend on how fast the machine is.
 */
export function createTestQueryClient({ staleTime = 0 }: { staleTime?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime, retry: false, gcTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Wraps a component under test in a query cache of its own (the shell's QueryProvider then uses it). */
export function QueryWrapper({ client, children }: { client?: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client ?? createTestQueryClient()}>{children}</QueryClientProvider>;
}
