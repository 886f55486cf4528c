import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { DomainError } from '../common/domain-error';
import { THROTTLE_LIMITS, type ThrottleLimit, type ThrottleName } from './throttle-limits';
import { ThrottleService } from './throttle.service';
import { testRedisUrl } from '../../../test/test-redis';

const REDIS_URL = testRedisUrl();

const LIMITS: Record<ThrottleName, ThrottleLimit> = {
  ...THROTTLE_LIMITS,
  'login.pair': { points: 10, windowSeconds: 60, key: 'account+address' },
  'enquiry.address': { points: 3, windowSeconds: 600, key: 'address' },
};

const stores: [string, string | undefined][] = [['memory', undefined]];
if (REDIS_URL) stores.push(['redis', REDIS_URL]);
else console.warn('Redis is not reachable on 127.0.0.1:6379 and TEST_REDIS_URL is unset: Redis store tests skipped.');

describe.each(stores)('ThrottleService on %s', (store, redisUrl) => {
  const keyPrefix = `medstaff-test-${randomBytes(4).toString('hex')}`;
  let throttle: ThrottleService;

  beforeAll(async () => {
    throttle = new ThrottleService({ redisUrl, keyPrefix }, LIMITS);
    await throttle.onModuleInit();
  });
  afterAll(async () => {
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${keyPrefix}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
    await throttle.onApplicationShutdown();
  });

  it(`counts in ${store}`, () => {
    expect(throttle.store).toBe(store);
  });

  it('allows the points of a window, then refuses with the seconds until the window ends', async () => {
    const key = ['198.51.100.1'];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await throttle.consume('enquiry.address', key)).allowed).toBe(true);
    }
    const refused = await throttle.consume('enquiry.address', key);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect((await throttle.consume('enquiry.address', ['198.51.100.2'])).allowed).toBe(true);
  });

  it('lets exactly `points` of 100 parallel attempts through (each consume is atomic)', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, () => throttle.consume('login.pair', ['burst@test.de', '10.0.0.1'])),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });

  it('refunds a point, resets a key, and remembers markers', async () => {
    const key = ['refund@test.de', '10.0.0.2'];
    for (let attempt = 1; attempt <= 10; attempt += 1) await throttle.consume('login.pair', key);
    expect((await throttle.consume('login.pair', key)).allowed).toBe(false);
    await throttle.refund('login.pair', key, 2);
    expect((await throttle.consume('login.pair', key)).allowed).toBe(true);
    await throttle.reset('login.pair', key);
    const afterReset = await Promise.all(Array.from({ length: 11 }, () => throttle.consume('login.pair', key)));
    expect(afterReset.map((result) => result.allowed)).toEqual([...Array(10).fill(true), false]);

    expect(await throttle.remembers('login.knownAddress', key)).toBe(false);
    await throttle.remember('login.knownAddress', key);
    expect(await throttle.remembers('login.knownAddress', key)).toBe(true);
  });

  it('enforce throws the given code with Retry-After', async () => {
    const key = ['203.0.113.9'];
    for (let attempt = 1; attempt <= 3; attempt += 1) await throttle.enforce('enquiry.address', key, 'enquiry.tooMany');
    const error = await throttle.enforce('enquiry.address', key, 'enquiry.tooMany').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'enquiry.tooMany' });
    expect((error as DomainError).retryAfterSeconds).toBeGreaterThan(0);
  });

  it('keys by case-insensitive parts, stored as fixed-length hashes (no email or address in the store)', async () => {
    const key = ['__proto__', 'Constructor@Test.de'];
    for (let attempt = 1; attempt <= 10; attempt += 1) await throttle.consume('login.pair', key);
    expect((await throttle.consume('login.pair', ['__PROTO__', ' constructor@test.de '])).allowed).toBe(false);
    expect(throttle.hash(key)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(throttle.hash(['x'.repeat(10_000)])).toHaveLength(32);
    // The canonical form: a decomposed Ä is the composed one; an accented address is another key.
    expect(throttle.hash(['A\u0308gency.Y@test.de'])).toBe(throttle.hash(['ägency.y@test.de']));
    expect(throttle.hash(['ägency.y@test.de'])).not.toBe(throttle.hash(['agency.y@test.de']));
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${keyPrefix}:*`);
      await redis.quit();
      expect(keys.length).toBeGreaterThan(0);
      for (const stored of keys)
        expect(stored).toMatch(new RegExp(`^${keyPrefix}:throttle:[a-zA-Z.]+:[A-Za-z0-9_-]{32}$`));
    }
  });
});

describe('ThrottleService with memory store and time', () => {
  afterEach(() => jest.useRealTimers());

  it('starts a new window after the old one, and a late refund grants no extra attempt', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const throttle = new ThrottleService({ keyPrefix: 'time' }, LIMITS);
    const key = ['198.51.100.50'];
    for (let attempt = 1; attempt <= 3; attempt += 1) await throttle.consume('enquiry.address', key);
    expect((await throttle.consume('enquiry.address', key)).allowed).toBe(false);
    jest.advanceTimersByTime(601_000);
    await throttle.refund('enquiry.address', key);
    const next = await Promise.all(Array.from({ length: 4 }, () => throttle.consume('enquiry.address', key)));
    expect(next.map((result) => result.allowed)).toEqual([true, true, true, false]);
  });
});

describe('ThrottleService when Redis is unreachable', () => {
  it('keeps counting in memory (the insurance) instead of failing, and closes cleanly', async () => {
    // Port 9 (discard) on loopback: nothing listens, so every connection is refused at once.
    const throttle = new ThrottleService({ redisUrl: 'redis://127.0.0.1:9', keyPrefix: 'down' }, LIMITS);
    const key = ['198.51.100.77'];
    const results = await Promise.all(Array.from({ length: 3 }, () => throttle.consume('enquiry.address', key)));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true]);
    await throttle.refund('enquiry.address', key);
    const more = await Promise.all(Array.from({ length: 2 }, () => throttle.consume('enquiry.address', key)));
    expect(more.map((result) => result.allowed)).toEqual([true, false]);
    expect(await throttle.remembers('login.knownAddress', key)).toBe(false);
    await throttle.onApplicationShutdown();
  });
});
