import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { DomainError } from '../common/domain-error';
import {
  FAILURES_PER_ACCOUNT,
  FAILURES_PER_ACCOUNT_AND_ADDRESS,
  FAILURES_PER_ADDRESS,
  FAILURES_PER_DEVICE,
  LoginThrottleService,
  type LoginReservation,
} from './login-throttle.service';
import { ThrottleService } from './throttle.service';
import { testRedisUrl } from '../../../test/test-redis';

const REDIS_URL = testRedisUrl();
const stores: [string, string | undefined][] = REDIS_URL
  ? [
      ['memory', undefined],
      ['redis', REDIS_URL],
    ]
  : [['memory', undefined]];

describe.each(stores)('LoginThrottleService on %s', (_store, redisUrl) => {
  let throttle: ThrottleService;
  let logins: LoginThrottleService;
  let keyPrefix: string;
  beforeEach(async () => {
    // A fresh key prefix per test: every test starts with empty counters.
    keyPrefix = `medstaff-test-${randomBytes(4).toString('hex')}`;
    throttle = new ThrottleService({ redisUrl, keyPrefix });
    await throttle.onModuleInit();
    logins = new LoginThrottleService(throttle);
  });
  afterEach(async () => {
    await throttle.onApplicationShutdown();
    if (!redisUrl) return;
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${keyPrefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  /** Outcome of one attempt that fails (its points stay spent): 'reserved' or the refusal. */
  const fail = (email: string, address: string, device?: string): Promise<'reserved' | DomainError> =>
    logins.reserve(email, address, device).then(
      () => 'reserved' as const,
      (error: DomainError) => error,
    );
  const failTimes = async (times: number, email: string, address: string, device?: string) => {
    for (let attempt = 0; attempt < times; attempt += 1) expect(await fail(email, address, device)).toBe('reserved');
  };

  it('documents the limits: 10 per account and address, 50 per account, 100 per address, 10 per known device', () => {
    expect([FAILURES_PER_ACCOUNT_AND_ADDRESS, FAILURES_PER_ACCOUNT, FAILURES_PER_ADDRESS, FAILURES_PER_DEVICE]).toEqual(
      [10, 50, 100, 10],
    );
  });

  it('lets exactly 10 of 100 parallel attempts through, and they cost the account only 10 points', async () => {
    const outcomes = await Promise.all(Array.from({ length: 100 }, () => fail('target@b.de', '10.0.0.1')));
    expect(outcomes.filter((outcome) => outcome === 'reserved')).toHaveLength(10);
    const refusal = outcomes.find((outcome) => outcome !== 'reserved') as DomainError;
    expect(refusal).toMatchObject({ code: 'LOGIN_THROTTLED', message: 'auth.tooManyAttempts' });
    expect(refusal.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // 40 more failures fit into the account's 50, from other addresses; the 51st is refused.
    for (let index = 0; index < 4; index += 1) await failTimes(10, 'target@b.de', `10.0.1.${index}`);
    expect(await fail('target@b.de', '10.0.2.1')).toMatchObject({ code: 'LOGIN_THROTTLED' });
  });

  it('clears the pair on success and gives back its points; a known address skips the account-wide limit', async () => {
    await failTimes(9, 'a@b.de', '1.1.1.1');
    await (await logins.reserve('a@b.de', '1.1.1.1')).succeeded();
    await failTimes(10, 'a@b.de', '1.1.1.1');
    expect(await fail('a@b.de', '1.1.1.1')).toMatchObject({ code: 'LOGIN_THROTTLED' });

    // The 9 failures before the success still count for the account: 41 more reach its 50.
    for (let index = 0; index < 4; index += 1) await failTimes(10, 'a@b.de', `10.9.9.${index}`);
    await failTimes(1, 'a@b.de', '10.9.9.9');
    expect(await fail('a@b.de', '2.2.2.2')).toMatchObject({ code: 'LOGIN_THROTTLED' });
    // 1.1.1.1 signed in before: the account-wide limit does not apply there, but its pair limit does.
    await throttle.reset('login.pair', ['a@b.de', '1.1.1.1']);
    const known = await logins.reserve('a@b.de', '1.1.1.1');
    await known.succeeded();
  });

  it('gives every point back when the password was never checked (server busy)', async () => {
    const reservations: LoginReservation[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) reservations.push(await logins.reserve('c@b.de', '3.3.3.3'));
    await Promise.all(reservations.map((reservation) => reservation.cancel()));
    await failTimes(10, 'c@b.de', '3.3.3.3');
    expect(await fail('c@b.de', '3.3.3.3')).toMatchObject({ code: 'LOGIN_THROTTLED' });
  });

  it('limits one address over many accounts, unknown ones included, without charging the refused pair', async () => {
    for (let index = 0; index < 100; index += 1) expect(await fail(`ghost${index}@b.de`, '9.9.9.9')).toBe('reserved');
    expect(await fail('fresh@b.de', '9.9.9.9')).toMatchObject({ code: 'LOGIN_THROTTLED' });
    // The refused attempt gave its pair point back: the account is untouched from elsewhere too.
    await failTimes(10, 'fresh@b.de', '8.8.8.8');
  });

  it('lets accounts that signed in from an address past the brake on it, and no others', async () => {
    await (await logins.reserve('colleague@b.de', '7.7.7.7')).succeeded();
    for (let index = 0; index < 100; index += 1) expect(await fail(`spray${index}@b.de`, '7.7.7.7')).toBe('reserved');
    expect(await fail('newcomer@b.de', '7.7.7.7')).toMatchObject({ code: 'LOGIN_THROTTLED' });
    const colleague = await logins.reserve('colleague@b.de', '7.7.7.7');
    await colleague.succeeded();
    // Its pair limit still holds there.
    await failTimes(10, 'colleague@b.de', '7.7.7.7');
    expect(await fail('colleague@b.de', '7.7.7.7')).toMatchObject({ code: 'LOGIN_THROTTLED' });
  });

  it('gives a known device its own allowance: untouched by the account-wide limit, locked after its own 10', async () => {
    for (let index = 0; index < 5; index += 1) await failTimes(10, 'owner@b.de', `10.7.0.${index}`);
    expect(await fail('owner@b.de', '10.7.1.1')).toMatchObject({ code: 'LOGIN_THROTTLED' });
    await (await logins.reserve('owner@b.de', '10.7.1.1', 'device-1')).succeeded();
    await failTimes(10, 'owner@b.de', '10.7.1.1', 'device-1');
    expect(await fail('owner@b.de', '10.7.1.2', 'device-1')).toMatchObject({ code: 'LOGIN_THROTTLED' });
    // Another device of the owner keeps its own.
    await (await logins.reserve('owner@b.de', '10.7.1.1', 'device-2')).succeeded();
    // The device's reservation given back (never checked) costs nothing.
    const busy = await logins.reserve('owner@b.de', '10.7.1.1', 'device-2');
    await busy.cancel();
    await failTimes(10, 'owner@b.de', '10.7.1.1', 'device-2');
  });
});
