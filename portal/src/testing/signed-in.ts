import type { PersonRole, SessionUser } from '@medstaff/domain';
import { mockApi, type MockHandler } from './mock-api';
import { storeSession } from './session-fixtures';

/**
 * A stored session of `role` whose cookie the server still accepts (GET /auth/is-logged-in
 * answers with the same user), plus any other handlers the test needs.
 */
export function signedInAs(
  role: PersonRole,
  handlers: Record<string, MockHandler> = {},
  fields: Partial<SessionUser> = {},
) {
  const session = storeSession({ role, ...fields });
  const { expiresAt: _expiresAt, ...user } = session;
  const api = mockApi({ 'GET /auth/is-logged-in': { body: { user } }, ...handlers });
  return { session, api };
}

/** Makes MUI's useMediaQuery see a wide screen (jsdom has no matchMedia: narrow by default). */
export function simulateWideScreen(): () => void {
  const matchMedia = jest.fn((query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return () => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  };
}
