import { AdminLoginPage } from '../pages/admin-login.page';
import { SignInPage } from '../pages/portal-auth.pages';
import { adminAuthorization } from '../support/api';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail-sink';

test.describe('admin back-office: disabling an account', () => {
  test('an administrator disables a signed-in nurse with a reason: her open portal signs her out, sign-in is refused, she is mailed', async ({
    page,
    request,
    browser,
  }) => {
    // A nurse of her own (the demo people serve other journeys): invited, password set, signed in.
    const authorization = await adminAuthorization(request);
    const email = `gesperrt.${Date.now().toString(36)}@e2e.medstaff.de`;
    const invitation = await request.post('/api/admin/invitations', {
      headers: { Authorization: authorization },
      data: { email, kind: 'PERSON', role: 'USER', language: 'de' },
    });
    expect(invitation.ok()).toBe(true);
    const { personId } = (await invitation.json()) as { personId: number };
    const code = linkIn(await waitForMail(email, /Einladung zu MedStaff/), '/auth/create-new-password/')
      .split('/')
      .pop();
    expect((await request.post('/api/auth/reset-password', { data: { code, newPassword: DEMO_PASSWORD } })).ok()).toBe(
      true,
    );
    const nurseContext = await browser.newContext();
    const nurse = await nurseContext.newPage();
    const nurseSignIn = new SignInPage(nurse, 'de');
    await nurseSignIn.open();
    await nurseSignIn.signIn(email, DEMO_PASSWORD);
    await expect(nurse).not.toHaveURL(/\/auth\/sign-in$/);

    // The administrator, in German: Deaktivieren asks for the reason first.
    const login = new AdminLoginPage(page);
    await login.open('de');
    await login.signIn(DEMO_ADMIN, DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto(`/de/admin/persons/users/${personId}`);
    const account = page.getByRole('region', { name: 'Konto' });
    await expect(account.getByText('Aktiv', { exact: true })).toBeVisible();
    await account.getByRole('button', { name: 'Deaktivieren' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Deaktivieren' }).click();
    await expect(dialog.getByText('Bitte geben Sie eine Begründung an')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Begründung' }).fill('Vertrag beendet');
    await dialog.getByRole('button', { name: 'Deaktivieren' }).click();
    await expect(dialog).toBeHidden();
    await expect(account.getByText('Deaktiviert', { exact: true })).toBeVisible();
    await expect(account.getByRole('button', { name: 'Aktivieren' })).toBeVisible();

    // Her open portal: the next call answers ACCOUNT_DISABLED and ends the session.
    await nurse.reload();
    await expect(nurse).toHaveURL(/\/de\/auth\/sign-in$/, { timeout: 15_000 });
    await nurseSignIn.signIn(email, DEMO_PASSWORD);
    await expect(nurse.getByText('Dieses Konto ist deaktiviert, daher können Sie sich nicht anmelden.')).toBeVisible();
    await nurseContext.close();

    const mail = await waitForMail(email, /Ihr MedStaff-Konto wurde deaktiviert/);
    expect(mail.text).toContain('Begründung: Vertrag beendet');

    // The history shows who changed the status, and why.
    await page.getByRole('tab', { name: 'Verlauf' }).click();
    await expect(page.getByRole('table').getByText(/Vertrag beendet/)).toBeVisible();
  });
});
