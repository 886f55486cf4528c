import { homeDestination } from './home-destination';

describe('where a signed-in person belongs', () => {
  test.each([
    ['ORG_ADMIN', 'en', { path: '/en/hospital', fullPage: false }],
    ['ORG_SUB', 'de', { path: '/de/hospital', fullPage: false }],
    ['AGENCY', 'de', { path: '/de/agency/jobs', fullPage: false }],
    ['ADMIN', 'en', { path: '/en/admin/dashboard', fullPage: true }],
    ['USER', 'de', { path: '/de/shifts/assignments', fullPage: false }],
  ] as const)('%s (%s) → %j', (role, language, expected) => {
    expect(homeDestination(role, language)).toEqual(expected);
  });
});
