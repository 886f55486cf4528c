import { LEGACY_SESSION_STORAGE_KEY, SESSION_STORAGE_KEY } from '@medstaff/domain';
import { createTestUser } from '../testing/session-fixtures';
import {
  clearSession,
  forgetEndedSession,
  hasSessionEnded,
  readSession,
  SESSION_ENDED_KEY,
  writeSession,
} from './session-storage';

const now = Date.UTC(2025, 0, 15, 12, 0, 0);
const inSeconds = (offset: number) => Math.floor(now / 1000) + offset;

describe('session storage', () => {
  test('reads back a written session that has not expired', () => {
    const user = createTestUser(inSeconds(3600));
    writeSession(user);

    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(user);
    expect(readSession(now)).toEqual(user);
  });

  test('nothing stored means signed out', () => {
    expect(readSession(now)).toBeNull();
  });

  test('an expired session means signed out', () => {
    writeSession(createTestUser(inSeconds(-1)));

    expect(readSession(now)).toBeNull();
  });

  test('a session without an expiry, a stored value without a role or broken JSON mean signed out', () => {
    const { expiresAt: _expiresAt, ...withoutExpiry } = createTestUser(inSeconds(60));
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(withoutExpiry));
    expect(readSession(now)).toBeNull();

    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ email: 'a@example.com' }));
    expect(readSession(now)).toBeNull();

    window.localStorage.setItem(SESSION_STORAGE_KEY, '{');
    expect(readSession(now)).toBeNull();
  });

  test('the session an earlier version stored with its token is removed, not read', () => {
    const legacy = { ...createTestUser(inSeconds(3600)), access_token: 'header.payload.signature' };
    window.localStorage.setItem(LEGACY_SESSION_STORAGE_KEY, JSON.stringify(legacy));

    expect(readSession(now)).toBeNull();
    expect(window.localStorage.getItem(LEGACY_SESSION_STORAGE_KEY)).toBeNull();
  });

  test('clearing removes the stored session', () => {
    writeSession(createTestUser(inSeconds(3600)));

    clearSession();

    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(readSession(now)).toBeNull();
  });
});

describe('a session that ended on its own', () => {
  test('a sign-out, or nothing ever stored, is not an ended session', () => {
    expect(hasSessionEnded(now)).toBe(false);
    writeSession(createTestUser(inSeconds(3600)));
    expect(hasSessionEnded(now)).toBe(false);

    clearSession();

    expect(hasSessionEnded(now)).toBe(false);
  });

  test('a session the server refused is marked as ended until the next sign-in', () => {
    writeSession(createTestUser(inSeconds(3600)));

    clearSession({ ended: true });

    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(hasSessionEnded(now)).toBe(true);
    writeSession(createTestUser(inSeconds(3600)));
    expect(hasSessionEnded(now)).toBe(false);
  });

  test('an expired stored token is an ended session; forgetting it removes the token and the mark', () => {
    writeSession(createTestUser(inSeconds(-1)));
    window.sessionStorage.setItem(SESSION_ENDED_KEY, 'true');
    expect(hasSessionEnded(now)).toBe(true);

    forgetEndedSession(now);

    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(hasSessionEnded(now)).toBe(false);
  });

  test('forgetting keeps a valid session', () => {
    const user = createTestUser(inSeconds(3600));
    writeSession(user);

    forgetEndedSession(now);

    expect(readSession(now)).toEqual(user);
  });
});
