import { expect, type Page } from '@playwright/test';

export type Language = 'de' | 'en';

/** The visible labels the journeys use, in both languages (from portal/src/i18n). */
export const LABELS = {
  en: {
    signIn: 'Sign in',
    forgotPassword: 'Forgot password?',
    createAccount: 'Create account',
    sendLink: 'Send link',
    savePassword: 'Save password',
    confirmTitle: 'Please confirm your email address',
    confirmedTitle: 'Your email address is confirmed',
    checkInbox: 'Check your inbox',
    passwordUpdated: 'Password updated',
    wrongPassword: 'Email or password is incorrect.',
    confirmSubject: /confirm your email address/i,
    resetSubject: /New password/,
  },
  de: {
    signIn: 'Anmelden',
    forgotPassword: 'Passwort vergessen?',
    createAccount: 'Konto erstellen',
    sendLink: 'Link senden',
    savePassword: 'Passwort speichern',
    confirmTitle: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    confirmedTitle: 'Ihre E-Mail-Adresse ist bestätigt',
    checkInbox: 'Prüfen Sie Ihr Postfach',
    passwordUpdated: 'Passwort aktualisiert',
    wrongPassword: 'E-Mail oder Passwort ist falsch.',
    confirmSubject: /bestätigen Sie Ihre E-Mail-Adresse/,
    resetSubject: /Neues Passwort/,
  },
} as const;

/** /{lang}/auth/sign-in */
export class SignInPage {
  constructor(
    private readonly page: Page,
    private readonly language: Language,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`/${this.language}/auth/sign-in`);
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.locator('input[name="email"]').fill(email);
    await this.page.locator('input[name="password"]').fill(password);
    await this.page.getByRole('button', { name: LABELS[this.language].signIn, exact: true }).click();
  }

  /** The error under the email field. */
  emailError() {
    return this.page.locator('#sign-in-email-helper-text, [id$="email-helper-text"]').first();
  }
}

export interface SignUpDetails {
  firstName: string;
  lastName: string;
  gender: 'male' | 'female' | 'diverse' | 'na';
  position: string;
  email: string;
  phone?: string;
  password: string;
}

/** /{lang}/auth/sign-up/{role} */
export class SignUpPage {
  constructor(
    private readonly page: Page,
    private readonly language: Language,
  ) {}

  async open(role: 'agency' | 'organisation' | 'user'): Promise<void> {
    await this.page.goto(`/${this.language}/auth/sign-up/${role}`);
  }

  async fill(details: SignUpDetails): Promise<void> {
    await this.page.locator('input[name="firstName"]').fill(details.firstName);
    await this.page.locator('input[name="lastName"]').fill(details.lastName);
    await this.page.locator('select[name="gender"]').selectOption(details.gender);
    await this.page.locator('input[name="role"]').fill(details.position);
    await this.page.locator('input[name="email"]').fill(details.email);
    if (details.phone) await this.page.locator('input[name="phoneNumber"]').fill(details.phone);
    await this.page.locator('input[name="password"]').fill(details.password);
    await this.page.locator('input[name="passwordConfirmation"]').fill(details.password);
    await this.page.locator('input[name="acceptTC"]').check();
  }

  async typeAgency(name: string): Promise<void> {
    await this.page.locator('input[name="organisation"]').fill(name);
  }

  /** Types into the institution type-ahead and picks the suggestion with that name. */
  async chooseInstitution(typed: string, name: string): Promise<void> {
    await this.page.locator('input[name="organisation"]').pressSequentially(typed, { delay: 40 });
    await this.page.getByRole('option', { name }).click();
    await expect(this.page.locator('input[name="organisation"]')).toHaveValue(name);
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: LABELS[this.language].createAccount }).click();
  }
}
