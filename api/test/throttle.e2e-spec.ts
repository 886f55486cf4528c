import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import request, { type Response } from 'supertest';
import type { DatabaseDialect } from '../src/platform/config/app-config';
import { AccountService } from '../src/accounts/account.service';
import { OneTimeToken } from '../src/accounts/one-time-token.entity';
import { PasswordService } from '../src/accounts/password.service';
import { Person } from '../src/people/person.entity';
import { BackgroundTasks } from '../src/platform/throttle/background-tasks';
import { bearerFor } from './admin-helpers';
import { TEST_DIALECTS, captureMails, createTestApp, uniqueEmail, type CapturedMail, type TestApp } from './test-app';
import { testRedisUrl } from './test-redis';

const REDIS_URL = testRedisUrl();

type Store = 'memory' | 'redis';
/** Every dialect with the in-memory store, and the Redis store on the last dialect (MariaDB in CI). */
const CASES: [DatabaseDialect, Store][] = TEST_DIALECTS.map((dialect) => [dialect, 'memory']);
if (REDIS_URL) CASES.push([TEST_DIALECTS[TEST_DIALECTS.length - 1], 'redis']);

const PASSWORD = 'Richtiges-Passwort-1';
let addressCounter = 0;
/** A fresh client address per call (X-Forwarded-For with trustProxy), so tests never share counters. */
const freshAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};
const countStatuses = (responses: Response[]) =>
  responses.reduce<Record<number, number>>(
    (counts, response) => ({ ...counts, [response.status]: (counts[response.status] ?? 0) + 1 }),
    {},
  );

describe.each(CASES)('throttles on %s with the %s store', (dialect, store) => {
  /** Tests whose outcome does not depend on the store or dialect (and cost many password checks) run once. */
  const firstCase = dialect === CASES[0][0] && store === CASES[0][1];
  const itOnce = firstCase ? it : it.skip;
  const keyPrefix = `medstaff-test-${randomBytes(4).toString('hex')}`;
  let testApp: TestApp;
  let mails: CapturedMail[];
  let url: string;

  beforeAll(async () => {
    testApp = await createTestApp(dialect, {
      trustProxy: true,
      redis: store === 'redis' ? { url: REDIS_URL, keyPrefix } : { url: undefined, keyPrefix },
    });
    mails = captureMails(testApp);
    // One listening server: parallel supertest calls must not each try to start it.
    await testApp.app.listen(0, '127.0.0.1');
    url = await testApp.app.getUrl();
  });
  afterAll(async () => {
    await testApp.close();
    if (store === 'redis') {
      const redis = new Redis(REDIS_URL as string);
      const keys = await redis.keys(`${keyPrefix}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });

  async function account(status: 'ACTIVE' | 'PENDING' = 'ACTIVE'): Promise<Person> {
    const persons = testApp.dataSource.getRepository(Person);
    return persons.save(
      persons.create({
        email: uniqueEmail(status === 'ACTIVE' ? 'throttled' : 'pending'),
        role: 'USER',
        status,
        emailConfirmedAt: status === 'ACTIVE' ? new Date() : null,
        passwordHash: await testApp.app.get(PasswordService).hash(PASSWORD),
      }),
    );
  }
  const login = (email: string, password: string, address: string) =>
    request(url).post('/api/auth/login').set('X-Forwarded-For', address).send({ email, password });
  const settled = () => testApp.app.get(BackgroundTasks).idle();

  describe('sign-in', () => {
    it('answers exactly 10 of 100 parallel wrong passwords with 401 and the rest 429; the right password still works elsewhere', async () => {
      const { email } = await account();
      const attacker = freshAddress();
      const burst = await Promise.all(
        Array.from({ length: 100 }, (_, index) => login(email, `falsch-${index}`, attacker)),
      );
      // Exactly ten attempts were reserved: each answered 401, or 503 when the loaded machine could
      // not start its password check in time (which gives its points back); the other 90 were refused.
      const counts = countStatuses(burst);
      expect(counts[429]).toBe(90);
      expect((counts[401] ?? 0) + (counts[503] ?? 0)).toBe(10);
      expect(counts[401]).toBeGreaterThan(0);
      const refused = burst.find((response) => response.status === 429) as Response;
      expect(refused.body).toMatchObject({ statusCode: 429, code: 'LOGIN_THROTTLED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);

      await login(email, PASSWORD, attacker).expect(429);
      await login(email, PASSWORD, freshAddress()).expect(200);
      await login(email, PASSWORD, freshAddress()).expect(200);
    });

    itOnce('refuses an account after 50 failures from many addresses, except where it signed in before', async () => {
      const { email } = await account();
      const home = freshAddress();
      await login(email, PASSWORD, home).expect(200);
      // Five addresses, ten failures each: at most five password checks at a time.
      const addresses = Array.from({ length: 5 }, freshAddress);
      await Promise.all(
        addresses.map(async (address) => {
          for (let attempt = 0; attempt < 10; attempt += 1) await login(email, 'falsch', address).expect(401);
        }),
      );
      const elsewhere = await login(email, PASSWORD, freshAddress()).expect(429);
      expect(elsewhere.body.code).toBe('LOGIN_THROTTLED');
      await login(email, PASSWORD, home).expect(200);
    });

    itOnce('answers 503 SERVER_BUSY beyond the hashing queue, while reference data keeps answering', async () => {
      const capacity = testApp.app.get(PasswordService).capacity;
      let settledLogins = 0;
      const logins = Array.from({ length: 2 * capacity + 10 }, () =>
        login(uniqueEmail('nobody'), 'irgendwas', freshAddress()).then((response) => {
          settledLogins += 1;
          return response;
        }),
      );
      const fields = await request(url).get('/api/fields').expect(200);
      const inFlightWhenFieldsAnswered = logins.length - settledLogins;
      const responses = await Promise.all(logins);

      expect(fields.body.fields.length).toBeGreaterThan(0);
      expect(inFlightWhenFieldsAnswered).toBeGreaterThan(0);
      const counts = countStatuses(responses);
      expect(Object.keys(counts).sort()).toEqual(['401', '503']);
      // The queue is bounded in length and in waiting time: some checks ran, the rest were refused.
      expect(counts[401]).toBeGreaterThan(0);
      const busy = responses.find((response) => response.status === 503) as Response;
      expect(busy.body).toMatchObject({
        statusCode: 503,
        code: 'SERVER_BUSY',
        message: 'The server is busy right now. Please try again in a few seconds.',
      });
      expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    });
  });

  describe.each([
    ['forgot-password', 'ACTIVE', 'PASSWORD_RESET', 'forgotPassword'],
    ['resend-verification', 'PENDING', 'EMAIL_CONFIRMATION', 'resendConfirmation'],
  ] as const)('GET /api/auth/%s/{email}', (endpoint, status, purpose, backgroundMethod) => {
    const ask = (email: string, address: string) =>
      request(url)
        .get(`/api/auth/${endpoint}/${encodeURIComponent(email)}`)
        .set('X-Forwarded-For', address)
        .set('Accept-Language', 'de');
    const codesFor = (person: Person) =>
      testApp.dataSource.getRepository(OneTimeToken).countBy({ personId: person.id, purpose });
    /** The answer without what differs per request anyway. */
    const visible = (response: Response) => {
      const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
      return { status: response.status, headers, body: response.body as unknown };
    };

    it('answers known and unknown addresses alike, before any lookup or mail (that follows the answer)', async () => {
      const person = await account(status);
      const accounts = testApp.app.get(AccountService);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const original = accounts[backgroundMethod].bind(accounts);
      const spy = jest.spyOn(accounts, backgroundMethod).mockImplementation(async (email: string) => {
        await held;
        return original(email);
      });
      try {
        const known = await ask(person.email, freshAddress());
        const unknown = await ask(uniqueEmail('ghost'), freshAddress());
        expect(visible(known)).toEqual(visible(unknown));
        expect(known.status).toBe(200);
        // Both answers arrived while the lookup was still held back.
        expect(await codesFor(person)).toBe(0);
      } finally {
        release();
        await settled();
        spy.mockRestore();
      }
      expect(await codesFor(person)).toBe(1);
      expect(mails.filter((mail) => mail.to === person.email)).toHaveLength(1);
    });

    it('mails one address at most 3 times an hour, then answers the same without sending anything', async () => {
      const person = await account(status);
      const answers: Response[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) answers.push(await ask(person.email, freshAddress()));
      await settled();
      const unknown = await ask(uniqueEmail('ghost'), freshAddress());
      for (const answer of answers) expect(visible(answer)).toEqual(visible(unknown));
      expect(await codesFor(person)).toBe(3);
      expect(mails.filter((mail) => mail.to === person.email)).toHaveLength(3);
    });

    it('refuses a source address after 20 requests an hour with 429, whichever addresses it asks about', async () => {
      const source = freshAddress();
      for (let attempt = 0; attempt < 20; attempt += 1) await ask(uniqueEmail('victim'), source).expect(200);
      const refused = await ask(uniqueEmail('victim'), source).expect(429);
      expect(refused.body).toMatchObject({
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie etwas und versuchen Sie es dann erneut.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await ask(uniqueEmail('victim'), freshAddress()).expect(200);
      await settled();
    });
  });

  describe('registration and invitations', () => {
    const signUp = (email: string, address: string, password = 'Sicheres-Passwort-1') =>
      request(url)
        .post('/api/auth/registration')
        .set('X-Forwarded-For', address)
        .send({
          email,
          firstName: 'Rita',
          lastName: 'Rate',
          gender: 'female',
          organisation: ['Limit Pflege GmbH'],
          role: 'Disposition',
          password,
          passwordConfirmation: password,
          acceptTC: true,
          userRoles: [3],
        });

    it('refuses a 31st sign-up from one address within an hour, and a 4th for one email', async () => {
      const source = freshAddress();
      // Sign-ups the service rejects (password equal to the email) still count, and cost no hashing.
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const email = uniqueEmail('signup');
        await signUp(email, source, email).expect(400);
      }
      const refused = await signUp(uniqueEmail('signup'), source).expect(429);
      expect(refused.body.code).toBe('TOO_MANY_REQUESTS');

      const email = uniqueEmail('again');
      await signUp(email, freshAddress()).expect(201);
      await signUp(email, freshAddress()).expect(409);
      await signUp(email, freshAddress()).expect(409);
      await signUp(email, freshAddress()).expect(429);
      expect(await testApp.dataSource.getRepository(Person).countBy({ email })).toBe(1);
    });

    it('mails invitations to one address at most 5 times an hour (429 after)', async () => {
      const admin = (await bearerFor(testApp)).header;
      const email = uniqueEmail('invited');
      const invite = () =>
        request(url)
          .post('/api/admin/invitations')
          .set('Authorization', admin)
          .send({ email, kind: 'PERSON', role: 'USER', language: 'en' });
      for (let attempt = 0; attempt < 5; attempt += 1) await invite().expect(201);
      const refused = await invite().expect(429);
      expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
      expect(mails.filter((mail) => mail.to === email)).toHaveLength(5);
      await request(url)
        .post('/api/admin/invitations')
        .set('Authorization', admin)
        .send({ email: uniqueEmail('other'), kind: 'PERSON', role: 'USER' })
        .expect(201);
    });
  });
});
