import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail-sink';
import { DEMO, choose, dayFromToday, signIn, uniqueTitle } from '../support/portal-helpers';

const CANDIDATE = 'Julia Kowalski';

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${name}\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});

/** The visible texts of the journey, from portal/src/i18n (de.json, en.json and the market files). */
const TEXT = {
  de: {
    locale: 'de-DE',
    day: 3,
    title: 'E2E Marktplatz ITS',
    titleField: /^Titel/,
    department: /^Station/,
    timeLimit: /^Zeit für den internen Pool/,
    oneHour: '1 Stunden',
    firstDay: 'Erster Tag',
    addDays: 'Tage hinzufügen',
    post: 'Anfrage einstellen',
    decline: (title: string) => `Ablehnen: ${title}`,
    declined: 'Von Ihnen abgelehnt',
    declinedDone: (title: string) => `Sie haben „${title}“ abgelehnt.`,
    apply: 'Bewerben',
    candidate: /^Kandidat/,
    applicantName: /^Name des Bewerbers/,
    hourlyRate: /^Stundensatz/,
    rate: '45,50',
    expand: (title: string) => `Details zu ${title}`,
    selectLabel: (name: string) => `${name} auswählen`,
    selectTitle: 'Diese Bewerbung auswählen?',
    selectConfirm: 'Auswählen',
    selected: 'ausgewählt',
    applied: 'beworben',
    agenda: 'Liste',
    applications: 'Bewerbungen von Agenturen',
  },
  en: {
    locale: 'en-US',
    day: 5,
    title: 'E2E Marketplace ICU',
    titleField: /^Title/,
    department: /^Department/,
    timeLimit: /^Time with the internal pool/,
    oneHour: '1 hours',
    firstDay: 'First day',
    addDays: 'Add days',
    post: 'Post request',
    decline: (title: string) => `Decline: ${title}`,
    declined: 'You declined',
    declinedDone: (title: string) => `You declined “${title}”.`,
    apply: 'Apply',
    candidate: /^Candidate/,
    applicantName: /^Applicant name/,
    hourlyRate: /^Hourly rate/,
    rate: '45.50',
    expand: (title: string) => `Details of ${title}`,
    selectLabel: (name: string) => `Select ${name}`,
    selectTitle: 'Select this applicant?',
    selectConfirm: 'Select',
    selected: 'selected',
    applied: 'applied',
    agenda: 'Agenda',
    applications: 'Agency applications',
  },
} as const;

/** One browser context per person; their pages fail the test on console errors like the fixture's page. */
async function personContext(browser: Browser, locale: string, errors: string[], who: string) {
  const context = await browser.newContext({ locale });
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${who}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${who}: ${error.message}`));
  });
  const page = await context.newPage();
  return { context, page };
}

for (const language of ['de', 'en'] as const) {
  const text = TEXT[language];

  test(`marketplace journey in ${language}: pool declines, agency applies, hospital selects`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const title = uniqueTitle(text.title);
    const day = dayFromToday(text.day);
    const errors: string[] = [];
    const contexts: BrowserContext[] = [];
    const person = async (who: string) => {
      const opened = await personContext(browser, text.locale, errors, who);
      contexts.push(opened.context);
      return opened.page;
    };

    try {
      // 1. The department user posts a nurse request for the ICU, one day, one hour with the pool.
      const hospital = await person('hospital');
      await signIn(hospital, language, DEMO.departmentUser);
      await hospital.goto(`/${language}/organisations/jobUpload`);
      await hospital.getByRole('textbox', { name: text.titleField }).fill(title);
      const organisation = hospital.getByRole('combobox', { name: /^Organisation/ });
      if (await organisation.isVisible()) await choose(hospital, /^Organisation/, DEMO.hospital);
      await choose(hospital, text.department, 'Intensivstation');
      await choose(hospital, text.timeLimit, text.oneHour);
      await hospital.getByLabel(text.firstDay).fill(day.iso);
      await hospital.getByRole('button', { name: text.addDays }).click();
      await expect(hospital.getByText(day.shown, { exact: true })).toBeVisible();
      await hospital.getByRole('button', { name: text.post }).click();
      await expect(hospital).toHaveURL(new RegExp(`/${language}/hospital$`));

      await hospital.goto(`/${language}/organisations/dashboard`);
      const row = hospital.getByRole('row').filter({ hasText: title }).first();
      await expect(row).toBeVisible();
      const href = await row.locator('a[href*="jobUpdate/"]').first().getAttribute('href');
      const jobId = Number(/jobUpdate\/(\d+)/.exec(href ?? '')?.[1]);
      expect(jobId, `request id from ${href}`).toBeGreaterThan(0);

      // 2. The pool nurse sees the offer and declines it.
      const nurse = await person('pool');
      await signIn(nurse, language, DEMO.poolNurse);
      await nurse.goto(`/${language}/shifts`);
      const offer = nurse.getByRole('listitem').filter({ has: nurse.getByRole('heading', { name: title }) });
      await expect(offer).toBeVisible();
      await offer.getByRole('button', { name: text.decline(title) }).click();
      await expect(nurse.getByText(text.declinedDone(title))).toBeVisible();
      await expect(offer.getByText(text.declined, { exact: true })).toBeVisible();

      // 3. Two hours later the sweep releases it to agencies.
      const sweep = await request.post('/api/test-hooks/release-due', { data: { advanceMs: 2 * 3600_000 } });
      expect(sweep.ok()).toBe(true);
      expect((await sweep.json()).released).toContain(jobId);

      // 4. The agency finds it under New Jobs and applies with Julia Kowalski and three PDFs.
      const agency = await person('agency');
      await signIn(agency, language, DEMO.agency);
      await agency.goto(`/${language}/agency/jobs`);
      await agency.getByRole('link').filter({ hasText: title }).click();
      await expect(agency).toHaveURL(new RegExp(`/${language}/agency/jobs/${jobId}$`));
      await agency.getByRole('link', { name: text.apply, exact: true }).click();
      await expect(agency).toHaveURL(new RegExp(`/${language}/agency/jobs/${jobId}/apply$`));
      await agency.getByRole('combobox', { name: text.candidate }).click();
      await agency.getByRole('option').filter({ hasText: CANDIDATE }).click();
      const name = agency.getByRole('textbox', { name: text.applicantName });
      await expect(name).toHaveValue(CANDIDATE);
      await agency.getByRole('textbox', { name: text.hourlyRate }).fill(text.rate);
      await agency.locator('input[type="file"][name="cv"]').setInputFiles(pdf('lebenslauf-kowalski.pdf'));
      await agency.locator('input[type="file"][name="licence"]').setInputFiles(pdf('approbation-kowalski.pdf'));
      await agency.locator('input[type="file"][name="diploma"]').setInputFiles(pdf('urkunde-kowalski.pdf'));
      await agency.getByRole('button', { name: text.apply, exact: true }).click();
      await expect(agency).toHaveURL(new RegExp(`/${language}/agency/applied-jobs$`), { timeout: 20_000 });
      const application = agency.getByRole('listitem').filter({ hasText: title });
      await expect(application).toContainText(CANDIDATE);
      await expect(application).toContainText(text.applied);

      // 5. The ward's department user sees the application, downloads a document and selects Julia.
      const admin = hospital;
      await admin.goto(`/${language}/organisations/dashboard`);
      await admin.getByRole('button', { name: text.expand(title) }).click();
      const select = admin.getByRole('button', { name: text.selectLabel(CANDIDATE) });
      await expect(select).toBeVisible();
      const applicationRow = admin.getByRole('row').filter({ has: select });
      const downloadPromise = admin.waitForEvent('download');
      await applicationRow.getByRole('button').filter({ hasText: '.pdf' }).first().click();
      const download = await downloadPromise;
      // The server's name (kind, candidate, request), never the one the agency uploaded.
      expect(download.suggestedFilename()).toMatch(/^[A-Za-z]+-[^/]*-Anfrage-\d+\.pdf$/);
      await select.click();
      const dialog = admin.getByRole('dialog', { name: text.selectTitle });
      await dialog.getByRole('button', { name: text.selectConfirm, exact: true }).click();
      await expect(dialog).toBeHidden();
      await admin.reload();
      await admin.getByRole('button', { name: text.expand(title) }).click();
      const applications = admin.getByRole('table', { name: text.applications });
      await expect(applications.getByRole('row').filter({ hasText: CANDIDATE })).toContainText(text.selected);
      await expect(applications.getByRole('button', { name: text.selectLabel(CANDIDATE) })).toHaveCount(0);

      // 6. The agency sees its application selected.
      await agency.reload();
      await expect(
        agency.getByRole('listitem').filter({ hasText: title }).getByText(text.selected, { exact: true }),
      ).toBeVisible();

      // 7. The ward's calendar shows the filled request in green.
      await admin.goto(`/${language}/organisations/calendar`);
      await admin.getByRole('button', { name: text.agenda, exact: true }).click();
      const event = admin.locator('.shift-event', { hasText: title }).first();
      await expect(event).toBeVisible();
      await expect(event).toHaveClass(/shift-event-green/);

      // 8. The mails: the pool's offer, the application to the organisation, the selection to the agency.
      const subject = (german: string, english: string) =>
        new RegExp(`^(${german}|${english}): ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
      await waitForMail(DEMO.poolNurse, subject('Neuer Dienst für Ihre Station', 'A new shift for your ward'), 30_000);
      await waitForMail(DEMO.orgAdmin, subject('Neue Bewerbung', 'New application'), 30_000);
      await waitForMail(DEMO.agency, subject('Ihr Kandidat wurde ausgewählt', 'Your candidate was selected'), 30_000);

      expect(errors, 'console errors on the pages').toEqual([]);
    } finally {
      for (const context of contexts) await context.close();
    }
  });
}
