import { SESSION_STORAGE_KEY, type PersonRole, type SessionUser } from '@medstaff/domain';

export function createTestUser(expiresAtSeconds: number, fields: Partial<SessionUser> = {}): SessionUser {
  const role = fields.role ?? 'AGENCY';
  return {
    id: 7,
    email: 'agency@example.com',
    firstName: 'Anna',
    lastName: 'Agentur',
    role,
    language: 'de',
    expiresAt: expiresAtSeconds * 1000,
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
  const { expiresAt: _expiresAt, ...userFields } = user;
  return {
    user: userFields,
    access_token: 'header.payload.signature',
    token_type: 'Bearer' as const,
    expires_in: 3600,
  };
}
