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
    renderAt('/de/admin/dashboard');

    const card = await screen.findByText('Willkommen, Anna');
    const today = new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    expect(
      within(card.closest('.MuiCardContent-root') as HTMLElement).getByText(today.format(new Date())),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/de/admin/');
  });
});
