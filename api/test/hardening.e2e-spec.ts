import request from 'supertest';
import { ERROR_STATUS } from '@medstaff/domain';
import { Agency } from '../src/agencies/agency.entity';
import { Enquiry } from '../src/site/enquiries/enquiry.entity';
import { Person } from '../src/people/person.entity';
import { bearerFor } from './admin-helpers';
import { TEST_DIALECTS, createTestApp, uniqueEmail, type TestApp } from './test-app';

/** The admin lists of the simple REST protocol. */
const ADMIN_LISTS = ['agencies', 'persons', 'agency-users', 'agency-customers', 'invitations'];
/** Keys that reach Object.prototype or its methods when looked up on a plain object. */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** JSON nested `depth` levels deep: `{"a":{"a":…}}`. */
const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe.each(TEST_DIALECTS)('hardening against bad input on %s', (dialect) => {
  let testApp: TestApp;
  let admin: { header: string; person: Person };
  let address = 0;

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { trustProxy: true });
    admin = await bearerFor(testApp, 'ADMIN');
  });
  afterAll(() => testApp.close());

  const nextAddress = () => {
    address += 1;
    return `198.51.100.${address % 250}`;
  };

  function expectRefusal(body: { statusCode: number; code: string; message: unknown }, status: number) {
    expect(body.statusCode).toBe(status);
    expect(Object.keys(ERROR_STATUS)).toContain(body.code);
    expect(ERROR_STATUS[body.code as keyof typeof ERROR_STATUS]).toBe(status);
    expect(body.message).toBeTruthy();
  }

  async function expectSignInStillWorks() {
    const login = await request(testApp.http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', nextAddress())
      .send({ email: admin.person.email, password: 'Admin-Passwort-1' })
      .expect(200);
    await request(testApp.http)
      .get('/api/auth/is-logged-in')
      .set('Authorization', `Bearer ${login.body.access_token}`)
      .expect(200);
    await request(testApp.http).get('/api/auth/is-logged-in').set('Authorization', admin.header).expect(200);
    await request(testApp.http).get('/api/fields').expect(200);
    expect(Object.keys(Object.prototype)).toEqual([]);
  }

  describe('prototype keys in list parameters (failure 1)', () => {
    it.each(ADMIN_LISTS)('refuses them as sort fields and filters of %s, and sign-in keeps working', async (list) => {
      for (const key of PROTOTYPE_KEYS) {
        const sort = await request(testApp.http)
          .get(`/api/admin/${list}`)
          .query({ sort: JSON.stringify([key, 'ASC']) })
          .set('Authorization', admin.header);
        expect(sort.status).toBe(400);
        expectRefusal(sort.body, 400);
        const filter = await request(testApp.http)
          .get(`/api/admin/${list}`)
          .query({ filter: `{"${key}":"x"}` })
          .set('Authorization', admin.header);
        expect(filter.status).toBe(400);
        expectRefusal(filter.body, 400);
      }
      await expectSignInStillWorks();
    });

    it('refuses prototype keys in change sets and bodies without touching the record', async () => {
      const agency = await testApp.dataSource
        .getRepository(Agency)
        .save({ name: 'Prototyp GmbH', address: 'Weg 1', postcode: '50667', version: 1 });
      for (const field of PROTOTYPE_KEYS) {
        const response = await request(testApp.http)
          .patch(`/api/admin/agencies/${agency.id}`)
          .set('Authorization', admin.header)
          .send({ version: 1, changes: [{ field, value: 'x' }] })
          .expect(400);
        expectRefusal(response.body, 400);
      }
      const polluted = await request(testApp.http)
        .patch(`/api/admin/agencies/${agency.id}`)
        .set('Authorization', admin.header)
        .set('Content-Type', 'application/json')
        .send('{"version":1,"__proto__":{"polluted":true},"changes":[]}')
        .expect(400);
      expect(polluted.body.code).toBe('MALFORMED_REQUEST');
      const stored = await testApp.dataSource.getRepository(Agency).findOneByOrFail({ id: agency.id });
      expect(stored.version).toBe(1);
      await expectSignInStillWorks();
    });
  });

  describe('malformed bodies (failure 3)', () => {
    it.each([
      ['/api/auth/login', 'anonymous sign-in'],
      ['/api/metainformation/submit/send-email', 'anonymous enquiry'],
      ['/api/auth/registration', 'anonymous registration'],
    ])('answers JSON nested 1,300 levels deep with 400 on %s (%s)', async (path) => {
      const response = await request(testApp.http)
        .post(path)
        .set('X-Forwarded-For', nextAddress())
        .set('Content-Type', 'application/json')
        .send(deepJson(1300))
        .expect(400);
      expect(response.body.code).toBe('MALFORMED_REQUEST');
    });

    it('accepts ordinary nesting and refuses a nested value that is not a string', async () => {
      const response = await request(testApp.http)
        .post('/api/auth/login')
        .set('X-Forwarded-For', nextAddress())
        .set('Content-Type', 'application/json')
        .send(`{"email":${deepJson(20)},"password":"x"}`)
        .expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    });

    it('refuses a lone surrogate in the login email and in an enquiry, as JSON escapes', async () => {
      const login = await request(testApp.http)
        .post('/api/auth/login')
        .set('X-Forwarded-For', nextAddress())
        .set('Content-Type', 'application/json')
        .send('{"email":"a\\ud800@example.com","password":"Richtig-Passwort-1"}')
        .expect(400);
      expect(login.body.code).toBe('MALFORMED_REQUEST');
      const before = await testApp.dataSource.getRepository(Enquiry).count();
      await request(testApp.http)
        .post('/api/metainformation/submit/send-email')
        .set('X-Forwarded-For', nextAddress())
        .set('Content-Type', 'application/json')
        .send(
          `{"date":{"startDate":"${inDays(3)}","endDate":"${inDays(5)}"},"hospitalName":"Klinik \\udc00",` +
            `"name":"Eva","email":"eva@example.com","phone":"+49 221 1","specialistValue":"facharzt",` +
            `"fieldValue":"kardiologie","isAgreed":true}`,
        )
        .expect(400);
      expect(await testApp.dataSource.getRepository(Enquiry).count()).toBe(before);
    });

    it('refuses a body that is not valid UTF-8', async () => {
      const body = Buffer.concat([
        Buffer.from('{"email":"a'),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from('@example.com","password":"x"}'),
      ]);
      const response = await request(testApp.http)
        .post('/api/auth/login')
        .set('X-Forwarded-For', nextAddress())
        .set('Content-Type', 'application/json; charset=utf-8')
        .serialize((value: unknown) => value as string)
        .send(body)
        .expect(400);
      expect(response.body.code).toBe('MALFORMED_REQUEST');
    });

    it.each([
      ['null', 'application/json', 'identity'],
      ['{"email":', 'application/json', 'identity'],
      ['xx', 'application/json', 'br'],
      ['xx', 'application/json', 'gzip'],
    ])('answers the unreadable body %s (%s %s) with 400 MALFORMED_REQUEST', async (body, type, encoding) => {
      let call = request(testApp.http)
        .post('/api/auth/login')
        .set('X-Forwarded-For', nextAddress())
        .set('Content-Type', type);
      if (encoding !== 'identity') call = call.set('Content-Encoding', encoding);
      const response = await call.send(body).expect(400);
      expect(response.body).toMatchObject({ code: 'MALFORMED_REQUEST' });
    });

    it('answers percent-encoding that is not UTF-8 in an API path with 400', async () => {
      for (const path of [
        '/api/auth/forgot-password/%ED%A0%80',
        '/api/admin/agencies/%ZZ',
        '/api/files/logos/%C3.png',
      ]) {
        const response = await request(testApp.http).get(path).expect(400);
        expect(response.body.code).toBe('MALFORMED_REQUEST');
      }
    });

    it('counts text length as the column does: 60 × "⚕️" is 120 characters', async () => {
      const email = uniqueEmail('emoji');
      const response = await request(testApp.http)
        .post('/api/auth/registration')
        .set('X-Forwarded-For', nextAddress())
        .send({
          email,
          password: 'Sicheres-Passwort-1',
          confirmPassword: 'Sicheres-Passwort-1',
          firstName: '⚕️'.repeat(60),
          lastName: 'Becker',
          gender: 'female',
          role: [4],
          organisation: [],
          acceptTC: true,
        })
        .expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(await testApp.dataSource.getRepository(Person).countBy({ email })).toBe(0);
      // 50 of them are 100 characters: the column's limit, accepted on both dialects.
      const agency = await testApp.dataSource
        .getRepository(Agency)
        .save({ name: 'Emoji GmbH', address: 'Weg 1', postcode: '50667', version: 1 });
      await request(testApp.http)
        .patch(`/api/admin/agencies/${agency.id}`)
        .set('Authorization', admin.header)
        .send({ version: 1, changes: [{ field: 'city', value: '⚕️'.repeat(50) }] })
        .expect(200);
      await request(testApp.http)
        .patch(`/api/admin/agencies/${agency.id}`)
        .set('Authorization', admin.header)
        .send({ version: 2, changes: [{ field: 'city', value: '⚕️'.repeat(51) }] })
        .expect(400);
      const stored = await testApp.dataSource.getRepository(Agency).findOneByOrFail({ id: agency.id });
      expect(stored.city).toBe('⚕️'.repeat(50));
    });

    it.each(['2027-02-31', '2027-13-01', '2027-00-10', '2027-04-31'])(
      'refuses the impossible enquiry date %s and stores nothing',
      async (day) => {
        const before = await testApp.dataSource.getRepository(Enquiry).count();
        const response = await request(testApp.http)
          .post('/api/metainformation/submit/send-email')
          .set('X-Forwarded-For', nextAddress())
          .send({
            date: { startDate: day, endDate: '2027-12-31', key: 'selection' },
            hospitalName: 'Klinikum',
            name: 'Eva Klein',
            email: 'eva.klein@klinikum.de',
            phone: '+49 221 4780 1200',
            specialistValue: 'facharzt',
            fieldValue: 'kardiologie',
            isAgreed: true,
          })
          .expect(400);
        expect(response.body.code).toBe('VALIDATION_FAILED');
        expect(await testApp.dataSource.getRepository(Enquiry).count()).toBe(before);
      },
    );
  });

  describe('list ranges (failure 3)', () => {
    it.each([
      '[1e20,1e20]',
      '[1e308,1e308]',
      '[18446744073709551615,18446744073709551616]',
      '[-1,4]',
      '[0.5,4]',
      '[5,4]',
      '[0,100000]',
      '[0]',
      '"0-4"',
    ])('answers range=%s with 400', async (range) => {
      for (const list of ADMIN_LISTS) {
        const response = await request(testApp.http)
          .get(`/api/admin/${list}`)
          .query({ range })
          .set('Authorization', admin.header);
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('VALIDATION_FAILED');
      }
    });

    it('refuses filter ids that are not ids', async () => {
      for (const ids of ['["0x10"]', '[" 5"]', '[1e20]', '[-1]', '["5e0"]']) {
        const response = await request(testApp.http)
          .get('/api/admin/agencies')
          .query({ filter: `{"id":${ids}}` })
          .set('Authorization', admin.header);
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('INVALID_ID');
      }
    });
  });

  describe('ids (failure 6)', () => {
    it('reaches a record only by its plain decimal id', async () => {
      const agency = await testApp.dataSource
        .getRepository(Agency)
        .save({ name: 'Ids GmbH', address: 'Weg 1', postcode: '50667', version: 1 });
      const variants = [
        `0x${agency.id.toString(16)}`,
        ` ${agency.id}`,
        `${agency.id} `,
        `${agency.id}e0`,
        `${agency.id}.0`,
        `+${agency.id}`,
        `0${agency.id}`,
        '-1',
        '0',
        'abc',
        '99999999999999999999',
      ];
      for (const id of variants) {
        for (const path of [
          `/api/admin/agencies/${encodeURIComponent(id)}`,
          `/api/admin/agencies/${encodeURIComponent(id)}/history`,
        ]) {
          const response = await request(testApp.http).get(path).set('Authorization', admin.header);
          expect({ id, path, status: response.status }).toEqual({ id, path, status: 400 });
          expect(response.body.code).toBe('INVALID_ID');
        }
        await request(testApp.http)
          .delete(`/api/admin/agencies/${encodeURIComponent(id)}`)
          .set('Authorization', admin.header)
          .expect(400);
      }
      expect(await testApp.dataSource.getRepository(Agency).existsBy({ id: agency.id })).toBe(true);
      await request(testApp.http)
        .get(`/api/admin/agencies/${agency.id}`)
        .set('Authorization', admin.header)
        .expect(200);
      const missing = await request(testApp.http)
        .get('/api/admin/agencies/2147483000')
        .set('Authorization', admin.header)
        .expect(404);
      expect(missing.body.code).toBe('NOT_FOUND');
      await request(testApp.http)
        .get('/api/admin/persons/2147483000/history')
        .set('Authorization', admin.header)
        .expect(404);
    });
  });

  describe('answers (failure 8)', () => {
    it('marks sign-in and admin answers as not to be stored', async () => {
      const login = await request(testApp.http)
        .post('/api/auth/login')
        .set('X-Forwarded-For', nextAddress())
        .send({ email: admin.person.email, password: 'Admin-Passwort-1', role: 'x' })
        .expect(200);
      expect(login.headers['cache-control']).toBe('no-store');
      const list = await request(testApp.http)
        .get('/api/admin/agencies')
        .set('Authorization', admin.header)
        .expect(200);
      expect(list.headers['cache-control']).toBe('no-store');
      const refused = await request(testApp.http).get('/api/admin/agencies').expect(401);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.body.code).toBe('UNAUTHENTICATED');
    });
  });
});
