import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { TestAdmin } from '../testing/admin-test-context';
import { jsonResponse, storeSession } from '../testing/session-fixtures';
import { OrganisationCreate } from './OrganisationCreate';

jest.setTimeout(30_000);

const countries = [{ code: 'DE', name: { de: 'Deutschland', en: 'Germany' } }];

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('add organisation form, rough edges', () => {
  it("takes 'Incorrect url' away as soon as the URL is corrected", async () => {
    render(
      <TestAdmin dataProvider={{ createOrganisation: jest.fn(), getCountries: async () => countries } as never}>
        <OrganisationCreate />
      </TestAdmin>,
    );
    const url = screen.getByRole('textbox', { name: /URL/ });
    await userEvent.type(url, 'kein url');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Incorrect url')).toBeInTheDocument();

    await userEvent.clear(url);
    await userEvent.type(url, 'https://klinikum.example');

    expect(screen.queryByText('Incorrect url')).not.toBeInTheDocument();
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(3);
  });

  it('asks before leaving with unsaved changes and leaves only when confirmed', async () => {
    storeSession('ADMIN');
    jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
      const path = new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname;
      if (path === '/api/countries') return jsonResponse(200, { countries });
      const response = jsonResponse(200, []);
      response.headers.set('Content-Range', 'organisations 0-0/0');
      return response;
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    window.history.replaceState({}, '', '/en/admin/addNewOrganisation');
    render(<App />);

    await userEvent.type(
      await screen.findByRole('textbox', { name: /Organisation Name/ }, { timeout: 10_000 }),
      'Klinikum Nord',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Organisations List' }));
    expect(confirm).toHaveBeenCalledWith("Some of your changes weren't saved. Are you sure you want to ignore them?");
    expect(window.location.pathname).toBe('/en/admin/addNewOrganisation');

    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'Organisations List' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en/admin/organisation'));
  });

  it('lets an untouched form go without asking', async () => {
    storeSession('ADMIN');
    jest.spyOn(global, 'fetch').mockImplementation(async () => {
      const response = jsonResponse(200, []);
      response.headers.set('Content-Range', 'organisations 0-0/0');
      return response;
    });
    const confirm = jest.spyOn(window, 'confirm');
    window.history.replaceState({}, '', '/en/admin/addNewOrganisation');
    render(<App />);

    await userEvent.click(await screen.findByRole('link', { name: 'Organisations List' }, { timeout: 10_000 }));
    await waitFor(() => expect(window.location.pathname).toBe('/en/admin/organisation'));
    expect(confirm).not.toHaveBeenCalled();
  });
});
