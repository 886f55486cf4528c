import { waitFor } from '@testing-library/react';
import { pageNavigation } from '../session/page-navigation';
import { renderApp } from '../testing/render-app';
import { signedInAs } from '../testing/signed-in';
import { assignmentDestination } from './assignment-links';

describe('the link of an assignment mail', () => {
  test.each([
    ['ORG_ADMIN', '/de/hospital/assignments?assignment=42', false],
    ['ORG_SUB', '/de/hospital/assignments?assignment=42', false],
    ['AGENCY', '/de/agency/assignments?assignment=42', false],
    ['USER', '/de/shifts/assignments', false],
    ['ADMIN', '/de/admin/assignments/42/show', true],
  ] as const)('leads %s to %s', (role, path, fullPage) => {
    expect(assignmentDestination(role, 'de', 42)).toEqual({ path, fullPage });
  });

  test('sends a signed-in agency user on to its Einsätze with the assignment open', async () => {
    signedInAs('AGENCY', {});
    const { router } = renderApp('/en/assignments/42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/agency/assignments'));
    expect(router.state.location.search).toBe('?assignment=42');
  });

  test('sends an administrator to the console with a full page load', async () => {
    const replace = jest.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
    signedInAs('ADMIN', {});
    renderApp('/de/assignments/42');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/de/admin/assignments/42/show'));
    replace.mockRestore();
  });

  test('answers a link without a valid number with the not-found page', async () => {
    signedInAs('AGENCY', {});
    const { router, findByRole } = renderApp('/en/assignments/abc');
    expect(await findByRole('heading', { level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/assignments/abc');
  });
});
