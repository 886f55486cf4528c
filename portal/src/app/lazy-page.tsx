import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { keyframes } from '@mui/material/styles';
import { lazy, Suspense, type ComponentType } from 'react';

/** The spinner shows only when a page takes longer than this to arrive: a quick load does not flash. */
const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** What a lazily loaded page shows while its chunk downloads: a short, centred spinner. */
export function RouteFallback() {
  return (
    <Box
      role="status"
      aria-busy="true"
      sx={{ display: 'flex', justifyContent: 'center', py: 6, animation: `${appear} 0.2s ease-in 0.3s both` }}
    >
      <CircularProgress size={32} aria-hidden="true" />
    </Box>
  );
}

/**
 * A page (or layout) of the route table loaded on first use: its module becomes a chunk of its
 * own, downloaded when a route first renders it, with <RouteFallback> meanwhile. Only the route
 * table (routes.tsx) names the page modules, so none of them is pulled back into the entry chunk.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Page = lazy(async () => ({ default: await load() }));
  function LazyPage(props: Props) {
    return (
      <Suspense fallback={<RouteFallback />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}
