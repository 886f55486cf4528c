import { render, screen, waitFor } from '@testing-library/react';
import { App } from '../App';
import { jsonResponse, storeSession } from '../testing/session-fixtures';

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
