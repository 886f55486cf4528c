import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type GetOneParams } from 'react-admin';
import { Route, RouterProvider, Routes, createMemoryRouter } from 'react-router-dom';
import { dataProvider } from '../data/data-provider';
import { jsonResponse, mockFetch, sentCall, storeSession } from '../testing/session-fixtures';
import { TestAdmin } from '../testing/admin-test-context';
import { DepartmentUserEdit } from '../departments';
import { OrganisationUserEdit, OrganisationUsers } from './OrganisationMembers';
import { memberTitle } from './member-scopes';

const organisation = { id: 7, name: 'Klinikum Nord', version: 1 };
const station = {
  id: 9,
  organisationId: 7,
  organisationName: 'Klinikum Nord',
  name: 'Intensiv',
  skills: [],
  version: 1,
};
const member = {
  id: 31,
  personId: 5,
  email: 'mia@klinikum.example',
  firstName: 'Mia',
  lastName: 'Muster',
  contact: '+49 40 1',
  version: 2,
  organisationId: 7,
  departmentId: 9,
};

const notFound = () => {
  throw new HttpError('The department user was not found.', 404, { statusCode: 404, code: 'NOT_FOUND' });
};

/** getOne as the API answers it: 404 when the parents asked for do not match the record's. */
const apiGetOne = jest.fn(async (resource: string, params: GetOneParams) => {
  const parents = (params.meta as { parents?: Record<string, string> } | undefined)?.parents ?? {};
  const records: Record<string, { id: number; organisationId?: number; departmentId?: number }[]> = {
    organisations: [organisation],
    departments: [station],
    'department-users': [member],
    'organisation-users': [member],
  };
  const record = (records[resource] ?? []).find((candidate) => String(candidate.id) === String(params.id));
  if (!record) notFound();
  for (const [key, value] of Object.entries(parents)) {
    if (String((record as Record<string, unknown>)[key]) !== String(value)) notFound();
  }
  return { data: record };
});

function renderAt(path: string, extra: Record<string, unknown> = {}) {
  // A data router, as the app has: forms block navigation with unsaved changes.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <TestAdmin
            dataProvider={
              {
                getOne: apiGetOne,
                getHistory: async () => [],
                getCountries: async () => [],
                getQualifications: async () => [],
                ...extra,
              } as never
            }
          >
            <Routes>
              <Route path="/organisation/:id/:userId" element={<OrganisationUserEdit />} />
              <Route path="/departmentUsers/:orgId/:depId/:userId" element={<DepartmentUserEdit />} />
            </Routes>
          </TestAdmin>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('member detail', () => {
  afterEach(() => apiGetOne.mockClear());

  it('shows a department user under its organisation and department, with the crumbs and editable fields', async () => {
    renderAt('/departmentUsers/7/9/31');
    expect(await screen.findByRole('heading', { name: 'Department User Mia Muster' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Organisations List' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/organisation$/),
    );
    expect(within(crumbs).getByRole('link', { name: 'Organisation Klinikum Nord' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/organisation\/7$/),
    );
    expect(within(crumbs).getByRole('link', { name: 'Department Intensiv' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/department\/7\/9$/),
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('mia@klinikum.example');
    expect(apiGetOne).toHaveBeenCalledWith(
      'department-users',
      expect.objectContaining({ id: '31', meta: { parents: { organisationId: '7', departmentId: '9' } } }),
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['General Info', 'History']);
  });

  it.each([
    ['an unknown member', '/departmentUsers/7/9/999'],
    ['a member of another department', '/departmentUsers/7/10/31'],
    ['a department of another organisation', '/departmentUsers/8/9/31'],
  ])('shows the not-found screen for %s, never the record', async (_case, path) => {
    renderAt(path);
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });

  it('titles an organisation user by name, or by email when there is none', async () => {
    renderAt('/organisation/7/31');
    expect(await screen.findByRole('heading', { name: 'Organisation User Mia Muster' })).toBeInTheDocument();
    const translate = (key: string, options?: Record<string, unknown>) =>
      `${key}:${String(options?.firstName)} ${String(options?.lastName)}`;
    expect(memberTitle(translate, 'crumb', { id: 1, email: 'x@y.example', firstName: '', lastName: null })).toBe(
      'crumb:x@y.example',
    );
  });
});

describe('organisation users tab', () => {
  const rows = [
    { ...member, id: 31, pending: false },
    { ...member, id: 32, email: 'neu@klinikum.example', firstName: 'Neu', pending: true },
  ];

  function renderTab(extra: Record<string, unknown>) {
    const getList = jest.fn(async () => ({ data: rows, total: 2 }));
    render(
      <TestAdmin
        dataProvider={{ getList, getCountries: async () => [], getQualifications: async () => [], ...extra } as never}
      >
        <OrganisationUsers organisationId={7} />
      </TestAdmin>,
    );
    return getList;
  }

  it('lists by organisation with pending rows, Add to the invite form and details under the organisation', async () => {
    const getList = renderTab({});
    expect(await screen.findByText('neu@klinikum.example')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'organisation-users',
      expect.objectContaining({ filter: { organisationId: 7 }, sort: { field: 'lastName', order: 'ASC' } }),
    );
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Confirm' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/addNewOrganisationUser\/7$/),
    );
    expect(screen.getAllByRole('link', { name: 'View Details' })[1]).toHaveAttribute(
      'href',
      expect.stringMatching(/\/organisation\/7\/32$/),
    );
  });

  it('confirms a pending member', async () => {
    const confirmOrganisationUser = jest.fn(async () => ({ ...rows[1], pending: false }));
    renderTab({ confirmOrganisationUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(confirmOrganisationUser).toHaveBeenCalledWith(32));
    expect(
      await screen.findByText('neu@klinikum.example is now a member and has been told by mail.'),
    ).toBeInTheDocument();
  });

  it('rejects a pending member after asking, by deleting the membership', async () => {
    const deleteOne = jest.fn(async () => ({ data: rows[1] }));
    renderTab({ delete: deleteOne });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/neu@klinikum.example asked to join this organisation/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(deleteOne).toHaveBeenCalledWith('organisation-users', expect.objectContaining({ id: 32 })),
    );
  });
});

describe('member calls', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads a member with its parents as query parameters and confirms with a POST', async () => {
    storeSession();
    const fetchSpy = mockFetch(jsonResponse(200, member), jsonResponse(200, { ...member, pending: false }));
    await dataProvider.getOne('department-users', {
      id: 31,
      meta: { parents: { organisationId: 7, departmentId: 9 } },
    });
    const url = (call: unknown[]) => String(call[0] instanceof Request ? call[0].url : call[0]);
    expect(url(fetchSpy.mock.calls[0])).toMatch(/\/api\/admin\/department-users\/31\?organisationId=7&departmentId=9$/);

    await dataProvider.confirmOrganisationUser(31);
    const confirm = await sentCall(fetchSpy, 1);
    expect(confirm.url).toBe('/api/admin/organisation-users/31/confirm');
    expect(confirm.method).toBe('POST');
  });
});
