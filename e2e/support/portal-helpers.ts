import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './environment';
import { SignInPage, type Language } from '../pages/portal-auth.pages';

/** Demo logins and names the portal journeys use (see the README's demo table). */
export const DEMO = {
  orgAdmin: 'klinik@demo.medstaff.de',
  departmentUser: 'station@demo.medstaff.de',
  poolNurse: 'l.schulz@demo.medstaff.de',
  agency: 'agentur@demo.medstaff.de',
  hospital: 'St. Elisabeth Klinikum Köln',
} as const;

/** A title no earlier run has used (the server keeps its database for the whole run only, but be safe). */
export const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const pad = (value: number) => String(value).padStart(2, '0');

/** A day from today, as the date input takes it (YYYY-MM-DD) and as the portal shows it (DD/MM/YYYY). */
export function dayFromToday(offset: number): { iso: string; shown: string } {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const [year, month, day] = [date.getFullYear(), pad(date.getMonth() + 1), pad(date.getDate())];
  return { iso: `${year}-${month}-${day}`, shown: `${day}/${month}/${year}` };
}

/** Signs in through the portal's sign-in page with the demo password and waits to leave it. */
export async function signIn(page: Page, language: Language, email: string): Promise<void> {
  const signInPage = new SignInPage(page, language);
  await signInPage.open();
  await signInPage.signIn(email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth\/sign-in$/);
}

/** Picks `option` in the MUI select labelled `combobox`. */
export async function choose(page: Page, combobox: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
