import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_CANDIDATES } from './support/environment';
import { findChromium } from './support/chromium';

/**
 * e2e journeys in Debian's Chromium against the real server (built and started by the global
 * setup with a fresh database and a real SMTP sink). Never `npx playwright install`.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: require.resolve('./support/global-setup'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A journey signs in, fills forms and walks several pages: on two shared cores under load a
  // click can take seconds (seen: 5.5 s), so a journey gets a minute; a passing one waits no longer.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  outputDir: './test-results',
  use: {
    baseURL: BASE_URL,
    headless: true,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium() ?? CHROMIUM_CANDIDATES[0] ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
});
