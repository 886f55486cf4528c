import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { jsonResponse, storeSession } from '../testing/session-fixtures';

jest.setTimeout(30_000);

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

function renderConsole() {
  storeSession('ADMIN');
  jest.spyOn(global, 'fetch').mockImplementation(async () => jsonResponse(404, { statusCode: 404 }));
  window.history.replaceState({}, '', '/en/admin/dashboard');
  render(<App />);
}

describe('layout on narrow screens and long labels', () => {
  it('wraps long menu labels in the open sidebar instead of cutting them off', async () => {
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: 'Persons' }, { timeout: 10_000 }));

    const label = await screen.findByText('Organisation Admins');
    expect(getComputedStyle(label).whiteSpace).toBe('normal');
  });

  it('lets the app bar title shrink so it never runs under the language and theme buttons', async () => {
    renderConsole();
    await screen.findByText('Welcome, Anna', {}, { timeout: 10_000 });

    const title = document.getElementById('react-admin-title') as HTMLElement;
    expect(getComputedStyle(title).minWidth).toBe('0');
    expect(getComputedStyle(title).textOverflow).toBe('ellipsis');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Theme' })).flexShrink).toBe('0');
  });

  it('lets the content column shrink, so wide tables scroll in their own container', async () => {
    renderConsole();
    await screen.findByText('Welcome, Anna', {}, { timeout: 10_000 });

    // react-admin's root is at least as wide as its content (`fit-content`): both may shrink now.
    const root = document.querySelector('.layout') as HTMLElement;
    const content = document.querySelector('.RaLayout-content') as HTMLElement;
    expect(getComputedStyle(root).minWidth).toBe('0');
    expect(getComputedStyle(content).minWidth).toBe('0');
  });
});
