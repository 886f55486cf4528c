import request from 'supertest';
import { PasswordService } from '../src/accounts/password.service';
import { Person } from '../src/people/person.entity';
import { TEST_DIALECTS, createTestApp, uniqueEmail, type TestApp } from './test-app';

describe.each(TEST_DIALECTS)('sign-in and sessions on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });
  afterAll(() => testApp.close());

  async function createPerson(values: Partial<Person> = {}) {
    const email = uniqueEmail('signin');
    const passwordHash = await testApp.app.get(PasswordService).hash('Richtig-Passwort-1');
    const repository = testApp.dataSource.getRepository(Person);
    return repository.save(
      repository.create({
        email,
        passwordHash,
        role: 'ADMIN',
        status: 'ACTIVE',
        emailConfirmedAt: new Date(),
        firstName: 'Eva',
        lastName: 'Klein',
        language: 'en',
        ...values,
      }),
    );
  }

  it('signs in with the stored role, whatever role is sent, and the email case-insensitively', async () => {
    const person = await createPerson();
    const response = await request(testApp.http)
      .post('/api/auth/login')
      .send({ email: person.email.toUpperCase(), password: 'Richtig-Passwort-1', role: 'USER' })
      .expect(200);
    expect(response.body).toMatchObject({
      user: { id: person.id, email: person.email, role: 'ADMIN', firstName: 'Eva', lastName: 'Klein', language: 'en' },
      token_type: 'Bearer',
    });
    expect(response.body.user.passwordHash).toBeUndefined();
    const me = await request(testApp.http)
      .get('/api/auth/is-logged-in')
      .set('Authorization', `Bearer ${response.body.access_token}`)
      .expect(200);
    expect(me.body.user.email).toBe(person.email);
  });

  it('rejects a wrong password and an unknown email with the same message', async () => {
    const person = await createPerson();
    const wrong = await request(testApp.http)
      .post('/api/auth/login')
      .send({ email: person.email, password: 'falsch' })
      .expect(401);
    const unknown = await request(testApp.http)
      .post('/api/auth/login')
      .send({ email: uniqueEmail('ghost'), password: 'falsch' })
      .expect(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Email or password is incorrect.',
      error: 'Unauthorized',
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses an unconfirmed account and says how to confirm', async () => {
    const person = await createPerson({ status: 'PENDING', emailConfirmedAt: null });
    const response = await request(testApp.http)
      .post('/api/auth/login')
      .send({ email: person.email, password: 'Richtig-Passwort-1' })
      .expect(403);
    expect(response.body.message).toContain('Resend confirmation');
  });

  it('tells a disabled account (ACCOUNT_DISABLED) from an unconfirmed one (EMAIL_NOT_CONFIRMED)', async () => {
    const disabled = await createPerson({ status: 'DISABLED', emailConfirmedAt: null });
    const refused = await request(testApp.http)
      .post('/api/auth/login')
      .set('Accept-Language', 'de')
      .send({ email: disabled.email, password: 'Richtig-Passwort-1' })
      .expect(403);
    expect(refused.body).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: 'Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an den Support.',
    });
    const pending = await createPerson({ status: 'PENDING', emailConfirmedAt: null });
    const unconfirmed = await request(testApp.http)
      .post('/api/auth/login')
      .send({ email: pending.email, password: 'Richtig-Passwort-1' })
      .expect(403);
    expect(unconfirmed.body).toMatchObject({ code: 'EMAIL_NOT_CONFIRMED' });
  });

  it('validates the payload and rejects unknown fields, in the request language', async () => {
    const response = await request(testApp.http)
      .post('/api/auth/login')
      .send({ email: 'not-an-email', password: '', admin: true })
      .expect(400);
    expect(response.body.message).toEqual(
      expect.arrayContaining(['property admin should not exist', 'Email is invalid', 'Please enter your password.']),
    );
    const german = await request(testApp.http)
      .post('/api/auth/login')
      .set('Accept-Language', 'de-DE,de;q=0.9')
      .send({ email: 'not-an-email', password: '', admin: true })
      .expect(400);
    expect(german.body.message).toEqual(
      expect.arrayContaining([
        'Das Feld admin ist nicht erlaubt.',
        'Email ist ungültig',
        'Bitte geben Sie Ihr Passwort ein.',
      ]),
    );
  });

  it('makes the token unusable after logout', async () => {
    const person = await createPerson();
    const login = await request(testApp.http)
      .post('/api/auth/login')
      .send({ email: person.email, password: 'Richtig-Passwort-1' })
      .expect(200);
    const bearer = `Bearer ${login.body.access_token}`;
    await request(testApp.http).post('/api/auth/logout').set('Authorization', bearer).expect(204);
    const after = await request(testApp.http).get('/api/auth/is-logged-in').set('Authorization', bearer).expect(401);
    expect(after.body.message).toBe('Your session has ended. Please sign in again.');
  });

  it('rejects missing, forged and unsigned tokens with 401', async () => {
    await request(testApp.http).get('/api/auth/is-logged-in').expect(401);
    await request(testApp.http).get('/api/auth/is-logged-in').set('Authorization', 'Bearer not.a.token').expect(401);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: 1, role: 'ADMIN', ver: 0, exp: Math.floor(Date.now() / 1000) + 600 }),
    ).toString('base64url');
    await request(testApp.http)
      .get('/api/auth/is-logged-in')
      .set('Authorization', `Bearer ${header}.${payload}.`)
      .expect(401);
  });
});
