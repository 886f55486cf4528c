import type { AgencyJobWire, AppliedJobWire } from '@medstaff/domain';
import { adminAuthorization, createAgency } from '../support/api';
import { DEMO_PASSWORD } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail-sink';
import { DEMO } from '../support/portal-helpers';

const PASSWORD = 'Zweite-Agentur-1';

/**
 * Issue 24, finding 1, in the browser: a second agency opens a released request that the demo
 * agency applied to with one of its candidates. Neither the page nor the answer its browser
 * receives names that candidate, and the page does not claim that the second agency applied.
 */
test('another agency opens a request the demo agency applied to: no name reaches its browser', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const demoLogin = await request.post('/api/auth/login', { data: { email: DEMO.agency, password: DEMO_PASSWORD } });
  expect(demoLogin.ok()).toBe(true);
  const demoAgency = { Authorization: `Bearer ${(await demoLogin.json()).access_token}` };
  const applied = (await (await request.get('/api/job/applied-jobs', { headers: demoAgency })).json()) as {
    applications: AppliedJobWire[];
  };
  const competitor = applied.applications.find(
    (application) =>
      application.state === 'applied' && application.job.state === 'external_adv' && application.candidate,
  );
  expect(competitor, 'a released demo request with an open application of the demo agency').toBeDefined();
  const { job, candidate, applicantName } = competitor as AppliedJobWire;
  const names = [candidate?.firstName ?? '', candidate?.lastName ?? '', applicantName].filter(Boolean);

  // A second agency and its user, invited by the administrator.
  const authorization = await adminAuthorization(request);
  const agency = await createAgency(request, authorization, `Zweite Agentur ${Date.now().toString(36)}`);
  const email = `zweite.agentur.${Date.now().toString(36)}@e2e.medstaff.de`;
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

  // The request's page: the answer the browser receives, and what it shows.
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'GET' && new URL(response.url()).pathname === `/api/job/${job._id}`,
  );
  await page.goto(`/en/agency/jobs/${job._id}`);
  const received = await answer;
  expect(received.status()).toBe(200);
  const text = await received.text();
  for (const name of names) expect(text, `the answer names ${name}`).not.toContain(name);
  expect((JSON.parse(text) as AgencyJobWire).applicants).toEqual([]);
  await expect(page.getByText(job.title).first()).toBeVisible();
  await expect(page.getByText('Your agency has already applied for this shift.')).toHaveCount(0);
  for (const name of names) await expect(page.getByText(name)).toHaveCount(0);
});
