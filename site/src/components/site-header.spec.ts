import { SESSION_STORAGE_KEY } from '@medstaff/domain';
import { getByRole, queryByRole } from '@testing-library/react';
import { hasStoredSession, ownAreaHref, setUpSiteHeader } from './site-header';

/** The header markup the setup relies on, as Header.astro renders it. */
function renderHeader(): HTMLElement {
  document.body.innerHTML = `
    <header data-site-header data-session-key="${SESSION_STORAGE_KEY}" data-lang="en">
      <button type="button" aria-expanded="false" aria-controls="site-menu" data-menu-toggle>Menu</button>
      <div id="site-menu" data-menu>
        <nav><a href="/en">Home</a><a href="/en#contact">Contact</a></nav>
        <a href="/en/auth/sign-in" data-sign-in>Sign in</a>
        <a href="/en" data-own-area hidden>My area</a>
        <button type="button" data-sign-out data-home="/en" hidden>Sign out</button>
      </div>
    </header>`;
  return document.querySelector<HTMLElement>('[data-site-header]')!;
}

/** The expiry of a session that ends `secondsFromNow` from now (milliseconds since the epoch). */
function expiry(secondsFromNow: number): number {
  return Date.now() + secondsFromNow * 1000;
}

function storeSession(expiresAt: number, role = 'ORG_ADMIN'): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ id: 1, email: 'hr@klinikum.de', role, expiresAt }));
}

function setScroll(pixels: number): void {
  Object.defineProperty(window, 'scrollY', { value: pixels, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('site header', () => {
  beforeEach(() => {
    localStorage.clear();
    setScroll(0);
  });

  it('shows the sign-in link and hides sign-out for a visitor', () => {
    const header = renderHeader();
    setUpSiteHeader(header);

    expect(getByRole(header, 'link', { name: 'Sign in' })).toBeVisible();
    expect(queryByRole(header, 'button', { name: 'Sign out' })).toBeNull();
    expect(queryByRole(header, 'link', { name: 'My area' })).toBeNull();
  });

  it.each([
    ['ORG_ADMIN', '/en/hospital'],
    ['ORG_SUB', '/en/hospital'],
    ['AGENCY', '/en/agency/jobs'],
    ['ADMIN', '/en/admin/dashboard'],
    ['USER', '/en/shifts/assignments'],
  ])('shows a %s the link to their own area (%s) beside sign-out', (role, href) => {
    storeSession(expiry(3600), role);
    const header = renderHeader();
    setUpSiteHeader(header);

    expect(getByRole(header, 'link', { name: 'My area' })).toHaveAttribute('href', href);
    expect(getByRole(header, 'button', { name: 'Sign out' })).toBeVisible();
  });

  it('shows no area link for an expired session or an unknown role', () => {
    storeSession(expiry(-60), 'AGENCY');
    setUpSiteHeader(renderHeader());
    expect(queryByRole(document.body, 'link', { name: 'My area' })).toBeNull();

    storeSession(expiry(3600), 'SUPERUSER');
    setUpSiteHeader(renderHeader());
    expect(queryByRole(document.body, 'link', { name: 'My area' })).toBeNull();
  });

  it('shows sign-out instead of sign-in when a session is stored', () => {
    storeSession(expiry(3600));
    const header = renderHeader();
    setUpSiteHeader(header);

    expect(getByRole(header, 'button', { name: 'Sign out' })).toBeVisible();
    expect(queryByRole(header, 'link', { name: 'Sign in' })).toBeNull();
  });

  it('signs out by revoking the session (the cookie goes by itself), removing it and reloading the language home', () => {
    storeSession(expiry(3600));
    const navigate = jest.fn();
    const fetchMock = jest.fn().mockResolvedValue(new Response(null, { status: 204 }));
    const originalFetch = global.fetch;
    global.fetch = fetchMock;
    try {
      const header = renderHeader();
      setUpSiteHeader(header, { navigate });

      getByRole(header, 'button', { name: 'Sign out' }).click();

      expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', { method: 'POST', keepalive: true });
      expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/en');
    } finally {
      global.fetch = originalFetch;
    }
  });

  it('toggles the menu with the burger and closes it on Escape or a link', () => {
    const header = renderHeader();
    setUpSiteHeader(header);
    const burger = getByRole(header, 'button', { name: 'Menu' });

    burger.click();
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(header).toHaveClass('is-open');

    header.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();

    burger.click();
    getByRole(header, 'link', { name: 'Contact' }).click();
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(header).not.toHaveClass('is-open');
  });

  it('fills the background only after scrolling more than 5px', () => {
    const header = renderHeader();
    setUpSiteHeader(header);

    setScroll(5);
    expect(header).not.toHaveClass('is-filled');
    setScroll(6);
    expect(header).toHaveClass('is-filled');
    setScroll(0);
    expect(header).not.toHaveClass('is-filled');
  });
});

describe('hasStoredSession', () => {
  beforeEach(() => localStorage.clear());

  it('accepts a session that has not expired', () => {
    storeSession(expiry(60));
    expect(hasStoredSession(localStorage, SESSION_STORAGE_KEY)).toBe(true);
  });

  it.each([
    ['nothing stored', null],
    ['broken JSON', '{'],
    ['no expiry', JSON.stringify({ id: 1 })],
    ['an expired session', JSON.stringify({ expiresAt: expiry(-60) })],
    ['a session an earlier version stored with its token', JSON.stringify({ access_token: 'a.b.c' })],
  ])('treats %s as signed out', (_case, stored) => {
    if (stored !== null) localStorage.setItem(SESSION_STORAGE_KEY, stored);
    expect(hasStoredSession(localStorage, SESSION_STORAGE_KEY)).toBe(false);
  });
});

describe('the session an earlier version kept with its token', () => {
  it('is removed from the storage when the header starts', () => {
    localStorage.setItem('medstaff.user', JSON.stringify({ role: 'AGENCY', access_token: 'a.b.c' }));
    setUpSiteHeader(renderHeader());
    expect(localStorage.getItem('medstaff.user')).toBeNull();
  });
});

describe('ownAreaHref', () => {
  beforeEach(() => localStorage.clear());

  it('uses the page language', () => {
    storeSession(expiry(60), 'ORG_SUB');
    expect(ownAreaHref(localStorage, SESSION_STORAGE_KEY, 'de')).toBe('/de/hospital');
  });

  it('is undefined without a session', () => {
    expect(ownAreaHref(localStorage, SESSION_STORAGE_KEY, 'de')).toBeUndefined();
  });
});
