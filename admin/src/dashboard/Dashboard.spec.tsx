import { render, screen, waitFor } from '@testing-library/react';
import { App } from '../App';
import { jsonResponse, storeSession } from '../testing/session-fixtures';

jest.setTimeout(30_000);

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

function renderDashboard(language: 'de' | 'en') {
  storeSession('ADMIN');
  jest.spyOn(global, 'fetch').mockImplementation(async () => jsonResponse(404, { statusCode: 404 }));
  window.history.replaceState({}, '', `/${language}/admin/dashboard`);
  render(<App />);
}

describe('dashboard title', () => {
  it('says in the German app bar what the menu says: Übersicht', async () => {
    renderDashboard('de');

    expect(await screen.findByText('Willkommen, Anna', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('react-admin-title')).toHaveTextContent('Übersicht'));
    expect(document.getElementById('react-admin-title')).not.toHaveTextContent('Dashboard');
  });

  it('says Dashboard in English', async () => {
    renderDashboard('en');

    expect(await screen.findByText('Welcome, Anna', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('react-admin-title')).toHaveTextContent('Dashboard'));
  });
});
