import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type GetOneParams } from 'react-admin';
import { Route, RouterProvider, Routes, createMemoryRouter } from 'react-router-dom';
import { TestAdmin } from '../testing/admin-test-context';
import type { Department } from './department-fields';
import { DepartmentCreate } from './DepartmentCreate';
import { DepartmentEdit } from './DepartmentEdit';
import { DepartmentList } from './DepartmentList';
import { DepartmentUserInvite } from './DepartmentMembers';

const organisation = { id: 7, name: 'Klinikum Nord', version: 1 };
const department: Department = {
  id: 9,
  organisationId: 7,
  organisationName: 'Klinikum Nord',
  name: 'Intensiv',
  skills: ['Beatmung', 'Dialyse'],
  version: 3,
  createdAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '2026-10-02T08:00:00.000Z',
};

const getOne = jest.fn(async (resource: string, params: GetOneParams) => {
  const parents = (params.meta as { parents?: Record<string, string> } | undefined)?.parents ?? {};
  const record = resource === 'organisations' ? organisation : department;
  if (
    String(record.id) !== String(params.id) ||
    (parents.organisationId !== undefined && String(parents.organisationId) !== '7')
  ) {
    throw new HttpError('The department was not found.', 404, { statusCode: 404, code: 'NOT_FOUND' });
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
                getOne,
                getHistory: async () => [],
                getCountries: async () => [],
                getQualifications: async () => [],
                ...extra,
              } as never
            }
          >
            <Routes>
              <Route path="/addNewDepartment/:orgId" element={<DepartmentCreate />} />
              <Route path="/department/:orgId/:depId" element={<DepartmentEdit />} />
              <Route path="/addNewDepartmentUser/:orgId/:depId" element={<DepartmentUserInvite />} />
            </Routes>
          </TestAdmin>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('organisation departments tab', () => {
  it('shows Department name and Department Skills comma-joined, Add and View Details under the organisation', async () => {
    const getList = jest.fn(async () => ({ data: [department], total: 1 }));
    render(
      <TestAdmin dataProvider={{ getList, getCountries: async () => [], getQualifications: async () => [] } as never}>
        <DepartmentList organisationId={7} />
      </TestAdmin>,
    );
    expect(await screen.findByText('Intensiv')).toBeInTheDocument();
    expect(screen.getByText('Beatmung, Dialyse')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Department name' })).toBeInTheDocument();
    expect(screen.getByText('Department Skills')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('departments', expect.objectContaining({ filter: { organisationId: 7 } }));
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/addNewDepartment\/7$/),
    );
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/department\/7\/9$/),
    );
  });

  it('says in the delete dialog what happens to members and shift requests', async () => {
    const getList = jest.fn(async () => ({ data: [department], total: 1 }));
    render(
      <TestAdmin dataProvider={{ getList, getCountries: async () => [], getQualifications: async () => [] } as never}>
        <DepartmentList organisationId={7} />
      </TestAdmin>,
    );
    await screen.findByText('Intensiv');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select this row' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Its shift requests stay with the organisation, without a department/),
    ).toBeInTheDocument();
  }, 30_000);
});

describe('add department form', () => {
  afterEach(() => getOne.mockClear());

  it('sends nothing without name and skills, then sends the skills as a list', async () => {
    const create = jest.fn(async () => ({ data: department }));
    const confirm = jest.spyOn(window, 'confirm');
    renderAt('/addNewDepartment/7', { create });
    expect(await screen.findByRole('heading', { name: 'Add New Department' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Organisation Klinikum Nord' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(create).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('textbox', { name: /Department name/ }));
    await userEvent.paste('Geriatrie');
    await userEvent.click(screen.getByRole('textbox', { name: /Skills/ }));
    await userEvent.paste(' , ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Required')).toHaveLength(1);
    await userEvent.clear(screen.getByRole('textbox', { name: /Skills/ }));
    await userEvent.paste('Pflege, Wundversorgung');
    // The message goes as soon as the value is right.
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('departments', {
        data: { organisationId: 7, name: 'Geriatrie', skills: ['Pflege', 'Wundversorgung'] },
      }),
    );
    // The saved department opens without asking about the changes just saved.
    expect(await screen.findByRole('heading', { name: 'Department "Intensiv"' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  }, 30_000);

  it('asks before leaving with a name typed and stays when the admin cancels', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderAt('/addNewDepartment/7', { create: jest.fn() });
    await userEvent.click(await screen.findByRole('textbox', { name: /Department name/ }));
    await userEvent.paste('Geriatrie');
    await userEvent.click(screen.getByRole('link', { name: 'Organisation Klinikum Nord' }));
    expect(confirm).toHaveBeenCalledWith("Some of your changes weren't saved. Are you sure you want to ignore them?");
    expect(screen.getByRole('heading', { name: 'Add New Department' })).toBeInTheDocument();
    confirm.mockRestore();
  }, 30_000);
});

describe('department detail', () => {
  it('has the crumbs and the tabs, and shows name and skills (comma-joined) for editing', async () => {
    renderAt('/department/7/9');
    expect(await screen.findByRole('heading', { name: 'Department "Intensiv"' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Organisations List' })).toBeInTheDocument();
    expect(within(crumbs).getByRole('link', { name: 'Organisation Klinikum Nord' })).toBeInTheDocument();
    expect(within(crumbs).getByText('Department Intensiv')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General Info',
      'Department users',
      'Department customers',
      'History',
    ]);
    expect(screen.getByRole('textbox', { name: 'Department name' })).toHaveValue('Intensiv');
    expect(screen.getByRole('textbox', { name: 'Skills' })).toHaveValue('Beatmung, Dialyse');
  });

  it('shows the not-found screen for a department of another organisation', async () => {
    renderAt('/department/8/9');
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Department name' })).not.toBeInTheDocument();
  });

  it("titles the department user invite 'Add New Department User' and invites for the department", async () => {
    const invite = jest.fn(async () => undefined);
    renderAt('/addNewDepartmentUser/7/9', { invite });
    expect(await screen.findByRole('heading', { name: 'Add New Department User' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: /Email/ }));
    await userEvent.paste('neu@klinikum.example');
    await userEvent.click(screen.getByRole('button', { name: /Send/ }));
    await waitFor(() =>
      expect(invite).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'DEPARTMENT_USER', targetId: 9, email: 'neu@klinikum.example' }),
      ),
    );
  });
});
