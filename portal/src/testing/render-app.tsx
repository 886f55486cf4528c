import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { routes as appRoutes } from '../app/routes';

export interface RenderAppOptions {
  /** Tests with jest's fake timers: user-event then advances them while it types and clicks. */
  fakeTimers?: boolean;
}

/** Renders the real app (theme, route table) at a path, in memory. */
export function renderApp(path: InitialEntry, routes: RouteObject[] = appRoutes, options: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}
