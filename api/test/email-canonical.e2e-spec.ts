import request from 'supertest';
import { PasswordService } from '../src/accounts/password.service';
import { readListPage } from '../src/platform/lists/list-page';
import { parseListQuery } from '../src/platform/lists/list-query.parser';
import { CanonicalPersonEmails1795510000000 as MysqlMigration } from '../src/platform/database/migrations/mysql/1795510000000-CanonicalPersonEmails';
import { CanonicalPersonEmails1795510000000 as SqliteMigration } from '../src/platform/database/migrations/sqlite/1795510000000-CanonicalPersonEmails';
import { PERSON_LIST } from '../src/people/persons-admin.service';
import { Person } from '../src/people/person.entity';
import { BackgroundTasks } from '../src/platform/throttle/background-tasks';
import { TEST_DIALECTS, captureMails, createTestApp, type CapturedMail, type TestApp } from './test-app';

const PASSWORD = 'Richtiges-Passwort-1';
let addressCounter = 0;
/** A fresh client address per call (X-Forwarded-For with trustProxy), so tests never share counters. */
const freshAddress = () => {
  addressCounter += 1;
  return `10.24.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/**
 * Emails are one canonical form (trimmed, Unicode lower case, NFC) compared in binary: an
 * accented spelling is another address on SQLite and MySQL/MariaDB alike — for sign-in, its
 * throttle, reset mails and the unique index (issue 24, finding 3).
 */
describe.each(TEST_DIALECTS)('emails in canonical form on %s', (dialect) => {
  let testApp: TestApp;
  let mails: CapturedMail[];
  let counter = 0;

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { trustProxy: true });
    mails = captureMails(testApp);
  });
  afterAll(() => testApp.close());

  const persons = () => testApp.dataSource.getRepository(Person);
  /** `agency.y.<n>@test.medstaff.de` and its accented and decomposed spellings. */
  const spellings = () => {
    counter += 1;
    const local = `gency.y.${Date.now().toString(36)}${counter}@test.medstaff.de`;
    return {
      plain: `a${local}`,
      upper: `A${local.toUpperCase()}`,
      umlaut: `ä${local}`,
      decomposed: `A\u0308${local}`,
      grave: `à${local}`,
      circumflex: `â${local}`,
    };
  };
  const account = async (email: string) =>
    persons().save(
      persons().create({
        email,
        role: 'AGENCY',
        status: 'ACTIVE',
        emailConfirmedAt: new Date(),
        passwordHash: await testApp.app.get(PasswordService).hash(PASSWORD),
      }),
    );
  const login = (email: string, password: string, address: string) =>
    request(testApp.http).post('/api/auth/login').set('X-Forwarded-For', address).send({ email, password });
  const forgot = (email: string) =>
    request(testApp.http)
      .get(`/api/auth/forgot-password/${encodeURIComponent(email)}`)
      .set('X-Forwarded-For', freshAddress());

  it('signs in only with the address itself (any case), never with an accented spelling', async () => {
    const email = spellings();
    await account(email.plain);
    const address = freshAddress();
    await login(email.upper, PASSWORD, address).expect(200);
    for (const variant of [email.umlaut, email.decomposed, email.grave]) {
      const refused = await login(variant, PASSWORD, address).expect(401);
      expect(refused.body.code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('keeps a locked account locked: its spellings get no allowance of their own and no password check', async () => {
    const email = spellings();
    await account(email.plain);
    const address = freshAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1)
      await login(email.plain, `falsch-${attempt}`, address).expect(401);
    await login(email.plain, PASSWORD, address).expect(429);
    // The same address in other case or with spaces is the same key.
    await login(` ${email.upper}`, PASSWORD, address).expect(429);
    // An accented spelling is another address: it never reaches this account's password.
    await login(email.umlaut, PASSWORD, address).expect(401);
    await login(email.decomposed, PASSWORD, address).expect(401);
  });

  it('mails one account at most 3 reset links an hour, whichever spellings are asked for', async () => {
    const email = spellings();
    await account(email.plain);
    for (const variant of [email.plain, email.upper, email.umlaut, email.decomposed, email.grave, email.circumflex]) {
      await forgot(variant).expect(200);
      await forgot(variant).expect(200);
    }
    await testApp.app.get(BackgroundTasks).idle();
    expect(mails.filter((mail) => mail.to === email.plain)).toHaveLength(3);
    expect(mails.filter((mail) => mail.to !== email.plain && mail.to.includes(email.plain.slice(1)))).toHaveLength(0);
  });

  it('keeps an accented address apart in the unique index and in lookups', async () => {
    const email = spellings();
    const plain = await account(email.plain);
    const umlaut = await account(email.umlaut);
    expect(umlaut.id).not.toBe(plain.id);
    expect((await persons().findOneByOrFail({ email: email.umlaut })).id).toBe(umlaut.id);
    expect((await persons().findOneByOrFail({ email: email.plain })).id).toBe(plain.id);
  });

  it('still finds emails in the persons search without regard to case', async () => {
    const email = spellings();
    const person = await account(email.plain);
    const query = parseListQuery(
      { filter: JSON.stringify({ q: email.plain.slice(0, 20).toUpperCase() }), range: '[0,99]' },
      PERSON_LIST,
    );
    const [rows] = await readListPage(persons().createQueryBuilder('person'), query, PERSON_LIST);
    expect(rows.map((row) => row.id)).toContain(person.id);
  });

  describe('the migration CanonicalPersonEmails', () => {
    const migrate = async () => {
      const runner = testApp.dataSource.createQueryRunner();
      try {
        await (dialect === 'sqlite' ? new SqliteMigration() : new MysqlMigration()).up(runner);
      } finally {
        await runner.release();
      }
    };
    const insertRaw = async (email: string) => {
      const result = await persons().insert({ email, role: 'USER', status: 'ACTIVE' });
      return Number(result.identifiers[0].id);
    };

    it('rewrites stored emails into canonical form, and stops without a change on two rows that would collide', async () => {
      const email = spellings();
      const upper = await insertRaw(`  ${email.upper} `);
      const decomposed = await insertRaw(email.decomposed);
      const twin = spellings();
      const first = await insertRaw(twin.plain);
      const second = await insertRaw(twin.upper);

      await expect(migrate()).rejects.toThrow(
        `persons ${first}, ${second} would all become ${JSON.stringify(twin.plain)}`,
      );
      // Nothing changed, not even the rows without a collision.
      expect((await persons().findOneByOrFail({ id: upper })).email).toBe(`  ${email.upper} `);

      await persons().delete(second);
      await migrate();
      expect((await persons().findOneByOrFail({ id: upper })).email).toBe(email.plain);
      expect((await persons().findOneByOrFail({ id: decomposed })).email).toBe(email.umlaut);
      expect((await persons().findOneByOrFail({ id: first })).email).toBe(twin.plain);
    });
  });
});
