import { AdminLoginPage } from '../pages/admin-login.page';
import { adminAuthorization } from '../support/api';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail-sink';
import { DEMO } from '../support/portal-helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test.describe('admin back-office in German: organisations and departments', () => {
  test.beforeEach(async ({ page }) => {
    const login = new AdminLoginPage(page);
    await login.open('de');
    await login.signIn(DEMO_ADMIN, DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test('adds an organisation with a logo and two pictures, describes a picture, adds a department with skills', async ({
    page,
    request,
  }) => {
    const name = `Klinikum E2E ${Date.now().toString(36)}`;
    await page.goto('/de/admin/addNewOrganisation');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Neue Organisation hinzufügen' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Name der Organisation/ }).fill(name);
    await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('20249');
    await page.getByRole('textbox', { name: /^Adresse/ }).fill('Martinistraße 52');
    await page.getByRole('combobox', { name: /^Land/ }).click();
    await page.getByRole('option', { name: 'Deutschland' }).click();
    await page.getByRole('textbox', { name: /^Ort/ }).fill('Hamburg');
    await page.getByRole('textbox', { name: /^URL/ }).fill('https://klinikum-e2e.example');
    await page.getByRole('button', { name: 'Logo hinzufügen' }).click();
    await page.getByLabel('Datei wählen').setInputFiles(png('logo.png'));
    await page.getByRole('button', { name: /Datei verwenden/ }).click();
    await page.getByLabel('Bilder hinzufügen').setInputFiles([png('eingang.png'), png('station.png')]);
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Die Organisation wurde hinzugefügt.')).toBeVisible();

    // The organisation, its logo and both pictures were stored together.
    const authorization = await adminAuthorization(request);
    const found = await request.get('/api/admin/organisations', {
      headers: { Authorization: authorization },
      params: { filter: JSON.stringify({ q: name }) },
    });
    const [organisation] = (await found.json()) as { id: number }[];
    const detail = await (
      await request.get(`/api/admin/organisations/${organisation.id}`, { headers: { Authorization: authorization } })
    ).json();
    expect(detail.logo).toMatch(/^\/api\/files\/logos\//);
    expect(detail.pictures).toHaveLength(2);

    // A picture's description, on the picture screen.
    await page.goto(`/de/admin/organisation/${organisation.id}`);
    await expect(page.getByRole('main').getByRole('heading', { name: `Organisation „${name}“` })).toBeVisible();
    await page.getByRole('link', { name: /^Bild 1/ }).click();
    await expect(page).toHaveURL(new RegExp(`/viewOrganisationPicts/${organisation.id}/\\d+$`));
    await expect(page.getByText('Leer')).toBeVisible();
    await page.getByRole('button', { name: 'Bearbeiten' }).click();
    await page.getByRole('textbox', { name: 'Beschreibung' }).fill('Haupteingang');
    await page.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(page.getByText('Änderungen gespeichert')).toBeVisible();
    await expect(page.getByText('Haupteingang')).toBeVisible();

    // A department with skills, from the organisation's departments tab.
    await page.goto(`/de/admin/organisation/${organisation.id}?tab=departments`);
    await page
      .getByRole('link', { name: /hinzufügen/i })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/addNewDepartment/${organisation.id}$`));
    await page.getByRole('textbox', { name: /^Name der Station/ }).fill('Intensivstation Nord');
    await page.getByRole('textbox', { name: /^Fähigkeiten/ }).fill('Intensivpflege, Beatmung');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Die Station wurde hinzugefügt.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Station „Intensivstation Nord“' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Fähigkeiten/ })).toHaveValue('Intensivpflege, Beatmung');

    // A department user is invited, follows the emailed link, sets a password and signs in.
    const departmentUrl = page.url();
    await page.goto(`${departmentUrl}?tab=users`);
    await page
      .getByRole('link', { name: /hinzufügen/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/addNewDepartmentUser\/\d+\/\d+$/);
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Neuen Stationsbenutzer hinzufügen' }),
    ).toBeVisible();
    const email = `station.${Date.now().toString(36)}@e2e.medstaff.de`;
    await page.getByLabel('E-Mail').fill(email);
    await page.getByRole('button', { name: 'Senden' }).click();
    await expect(page.getByText(`Die Einladung wurde an ${email} gesendet.`)).toBeVisible();
    const mail = await waitForMail(email, /Einladung zu MedStaff|Invitation to MedStaff/);
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(linkIn(mail, '/auth/create-new-password/'));
    await page.locator('input[name="password"]').fill('Stations-Passwort-1');
    await page.locator('input[name="passwordConfirmation"]').fill('Stations-Passwort-1');
    await page.getByRole('button', { name: /Passwort speichern|Save password/ }).click();
    await expect(page).toHaveURL(/\/auth\/password-updated$/);
    const session = await request.post('/api/auth/login', { data: { email, password: 'Stations-Passwort-1' } });
    expect((await session.json()).user.role).toBe('ORG_SUB');
  });

  test('confirms an organisation user who picked the hospital at sign-up; they are told by mail', async ({
    page,
    request,
  }) => {
    const authorization = await adminAuthorization(request);
    const found = await request.get('/api/admin/organisations', {
      headers: { Authorization: authorization },
      params: { filter: JSON.stringify({ q: DEMO.hospital }) },
    });
    const [hospital] = (await found.json()) as { id: number }[];
    const email = `pflegedirektion.${Date.now().toString(36)}@e2e.medstaff.de`;
    const signUp = await request.post('/api/auth/registration', {
      data: {
        email,
        firstName: 'Greta',
        lastName: 'Neumann',
        gender: 'female',
        role: 'Pflegedirektorin',
        organisation: [hospital.id],
        userRoles: [2],
        password: 'Klinik-Passwort-2026',
        passwordConfirmation: 'Klinik-Passwort-2026',
        acceptTC: true,
        language: 'de',
      },
    });
    expect(signUp.status()).toBe(201);

    await page.goto(`/de/admin/organisation/${hospital.id}?tab=users`);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Ausstehend')).toBeVisible();
    await row.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText(`${email} ist jetzt Mitglied und wurde per E-Mail benachrichtigt.`)).toBeVisible();
    await expect(row.getByText('Bestätigt')).toBeVisible();
    const mail = await waitForMail(email, /.*/, 15_000);
    expect(mail.to).toContain(email);
  });

  test('exports the searched persons list as CSV with German headers', async ({ page }) => {
    await page.goto('/de/admin/persons/users');
    await page.getByRole('textbox', { name: 'Suchen…' }).fill('kowalski');
    await expect(page.getByRole('row').filter({ hasText: 'j.kowalski@demo.medstaff.de' })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: 'l.schulz@demo.medstaff.de' })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportieren' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^persons-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await new Promise<string>((resolve, reject) => {
      file
        .createReadStream()
        .then((stream) => {
          let content = '';
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => (content += chunk));
          stream.on('end', () => resolve(content));
          stream.on('error', reject);
        })
        .catch(reject);
    });
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain('E-Mail;');
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain('j.kowalski@demo.medstaff.de');
  });

  test.describe('deleting', () => {
    // The refused delete's 409 is logged by the browser as a console error: that one is expected.
    test.use({ allowConsoleErrors: [/status of 409/] });

    test('an organisation with shift requests is kept, and the dialog says why', async ({ page }) => {
      await page.goto('/de/admin/organisation');
      await page.getByRole('textbox', { name: 'Suchen…' }).fill(DEMO.hospital);
      const row = page.getByRole('row').filter({ hasText: DEMO.hospital });
      await expect(row).toHaveCount(1);
      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Löschen' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(DEMO.hospital);
      await dialog.getByRole('button', { name: 'Löschen' }).click();
      await expect(
        page.getByText('Diese Organisation hat Dienstanfragen und kann daher nicht gelöscht werden.'),
      ).toBeVisible();
      await page.goto('/de/admin/organisation');
      await page.getByRole('textbox', { name: 'Suchen…' }).fill(DEMO.hospital);
      await expect(page.getByRole('row').filter({ hasText: DEMO.hospital })).toHaveCount(1);
    });
  });
});
