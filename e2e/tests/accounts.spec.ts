import { DEMO_PASSWORD } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail-sink';
import { LABELS, SignInPage, SignUpPage, type Language } from '../pages/portal-auth.pages';

const unique = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@e2e.medstaff.de`;

for (const language of ['en', 'de'] as Language[]) {
  const labels = LABELS[language];

  test.describe(`accounts in ${language === 'en' ? 'English' : 'German'}`, () => {
    test.use({ locale: language === 'en' ? 'en-GB' : 'de-DE' });

    test('an agency signs up, confirms the email, waits for the countdown and lands on its jobs', async ({
      page,
      consoleErrors,
    }) => {
      const email = unique(`agency-${language}`);
      const password = 'Agentur-Passwort-2026';
      const signUp = new SignUpPage(page, language);
      await signUp.open('agency');
      await signUp.fill({
        firstName: 'Jana',
        lastName: 'Vogel',
        gender: 'female',
        position: 'Geschäftsführerin',
        email,
        phone: '+49 30 555 0101',
        password,
      });
      await signUp.typeAgency(`Vogel Pflegepersonal ${language.toUpperCase()} GmbH`);
      await signUp.submit();

      await expect(page).toHaveURL(new RegExp(`/${language}/auth/email-confirmation$`));
      await expect(page.getByText(labels.confirmTitle)).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();

      const mail = await waitForMail(email, labels.confirmSubject);
      const link = linkIn(mail, `/${language}/auth/email-confirmed/`);
      await page.goto(link);
      await expect(page.getByText(labels.confirmedTitle)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${language}/auth/sign-in$`), { timeout: 15_000 });

      await new SignInPage(page, language).signIn(email, password);
      await expect(page).toHaveURL(new RegExp(`/${language}/agency/jobs$`));
      expect(consoleErrors).toEqual([]);
    });

    test('an organisation admin picks the hospital through the type-ahead', async ({ page, request }) => {
      const email = unique(`hospital-${language}`);
      const password = 'Klinik-Passwort-2026';
      const signUp = new SignUpPage(page, language);
      await signUp.open('organisation');
      await signUp.fill({
        firstName: 'Tobias',
        lastName: 'Lang',
        gender: 'male',
        position: 'Pflegedirektor',
        email,
        password,
      });
      await signUp.chooseInstitution('elisa', 'St. Elisabeth Klinikum Köln');
      await signUp.submit();
      await expect(page).toHaveURL(new RegExp(`/${language}/auth/email-confirmation$`));

      const mail = await waitForMail(email, labels.confirmSubject);
      await page.goto(linkIn(mail, '/auth/email-confirmed/'));
      await expect(page.getByText(labels.confirmedTitle)).toBeVisible();
      const signIn = new SignInPage(page, language);
      await signIn.open();
      await signIn.signIn(email, password);
      await expect(page).toHaveURL(new RegExp(`/${language}/hospital$`));
      // The browser keeps the device cookie of the sign-in (its own allowance if the account is attacked).
      const device = (await page.context().cookies()).find((cookie) => cookie.name === 'medstaff_device');
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' });

      const session = await request.post('/api/auth/login', { data: { email, password } });
      expect((await session.json()).user.role).toBe('ORG_ADMIN');
    });

    test('a forgotten password is replaced through the emailed link; the old one stops working', async ({
      page,
      request,
    }) => {
      const email = unique(`reset-${language}`);
      const oldPassword = 'Altes-Passwort-2026';
      const newPassword = 'Neues-Passwort-2026';
      const signUp = new SignUpPage(page, language);
      await signUp.open('agency');
      await signUp.fill({
        firstName: 'Mila',
        lastName: 'Roth',
        gender: 'diverse',
        position: 'Disposition',
        email,
        password: oldPassword,
      });
      await signUp.typeAgency('Roth Medical Staffing');
      await signUp.submit();
      await page.goto(linkIn(await waitForMail(email, labels.confirmSubject), '/auth/email-confirmed/'));
      await expect(page.getByText(labels.confirmedTitle)).toBeVisible();

      const signIn = new SignInPage(page, language);
      await signIn.open();
      await page.getByRole('link', { name: labels.forgotPassword }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/auth/forgot-password$`));
      await page.locator('input[name="email"]').fill(email);
      await page.getByRole('button', { name: labels.sendLink }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/auth/reset-password-confirmed$`));
      await expect(page.getByRole('heading', { name: labels.checkInbox })).toBeVisible();

      const mail = await waitForMail(email, labels.resetSubject);
      await page.goto(linkIn(mail, `/${language}/auth/create-new-password/`));
      await page.locator('input[name="newPassword"], input[name="password"]').first().fill(newPassword);
      await page
        .locator('input[name="newPasswordConfirmation"], input[name="passwordConfirmation"]')
        .first()
        .fill(newPassword);
      await page.getByRole('button', { name: labels.savePassword }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/auth/password-updated$`));
      await expect(page.getByRole('heading', { name: labels.passwordUpdated })).toBeVisible();

      expect((await request.post('/api/auth/login', { data: { email, password: oldPassword } })).status()).toBe(401);
      await signIn.open();
      await signIn.signIn(email, newPassword);
      await expect(page).toHaveURL(new RegExp(`/${language}/agency/jobs$`));
    });

    test.describe('with a wrong password', () => {
      // The browser logs the 401 answer of the sign-in call as a console error: expected here.
      test.use({ allowConsoleErrors: [/status of 401/] });

      test('a wrong password shows the server message under the email field', async ({ page, consoleErrors }) => {
        const signIn = new SignInPage(page, language);
        await signIn.open();
        await signIn.signIn('agentur@demo.medstaff.de', `not-${DEMO_PASSWORD}`);
        await expect(page.getByText(labels.wrongPassword)).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/${language}/auth/sign-in$`));
        expect(consoleErrors).toEqual([]);
      });
    });
  });
}
