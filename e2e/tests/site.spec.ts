import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail-sink';
import { SITE_PAGES } from '../support/site-pages';

const PAGES = SITE_PAGES;

for (const language of ['de', 'en'] as const) {
  test.describe(`public site in ${language === 'de' ? 'German' : 'English'}`, () => {
    test.use({ locale: language === 'de' ? 'de-DE' : 'en-GB' });

    for (const page of PAGES) {
      const path = `/${language}${page}`;
      test(`${path} renders with its title, without console errors or serious accessibility violations`, async ({
        page: browserPage,
        consoleErrors,
      }) => {
        const response = await browserPage.goto(path);
        expect(response?.status()).toBe(200);
        await expect(browserPage.locator('html')).toHaveAttribute('lang', language);
        await expect(browserPage).toHaveTitle(/MedStaff/);
        await expect(browserPage.locator('h1')).toHaveCount(1);
        await expect(browserPage.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
        await expect(browserPage.locator('link[rel="alternate"][hreflang="de"]')).toHaveCount(1);
        await expect(browserPage.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
        await expect(browserPage.locator('meta[name="description"]')).toHaveAttribute('content', /^.{40,}$/);
        const results = await new AxeBuilder({ page: browserPage }).analyze();
        const serious = results.violations.filter(
          (violation) => violation.impact === 'serious' || violation.impact === 'critical',
        );
        expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`)).toEqual(
          [],
        );
        expect(consoleErrors).toEqual([]);
      });
    }

    test('the language switcher keeps the page', async ({ page }) => {
      await page.goto(`/${language}/partners`);
      const other = language === 'de' ? 'en' : 'de';
      await page.locator(`header a[hreflang="${other}"], header a[lang="${other}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`/${other}/partners$`));
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, locale: 'de-DE' });

  test('the burger menu opens the navigation and a link leads to its page', async ({ page, consoleErrors }) => {
    await page.goto('/de');
    const burger = page.getByRole('button', { name: 'Menü' });
    await expect(burger).toBeVisible();
    const partners = page.getByRole('navigation').getByRole('link', { name: 'Partner', exact: true });
    await expect(partners).toBeHidden();
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(partners).toBeVisible();
    await partners.click();
    await expect(page).toHaveURL(/\/de\/partners$/);
    expect(consoleErrors).toEqual([]);
  });
});

test('the site serves a sitemap and robots.txt', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Sitemap: .*sitemap/i);
  const sitemap = await request.get('/sitemap-index.xml');
  expect(sitemap.status()).toBe(200);
});

test.describe('the staffing enquiry', () => {
  test.use({ locale: 'en-GB' });

  test('shows each validation message, then stores and mails a valid enquiry and shows the confirmation', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/en');
    await page.locator('#search_form').scrollIntoViewIfNeeded();
    await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();

    await page.getByRole('combobox', { name: 'Specialist' }).selectOption('hebamme');
    await expect(page.getByRole('combobox', { name: 'Field' })).toHaveValue('kreisssaal');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await page.getByRole('button', { name: 'Send enquiry' }).click();
    for (const message of [
      'Please choose the dates.',
      'Please enter the hospital name.',
      'Please enter your name.',
      'Please enter your email address.',
      'Please enter your phone number.',
      'Please agree to the use of your details.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    await page.getByRole('combobox', { name: 'Dates' }).click();
    const picker = page.getByRole('dialog', { name: 'Select the dates' });
    await picker.getByRole('button', { name: 'Clear' }).click();
    await picker.getByRole('button', { name: 'Save' }).click();
    await expect(picker).toBeHidden();

    const email = `enquiry.${Date.now().toString(36)}@e2e-klinik.de`;
    await page.getByLabel('Hospital name', { exact: true }).fill('Klinikum Testhausen');
    await page.getByLabel('Your name', { exact: true }).fill('Dr. Petra Test');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone', { exact: true }).fill('+49 30 1234567');
    await page.getByRole('checkbox', { name: /I agree that MedStaff may use my details/ }).check();
    await page.getByRole('button', { name: 'Send enquiry' }).click();

    const modal = page.getByRole('dialog', { name: 'Thank you for your enquiry!' });
    await expect(modal).toBeVisible();
    for (const step of ['Contact us', 'Send Inquiry', 'Receive Offers'])
      await expect(modal.getByText(step)).toBeVisible();

    const confirmation = await waitForMail(email, /staffing enquiry/);
    expect(confirmation.text).toContain('Klinikum Testhausen');
    const team = await waitForMail('team@medstaff.localhost', /Klinikum Testhausen/);
    expect(team.text).toContain(email);

    await modal.getByRole('button', { name: 'Back to search' }).click();
    await expect(modal).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
});
