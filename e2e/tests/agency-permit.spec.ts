import { adminAuthorization, createAgency } from '../support/api';
import { expect, test } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail-sink';

const PASSWORD = 'Neue-Agentur-1';

/**
 * Issue 29 in the browser: a new agency's user sees on New Jobs that hospitals cannot select its
 * candidates until the permit for temporary agency work (§1 AÜG) is entered, follows the link to
 * the agency settings, enters it, and the notice is gone; the back office reads the saved permit.
 */
test('a new agency enters its §1 AÜG permit from the notice on New Jobs', async ({ page, request }) => {
  test.setTimeout(60_000);
  const authorization = await adminAuthorization(request);
  const agency = await createAgency(request, authorization, `Agentur ohne Erlaubnis ${Date.now().toString(36)}`);
  const email = `erlaubnis.${Date.now().toString(36)}@e2e.medstaff.de`;
  const invitation = await request.post('/api/admin/invitations', {
    headers: { Authorization: authorization },
    data: { email, kind: 'AGENCY_USER', targetId: agency.id },
  });
  expect(invitation.ok(), await invitation.text()).toBe(true);
  const mail = await waitForMail(email, /Invitation to MedStaff|Einladung zu MedStaff/);
  await page.goto(linkIn(mail, '/auth/create-new-password/'));
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="passwordConfirmation"]').fill(PASSWORD);
  await page.getByRole('button', { name: /Save password|Passwort speichern/ }).click();
  await expect(page).toHaveURL(/\/auth\/password-updated$/);
  await page.goto('/en/auth/sign-in');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/agency\/jobs$/);

  const notice = page.getByText('Hospitals cannot select your candidates until your permit');
  await expect(notice).toBeVisible();
  await page.getByRole('link', { name: 'Enter the permit' }).click();
  await expect(page).toHaveURL(/\/en\/agency\/settings$/);

  await page.getByRole('button', { name: 'Save permit' }).click();
  await expect(
    page.getByText('Enter the authority that granted the permit for temporary agency work (§1 AÜG).'),
  ).toBeVisible();
  await page.getByLabel('Issuing authority').fill('Bundesagentur für Arbeit, Regionaldirektion Nord');
  await page.getByLabel('Date issued').fill('2021-09-15');
  await page.getByRole('button', { name: 'Save permit' }).click();
  await expect(page.getByText('The permit is saved.')).toBeVisible();

  const read = await request.get(`/api/admin/agencies/${agency.id}`, { headers: { Authorization: authorization } });
  expect(await read.json()).toMatchObject({
    permitAuthority: 'Bundesagentur für Arbeit, Regionaldirektion Nord',
    permitIssuedOn: '2021-09-15',
  });

  await page.getByRole('navigation').getByRole('link', { name: 'New Jobs' }).click();
  await expect(page).toHaveURL(/\/en\/agency\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New Jobs' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
