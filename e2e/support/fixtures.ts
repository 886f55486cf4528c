import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * The e2e test with one extra guarantee: a page that logs a console error or throws fails the
 * test, unless the test expected that error (`allowConsoleErrors`). The check is automatic, for
 * every test of every file that imports `test` from here, whether or not it names `consoleErrors`.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      const allowed = (text: string) => allowConsoleErrors.some((pattern) => pattern.test(text));
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error' && !allowed(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page };
