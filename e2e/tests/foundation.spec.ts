import { AdminLoginPage } from '../pages/admin-login.page';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../support/environment';
import { expect, test } from '../support/fixtures';

test.describe('one server, one origin', () => {
  test.describe('in a French browser', () => {
    test.use({ locale: 'fr-FR' });
    test('the root redirects to /de, the default', async ({ page, consoleErrors }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/de$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      expect(consoleErrors).toEqual([]);
    });
  });

  test.describe('in a German browser', () => {
    test.use({ locale: 'de-DE' });
    test('the root redirects to /de', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/de$/);
    });
  });

  test('the root redirects English browsers to /en', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('/en/admin shows the admin login', async ({ page, consoleErrors }) => {
    const login = new AdminLoginPage(page);
    await login.open('en');
    await expect(login.username).toBeVisible();
    await expect(login.password).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the demo administrator signs in to the dashboard', async ({ page }) => {
    const login = new AdminLoginPage(page);
    await login.open('en');
    await login.signIn(DEMO_ADMIN, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/en\/admin\/dashboard$/);
    await expect(page.getByText(/Welcome, Anna/)).toBeVisible();
  });

  test.describe('a refused sign-in', () => {
    // The browser logs the refused sign-in's 401 as a console error: that one is expected.
    test.use({ allowConsoleErrors: [/status of 401/] });

    test('a wrong admin password shows the server message', async ({ page }) => {
      const login = new AdminLoginPage(page);
      await login.open('en');
      await login.signIn(DEMO_ADMIN, 'not-the-password');
      await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
    });
  });

  test.describe('not found', () => {
    // The browser logs the page's own 404 status as a console error: that one is expected.
    test.use({ allowConsoleErrors: [/the server responded with a status of 404/] });

    test('an unknown path shows the 404 page with status 404', async ({ page, consoleErrors }) => {
      const response = await page.goto('/nope');
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Page not found.')).toBeVisible();
      await expect(page.getByText('The page you are looking for might have been removed.')).toBeVisible();
      const home = page.getByRole('link', { name: 'Return to website' });
      await expect(home).toHaveAttribute('href', '/');
      expect(consoleErrors).toEqual([]);
    });

    test('an unknown German path shows the German 404 page', async ({ page }) => {
      const response = await page.goto('/de/gibt-es-nicht');
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Seite nicht gefunden.')).toBeVisible();
    });
  });

  test('the API and its documentation are served from the same origin', async ({ page, request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const ready = await request.get('/api/health/ready');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: { status: 'up' } } });
    const roles = await request.get('/api/user-roles');
    expect((await roles.json()).userRoles.map((role: { name: string }) => role.name)).toEqual([
      'ADMIN',
      'ORGANISATION ADMIN',
      'AGENCY',
      'USER',
    ]);
    await page.goto('/api/docs');
    await expect(page.getByText('MedStaff API').first()).toBeVisible();
  });
});
