import { spawnSync } from 'node:child_process';

/**
 * Redis for the tests: TEST_REDIS_URL (CI sets it, and it must answer), else a local Redis on
 * 127.0.0.1:6379 when one answers, else undefined (the tests then use the in-memory store only).
 * The probe runs in a child process so it can be synchronous at module load.
 */
export function testRedisUrl(): string | undefined {
  if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL;
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      "require('net').connect(6379, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(1))",
    ],
    { timeout: 2000 },
  );
  return probe.status === 0 ? 'redis://127.0.0.1:6379' : undefined;
}
