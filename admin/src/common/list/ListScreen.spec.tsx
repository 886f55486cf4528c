import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { TestAdmin } from '../../testing/admin-test-context';
import { ListScreen } from './ListScreen';

const agencies = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  name: `Agency ${index + 1}`,
  address: `Street ${index + 1}`,
}));

function renderList() {
  const getList = jest.fn(async (_resource: string, params: GetListParams) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 5 };
    return { data: agencies.slice((page - 1) * perPage, page * perPage), total: agencies.length };
  });
  const deleteMany = jest.fn(async (_resource: string, params: { ids: unknown[] }) => ({ data: params.ids }));
  render(
    <TestAdmin dataProvider={{ getList, deleteMany } as never}>
      <ListScreen
        resource="agencies"
        title="medstaff.agencies.list_title"
        columns={[
          { source: 'name', label: 'medstaff.agencies.name' },
          { source: 'address', label: 'medstaff.agencies.address' },
        ]}
        deleteNoun="agencies"
        nameOf={(record) => String(record.name)}
        addPath="addNewAgencies"
        detailsPath={(record) => `agencies/${record.id}`}
      />
    </TestAdmin>,
  );
  return { getList, deleteMany };
}

describe('ListScreen', () => {
  it('asks for 5 rows sorted by name ascending and shows the pager', async () => {
    const { getList } = renderList();

    expect(await screen.findByText('Agency 1')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'agencies',
      expect.objectContaining({ pagination: { page: 1, perPage: 5 }, sort: { field: 'name', order: 'ASC' } }),
    );
    expect(screen.getAllByRole('link', { name: 'View Details' })).toHaveLength(5);
    expect(screen.getByText('Page:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/addNewAgencies$/),
    );
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it('toggles the sort order when the same header is clicked', async () => {
    const { getList } = renderList();
    await screen.findByText('Agency 1');

    await userEvent.click(screen.getByRole('button', { name: 'Agency name' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'agencies',
        expect.objectContaining({ sort: { field: 'name', order: 'DESC' } }),
      ),
    );
  });

  it('makes select-all indeterminate when only some rows are selected', async () => {
    renderList();
    await screen.findByText('Agency 1');
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });

    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Select this row' })[0]);
    expect(selectAll).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByText('1 selected')).toBeInTheDocument();

    await userEvent.click(selectAll);
    expect(selectAll).toBeChecked();
    expect(screen.getByText('5 selected')).toBeInTheDocument();
  });

  it('names the selected records in the delete dialog and deletes them on confirm', async () => {
    const { deleteMany } = renderList();
    await screen.findByText('Agency 1');
    const rows = screen.getAllByRole('checkbox', { name: 'Select this row' });
    await userEvent.click(rows[0]);
    await userEvent.click(rows[2]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure want to delete this agencies:')).toBeInTheDocument();
    expect(within(dialog).getByText('Agency 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Agency 3')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteMany).toHaveBeenCalledWith('agencies', expect.objectContaining({ ids: [1, 3] })));
    expect(await screen.findByText('0 selected')).toBeInTheDocument();
  });

  it('closes the dialog on Cancel without deleting', async () => {
    const { deleteMany } = renderList();
    await screen.findByText('Agency 1');
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Select this row' })[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteMany).not.toHaveBeenCalled();
  });

  it('goes to the second page', async () => {
    renderList();
    await screen.findByText('Agency 1');
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Agency 6')).toBeInTheDocument();
  });
});
