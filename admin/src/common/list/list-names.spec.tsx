import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { TestAdmin } from '../../testing/admin-test-context';
import { AgencyList } from '../../agencies/AgencyList';
import { ListScreen } from './ListScreen';

const rows = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  name: `Agency ${index + 1}`,
  country: index === 0 ? 'AT' : 'DE',
}));
const countries = [
  { code: 'AT', name: { en: 'Austria', de: 'Österreich' } },
  { code: 'DE', name: { en: 'Germany', de: 'Deutschland' } },
];

const dataProvider = () => ({
  getList: jest.fn(async (_resource: string, params: GetListParams) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 5 };
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  }),
  getCountries: async () => countries,
});

describe('shared list in the interface language', () => {
  it('shows countries by name, not by code', async () => {
    render(
      <TestAdmin dataProvider={dataProvider() as never} language="de">
        <ListScreen
          resource="agencies"
          title="medstaff.agencies.list_title"
          columns={[
            { source: 'name', label: 'medstaff.agencies.name' },
            { source: 'country', label: 'medstaff.agencies.country', kind: 'country' },
          ]}
          deleteNoun="Agenturen"
          nameOf={(record) => String(record.name)}
          detailsPath={(record) => `agencies/${record.id}`}
        />
      </TestAdmin>,
    );

    expect(await screen.findByRole('cell', { name: 'Österreich' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: 'Deutschland' })).toHaveLength(4);
    expect(screen.queryByRole('cell', { name: 'AT' })).not.toBeInTheDocument();
  });

  it("labels the pager's buttons in German for screen readers", async () => {
    render(
      <TestAdmin dataProvider={dataProvider() as never} language="de">
        <ListScreen
          resource="agencies"
          title="medstaff.agencies.list_title"
          columns={[{ source: 'name', label: 'medstaff.agencies.name' }]}
          deleteNoun="Agenturen"
          nameOf={(record) => String(record.name)}
          detailsPath={(record) => `agencies/${record.id}`}
        />
      </TestAdmin>,
    );

    await screen.findByText('Agency 1');
    expect(screen.getByRole('button', { name: 'Seite 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Zu Seite 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zur nächsten Seite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zur vorherigen Seite' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Go to/ })).not.toBeInTheDocument();
  });

  it('says in the agencies delete dialog that the memberships go with the agency', async () => {
    render(
      <TestAdmin dataProvider={dataProvider() as never}>
        <AgencyList />
      </TestAdmin>,
    );

    await userEvent.click((await screen.findAllByRole('checkbox', { name: 'Select this row' }))[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Agency 1')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Its agency users and agency customers lose their membership of it; their accounts remain.',
      ),
    ).toBeInTheDocument();
  });
});
