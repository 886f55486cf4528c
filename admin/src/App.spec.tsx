import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './App';
import { storeSession } from './testing/session-fixtures';

/** The app reads its language and route from the address, as on a real page load. */
function renderAt(path: string) {
  window.history.replaceState({}, '', path);
  return render(<App />);
}

const requestUrl = (input: unknown) => String(input instanceof Request ? input.url : input);

const dashboardFigures = {
  postedJobs: { value: 120, unavailableReason: null },
  fulfilledJobs: { value: 80, unavailableReason: null },
  visitors: { value: 3210, unavailableReason: null },
  totalEarnings: { value: null, unavailableReason: 'No earnings are recorded yet.' },
  internalUsers: { value: 40, unavailableReason: null },
  externalUsers: { value: 12, unavailableReason: null },
  organisations: { value: 6, unavailableReason: null },
  agencies: { value: 4, unavailableReason: null },
};

/** The API as the dashboard sees it: the figures, and 404 for anything else. */
function mockDashboardApi() {
  return jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
    const body = requestUrl(input).endsWith('/api/admin/statistics/dashboard') ? dashboardFigures : {};
    return new Response(JSON.stringify(body), {
      status: body === dashboardFigures ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
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

  it('asks for both fields, sends the email as typed and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const fetchSpy = jest.spyOn(global, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ statusCode: 401, message: 'Email or password is incorrect' }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    renderAt('/en/admin/login');

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), ' anna@medstaff.test ');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'wrong');
    expect(screen.queryByText('Required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Email or password is incorrect')).toBeInTheDocument();
    const [, init] = fetchSpy.mock.calls[0] as [RequestInfo, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'anna@medstaff.test', password: 'wrong' });
    expect(window.location.pathname).toBe('/en/admin/login');
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
    mockDashboardApi();
    renderAt('/de/admin/dashboard');

    const card = await screen.findByText('Willkommen, Anna');
    const today = new Intl.DateTimeFormat('de-DE', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Berlin',
    });
    expect(
      within(card.closest('.MuiCardContent-root') as HTMLElement).getByText(today.format(new Date())),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/de/admin/dashboard');
  });

  it('leads from /{lang}/admin/ to the dashboard and shows the figures the server counted', async () => {
    storeSession('ADMIN');
    const fetchMock = mockDashboardApi();
    renderAt('/en/admin/');

    expect(await screen.findByTestId('dashboard-visitors')).toHaveTextContent('3,210');
    expect(window.location.pathname).toBe('/en/admin/dashboard');
    expect(screen.getByTestId('dashboard-totalEarnings')).toHaveAccessibleDescription('No earnings are recorded yet.');
    const dashboardCall = fetchMock.mock.calls.find(([input]) => requestUrl(input).endsWith('/statistics/dashboard'));
    expect(dashboardCall).toBeDefined();
  });

  it('says so when the figures cannot be loaded', async () => {
    storeSession('ADMIN');
    // react-admin's fetchJson logs failed requests; this failure is the point of the test.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest
      .spyOn(global, 'fetch')
      .mockResolvedValue(new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } }));
    renderAt('/de/admin/dashboard');

    expect(await screen.findByText('Die Zahlen konnten nicht geladen werden.')).toBeInTheDocument();
  });

  it('keeps the theme chosen in the app bar across a reload', async () => {
    storeSession('ADMIN');
    mockDashboardApi();
    const { unmount } = renderAt('/en/admin/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Theme' }));
    // The menu is loaded when first opened.
    await screen.findByRole('menuitem', { name: 'Light' });
    const names = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Light', 'Dark', 'Blue', 'Green', 'Indigo']);
    expect(screen.getByRole('menuitem', { name: 'Light' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Dark' }));

    expect(window.localStorage.getItem('RaStoreMedStaffAdmin.themeName')).toBe('"dark"');
    await waitFor(() => expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 18, 18)'));

    unmount();
    renderAt('/en/admin/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Theme' }));
    expect(await screen.findByRole('menuitem', { name: 'Dark' })).toHaveAttribute('aria-current', 'true');
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 18, 18)');
  });

  it('groups the five person lists under a collapsible Persons entry in the menu', async () => {
    storeSession('ADMIN');
    mockDashboardApi();
    renderAt('/en/admin/dashboard');

    const persons = await screen.findByRole('button', { name: 'Persons' });
    expect(persons).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { name: 'Users' })).not.toBeInTheDocument();

    await userEvent.click(persons);

    expect(persons).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Agencies' })).toHaveAttribute('href', '/en/admin/agencies');
    expect(screen.getByRole('menuitem', { name: 'Organisations' })).toHaveAttribute('href', '/en/admin/organisation');
    const group = document.getElementById(persons.getAttribute('aria-controls') ?? '') as HTMLElement;
    const links = within(group).getAllByRole('menuitem');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Users', '/en/admin/persons/users'],
      ['Agencies Admins', '/en/admin/persons/agencies'],
      ['Organisation Admins', '/en/admin/persons/organisations'],
      ['Department Admins', '/en/admin/persons/departments'],
      ['Admins', '/en/admin/persons/admins'],
    ]);

    await userEvent.click(persons);
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Users' })).not.toBeInTheDocument());
  });
});
