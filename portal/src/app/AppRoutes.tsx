import { Component, createContext, useContext, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RootErrorBoundary } from './RootErrorBoundary';

/*
 * The portal renders its route table with useRoutes inside a <BrowserRouter> (React Router's
 * declarative mode) instead of a data router (createBrowserRouter + RouterProvider): it loads no
 * data through the router, and the data router's code (loaders, actions, fetchers, revalidation)
 * was 18 kB gzip of every first load (issue 12, "First loads"). The two things it gave the portal
 * are here: route handles (useRouteHandles) and the error element (RouteErrorBoundary).
 */

const RouteTableContext = createContext<readonly RouteObject[]>([]);

/**
 * The `handle` of every route matched at the current location, outermost first (what the data
 * router's useMatches gave): a layout reads what its page route declares.
 */
export function useRouteHandles(): unknown[] {
  const routes = useContext(RouteTableContext);
  const location = useLocation();
  return (matchRoutes([...routes], location) ?? []).map((match) => match.route.handle as unknown);
}

/** The route table at the current location, with the 500 page for a route that fails to render. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return (
    <RouteTableContext.Provider value={routes}>
      <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>
    </RouteTableContext.Provider>
  );
}

interface RouteErrorBoundaryState {
  failed: boolean;
  /** The path the state belongs to: a navigation elsewhere renders the routes again. */
  pathname: string;
}

/**
 * Whatever fails while rendering a route (a page, a chunk that could not be loaded) shows the
 * 500 page (RootErrorBoundary) until the visitor goes to another path, as the data router's
 * error element did. React reports the error on the console itself.
 */
class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: { pathname: string },
    state: RouteErrorBoundaryState,
  ): RouteErrorBoundaryState | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RootErrorBoundary /> : this.props.children;
  }
}
