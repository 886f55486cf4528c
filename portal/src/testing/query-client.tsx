import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A fresh cache per test, without retries (a failed load fails at once) and without garbage-collection timers. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Wraps a component under test in a query cache of its own (the shell's QueryProvider then uses it). */
export function QueryWrapper({ client, children }: { client?: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client ?? createTestQueryClient()}>{children}</QueryClientProvider>;
}
