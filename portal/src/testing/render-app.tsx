import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type NavigateFunction,
  type InitialEntry,
  type Location,
  type RouteObject,
} from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { routes as appRoutes } from '../app/routes';
import { createTestQueryClient } from './query-client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

export interface RenderAppOptions {
  /** Tests with jest's fake timers: user-event then advances them while it types and clicks. */
  fakeTimers?: boolean;
  /** The signed-in area's query cache (a fresh one, retries off, by default). */
  queryClient?: QueryClient;
}

/** Where the app is and a way to move it, for the tests (as a data router's object had them). */
export interface RouterProbe {
  state: { location: Location };
  navigate: NavigateFunction;
}

function LocationProbe({ probe }: { probe: RouterProbe }) {
  probe.state.location = useLocation();
  probe.navigate = useNavigate();
  return null;
}

/** Renders the real app (theme, route table, error boundary) at a path, in memory. */
export function renderApp(path: InitialEntry, routes: RouteObject[] = appRoutes, options: RenderAppOptions = {}) {
  const router = { state: {} } as RouterProbe;
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const queryClient = options.queryClient ?? createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe probe={router} />
          <AppRoutes routes={routes} />
        </MemoryRouter>
      </AppProviders>
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient };
}
