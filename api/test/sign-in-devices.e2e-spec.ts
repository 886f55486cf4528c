import request, { type Response } from 'supertest';
import { PasswordService } from '../src/accounts/password.service';
import { Person } from '../src/people/person.entity';
import { BackgroundTasks } from '../src/platform/throttle/background-tasks';
import {
  TEST_DIALECTS,
  captureMails,
  codeFrom,
  createTestApp,
  uniqueEmail,
  type CapturedMail,
  type TestApp,
} from './test-app';

const PASSWORD = 'Richtiges-Passwort-1';
let addressCounter = 0;
/** A fresh client address per call (X-Forwarded-For with trustProxy), so tests never share counters. */
const freshAddress = () => {
  addressCounter += 1;
  return `10.80.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/** The `name=value` of the device cookie an answer sets, for the next request's `Cookie` header. */
const deviceCookieOf = (response: Response): string => {
  const header = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = header.find((line) => line.startsWith('medstaff_device='));
  if (!cookie) throw new Error('no device cookie was set');
  return cookie.split(';')[0];
};

/**
 * Lockouts must not be usable against the people they protect (issue 24, finding 8): a device
 * that signed in before keeps its own allowance, addresses count per account, and the brake on
 * spraying from one address spares the colleagues who signed in there before.
 */
describe.each(TEST_DIALECTS)('sign-in limits and known devices on %s', (dialect) => {
  let testApp: TestApp;
  let mails: CapturedMail[];

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { trustProxy: true });
    mails = captureMails(testApp);
  });
  afterAll(() => testApp.close());

  const account = async () => {
    const persons = testApp.dataSource.getRepository(Person);
    const person = await persons.save(
      persons.create({
        email: uniqueEmail('signin'),
        role: 'USER',
        status: 'ACTIVE',
        emailConfirmedAt: new Date(),
        passwordHash: await testApp.app.get(PasswordService).hash(PASSWORD),
      }),
    );
    return person.email;
  };
  const login = (email: string, password: string, address: string, cookie?: string) => {
    const call = request(testApp.http).post('/api/auth/login').set('X-Forwarded-For', address);
    if (cookie) call.set('Cookie', cookie);
    return call.send({ email, password });
  };

  it('sets a signed, long-lived, HttpOnly device cookie for the sign-in route only, without the email in it', async () => {
    const email = await account();
    const answer = await login(email, PASSWORD, freshAddress()).expect(200);
    const line = ([] as string[])
      .concat(answer.headers['set-cookie'] ?? [])
      .find((cookie) => cookie.startsWith('medstaff_device=')) as string;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).toMatch(/; Path=\/api\/auth\/login(;|$)/);
    expect(line).toMatch(/; Max-Age=15552000(;|$)/);
    expect(line).not.toContain(email.split('@')[0]);
    // A failed or refused sign-in sets no cookie.
    const failed = await login(email, 'falsch', freshAddress()).expect(401);
    expect(failed.headers['set-cookie']).toBeUndefined();
  });

  it('lets the owner in from a new address with a known device while the account is under attack from five addresses', async () => {
    const email = await account();
    const device = deviceCookieOf(await login(email, PASSWORD, freshAddress()).expect(200));
    const addresses = Array.from({ length: 5 }, freshAddress);
    await Promise.all(
      addresses.map(async (address) => {
        for (let attempt = 0; attempt < 10; attempt += 1) await login(email, 'falsch', address).expect(401);
      }),
    );
    // The attacker stays slow: no new address gets another try at this account.
    await login(email, 'falsch', freshAddress()).expect(429);
    await login(email, PASSWORD, freshAddress()).expect(429);
    // Another account's device cookie is no device of this one.
    const stranger = await account();
    const strangerDevice = deviceCookieOf(await login(stranger, PASSWORD, freshAddress()).expect(200));
    await login(email, PASSWORD, freshAddress(), strangerDevice).expect(429);
    // A forged entry is no device either.
    const forged = device.replace(/\.([A-Za-z0-9_-]{32})$/, (_, signature: string) => `.${signature.slice(1)}A`);
    await login(email, PASSWORD, freshAddress(), forged).expect(429);
    // The owner's own device, from anywhere, has its own allowance.
    const owner = await login(email, PASSWORD, freshAddress(), device).expect(200);
    expect(owner.body.user.email).toBe(email);

    // Without a known device, the owner resets the password: the account's limit starts again.
    await request(testApp.http)
      .get(`/api/auth/forgot-password/${encodeURIComponent(email)}`)
      .expect(200);
    await testApp.app.get(BackgroundTasks).idle();
    const code = codeFrom(
      [...mails].reverse().find((mail) => mail.to === email),
      '/auth/create-new-password/',
    );
    await request(testApp.http)
      .post('/api/auth/reset-password')
      .send({ code, newPassword: 'Neues-Passwort-22' })
      .expect(200);
    await login(email, 'Neues-Passwort-22', freshAddress()).expect(200);
  });

  it('locks out a known device after its own 10 failures, and the device only', async () => {
    const email = await account();
    const home = freshAddress();
    const device = deviceCookieOf(await login(email, PASSWORD, home).expect(200));
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) await login(email, 'falsch', address, device).expect(401);
    const refused = await login(email, PASSWORD, address, device).expect(429);
    expect(refused.body.code).toBe('LOGIN_THROTTLED');
    // The device's failures cost the account nothing elsewhere.
    await login(email, PASSWORD, freshAddress()).expect(200);
  });

  it('keeps colleagues behind one address signing in while an attacker there sprays 100 failures', async () => {
    const office = freshAddress();
    const knownHere = await account();
    const withDevice = await account();
    const newcomer = await account();
    await login(knownHere, PASSWORD, office).expect(200);
    const device = deviceCookieOf(await login(withDevice, PASSWORD, freshAddress()).expect(200));

    // The attacker behind the same address: one targeted account (its pair locks), then spraying.
    const victim = await account();
    for (let attempt = 0; attempt < 10; attempt += 1) await login(victim, 'falsch', office).expect(401);
    await login(victim, 'falsch', office).expect(429);
    for (let attempt = 0; attempt < 90; attempt += 1)
      await login(uniqueEmail('spray'), 'Sommer2026!', office).expect(401);
    // The brake holds for the attacker: no new account gets a try from this address.
    const braked = await login(uniqueEmail('spray'), 'Sommer2026!', office).expect(429);
    expect(braked.body.code).toBe('LOGIN_THROTTLED');

    // Colleagues whose accounts signed in here before, or who bring their device, still sign in.
    await login(knownHere, PASSWORD, office).expect(200);
    await login(withDevice, PASSWORD, office, device).expect(200);
    // Only an account never seen at this address waits (and signs in from anywhere else).
    await login(newcomer, PASSWORD, office).expect(429);
    await login(newcomer, PASSWORD, freshAddress()).expect(200);
  });
});
