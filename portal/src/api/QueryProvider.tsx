import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

/**
 * The signed-in area's query cache, created when the signed-in shell mounts and dropped with it
 * (signing out leaves the shell): the next person to sign in in this tab starts with an empty
 * cache. An outer provider (the tests', with retries off) is used instead when there is one.
 * The auth pages never load TanStack Query: this lives in the shell's chunk.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const [own] = useState(() => (outer ? undefined : createQueryClient()));
  if (outer || !own) return children;
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
