import { join } from 'node:path';
import { tmpdir } from 'node:os';

/** Fixed loopback ports (override with E2E_PORT / E2E_SMTP_PORT when they are taken). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4325);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Where the SMTP sink stores received mails as JSON, one file each. */
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? join(tmpdir(), `medstaff-e2e-mail-${E2E_PORT}`);
export const REPOSITORY_ROOT = join(__dirname, '..', '..');

export const CHROMIUM_CANDIDATES = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  (path): path is string => Boolean(path),
);

/** Flags that keep Chromium quiet and working in a sandbox without internet. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export const DEMO_PASSWORD = 'Demo-Passwort-2026';
export const DEMO_ADMIN = 'admin@demo.medstaff.de';
