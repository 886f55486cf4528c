import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO, signIn } from '../support/portal-helpers';

/** The demo's released cardiology request and its applicant, the documented candidate login (README). */
const REQUEST = 'Vertretung Facharzt/Fachärztin Kardiologie';
const CANDIDATE = 'Dr. Deniz Yılmaz';
const CANDIDATE_LOGIN = 'dr.yilmaz@demo.medstaff.de';
const AGENCY = 'MediPlus Personaldienste GmbH';

/** One browser context per person; their pages' console errors are collected. */
async function personContext(browser: Browser, locale: string, errors: string[], who: string) {
  const context = await browser.newContext({ locale, acceptDownloads: true });
  context.on('page', (page) => {
    page.on('console', (message) => {
      // The opened PDF tab may log the viewer's own messages; only the portal's pages count.
      if (message.type() === 'error' && !page.url().startsWith('blob:')) errors.push(`${who}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${who}: ${error.message}`));
  });
  return { context, page: await context.newPage() };
}

/** Opens the contract from the drawer: a new tab shows the PDF; the acceptance checkbox becomes available. */
async function openContract(page: Page, button: string, opened: string) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const tab = await popup;
  await expect(page.getByText(opened)).toBeVisible();
  await tab.close();
}

/**
 * Issue 29 in the browser: the hospital (German) selects the agency's applicant, accepts the
 * leasing contract after opening it; the agency (English) accepts it too, so the assignment is
 * confirmed; the candidate signs in (German, then English), lands on her assignments, sees the
 * shift and creates her calendar feed, whose address answers with the shift.
 */
test('after the match: selection, both acceptances of the contract, the candidate’s own view and feed', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];
  const person = async (who: string, locale: string) => {
    const opened = await personContext(browser, locale, errors, who);
    contexts.push(opened.context);
    return opened.page;
  };

  try {
    // 1. The organisation admin selects the applicant (German).
    const hospital = await person('hospital', 'de-DE');
    await signIn(hospital, 'de', DEMO.orgAdmin);
    await hospital.goto('/de/organisations/dashboard');
    await hospital
      .getByRole('button', { name: `Details zu ${REQUEST}` })
      .first()
      .click();
    const select = hospital.getByRole('button', { name: `${CANDIDATE} auswählen` });
    await expect(select).toBeVisible();
    await select.click();
    const dialog = hospital.getByRole('dialog', { name: 'Diese Bewerbung auswählen?' });
    await dialog.getByRole('button', { name: 'Auswählen', exact: true }).click();
    await expect(dialog).toBeHidden();

    // 2. The request's detail shows its assignment; it leads to Einsätze with the detail open.
    await hospital.reload();
    await hospital
      .getByRole('button', { name: `Details zu ${REQUEST}` })
      .first()
      .click();
    await expect(hospital.getByText(`Einsatz von ${CANDIDATE}: Annahme ausstehend`)).toBeVisible();
    await hospital.getByRole('link', { name: 'Einsatz öffnen' }).first().click();
    await expect(hospital).toHaveURL(/\/de\/hospital\/assignments\?.*assignment=\d+/);
    await expect(hospital.getByRole('heading', { name: `Einsatz: ${REQUEST}` })).toBeVisible();
    const hospitalAccept = hospital.getByRole('button', { name: 'Vertrag annehmen' });
    await expect(hospitalAccept).toBeDisabled();
    await openContract(
      hospital,
      'Vertrag öffnen (PDF)',
      'Sie haben den Vertrag geöffnet. Lesen Sie ihn, bevor Sie ihn annehmen.',
    );
    await hospital
      .getByRole('checkbox', { name: /^Ich habe den Vertrag gelesen und nehme ihn für St\. Elisabeth Klinikum Köln/ })
      .check();
    await hospitalAccept.click();
    await expect(hospital.getByText('Der Vertrag ist angenommen.')).toBeVisible();
    await expect(hospital.getByText(/^Klinik: .+, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
    await expect(hospital.getByText('Agentur: noch nicht angenommen')).toBeVisible();

    // 3. The agency accepts from its Assignments page (English).
    const agency = await person('agency', 'en-US');
    await signIn(agency, 'en', DEMO.agency);
    await agency.getByRole('navigation').getByRole('link', { name: 'Assignments' }).click();
    await expect(agency).toHaveURL(/\/en\/agency\/assignments$/);
    const row = agency.getByRole('row').filter({ hasText: CANDIDATE });
    await expect(row).toContainText('awaiting acceptance');
    await row.getByRole('button', { name: `Details of the assignment of ${CANDIDATE}` }).click();
    await openContract(agency, 'Open the contract (PDF)', 'You opened the contract. Read it before you accept it.');
    await agency
      .getByRole('checkbox', {
        name: `I have read the contract and accept it in text form (§126b BGB) for ${AGENCY}.`,
      })
      .check();
    await agency.getByRole('button', { name: 'Accept the contract' }).click();
    await expect(agency.getByText('The contract is accepted.')).toBeVisible();
    await expect(agency.getByText('confirmed', { exact: true }).first()).toBeVisible();
    await agency.getByRole('button', { name: 'Close' }).click();
    await expect(row).toContainText('confirmed');

    // 4. The candidate lands on her assignments (German) and creates her calendar feed.
    const candidate = await person('candidate', 'de-DE');
    await signIn(candidate, 'de', CANDIDATE_LOGIN);
    await expect(candidate).toHaveURL(/\/de\/shifts\/assignments$/);
    await expect(candidate.getByRole('heading', { level: 1, name: 'Meine Einsätze' })).toBeVisible();
    const upcoming = candidate.getByRole('region', { name: 'Kommende' });
    const card = upcoming.getByRole('article', { name: REQUEST });
    await expect(card).toContainText(`${DEMO.hospital} · Kardiologie`);
    await expect(card).toContainText(`Über ${AGENCY}`);
    await expect(card).toContainText('Bestätigt: beide Unternehmen haben den Vertrag angenommen');
    await expect(card).toContainText(/\d{2}\/\d{2}\/\d{4} 08:00 – \d{2}\/\d{2}\/\d{4} 16:30/);
    await candidate.getByRole('button', { name: 'Kalenderadresse erstellen' }).click();
    const address = candidate.getByRole('textbox', { name: 'Ihre Kalenderadresse' });
    await expect(address).toHaveValue(/\/api\/calendar-feeds\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = new URL(await address.inputValue());
    const feed = await request.get(url.pathname);
    expect(feed.ok()).toBe(true);
    const ics = await feed.text();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`[Bestätigt] ${REQUEST}`);

    // 5. In English: the same page, the feed active.
    await candidate.goto('/en/shifts/assignments');
    await expect(candidate.getByRole('heading', { level: 1, name: 'My assignments' })).toBeVisible();
    await expect(
      candidate.getByRole('region', { name: 'Upcoming' }).getByRole('article', { name: REQUEST }),
    ).toContainText('Confirmed: both companies accepted the contract');
    await expect(candidate.getByText(/^Your calendar address is active since \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();

    expect(errors, 'console errors on the pages').toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
  }
});
