import { USER_ROLES } from '@medstaff/domain';
import { buildRegistrationPayload, isAgencySignUp, userRoleIdForSegment } from './registration-payload';
import { EMPTY_SIGN_UP_VALUES } from './validation';

describe('the role id of a sign-up', () => {
  const roles = [
    { id: 21, name: 'ORGANISATION ADMIN', personRole: 'ORG_ADMIN' },
    { id: 22, name: 'AGENCY', personRole: 'AGENCY' },
    { id: 23, name: 'USER', personRole: 'USER' },
  ] as const;

  test.each([
    ['agency', 22],
    ['organisation', 21],
    [undefined, 23],
    ['admin', 23],
  ])('/auth/sign-up/%s → %s', (segment, id) => {
    expect(userRoleIdForSegment(segment, roles)).toBe(id);
  });

  test('a role missing from the list falls back to the USER id 4', () => {
    expect(userRoleIdForSegment('agency', [])).toBe(4);
    expect(
      userRoleIdForSegment(
        'organisation',
        USER_ROLES.filter((role) => role.name !== 'ORGANISATION ADMIN'),
      ),
    ).toBe(4);
  });

  test('only the agency segment is an agency sign-up', () => {
    expect(isAgencySignUp('agency')).toBe(true);
    expect(isAgencySignUp('organisation')).toBe(false);
    expect(isAgencySignUp(undefined)).toBe(false);
  });
});

describe('the registration payload', () => {
  const values = {
    ...EMPTY_SIGN_UP_VALUES,
    firstName: ' Clara ',
    lastName: 'Schumann',
    gender: 'female',
    role: ' Ärztin ',
    email: ' clara@example.com ',
    password: 'lang-genug-2026',
    passwordConfirmation: 'lang-genug-2026',
    acceptTC: true,
  };

  test('a hospital sign-up sends the organisation id, trimmed texts and the phone twice', () => {
    expect(
      buildRegistrationPayload(
        { ...values, organisation: { id: 5, name: 'Charité' }, phoneNumber: ' 030 123456 ' },
        { segment: 'organisation', userRoles: USER_ROLES, language: 'de' },
      ),
    ).toEqual({
      email: 'clara@example.com',
      firstName: 'Clara',
      lastName: 'Schumann',
      gender: 'female',
      organisation: [5],
      role: 'Ärztin',
      phoneNumber: '030 123456',
      password: 'lang-genug-2026',
      passwordConfirmation: 'lang-genug-2026',
      acceptTC: true,
      language: 'de',
      userRoles: [2],
      userInfo: { phoneNumber: '030 123456' },
    });
  });

  test('an agency sign-up sends the typed name; no phone number means none at the top level', () => {
    const payload = buildRegistrationPayload(
      { ...values, organisation: ' Pflege Plus GmbH ' },
      { segment: 'agency', userRoles: USER_ROLES, language: 'en' },
    );
    expect(payload.organisation).toEqual(['Pflege Plus GmbH']);
    expect(payload.userRoles).toEqual([3]);
    expect(payload).not.toHaveProperty('phoneNumber');
    expect(payload.userInfo).toEqual({ phoneNumber: '' });
  });
});
