import { AdminLoginPage } from '../pages/admin-login.page';
import { LABELS, SignInPage } from '../pages/portal-auth.pages';
import { adminAuthorization } from '../support/api';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail-sink';
import { DEMO } from '../support/portal-helpers';

const PASSWORD = 'Pflege-Passwort-2026';

// The erased person's open portal session is refused when the page reloads: her live token answers
// 403 ACCOUNT_DISABLED like any disabled account's (the portal then signs her out), a stale one 401.
test.use({ allowConsoleErrors: [/status of 40[13]/] });

test('a person downloads their data, asks to delete the account, an administrator erases it, and sign-in ends', async ({
  page,
  browser,
  request,
}) => {
  // A plain user of the demo hospital, signed up and confirmed through the mailed link.
  const authorization = await adminAuthorization(request);
  const found = await request.get('/api/admin/organisations', {
    headers: { Authorization: authorization },
    params: { filter: JSON.stringify({ q: DEMO.hospital }) },
  });
  const [hospital] = (await found.json()) as { id: number }[];
  const email = `datenschutz.${Date.now().toString(36)}@e2e.medstaff.de`;
  const signUp = await request.post('/api/auth/registration', {
    data: {
      email,
      firstName: 'Dora',
      lastName: 'Datenschutz',
      gender: 'female',
      role: 'Pflegefachkraft',
      organisation: [hospital.id],
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      acceptTC: true,
      language: 'en',
    },
  });
  expect(signUp.status()).toBe(201);
  await page.goto(linkIn(await waitForMail(email, LABELS.en.confirmSubject), '/auth/email-confirmed/'));
  await expect(page.getByText(LABELS.en.confirmedTitle)).toBeVisible();

  const signIn = new SignInPage(page, 'en');
  await signIn.open();
  await signIn.signIn(email, PASSWORD);
  await expect(page).not.toHaveURL(/\/auth\/sign-in$/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/en\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  // Saved under the name the server gives: the person's id and the day in Berlin.
  expect(download.suggestedFilename()).toMatch(/^medstaff-personal-data-\d+-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByText('Your data have been downloaded.')).toBeVisible();

  await page.getByLabel('Message to the administrators (optional)').fill('I am leaving nursing.');
  await page.getByRole('button', { name: 'Request deletion' }).click();
  await page
    .getByRole('dialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Request deletion' })
    .click();
  await expect(page.getByText(/You asked to delete your account on/)).toBeVisible();
  await waitForMail(email, /Your request to delete your MedStaff account/);
  const me = (await (await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).json()) as {
    user: { id: number };
  };

  // The administrator decides in the console.
  const console = await browser.newPage();
  const login = new AdminLoginPage(console);
  await login.open('en');
  await login.signIn(DEMO_ADMIN, DEMO_PASSWORD);
  await expect(console).not.toHaveURL(/\/login$/);
  await console.goto(`/en/admin/persons/users/${me.user.id}`);
  const panel = console.getByRole('region', { name: 'Data protection' });
  await expect(panel.getByText('Their message: I am leaving nursing.')).toBeVisible();
  await panel.getByRole('button', { name: 'Erase the account' }).click();
  await console
    .getByRole('dialog', { name: 'Erase this account?' })
    .getByRole('button', { name: 'Erase the account' })
    .click();
  await expect(panel.getByText(/erased on/)).toBeVisible();
  await console.close();

  await waitForMail(email, /Your MedStaff account has been deleted/);
  const refused = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(refused.status()).toBe(401);
  // The open portal session has ended too.
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
});
