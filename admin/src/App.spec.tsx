import { render, screen, within } from '@testing-library/react';
import { App } from './App';
import { storeSession } from './testing/session-fixtures';

/** The app reads its language and route from the address, as on a real page load. */
function renderAt(path: string) {
  window.history.replaceState({}, '', path);
  return render(<App />);
}

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('App', () => {
  it('shows the English login form at /en/admin/login', async () => {
    renderAt('/en/admin/login');

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'MedStaff Admin' })).toBeInTheDocument();
  });

  it('shows the German login form at /de/admin/login', async () => {
    renderAt('/de/admin/login');

    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-Mail/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Passwort/, { selector: 'input' })).toBeInTheDocument();
  });

  it('sends a visitor without a session from the dashboard to the login form of the same language', async () => {
    renderAt('/de/admin/');

    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/de/admin/login');
  });

  it('falls back to English under an unknown language', async () => {
    renderAt('/fr/admin/login');

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/en/admin/login');
  });

  it("welcomes a signed-in administrator by first name with today's date, in German", async () => {
    storeSession('ADMIN');
    jest.spyOn(global, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ pageViews: 0, visits: 0, searches: 0, submits: 0, since: null }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    renderAt('/de/admin/dashboard');

    const card = await screen.findByText('Willkommen, Anna');
    const today = new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    expect(
      within(card.closest('.MuiCardContent-root') as HTMLElement).getByText(today.format(new Date())),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/de/admin/');
  });

  it('shows the site visitors counted by the server, with the figures in the hint line', async () => {
    storeSession('ADMIN');
    const fetchMock = jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/api/admin/statistics/site')) {
        return new Response(
          JSON.stringify({ pageViews: 12480, visits: 3210, searches: 140, submits: 12, since: '2026-11-01' }),
          {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          },
        );
      }
      return new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } });
    });
    renderAt('/en/admin/');

    expect(await screen.findByTestId('site-visitors')).toHaveTextContent('3,210');
    expect(
      screen.getByText(/12,480 page views · 140 searches · 12 enquiries · since Sunday, 1 November 2026/),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('says so when the figures cannot be loaded', async () => {
    storeSession('ADMIN');
    // react-admin's fetchJson logs failed requests; this failure is the point of the test.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest
      .spyOn(global, 'fetch')
      .mockResolvedValue(new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } }));
    renderAt('/de/admin/');

    expect(await screen.findByText('Die Zahlen konnten nicht geladen werden.')).toBeInTheDocument();
  });
});
