import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { jsonResponse, storeSession } from '../testing/session-fixtures';

// Screens render through the whole app with lazily loaded chunks: slow on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

function mockApi() {
  return jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === '/api/admin/persons') {
      const response = jsonResponse(200, [
        {
          id: 4,
          personId: 4,
          email: 'eva@medstaff.test',
          firstName: 'Eva',
          lastName: 'Adler',
          contact: '+49 1',
          role: 'AGENCY',
        },
      ]);
      response.headers.set('Content-Range', 'persons 0-0/1');
      return response;
    }
    // The data provider keeps the reference lists for the page's life: always answer them.
    if (url.pathname === '/api/countries') return jsonResponse(200, { countries });
    if (url.pathname === '/api/qualifications') return jsonResponse(200, { qualifications });
    return jsonResponse(200, {});
  });
}

describe('persons lists', () => {
  it.each([
    ['users', 'USER'],
    ['agencies', 'AGENCY'],
    ['organisations', 'ORG_ADMIN'],
    ['departments', 'ORG_SUB'],
    ['admins', 'ADMIN'],
  ])('persons/%s lists the role %s sorted by last name', async (type, role) => {
    storeSession('ADMIN');
    const fetchMock = mockApi();
    window.history.replaceState({}, '', `/en/admin/persons/${type}`);
    render(<App />);

    expect(await screen.findByText('eva@medstaff.test')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'List of all Users' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `/en/admin/persons/${type}/4`);
    await waitFor(() => {
      const listCall = fetchMock.mock.calls
        .map(([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://localhost'))
        .find((url) => url.pathname === '/api/admin/persons');
      expect(listCall?.searchParams.get('filter')).toBe(JSON.stringify({ role }));
      expect(listCall?.searchParams.get('sort')).toBe(JSON.stringify(['lastName', 'ASC']));
    });
  });
});

describe('persons list status', () => {
  it('shows each account’s status and filters the list by it', async () => {
    storeSession('ADMIN');
    const fetchMock = jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/api/admin/persons') {
        const response = jsonResponse(200, [
          {
            id: 4,
            personId: 4,
            email: 'eva@medstaff.test',
            firstName: 'Eva',
            lastName: 'Adler',
            role: 'USER',
            status: 'DISABLED',
          },
        ]);
        response.headers.set('Content-Range', 'persons 0-0/1');
        return response;
      }
      return jsonResponse(200, {});
    });
    window.history.replaceState({}, '', '/de/admin/persons/users');
    render(<App />);

    const row = (await screen.findByText('eva@medstaff.test')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Deaktiviert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deaktiviert' }));
    await waitFor(() => {
      const filters = fetchMock.mock.calls
        .map(([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/admin/persons')
        .map((url) => JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>);
      expect(filters).toContainEqual({ role: 'USER', status: 'DISABLED' });
    });
  });
});

const row = {
  id: 4,
  personId: 4,
  email: 'julia@medstaff.test',
  firstName: 'Julia',
  lastName: 'Kowalski',
  contact: '+49 1',
  role: 'USER',
  status: 'ACTIVE',
  version: 2,
};
const profile = {
  ...row,
  address: 'Hauptstraße 1',
  postcode: '10115',
  city: 'Berlin',
  country: 'AT',
  qualification: { level: { type: 'facharzt' }, additionalInfo: { type: 'Intensiv' } },
  skills: ['Beatmung'],
  preferences: { distance: 50, minSalary: 42, jobType: ['Teilzeit'] },
  agencies: [
    { id: 9, name: 'Care Plus', address: 'A 1', postcode: '1010', country: 'AT', url: 'https://care.example' },
  ],
  education: [],
};
const countries = [
  { code: 'AT', name: { en: 'Austria', de: 'Österreich' } },
  { code: 'DE', name: { en: 'Germany', de: 'Deutschland' } },
];
const qualifications = [
  { code: 'assistenzarzt', name: { en: 'Resident', de: 'Assistenzarzt' } },
  { code: 'facharzt', name: { en: 'Specialist', de: 'Facharzt' } },
];

/** The persons API: the list's rows, the detail (after `detailDelay` ms), the reference lists and the history. */
function mockProfileApi({ rows = [row], detail = profile as Record<string, unknown>, detailDelay = 0 } = {}) {
  return jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === '/api/admin/persons') {
      const response = jsonResponse(200, rows);
      response.headers.set('Content-Range', `persons 0-${rows.length - 1}/${rows.length}`);
      return response;
    }
    if (url.pathname === `/api/admin/persons/${String(detail.id)}/history`) return jsonResponse(200, []);
    if (url.pathname === `/api/admin/persons/${String(detail.id)}`) {
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (method === 'PATCH' || method === 'PUT')
        return jsonResponse(200, { ...detail, version: Number(detail.version) + 1 });
      if (detailDelay > 0) await new Promise((resolve) => setTimeout(resolve, detailDelay));
      return jsonResponse(200, detail);
    }
    if (url.pathname === '/api/countries') return jsonResponse(200, { countries });
    if (url.pathname === '/api/qualifications') return jsonResponse(200, { qualifications });
    return jsonResponse(200, {});
  });
}

/** The profile screen is the heaviest: its chunk, the detail call and the reference lists. */
const SLOW = { timeout: 10_000 };

const renderAt = (path: string) => {
  window.history.replaceState({}, '', path);
  return render(<App />);
};

describe('person detail', () => {
  it('opened through View Details, shows the whole profile rather than the list row left in the cache', async () => {
    storeSession('ADMIN');
    mockProfileApi({ detailDelay: 50 });
    renderAt('/en/admin/persons/users');

    await userEvent.click(await screen.findByRole('link', { name: 'View Details' }));

    expect(await screen.findByDisplayValue('Hauptstraße 1', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByDisplayValue('Beatmung')).toBeInTheDocument();
    expect(screen.getByDisplayValue('50')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  });

  it('names a person without a name by the email in the heading, the app bar and the breadcrumb', async () => {
    storeSession('ADMIN');
    const invited = { ...profile, firstName: '', lastName: '', email: 'new.person@medstaff.test' };
    mockProfileApi({ rows: [{ ...row, firstName: '', lastName: '', email: invited.email }], detail: invited });
    renderAt('/en/admin/persons/users/4');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'new.person@medstaff.test' }, SLOW),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'breadcrumb' })).getByText(invited.email)).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('react-admin-title')).toHaveTextContent(invited.email));
  });

  it('shows country and qualification names, and edits the level through a select of names', async () => {
    storeSession('ADMIN');
    const fetchMock = mockProfileApi();
    renderAt('/de/admin/persons/users/4');

    expect(await screen.findByRole('cell', { name: 'Österreich' }, SLOW)).toBeInTheDocument();
    const level = await screen.findByRole('combobox', { name: 'Qualifikationsstufe' });
    await waitFor(() => expect(level).toHaveTextContent('Facharzt'));
    expect(level).not.toHaveTextContent('facharzt');
    expect(screen.queryByRole('textbox', { name: /Qualifikationsstufe/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Qualifikationsstufe bearbeiten' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Qualifikationsstufe' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Assistenzarzt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Qualifikationsstufe speichern' }));

    await waitFor(() => {
      const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT' || init?.method === 'PATCH');
      expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
        version: 2,
        changes: [{ field: 'qualification.level.type', value: 'assistenzarzt' }],
      });
    });
  });

  it('says the units of distance and minimum salary', async () => {
    storeSession('ADMIN');
    mockProfileApi();
    renderAt('/de/admin/persons/users/4');

    expect(await screen.findByLabelText('Entfernung (km)', {}, SLOW)).toHaveValue(50);
    expect(screen.getByLabelText('Mindestgehalt (€ pro Stunde)')).toHaveValue(42);
  });

  it('keeps the open tab in the URL, so a reload or a language switch opens it again', async () => {
    storeSession('ADMIN');
    mockProfileApi();
    renderAt('/en/admin/persons/users/4?tab=history');

    expect(await screen.findByRole('tab', { name: 'History', selected: true }, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'General Info' }));
    expect(window.location.search).toBe('');
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(window.location.search).toBe('?tab=history');
  });
});

describe('persons list names', () => {
  it('shows roles by name in the interface language, not as codes', async () => {
    storeSession('ADMIN');
    mockProfileApi({ rows: [{ ...row, role: 'ORG_SUB' }] });
    renderAt('/de/admin/persons/departments');

    expect(await screen.findByRole('cell', { name: 'Abteilungs-Admin' })).toBeInTheDocument();
    expect(screen.queryByText('ORG_SUB')).not.toBeInTheDocument();
  });
});

describe('invite a person', () => {
  it('asks before leaving with a typed, unsent email, and stays when the answer is no', async () => {
    storeSession('ADMIN');
    mockProfileApi();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderAt('/en/admin/addNewPersonUser/users');

    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'someone@medstaff.test');
    await userEvent.click(screen.getByRole('link', { name: 'Users List' }));

    expect(confirm).toHaveBeenCalledWith("Some of your changes weren't saved. Are you sure you want to ignore them?");
    expect(window.location.pathname).toBe('/en/admin/addNewPersonUser/users');

    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'Users List' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en/admin/persons/users'));
  });
});
