import type { Page } from '@playwright/test';
import { SignInPage } from '../pages/portal-auth.pages';
import { DEMO_PASSWORD } from '../support/environment';
import { SITE_PAGES as PUBLIC_PAGES } from '../support/site-pages';
import { expect, test } from '../support/fixtures';

const PHONE_WIDTH = 375;

/** Every public page of the site (after /{lang}) and the site's 404. */
const SITE_PAGES = [...PUBLIC_PAGES, '/no-such-page'];

/** The portal's pages a visitor can open without a session. */
const PORTAL_AUTH_PAGES = [
  '/auth/sign-in',
  '/auth/sign-up',
  '/auth/sign-up/organisation',
  '/auth/sign-up/agency',
  '/auth/forgot-password',
  '/auth/reset-password-confirmed',
  '/auth/email-confirmation',
  '/auth/create-new-password/e2e-unused-code',
  '/auth/password-updated',
  '/auth/404',
  '/auth/500',
];

/** The width of the page and the innermost elements that stick out on the right, to say what is too wide. */
async function overflow(page: Page): Promise<{ width: number; culprits: string[] }> {
  return page.evaluate((limit) => {
    const wide = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      const box = element.getBoundingClientRect();
      // A word running out of its heading widens the heading's content, not its box.
      return box.width > 0 && box.left + Math.max(box.width, element.scrollWidth) > limit + 0.5;
    });
    const innermost = wide.filter((element) => !wide.some((other) => other !== element && element.contains(other)));
    const culprits = innermost.slice(0, 5).map((element) => {
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${element.className}"> "${text}"`;
    });
    return { width: document.documentElement.scrollWidth, culprits };
  }, PHONE_WIDTH);
}

/**
 * Headings and paragraphs of the main content that stick out of their parent on the right (a
 * long word in a narrow card can do that without making the page wider).
 */
async function textOutsideItsBox(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main h1, main h2, main h3, main p'))
      .filter((element) => {
        const parent = element.parentElement;
        if (!parent || element.getBoundingClientRect().width === 0) return false;
        const box = element.getBoundingClientRect();
        return Math.max(box.right, box.left + element.scrollWidth) > parent.getBoundingClientRect().right + 0.5;
      })
      .map((element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`),
  );
}

for (const language of ['de', 'en'] as const) {
  test.describe(`on a ${PHONE_WIDTH} px phone in ${language === 'de' ? 'German' : 'English'}`, () => {
    test.use({ viewport: { width: PHONE_WIDTH, height: 740 }, locale: language === 'de' ? 'de-DE' : 'en-GB' });

    test.describe('public pages', () => {
      // The list includes the 404 page, whose own status the browser logs as a console error.
      test.use({ allowConsoleErrors: [/status of 404/] });

      test('no public page is wider than the screen, and no text runs out of its box', async ({ page }) => {
        const tooWide: string[] = [];
        for (const path of SITE_PAGES.map((suffix) => `/${language}${suffix}`)) {
          await page.goto(path);
          await expect(page.locator('h1')).toBeVisible();
          const { width, culprits } = await overflow(page);
          if (width > PHONE_WIDTH) tooWide.push(`${path}: ${width} px (${culprits.join('; ')})`);
          for (const text of await textOutsideItsBox(page)) tooWide.push(`${path}: ${text}`);
        }
        expect(tooWide).toEqual([]);
      });
    });

    test('no portal sign-in or sign-up page is wider than the screen', async ({ page }) => {
      const tooWide: string[] = [];
      for (const path of PORTAL_AUTH_PAGES.map((suffix) => `/${language}${suffix}`)) {
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        const { width, culprits } = await overflow(page);
        if (width > PHONE_WIDTH) tooWide.push(`${path}: ${width} px (${culprits.join('; ')})`);
      }
      expect(tooWide).toEqual([]);
    });
  });
}

test.describe('clinics find their sign-up', () => {
  for (const [language, landingLink, signInLink] of [
    ['de', 'Einrichtung registrieren', 'Einrichtung registrieren'],
    ['en', 'Register your organisation', 'Register your organisation'],
  ] as const) {
    test(`from the landing page and the sign-in page (${language})`, async ({ page }) => {
      await page.goto(`/${language}`);
      await page.getByRole('main').getByRole('link', { name: landingLink }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/auth/sign-up/organisation$`));
      await expect(page.locator('input[name="organisation"]')).toBeVisible();

      await page.goto(`/${language}/auth/sign-in`);
      await page.getByRole('link', { name: signInLink }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/auth/sign-up/organisation$`));
    });
  }
});

/**
 * Signs in through the API of the page's context (its cookies are the browser's: the HttpOnly
 * session cookie) and stores who is signed in as the portal does (localStorage, no token).
 * Returns the token of the answer, as an API client would use it.
 */
async function storeSignedInSession(page: Page, email: string): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  const login = await response.json();
  const session = { ...login.user, expiresAt: Date.now() + login.expires_in * 1000 };
  await page.goto('/en/imprint');
  await page.evaluate((value) => window.localStorage.setItem('medstaff.session', value), JSON.stringify(session));
  // Scripts on the page cannot read the session cookie.
  expect(await page.evaluate(() => document.cookie)).not.toContain(login.access_token);
  return login.access_token as string;
}

test.describe('a signed-in user on the public site', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1120, height: 800 } });

  test('sees a link to their own area beside sign-out; the sign-in page sends them home', async ({ page }) => {
    await storeSignedInSession(page, 'agentur@demo.medstaff.de');
    await page.goto('/en/partners');
    const header = page.locator('header');
    await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeHidden();
    // The header still fits at the narrowest desktop width with both buttons.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1120);

    await header.getByRole('link', { name: 'My area' }).click();
    await expect(page).toHaveURL(/\/en\/agency\/jobs$/);

    await page.goto('/en/auth/sign-in');
    await expect(page).toHaveURL(/\/en\/agency\/jobs$/);
  });

  test('a hospital user’s link leads to the hospital area', async ({ page }) => {
    await storeSignedInSession(page, 'klinik@demo.medstaff.de');
    await page.goto('/de/partners');
    await expect(page.locator('header').getByRole('link', { name: 'Mein Bereich' })).toHaveAttribute(
      'href',
      '/de/hospital',
    );
  });

  test.describe('after the session was revoked', () => {
    // The browser logs the 401 answer of the session check as a console error: expected here.
    test.use({ allowConsoleErrors: [/status of 401/] });

    test('the portal says so on the sign-in page', async ({ page, request, consoleErrors }) => {
      const token = await storeSignedInSession(page, 'agentur@demo.medstaff.de');
      const logout = await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
      expect(logout.ok()).toBe(true);

      await page.goto('/en/agency/jobs');

      await expect(page).toHaveURL(/\/en\/auth\/sign-in$/);
      await expect(page.getByRole('alert')).toHaveText('Your session has ended. Please sign in again.');
      expect(consoleErrors).toEqual([]);
    });
  });
});

test.describe('script injection cannot become token theft', () => {
  // The refused script is reported by the browser as a console error: that is the point here.
  test.use({ allowConsoleErrors: [/Content Security Policy/] });

  test('signed in through the portal, no script can read the token, and an injected inline script does not run', async ({
    page,
  }) => {
    const signIn = new SignInPage(page, 'en');
    await signIn.open();
    await signIn.signIn('agentur@demo.medstaff.de', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/en\/agency\/jobs$/);

    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === 'medstaff_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const readable = await page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify({ ...window.localStorage }),
      sessionStorage: JSON.stringify({ ...window.sessionStorage }),
    }));
    for (const text of Object.values(readable)) expect(text).not.toContain(session?.value ?? 'no session cookie');
    expect(readable.local).not.toMatch(/eyJ[\w-]+\.eyJ/);

    const injected = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return (window as { __injected?: boolean }).__injected === true;
    });
    expect(injected).toBe(false);
  });
});
