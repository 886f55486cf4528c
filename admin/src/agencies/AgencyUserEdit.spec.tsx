import { berlinInstantOf } from '@medstaff/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TestAdmin } from '../testing/admin-test-context';
import type { HistoryEntry } from '../data/data-provider';
import { AgencyUserEdit } from './AgencyUserEdit';

/** A Berlin wall-clock time as the API sends it (the suite runs in New York; the console shows Berlin time). */
const berlin = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(berlinInstantOf(year, month, day, hour, minute)).toISOString();

const agencyUser = {
  id: 11,
  email: 'jana@care.example.com',
  firstName: 'Jana',
  lastName: 'Kraus',
  contact: '+49 30 1234',
  version: 2,
};

const history: HistoryEntry[] = [
  {
    id: 2,
    actorId: 1,
    actorEmail: 'anna@medstaff.test',
    resource: 'agency-users',
    recordId: 7,
    action: 'update',
    field: 'lastName',
    oldValue: 'Krause',
    newValue: 'Kraus',
    createdAt: berlin(2026, 11, 21, 9, 5),
  },
];

function renderAgencyUser(getHistory: jest.Mock) {
  const getOne = jest.fn(async (resource: string) =>
    resource === 'agencies' ? { data: { id: 3, name: 'Care Plus' } } : { data: agencyUser },
  );
  render(
    <MemoryRouter initialEntries={['/agencies/3/11']}>
      <TestAdmin
        dataProvider={{ getOne, getHistory, getCountries: async () => [], getQualifications: async () => [] } as never}
      >
        <Routes>
          <Route path="/agencies/:id/:user" element={<AgencyUserEdit />} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );
}

describe('agency user detail', () => {
  it('shows who changed which field when, from old to new, on the History tab', async () => {
    const getHistory = jest.fn(async () => history);
    renderAgencyUser(getHistory);

    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));

    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Date', 'Changed by', 'Action', 'Field', 'Change']);
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '21/11/2026 09:05',
      'anna@medstaff.test',
      'changed',
      'Last name',
      'Krause → Kraus',
    ]);
    expect(getHistory).toHaveBeenCalledWith('agency-users', 11);
  });

  it('says when nothing has been recorded yet', async () => {
    renderAgencyUser(jest.fn(async () => []));

    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));

    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });
});
