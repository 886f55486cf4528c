import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO, choose, dayFromToday, signIn, uniqueTitle } from '../support/portal-helpers';

/**
 * Issue 28: the portal's server state is a query cache that asks again on its own. The hospital
 * changes a released shift's time while the agency has the request open in another browser
 * context; the agency's page shows the new time after its next refresh (30 s, or on focus),
 * without a reload. The hospital's own release shows in its table without a reload too
 * (invalidation after a workflow action).
 */

/** Marks the document: a reload (or a navigation that loads the page anew) drops the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { e2eMark?: string }).e2eMark = 'not reloaded';
  });
const documentMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark ?? 'reloaded');

test('the agency’s open request shows the hospital’s new shift time without a reload', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const title = uniqueTitle('E2E Live ICU');
  const day = dayFromToday(4);
  const hospital = page;

  // 1. The hospital posts a request for one day, 08:00–16:00, and releases it to agencies at once.
  await signIn(hospital, 'en', DEMO.orgAdmin);
  await hospital.goto('/en/organisations/jobUpload');
  await hospital.getByRole('textbox', { name: /^Title/ }).fill(title);
  await choose(hospital, /^Organisation/, DEMO.hospital);
  await choose(hospital, /^Department/, 'Intensivstation');
  await hospital.getByLabel('First day').fill(day.iso);
  await hospital.getByRole('button', { name: 'Add days' }).click();
  await hospital.getByLabel('Start', { exact: true }).fill('08:00');
  await hospital.getByLabel('End', { exact: true }).fill('16:00');
  await hospital.getByRole('button', { name: 'Post request' }).click();
  await expect(hospital).toHaveURL(/\/en\/hospital$/);

  await hospital.goto('/en/organisations/allApplicants');
  const editLink = hospital.getByRole('link', { name: `Edit ${title}` });
  const jobId = Number(/jobUpdate\/(\d+)/.exec((await editLink.getAttribute('href')) ?? '')?.[1]);
  expect(jobId, 'the request’s id from its edit link').toBeGreaterThan(0);
  await markDocument(hospital);
  await hospital.getByRole('button', { name: `Details of ${title}` }).click();
  await hospital.getByRole('button', { name: 'Release to agencies now' }).click();
  const dialog = hospital.getByRole('dialog', { name: 'Release to agencies now?' });
  await dialog.getByRole('button', { name: 'Release', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The table asks again after the action: the row says so without a reload.
  await expect(hospital.getByText(/^Open to agencies since/)).toBeVisible();
  expect(await documentMark(hospital)).toBe('not reloaded');

  // 2. The agency opens the released request in its own browser context.
  const agencyContext: BrowserContext = await browser.newContext({ locale: 'en-GB' });
  try {
    const agency = await agencyContext.newPage();
    const agencyErrors: string[] = [];
    agency.on('pageerror', (error) => agencyErrors.push(error.message));
    agency.on('console', (message) => {
      if (message.type() === 'error') agencyErrors.push(message.text());
    });
    await signIn(agency, 'en', DEMO.agency);
    await agency.goto(`/en/agency/jobs/${jobId}`);
    await expect(agency.getByRole('heading', { name: title })).toBeVisible();
    await expect(agency.getByText(`${day.shown} 08:00 – ${day.shown} 16:00`)).toBeVisible();
    await markDocument(agency);

    // 3. The hospital moves the shift to 09:30–17:00.
    await hospital.goto(`/en/organisations/jobUpdate/${jobId}`);
    await expect(hospital.getByRole('heading', { name: 'Edit request' })).toBeVisible();
    await expect(hospital.getByLabel('Start', { exact: true })).toHaveValue('08:00');
    await hospital.getByLabel('Start', { exact: true }).fill('09:30');
    await hospital.getByLabel('End', { exact: true }).fill('17:00');
    await hospital.getByRole('button', { name: 'Save changes' }).click();
    await expect(hospital).toHaveURL(/\/en\/hospital$/);

    // 4. The agency's page shows the new time after its next refresh (at most 30 s), not reloaded.
    await expect(agency.getByText(`${day.shown} 09:30 – ${day.shown} 17:00`)).toBeVisible({ timeout: 45_000 });
    await expect(agency.getByText(`${day.shown} 08:00 – ${day.shown} 16:00`)).toHaveCount(0);
    expect(await documentMark(agency)).toBe('not reloaded');
    expect(agencyErrors, 'console errors on the agency’s page').toEqual([]);
  } finally {
    await agencyContext.close();
  }
});
