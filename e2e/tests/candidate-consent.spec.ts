import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { AgencyApplyPage, AgencyJobDetailPage, CONSENT_LABELS, MyAgenciesPage } from '../pages/candidate-consent.pages';
import { adminAuthorization, createAgency } from '../support/api';
import { DEMO_PASSWORD } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail-sink';
import { DEMO, signIn, uniqueTitle } from '../support/portal-helpers';

/** The demo agency of agentur@ and the demo pool nurse (role USER, no agency of her own). */
const AGENCY = 'MediPlus Personaldienste GmbH';
const NURSE = { email: DEMO.poolNurse, firstName: 'Lena', lastName: 'Schulz', name: 'Lena Schulz' };

async function signInApi(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
  return `Bearer ${(await response.json()).access_token}`;
}

/** A doctor request of the demo hospital, released to agencies at once (doctor requests skip the pool). */
async function releasedRequest(request: APIRequestContext, title: string): Promise<number> {
  const authorization = await signInApi(request, DEMO.orgAdmin);
  const found = await request.post('/api/organisations/find', { data: { searchTerm: 'St. Elisabeth' } });
  const organisation = ((await found.json()).organisations as { id: number; name: string }[]).find(
    (item) => item.name === DEMO.hospital,
  );
  expect(organisation, 'the demo hospital').toBeDefined();
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 12);
  start.setUTCHours(7, 0, 0, 0);
  const created = await request.post('/api/job', {
    headers: { Authorization: authorization },
    data: {
      kind: 'DOCTOR',
      title,
      dates: [
        {
          date: { startDate: start.getTime(), endDate: start.getTime() + 8 * 3600_000, activity: '' },
          type: 'vertretungsarzt',
        },
      ],
      organisation: organisation?.id,
      field: 'Neurologie',
      jobOperation: 'Station',
      payment: '',
      salary: [{ activity: 'Aktiv', cost: 95 }],
      subtitle: 'E2E',
      accomodation: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const job = await created.json();
  expect(job.state).toBe('external_adv');
  return job._id as number;
}

/** A second agency with a user of its own (invited by the administrator, password set by the mailed link). */
async function competitorAgency(request: APIRequestContext): Promise<string> {
  const authorization = await adminAuthorization(request);
  const tag = Date.now().toString(36);
  const agency = await createAgency(request, authorization, `Konkurrenz Personal ${tag}`);
  const email = `konkurrenz.${tag}@e2e.medstaff.de`;
  const invited = await request.post('/api/admin/invitations', {
    headers: { Authorization: authorization },
    data: { email, kind: 'AGENCY_USER', targetId: agency.id, language: 'en' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = linkIn(await waitForMail(email, /Invitation to MedStaff/, 30_000), '/auth/create-new-password/');
  const code = link.split('/auth/create-new-password/')[1];
  const reset = await request.post('/api/auth/reset-password', { data: { code, newPassword: DEMO_PASSWORD } });
  expect(reset.ok(), await reset.text()).toBe(true);
  return email;
}

async function personContext(browser: Browser, locale: string, errors: string[], who: string) {
  const context = await browser.newContext({ locale });
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${who}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${who}: ${error.message}`));
  });
  return { context, page: await context.newPage() };
}

test('an agency invites an existing nurse, she accepts in the portal, the agency applies; another agency sees no name', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const title = uniqueTitle('E2E Einwilligung Neurologie');
  const jobId = await releasedRequest(request, title);
  const competitorEmail = await competitorAgency(request);
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];
  const person = async (who: string, locale: string) => {
    const opened = await personContext(browser, locale, errors, who);
    contexts.push(opened.context);
    return opened.page;
  };

  try {
    // 1. The agency (English) invites the nurse by her address from the apply form: she is
    //    pending, not a candidate to choose.
    const agency = await person('agency', 'en-US');
    await signIn(agency, 'en', DEMO.agency);
    const applyPage = new AgencyApplyPage(agency, 'en');
    await applyPage.open(jobId);
    await applyPage.invite(NURSE.email, NURSE.firstName, NURSE.lastName);
    await expect(applyPage.invitation(NURSE.email)).toContainText(CONSENT_LABELS.en.pending);
    expect(await applyPage.candidateOptions()).not.toContainEqual(expect.stringContaining(NURSE.name));
    await waitForMail(NURSE.email, new RegExp(`^${AGENCY} invites you as a candidate$`), 30_000);

    // 2. The nurse (German) accepts in her signed-in area.
    const nurse = await person('nurse', 'de-DE');
    await signIn(nurse, 'de', NURSE.email);
    const myAgencies = new MyAgenciesPage(nurse, 'de');
    await myAgencies.openFromMenu();
    await myAgencies.accept(AGENCY);

    // 3. The agency applies with her.
    await applyPage.open(jobId);
    await expect(agency.getByRole('list', { name: CONSENT_LABELS.en.invitations })).toHaveCount(0);
    await applyPage.applyWith(NURSE.name, '61.00');
    await expect(agency.getByRole('listitem').filter({ hasText: title })).toContainText(NURSE.name);

    // 4. Another agency opens the request: neither its screen nor the API answer its session
    //    receives names her.
    const competitor = await person('competitor', 'en-US');
    await signIn(competitor, 'en', competitorEmail);
    const body = await new AgencyJobDetailPage(competitor, 'en').open(jobId);
    await expect(competitor.getByRole('heading', { name: title })).toBeVisible();
    await expect(competitor.locator('body')).not.toContainText(NURSE.lastName);
    // Soft: the rest of the journey is still checked when the single read leaks (issue 24,
    // finding 1: `GET /api/job/{id}` built one answer for every audience).
    expect.soft(body, 'GET /api/job/{id} as another agency').not.toContain(NURSE.lastName);
    expect.soft(body).not.toContain(NURSE.email);

    expect(errors, 'console errors on the pages').toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
  }
});
