import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { mailsFor, type CapturedMail } from '../support/mail-sink';
import { DEMO, choose, dayFromToday, signIn, uniqueTitle } from '../support/portal-helpers';

/**
 * Issue 28: every date and time a person sees is Europe/Berlin wall-clock time, whatever the
 * device's zone. A hospital in New York types 06:00–14:00; browsers in UTC and in New York show
 * 06:00–14:00 (the hospital's table and calendar, the agency's request page), and so do the
 * workflow mails and the .ics feed.
 */

const ZONES = ['UTC', 'America/New_York'] as const;

/** A browser context in a time zone whose pages fail the test on console errors. */
async function contextIn(browser: Browser, timezoneId: string, errors: string[], contexts: BrowserContext[]) {
  const context = await browser.newContext({ locale: 'de-DE', timezoneId });
  contexts.push(context);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${timezoneId}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${timezoneId}: ${error.message}`));
  // The browser really is in that zone: the page's own clock says so.
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
  return page;
}

/** Waits for the mail to `to` about the request `title` whose subject matches. */
async function mailAbout(to: string, title: string, subject: RegExp): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      () => {
        found = mailsFor(to).find((mail) => subject.test(mail.subject) && mail.subject.includes(title));
        return found !== undefined;
      },
      { timeout: 30_000, message: `a mail to ${to} about ${title}` },
    )
    .toBe(true);
  return found as CapturedMail;
}

/** The hospital's open shifts table shows the request's Berlin times. */
async function expectHospitalTable(page: Page, title: string, shown: string) {
  await page.goto('/de/organisations/allApplicants');
  const row = page.getByRole('row').filter({ hasText: title }).first();
  // The organisation's lists are long with the demo data: give the first load time on a busy machine.
  await expect(row).toContainText(`${shown} 06:00`, { timeout: 30_000 });
  await page.getByRole('button', { name: `Details zu ${title}` }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `${shown} 06:00 – ${shown} 14:00` })).toBeVisible();
}

test('a shift typed as 06:00–14:00 in New York is 06:00–14:00 Berlin time in browsers in UTC and New York, the mails and the feed', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = uniqueTitle('E2E Zeitzone ITS');
  const day = dayFromToday(6);
  const [year, month, date] = day.iso.split('-');
  // The mails write "24.11.2026, 06:00" in German and "24/11/2026, 06:00" in English.
  const mailDay = `${date}[./]${month}[./]${year}`;
  const mailTimes = new RegExp(`${mailDay}, 06:00 – ${mailDay}, 14:00`);
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];

  try {
    // 1. The organisation admin, in New York, posts a nurse request for the ICU: 06:00–14:00.
    const hospital = await contextIn(browser, 'America/New_York', errors, contexts);
    await signIn(hospital, 'de', DEMO.orgAdmin);
    await hospital.goto('/de/organisations/jobUpload');
    await hospital.getByRole('button', { name: 'Pflegekraft' }).click();
    await hospital.getByRole('textbox', { name: /^Titel/ }).fill(title);
    await choose(hospital, /^Organisation/, DEMO.hospital);
    await choose(hospital, /^Station/, 'Intensivstation');
    await expect(hospital.getByText('Zeiten in MEZ/MESZ')).toBeVisible();
    await hospital.getByLabel('Erster Tag').fill(day.iso);
    await hospital.getByRole('button', { name: 'Tage hinzufügen' }).click();
    await expect(hospital.getByText(day.shown, { exact: true })).toBeVisible();
    await hospital.getByLabel('Beginn', { exact: true }).fill('06:00');
    await hospital.getByLabel('Ende', { exact: true }).fill('14:00');
    await hospital.getByRole('button', { name: 'Anfrage einstellen' }).click();
    await expect(hospital).toHaveURL(/\/de\/hospital$/);

    // 2. The pool's offer mail says 06:00–14:00.
    const offer = await mailAbout(DEMO.poolNurse, title, /Neuer Dienst für Ihre Station|A new shift for your ward/);
    expect(offer.text).toMatch(mailTimes);

    // 3. The hospital in New York sees 06:00 in its table, releases the request to agencies, and
    //    the administrators' mail says 06:00–14:00 too.
    await expectHospitalTable(hospital, title, day.shown);
    const href = await hospital
      .getByRole('row')
      .filter({ hasText: title })
      .first()
      .locator('a[href*="jobUpdate/"]')
      .first()
      .getAttribute('href');
    const jobId = Number(/jobUpdate\/(\d+)/.exec(href ?? '')?.[1]);
    expect(jobId, `request id from ${href}`).toBeGreaterThan(0);
    await hospital.getByRole('button', { name: 'Jetzt an Agenturen freigeben' }).first().click();
    await hospital.getByRole('dialog').getByRole('button', { name: 'Freigeben', exact: true }).click();
    await expect(hospital.getByRole('dialog')).toBeHidden();
    const released = await mailAbout(
      DEMO.orgAdmin,
      title,
      /Dienst an Agenturen freigegeben|Shift released to agencies/,
    );
    expect(released.text).toMatch(mailTimes);

    // 4. The hospital's calendar in New York: the agenda says 06:00–14:00, with the hint.
    await hospital.goto('/de/organisations/calendar');
    await hospital.getByRole('button', { name: 'Liste', exact: true }).click();
    const agendaRow = hospital.locator('.rbc-agenda-table tr', { hasText: title }).first();
    await expect(agendaRow).toContainText('06:00–14:00');
    // (The day is a cell spanning the rows of its events, so it may sit in another row.)
    await expect(hospital.locator('.rbc-agenda-date-cell', { hasText: day.shown })).toBeVisible();
    await expect(hospital.getByText('Zeiten in MEZ/MESZ')).toBeVisible();

    // 5. In UTC the hospital's table says the same; the agency's request page says 06:00–14:00 in both zones.
    const hospitalUtc = await contextIn(browser, 'UTC', errors, contexts);
    await signIn(hospitalUtc, 'de', DEMO.orgAdmin);
    await expectHospitalTable(hospitalUtc, title, day.shown);
    for (const zone of ZONES) {
      const agency = await contextIn(browser, zone, errors, contexts);
      await signIn(agency, 'de', DEMO.agency);
      await agency.goto(`/de/agency/jobs/${jobId}`);
      await expect(agency.getByRole('heading', { name: title })).toBeVisible();
      await expect(
        agency.getByRole('listitem').filter({ hasText: `${day.shown} 06:00 – ${day.shown} 14:00` }),
      ).toBeVisible();
    }

    // 6. The organisation's calendar feed: DTSTART/DTEND at 06:00 and 14:00 Europe/Berlin, with its VTIMEZONE.
    await hospital.goto('/de/hospital/settings');
    await hospital
      .getByRole('button', { name: new RegExp(`^(Adresse erstellen|Neue Adresse): ${DEMO.hospital}$`) })
      .click();
    const address = hospital.getByRole('textbox', { name: `Adresse für ${DEMO.hospital}` });
    await expect(address).toHaveValue(/\/api\/calendar-feeds\/ics\/.+\.ics$/);
    const feed = await request.get(await address.inputValue());
    expect(feed.status()).toBe(200);
    const ics = (await feed.text()).replace(/\r\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');
    const event = ics.split('BEGIN:VEVENT').find((block) => block.includes(title)) ?? '';
    expect(event, 'the request in the feed').not.toBe('');
    expect(event).toContain(`DTSTART;TZID=Europe/Berlin:${year}${month}${date}T060000`);
    expect(event).toContain(`DTEND;TZID=Europe/Berlin:${year}${month}${date}T140000`);
    expect(event).toContain('Zeiten: 06:00–14:00');
    expect(ics).toMatch(
      /BEGIN:VTIMEZONE\r\nTZID:Europe\/Berlin\r\n[\s\S]*TZNAME:CEST[\s\S]*TZNAME:CET[\s\S]*END:VTIMEZONE/,
    );
    expect(errors).toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
  }
});
