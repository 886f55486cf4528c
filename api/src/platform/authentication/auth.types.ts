import type { PersonRole } from '@medstaff/domain';

/** What a verified access token says. `ver` must equal the person's current token version. */
export interface AccessTokenPayload {
  sub: number;
  role: PersonRole;
  ver: number;
}

/** The authenticated person as guards and handlers see it. */
export interface AuthUser {
  id: number;
  email: string;
  role: PersonRole;
}
