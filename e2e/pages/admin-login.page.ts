import { expect, type Page } from '@playwright/test';

/** react-admin's login screen at /{lang}/admin/login. */
export class AdminLoginPage {
  constructor(private readonly page: Page) {}

  async open(language: 'de' | 'en' = 'en'): Promise<void> {
    await this.page.goto(`/${language}/admin`);
    await expect(this.page).toHaveURL(new RegExp(`/${language}/admin/login$`));
  }

  get username() {
    return this.page.locator('input[name="username"]');
  }

  get password() {
    return this.page.locator('input[name="password"]');
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.username.fill(email);
    await this.password.fill(password);
    await this.page.locator('button[type="submit"]').click();
  }
}
