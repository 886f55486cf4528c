import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEY } from '@medstaff/domain';
import type { GetListParams } from 'react-admin';
import { TestAdmin } from '../../testing/admin-test-context';
import { ListScreen } from './ListScreen';

const persons = [
  { id: 1, lastName: 'Becker', email: 'becker@example.de' },
  { id: 2, lastName: 'Müller', email: 'mueller@example.de' },
];
const CSV = '\uFEFFID;E-Mail\r\n1;becker@example.de\r\n';

function renderList(language: 'en' | 'de' = 'en') {
  const getList = jest.fn(async (_resource: string, _params: GetListParams) => ({ data: persons, total: 2 }));
  render(
    <TestAdmin dataProvider={{ getList } as never} language={language}>
      <ListScreen
        resource="persons"
        title="medstaff.agencies.list_title"
        filter={{ role: 'USER' }}
        sort={{ field: 'lastName', order: 'ASC' }}
        columns={[{ source: 'lastName', label: 'medstaff.agencies.name' }]}
        deleteNoun="persons"
        nameOf={(record) => String(record.lastName)}
        detailsPath={(record) => `persons/${record.id}`}
      />
    </TestAdmin>,
  );
  return { getList };
}

describe('ExportButton', () => {
  let fetchMock: jest.Mock;
  let click: jest.SpyInstance;
  let saved: { blob?: Blob; fileName?: string };

  beforeEach(() => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ expiresAt: Date.now() + 3_600_000, role: 'ADMIN', email: 'admin@example.de' }),
    );
    saved = {};
    fetchMock = jest.fn(
      async () =>
        new Response(CSV, {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="persons-2026-11-23.csv"',
          },
        }),
    );
    global.fetch = fetchMock as never;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.blob = blob;
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.fileName = this.download;
    });
  });
  afterEach(() => {
    click.mockRestore();
    window.localStorage.clear();
  });

  it('downloads the export with the list’s sort, search and filter and the language, and saves it', async () => {
    const { getList } = renderList('de');
    await screen.findByText('Becker');
    await userEvent.type(screen.getByRole('textbox', { name: 'Suchen…' }), 'mül');
    // The search reaches the list after react-admin's debounce; then the order is reversed.
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'persons',
        expect.objectContaining({ filter: { q: 'mül', role: 'USER' } }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Name der Agentur' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'persons',
        expect.objectContaining({ filter: { q: 'mül', role: 'USER' }, sort: { field: 'lastName', order: 'DESC' } }),
      ),
    );
    const button = screen.getByRole('button', { name: 'Exportieren' });

    await userEvent.click(button);

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const parsed = new URL(url, 'http://localhost');
    expect(parsed.pathname).toBe('/api/admin/persons/export');
    expect(parsed.searchParams.get('range')).toBeNull();
    expect(JSON.parse(parsed.searchParams.get('sort') ?? '')).toEqual(['lastName', 'DESC']);
    expect(JSON.parse(parsed.searchParams.get('filter') ?? '')).toEqual({ q: 'mül', role: 'USER' });
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('Accept-Language')).toBe('de');
    expect(saved.fileName).toBe('persons-2026-11-23.csv');
    // Saved byte for byte: the BOM stays first, so Excel reads the file as UTF-8.
    const bytes = new Uint8Array(await (saved.blob as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(CSV.slice(1));
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('is disabled while the file downloads', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderList();
    await screen.findByText('Becker');
    const button = screen.getByRole('button', { name: 'Export' });

    await userEvent.click(button);
    expect(button).toBeDisabled();
    answer(new Response(CSV, { headers: { 'Content-Disposition': 'attachment; filename="persons-2026-11-23.csv"' } }));
    await waitFor(() => expect(button).toBeEnabled());
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('shows the API’s error and saves nothing', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Cannot sort by "x".' }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    renderList();
    await screen.findByText('Becker');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));

    expect(await screen.findByText('Cannot sort by "x".')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
