import { AdminLoginPage } from '../pages/admin-login.page';
import { adminAuthorization, createAgency, getAgency } from '../support/api';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail-sink';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('admin back-office: agencies', () => {
  test.beforeEach(async ({ page }) => {
    const login = new AdminLoginPage(page);
    await login.open('en');
    await login.signIn(DEMO_ADMIN, DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test('list → search → sort → page → select → delete dialog with the names → delete', async ({ page, request }) => {
    const authorization = await adminAuthorization(request);
    const tag = `E2E${Date.now().toString(36).toUpperCase()}`;
    const names = ['Anker', 'Birke', 'Cedar', 'Distel', 'Eiche', 'Fichte', 'Ginster'].map(
      (word) => `${word} Personal ${tag}`,
    );
    for (const name of names) await createAgency(request, authorization, name);

    await page.goto('/en/admin/agencies');
    await expect(page.getByRole('heading', { name: 'List of all Agencies' }).first()).toBeVisible();
    await page.getByPlaceholder('Search…').fill(tag);
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText(names[0]);

    await page.getByRole('button', { name: 'Agency name' }).click();
    await expect(rows.first()).toContainText(names[6]);
    await page.getByRole('button', { name: 'Agency name' }).click();
    await expect(rows.first()).toContainText(names[0]);

    await page.getByRole('button', { name: /page 2/i }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(names[5]);

    await rows.nth(0).getByRole('checkbox', { name: 'Select this row' }).check();
    await rows.nth(1).getByRole('checkbox', { name: 'Select this row' }).check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure want to delete this agencies:');
    await expect(dialog).toContainText(names[5]);
    await expect(dialog).toContainText(names[6]);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();

    const remaining = await request.get('/api/admin/agencies', {
      headers: { Authorization: authorization },
      params: { filter: JSON.stringify({ q: tag }), range: '[0,24]' },
    });
    expect(remaining.headers()['content-range']).toMatch(/\/5$/);
  });

  test('adds an agency with a logo', async ({ page, request }) => {
    const name = `Logo Agentur ${Date.now().toString(36)}`;
    await page.goto('/en/admin/addNewAgencies');
    await page.getByLabel('Agency name').fill(name);
    await page.getByLabel('Address').fill('Friedrichstraße 1');
    await page.getByRole('textbox', { name: /^Postcode/ }).fill('10117');
    await page.getByLabel('Country').click();
    await page.getByRole('option', { name: 'Germany' }).click();
    await page.getByLabel('URL').fill('https://logo-agentur.example');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Choose file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Use this file' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The agency has been added.')).toBeVisible();
    await expect(page.getByLabel('Agency name')).toHaveValue('');

    const authorization = await adminAuthorization(request);
    const found = await request.get('/api/admin/agencies', {
      headers: { Authorization: authorization },
      params: { filter: JSON.stringify({ q: name }) },
    });
    const [agency] = await found.json();
    expect(agency.logo).toMatch(/^\/api\/files\/logos\/.+\.png$/);
    expect((await request.get(agency.logo)).status()).toBe(200);
  });

  test.describe('editing', () => {
    // The browser logs the stale edit's 409 as a console error: that one is expected.
    test.use({ allowConsoleErrors: [/status of 409/] });

    test('edits one field and sends only that field; a stale edit shows the conflict', async ({ page, request }) => {
      const authorization = await adminAuthorization(request);
      const agency = await createAgency(request, authorization, `Edit Agentur ${Date.now().toString(36)}`);
      await page.goto(`/en/admin/agencies/${agency.id}`);
      await expect(page.getByText(`Agency "${agency.name}"`).first()).toBeVisible();

      await page.getByRole('button', { name: 'Edit Postcode' }).click();
      await page.getByLabel('Postcode', { exact: true }).fill('20095');
      await page.getByRole('button', { name: 'Save Postcode' }).click();
      const patch = page.waitForRequest(
        (request) => request.method() === 'PATCH' && request.url().endsWith(`/api/admin/agencies/${agency.id}`),
      );
      await page.getByRole('button', { name: 'Save changes' }).click();
      expect((await patch).postDataJSON()).toEqual({ version: 1, changes: [{ field: 'postcode', value: '20095' }] });
      await expect(page.getByText('Changes saved')).toBeVisible();

      // Someone else changes the record meanwhile.
      const current = await getAgency(request, authorization, agency.id);
      await request.patch(`/api/admin/agencies/${agency.id}`, {
        headers: { Authorization: authorization },
        data: { version: current.version, changes: [{ field: 'address', value: 'Andere Straße 2' }] },
      });
      await page.getByRole('button', { name: 'Edit Agency name' }).click();
      await page.getByLabel('Agency name', { exact: true }).fill(`${agency.name} neu`);
      await page.getByRole('button', { name: 'Save Agency name' }).click();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Someone else changed this record in the meantime.', { exact: false })).toBeVisible();
      await page.getByRole('button', { name: 'Reload' }).click();
      // Reload shows the other administrator's value (and drops the unsaved name).
      await expect(page.getByLabel('Address', { exact: true })).toHaveValue('Andere Straße 2');
      await expect(page.getByLabel('Agency name', { exact: true })).toHaveValue(agency.name);
      expect((await getAgency(request, authorization, agency.id)).name).toBe(agency.name);
    });
  });

  test('invites an agency user who follows the emailed link, sets a password and signs in', async ({
    page,
    request,
  }) => {
    const authorization = await adminAuthorization(request);
    const agency = await createAgency(request, authorization, `Invite Agentur ${Date.now().toString(36)}`);
    const email = `invited.${Date.now().toString(36)}@e2e.medstaff.de`;
    await page.goto(`/en/admin/addNewAgencyUser/${agency.id}`);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Email is not valid')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(`The invitation has been sent to ${email}.`)).toBeVisible();

    const mail = await waitForMail(email, /Invitation to MedStaff|Einladung zu MedStaff/);
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(linkIn(mail, '/auth/create-new-password/'));
    await page.locator('input[name="password"]').fill('Eingeladen-Passwort-1');
    await page.locator('input[name="passwordConfirmation"]').fill('Eingeladen-Passwort-1');
    await page.getByRole('button', { name: /Save password|Passwort speichern/ }).click();
    await expect(page).toHaveURL(/\/auth\/password-updated$/);

    await page.goto('/en/auth/sign-in');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('Eingeladen-Passwort-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/agency\/jobs$/);
  });

  test('speaks German', async ({ page }) => {
    await page.goto('/de/admin/agencies');
    await expect(page.getByRole('heading', { name: 'Liste aller Agenturen' }).first()).toBeVisible();
    await expect(page.getByPlaceholder('Suchen…')).toBeVisible();
  });
});
