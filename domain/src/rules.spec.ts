import { passwordStrength } from './password-strength';
import {
  preselectedField,
  fieldsForPosition,
  FIELDS,
  POSITIONS,
  JOB_TITLES,
  COUNTRIES,
  GENDERS,
} from './reference-data';
import { homePathForRole, roleForSignUpSegment, USER_ROLES } from './roles';
import { isSessionExpired, sessionFromLogin } from './session';

describe('password strength', () => {
  it('is weak up to 6 characters, medium up to 10, strong beyond', () => {
    expect(passwordStrength('')).toBe('weak');
    expect(passwordStrength('abcdef')).toBe('weak');
    expect(passwordStrength('abcdefg')).toBe('medium');
    expect(passwordStrength('abcdefghij')).toBe('medium');
    expect(passwordStrength('abcdefghijk')).toBe('strong');
  });
});

describe('roles', () => {
  it('maps the sign-up segment to a role', () => {
    expect(roleForSignUpSegment('agency')).toBe('AGENCY');
    expect(roleForSignUpSegment('organisation')).toBe('ORG_ADMIN');
    expect(roleForSignUpSegment('anything')).toBe('USER');
    expect(roleForSignUpSegment(undefined)).toBe('USER');
  });

  it('sends each role to its home after sign-in', () => {
    expect(homePathForRole('ORG_ADMIN')).toBe('/hospital');
    expect(homePathForRole('ORG_SUB')).toBe('/hospital');
    expect(homePathForRole('AGENCY')).toBe('/agency/jobs');
    expect(homePathForRole('ADMIN')).toBe('/admin/dashboard');
    expect(homePathForRole('USER')).toBe('/shifts/assignments');
  });

  it('names the user roles as the spec does', () => {
    expect(USER_ROLES.map((role) => role.name)).toEqual(['ADMIN', 'ORGANISATION ADMIN', 'AGENCY', 'USER']);
  });
});

describe('reference data', () => {
  it('has unique codes and both languages everywhere', () => {
    for (const list of [FIELDS, POSITIONS, JOB_TITLES, COUNTRIES, GENDERS]) {
      const codes = list.map((entry) => entry.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const entry of list) {
        expect(entry.name.de.trim()).not.toBe('');
        expect(entry.name.en.trim()).not.toBe('');
      }
    }
  });

  it('links positions only to known fields', () => {
    const known = new Set(FIELDS.map((field) => field.code));
    for (const position of POSITIONS) for (const field of position.fields) expect(known.has(field)).toBe(true);
  });

  it('preselects the field only when a specialist has exactly one', () => {
    expect(preselectedField('hebamme')).toBe('kreisssaal');
    expect(preselectedField('facharzt')).toBeUndefined();
    expect(fieldsForPosition('unknown')).toEqual([]);
  });

  it('names countries in both languages', () => {
    expect(COUNTRIES.find((country) => country.code === 'AT')?.name).toEqual({ de: 'Österreich', en: 'Austria' });
  });
});

describe('session', () => {
  const user = {
    id: 7,
    email: 'a@example.com',
    firstName: 'A',
    lastName: 'B',
    role: 'AGENCY',
    language: 'de',
  } as const;

  it('keeps the user and the expiry of a login, never the token', () => {
    const now = Date.now();
    const session = sessionFromLogin({ user, expires_in: 60 }, now);
    expect(session).toEqual({ ...user, expiresAt: now + 60_000 });
    expect(JSON.stringify(session)).not.toContain('token');
  });

  it('treats an expired or unreadable expiry as signed out', () => {
    const now = Date.now();
    expect(isSessionExpired({ expiresAt: now + 60_000 }, now)).toBe(false);
    expect(isSessionExpired({ expiresAt: now }, now)).toBe(true);
    expect(isSessionExpired({ expiresAt: '9999999999999' }, now)).toBe(true);
    expect(isSessionExpired({}, now)).toBe(true);
  });
});
