import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { CHROMIUM_CANDIDATES } from './environment';

export function findChromium(): string | undefined {
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path));
}

/**
 * Returns Debian's Chromium, installing it with apt-get when it is missing and we may (root).
 * Never downloads a browser build of Playwright's own.
 */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("e2e: Chromium not found, installing Debian's chromium package…");
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (update.status === 0 && install.status === 0 && installed) return installed;
  }
  throw new Error(
    "e2e: no Chromium found. Install Debian's package (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary, then run the tests again.",
  );
}
