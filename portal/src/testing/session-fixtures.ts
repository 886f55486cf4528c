import { SESSION_STORAGE_KEY, type PersonRole, type SessionUser } from '@medstaff/domain';

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given expiry (seconds since the epoch); the client only reads `exp`. */
export function createTestToken(expiresAtSeconds: number, role: PersonRole = 'AGENCY'): string {
  return [
    base64Url({ alg: 'HS256', typ: 'JWT' }),
    base64Url({ sub: 7, role, exp: expiresAtSeconds }),
    'signature',
  ].join('.');
}

export function createTestUser(expiresAtSeconds: number, fields: Partial<SessionUser> = {}): SessionUser {
  const role = fields.role ?? 'AGENCY';
  return {
    id: 7,
    email: 'agency@example.com',
    firstName: 'Anna',
    lastName: 'Agentur',
    role,
    language: 'de',
    access_token: createTestToken(expiresAtSeconds, role),
    token_type: 'Bearer',
    ...fields,
  };
}

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** Stores a session the way the site does after login (an agency user unless `fields` say otherwise). */
export function storeSession({
  expiresInSeconds = 3600,
  ...fields
}: { expiresInSeconds?: number } & Partial<SessionUser> = {}): SessionUser {
  const user = createTestUser(nowInSeconds() + expiresInSeconds, fields);
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  return user;
}

/** What POST /api/auth/login answers for a user of `role`. */
export function loginResponse(role: PersonRole, fields: Partial<SessionUser> = {}) {
  const user = createTestUser(nowInSeconds() + 3600, { role, ...fields });
  const { access_token: accessToken, token_type: tokenType, ...userFields } = user;
  return { user: userFields, access_token: accessToken, token_type: tokenType, expires_in: 3600 };
}
