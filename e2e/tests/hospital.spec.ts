import { expect, test, type Page } from '../support/fixtures';
import { DEMO, choose, dayFromToday, signIn, uniqueTitle } from '../support/portal-helpers';

/** Posts a nurse request for three days from the German form; returns the days. */
async function postNurseRequest(page: Page, title: string, department: string) {
  const days = [dayFromToday(3), dayFromToday(4), dayFromToday(5)];
  await page.goto('/de/organisations/jobUpload');
  await page.getByRole('button', { name: 'Pflegekraft' }).click();
  await page.getByRole('textbox', { name: /^Titel/ }).fill(title);
  await choose(page, /^Organisation/, DEMO.hospital);
  await choose(page, /^Station/, department);
  await page.getByLabel('Erster Tag').fill(days[0].iso);
  await page.getByLabel('Letzter Tag (optional)').fill(days[2].iso);
  await page.getByRole('button', { name: 'Tage hinzufügen' }).click();
  for (const day of days) await expect(page.getByText(day.shown, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Anfrage einstellen' }).click();
  await expect(page).toHaveURL(/\/de\/hospital$/);
  return days;
}

test.describe('hospital area in German', () => {
  test.use({ locale: 'de-DE' });

  test('a nurse request for three days shows red in the calendar and in the open shifts table', async ({
    page,
    consoleErrors,
  }) => {
    const title = uniqueTitle('E2E Pflege Kardiologie');
    await signIn(page, 'de', DEMO.orgAdmin);
    await expect(page).toHaveURL(/\/de\/hospital$/);
    const days = await postNurseRequest(page, title, 'Kardiologie');

    await page.goto('/de/organisations/calendar');
    await expect(page.getByRole('heading', { name: 'Dienste' })).toBeVisible();
    await page.getByRole('button', { name: 'Liste', exact: true }).click();
    const event = page.locator('.shift-event', { hasText: title }).first();
    await expect(event).toBeVisible();
    await expect(event).toHaveClass(/shift-event-red/);
    await expect(event).toHaveCSS('background-color', 'rgb(198, 40, 40)');

    // The colour tabs filter the calendar.
    await page.getByRole('tab', { name: 'Offene Schichten' }).click();
    await expect(page.getByRole('tab', { name: 'Offene Schichten' })).toHaveAttribute('aria-selected', 'true');
    await expect(event).toBeVisible();
    await expect(page.locator('.shift-event:not(.shift-event-red)')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Externe Anfragen' }).click();
    await expect(page.locator('.shift-event', { hasText: title })).toHaveCount(0);
    // The tabs filter by table (the domain's CALENDAR_TAB_GROUPS), not by event colour.
    await expect(page.locator('.shift-event').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Bestätigung' }).click();
    await expect(page.locator('.shift-event', { hasText: title })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Alle' }).click();
    await expect(event).toBeVisible();
    // The calendar loads its range per department: another station's range holds no such request.
    await choose(page, /^Station/, 'Intensivstation');
    await expect(page.locator('.shift-event', { hasText: title })).toHaveCount(0);
    await choose(page, /^Station/, 'Kardiologie');
    await expect(event).toBeVisible();
    await choose(page, /^Station/, 'Alle Stationen');
    await expect(event).toBeVisible();

    // The open shifts table: one row, expandable, with its three days.
    await page.goto('/de/organisations/allApplicants');
    const table = page.getByRole('table', { name: /^Offene Schichten/ });
    const row = table.getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Kardiologie');
    await expect(row).toContainText(`${days[0].shown} 12:00`);
    const expand = page.getByRole('button', { name: `Details zu ${title}` });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expand.click();
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    const details = table.getByRole('listitem').filter({ hasText: `${days[1].shown} 12:00 – ${days[2].shown} 12:00` });
    await expect(details).toBeVisible();
    await expand.click();
    await expect(details).toBeHidden();

    // "Alle Details anzeigen" opens every row, and closes them again.
    await page.getByLabel('Alle Details anzeigen').check();
    await expect(details).toBeVisible();
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('Alle Details anzeigen').uncheck();
    await expect(details).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('a doctor request for a period with Aktiv and Passiv pay; the calendar feed lists it', async ({
    page,
    request,
  }) => {
    const title = uniqueTitle('E2E Vertretungsarzt Neurologie');
    const [from, until] = [dayFromToday(7), dayFromToday(14)];
    await signIn(page, 'de', DEMO.orgAdmin);
    await page.goto('/de/organisations/jobUpload');
    await page.getByRole('button', { name: 'Vertretungsarzt' }).click();
    await page.getByRole('textbox', { name: /^Titel/ }).fill(title);
    await page.getByRole('textbox', { name: 'Untertitel' }).fill('Facharzt für Neurologie, Stroke Unit');
    await choose(page, /^Organisation/, DEMO.hospital);
    await choose(page, /^Fachgebiet/, 'Neurologie');
    await page.getByRole('button', { name: 'Sporadisch (ab einem Tag)' }).click();
    await page.getByLabel('Ab', { exact: true }).fill(from.iso);
    await page.getByLabel('Bis (optional)').fill(until.iso);
    await page.getByRole('textbox', { name: 'Vergütung Aktiv' }).fill('95');
    await page.getByRole('textbox', { name: 'Vergütung Passiv' }).fill('45,50');
    await page.getByRole('button', { name: 'Anfrage einstellen' }).click();
    await expect(page).toHaveURL(/\/de\/hospital$/);

    await page.goto('/de/organisations/dashboard');
    await page.getByRole('button', { name: `Details zu ${title}` }).click();
    const row = page.getByRole('row').filter({ hasText: title }).first();
    await expect(row).toContainText(`${from.shown} 00:00`);
    await expect(page.getByRole('listitem').filter({ hasText: 'Aktiv: 95 € pro Stunde' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: /^Passiv: 45[.,]5 € pro Stunde$/ })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: `${from.shown} 00:00 – ${until.shown}` })).toBeVisible();

    // A calendar subscription for the organisation; the .ics lists the new request.
    await page.goto('/de/hospital/settings');
    await expect(page.getByRole('heading', { name: 'Kalender-Abonnements' })).toBeVisible();
    await page
      .getByRole('button', { name: new RegExp(`^(Adresse erstellen|Neue Adresse): ${DEMO.hospital}$`) })
      .click();
    const address = page.getByRole('textbox', { name: `Adresse für ${DEMO.hospital}` });
    await expect(address).toHaveValue(/\/api\/calendar-feeds\/ics\/.+\.ics$/);
    const url = await address.inputValue();
    const feed = await request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    // Unfold the RFC 5545 lines (75 octets) and undo its escapes before looking for the title.
    const ics = (await feed.text()).replace(/\r?\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');
    expect(ics).toContain('BEGIN:VCALENDAR');
    // The summary carries the state first, e.g. "[Offen extern] <title>".
    expect(ics).toMatch(new RegExp(`^SUMMARY:(\\[[^\\]]+\\] )?${title}`, 'm'));
  });

  test('a department user sees only the shifts of their department', async ({ page }) => {
    await signIn(page, 'de', DEMO.departmentUser);
    await page.goto('/de/organisations/dashboard');
    await expect(page.getByRole('heading', { name: /^Offene Schichten \(\d+\)$/ })).toBeVisible();
    const rows = page.locator('tbody > tr').filter({ has: page.getByRole('button', { name: /^Details zu / }) });
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    for (let index = 0; index < count; index += 1) {
      await expect(rows.nth(index).getByRole('cell').nth(6)).toHaveText('Intensivstation');
    }
    await expect(page.getByText('Kardiologie', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/E2E Pflege Kardiologie/)).toHaveCount(0);
  });

  test('an agency opening the hospital area is sent to its own home', async ({ page }) => {
    await signIn(page, 'de', DEMO.agency);
    await page.goto('/de/hospital');
    await expect(page).toHaveURL(/\/de\/agency\/jobs$/);
  });
});

test.describe('hospital area in English', () => {
  test.use({ locale: 'en-GB' });

  test('a request is renamed and then deleted through the dialog', async ({ page, consoleErrors }) => {
    const title = uniqueTitle('E2E Nurse ICU');
    const renamed = `${title} renamed`;
    await signIn(page, 'en', DEMO.orgAdmin);
    await expect(page).toHaveURL(/\/en\/hospital$/);
    await page.goto('/en/organisations/jobUpload');
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await choose(page, /^Organisation/, DEMO.hospital);
    await choose(page, /^Department/, 'Intensivstation');
    await page.getByLabel('First day').fill(dayFromToday(2).iso);
    await page.getByRole('button', { name: 'Add days' }).click();
    await page.getByRole('button', { name: 'Post request' }).click();
    await expect(page).toHaveURL(/\/en\/hospital$/);

    await page.goto('/en/organisations/allApplicants');
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(/\/en\/organisations\/jobUpdate\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Edit request' })).toBeVisible();
    const titleField = page.getByRole('textbox', { name: /^Title/ });
    await expect(titleField).toHaveValue(title);
    await titleField.fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/en\/hospital$/);

    await page.goto('/en/organisations/allApplicants');
    const table = page.getByRole('table', { name: /^Open shifts/ });
    await expect(table.getByRole('row').filter({ hasText: renamed })).toHaveCount(1);
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure to delete?' });
    await expect(dialog).toContainText(`You are deleting ${renamed}`);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: title })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { name: /^Open shifts \(\d+\)$/ })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
