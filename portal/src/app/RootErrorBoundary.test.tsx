import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderApp } from '../testing/render-app';

function BrokenPage(): never {
  throw new Error('rendering failed');
}

const routesWithABrokenPage: RouteObject[] = [
  { path: ':lang/broken', element: <BrokenPage /> },
  { path: ':lang/fine', element: <p>a page that renders</p> },
];

describe('a route that fails to render', () => {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    // React and React Router report the caught error on the console; keep the test output clean.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    consoleError.mockRestore();
  });

  test.each([
    ['en', 'Something went wrong.', 'Return to website'],
    ['de', 'Etwas ist schiefgelaufen.', 'Zurück zur Website'],
  ])('a page that fails on /%s shows the 500 page in that language', async (language, title, linkText) => {
    renderApp(`/${language}/broken`, routesWithABrokenPage);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: linkText })).toHaveAttribute('href', '/');
    expect(document.documentElement).toHaveAttribute('lang', language);
  });

  test('a failure on a path without a language falls back to German', async () => {
    renderApp('/xx/broken', routesWithABrokenPage);

    expect(await screen.findByRole('heading', { name: 'Etwas ist schiefgelaufen.' })).toBeInTheDocument();
  });

  test('going to another path after a failure shows that page', async () => {
    const { router } = renderApp('/en/broken', routesWithABrokenPage);
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();

    await act(() => router.navigate('/en/fine'));

    expect(await screen.findByText('a page that renders')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong.' })).not.toBeInTheDocument();
  });
});
