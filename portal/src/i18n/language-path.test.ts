import { pathWithDefaultLanguage } from './language-path';

describe('pathWithDefaultLanguage', () => {
  test.each([
    ['/fr/auth/404', '/de/auth/404'],
    ['/xx/agency/jobs?page=2#top', '/de/agency/jobs?page=2#top'],
    ['/auth/sign-in', '/de/auth/sign-in'],
    ['/hospital', '/de/hospital'],
    ['/organisations/calendar?view=week', '/de/organisations/calendar?view=week'],
    ['/', '/de'],
    ['/EN/auth/404', '/de/auth/404'],
  ])('%s → %s', (path, expected) => {
    expect(pathWithDefaultLanguage(path)).toBe(expected);
  });
});
