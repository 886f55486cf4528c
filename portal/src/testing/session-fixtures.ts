import { SESSION_STORAGE_KEY, type SessionUser } from '@medstaff/domain';

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given expiry (seconds since the epoch); the client only reads `exp`. */
export function createTestToken(expiresAtSeconds: number): string {
  return [
    base64Url({ alg: 'HS256', typ: 'JWT' }),
    base64Url({ sub: 7, role: 'AGENCY', exp: expiresAtSeconds }),
    'signature',
  ].join('.');
}

export function createTestUser(expiresAtSeconds: number): SessionUser {
  return {
    id: 7,
    email: 'agency@example.com',
    firstName: 'Anna',
    lastName: 'Agentur',
    role: 'AGENCY',
    language: 'de',
    access_token: createTestToken(expiresAtSeconds),
    token_type: 'Bearer',
  };
}

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** Stores a session the way the site does after login. */
export function storeSession({ expiresInSeconds }: { expiresInSeconds: number }): SessionUser {
  const user = createTestUser(nowInSeconds() + expiresInSeconds);
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  return user;
}
