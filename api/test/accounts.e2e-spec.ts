import request from 'supertest';
import { In, IsNull } from 'typeorm';
import { OneTimeToken } from '../src/accounts/one-time-token.entity';
import { OneTimeTokenService } from '../src/accounts/one-time-token.service';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { OrganisationMembership } from '../src/organisations/organisation-membership.entity';
import { Organisation } from '../src/organisations/organisation.entity';
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

describe.each(TEST_DIALECTS)('accounts on %s', (dialect) => {
  let testApp: TestApp;
  let mails: CapturedMail[];
  let hospital: Organisation;

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { trustProxy: true });
    mails = captureMails(testApp);
    const organisations = testApp.dataSource.getRepository(Organisation);
    hospital = await organisations.save(
      organisations.create({ name: 'Universitätsklinikum Süd', postcode: '80331', address: 'Ring 1' }),
    );
    await organisations.save([
      organisations.create({ name: 'Klinikum Nord' }),
      organisations.create({ name: 'Kreiskrankenhaus 100%_Sicher' }),
      ...Array.from({ length: 25 }, (_, index) =>
        organisations.create({ name: `Fachklinik ${String(index).padStart(2, '0')}` }),
      ),
    ]);
  });
  afterAll(() => testApp.close());

  const mailTo = (email: string) => [...mails].reverse().find((mail) => mail.to === email);
  /** Forgot-password and resend-verification do their work after the answer: wait until it is done. */
  const settled = () => testApp.app.get(BackgroundTasks).idle();
  const signUp = (body: Record<string, unknown>, language = 'en') =>
    request(testApp.http).post('/api/auth/registration').set('Accept-Language', language).send(body);
  const organisationPayload = (email: string) => ({
    email,
    firstName: 'Anna',
    lastName: 'Becker',
    gender: 'female',
    organisation: [hospital.id],
    role: 'Pflegedirektorin',
    phoneNumber: '+49 89 1234567',
    password: 'Sicheres-Passwort-1',
    passwordConfirmation: 'Sicheres-Passwort-1',
    acceptTC: true,
    language: 'de',
    userRoles: [2],
    userInfo: { phoneNumber: '+49 89 1234567' },
  });
  const login = (email: string, password: string, address = '10.0.0.1') =>
    request(testApp.http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', address)
      .send({ email, password, role: 'USER' });

  describe('registration', () => {
    it('creates an unconfirmed organisation admin with an unconfirmed membership and mails a German link', async () => {
      const email = uniqueEmail('orgadmin');
      const response = await signUp(organisationPayload(email)).expect(201);
      expect(response.body.user).toMatchObject({ email, role: 'ORG_ADMIN', firstName: 'Anna', language: 'de' });
      const person = await testApp.dataSource.getRepository(Person).findOneByOrFail({ email });
      expect(person).toMatchObject({
        status: 'PENDING',
        emailConfirmedAt: null,
        position: 'Pflegedirektorin',
        contact: '+49 89 1234567',
        gender: 'female',
      });
      expect(person.passwordHash).toMatch(/^\$argon2id\$/);
      const membership = await testApp.dataSource
        .getRepository(OrganisationMembership)
        .findOneByOrFail({ personId: person.id });
      expect(membership).toMatchObject({ organisationId: hospital.id, confirmedAt: null });
      const mail = mailTo(email);
      expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
      expect(mail?.text).toContain(`${testApp.config.publicUrl}/de/auth/email-confirmed/`);
    });

    it('creates the agency an agency user types, linked to them', async () => {
      const email = uniqueEmail('agency');
      await signUp({
        ...organisationPayload(email),
        organisation: ['Pflegeteam Rhein GmbH'],
        userRoles: [3],
        language: 'en',
      }).expect(201);
      const person = await testApp.dataSource.getRepository(Person).findOneByOrFail({ email });
      expect(person.role).toBe('AGENCY');
      const membership = await testApp.dataSource
        .getRepository(AgencyMembership)
        .findOneByOrFail({ personId: person.id });
      expect(membership.kind).toBe('USER');
      expect((await testApp.dataSource.getRepository(Agency).findOneByOrFail({ id: membership.agencyId })).name).toBe(
        'Pflegeteam Rhein GmbH',
      );
      expect(mailTo(email)?.text).toContain('/en/auth/email-confirmed/');
    });

    it('accepts the portal payload without a phone number (empty userInfo.phoneNumber)', async () => {
      const email = uniqueEmail('nophone');
      const { phoneNumber: _phone, ...withoutPhone } = organisationPayload(email);
      await signUp({ ...withoutPhone, userInfo: { phoneNumber: '' } }).expect(201);
      expect((await testApp.dataSource.getRepository(Person).findOneByOrFail({ email })).contact).toBeNull();
    });

    it('never creates an administrator, and unknown role ids give a plain user', async () => {
      for (const userRoles of [[1], [99], undefined]) {
        const email = uniqueEmail('role');
        await signUp({ ...organisationPayload(email), userRoles }).expect(201);
        expect((await testApp.dataSource.getRepository(Person).findOneByOrFail({ email })).role).toBe('USER');
      }
    });

    it('answers every invalid field as a list of constraints, in the request language', async () => {
      const response = await signUp(
        {
          email: 'anna@',
          firstName: ' ',
          lastName: '',
          gender: 'x',
          organisation: [],
          role: '',
          password: 'kurz',
          passwordConfirmation: 'anders',
          acceptTC: false,
        },
        'de',
      ).expect(400);
      const byProperty = Object.fromEntries(
        (response.body.message as { property: string; constraints: Record<string, string> }[]).map((item) => [
          item.property,
          Object.values(item.constraints),
        ]),
      );
      expect(byProperty).toEqual({
        email: ['Email ist ungültig'],
        firstName: ['Vorname ungültig'],
        lastName: ['Nachname ist ungültig'],
        gender: ['Geschlecht ist ungültig'],
        organisation: ['Organisation ist ungültig'],
        role: ['Tätigkeit ist ungültig'],
        password: ['Das Passwort muss mindestens 8 Zeichen lang sein.'],
        passwordConfirmation: ['Die Passwörter stimmen nicht überein.'],
        acceptTC: ['Bitte stimmen Sie der Nutzung Ihrer Daten zu.'],
      });
    });

    it('refuses a taken email with 409, an unknown organisation and a password equal to the email', async () => {
      const email = uniqueEmail('taken');
      await signUp(organisationPayload(email)).expect(201);
      const taken = await signUp(organisationPayload(email.toUpperCase())).expect(409);
      expect(taken.body.message).toEqual([
        { property: 'email', constraints: { unique: 'This email address is already registered.' } },
      ]);
      const unknown = await signUp({ ...organisationPayload(uniqueEmail('x')), organisation: [999999] }).expect(400);
      expect(unknown.body.message[0].property).toBe('organisation');
      const same = uniqueEmail('same');
      const equal = await signUp({ ...organisationPayload(same), password: same, passwordConfirmation: same }).expect(
        400,
      );
      expect(equal.body.message[0].property).toBe('password');
      expect(await testApp.dataSource.getRepository(Person).countBy({ email: same })).toBe(0);
    });
  });

  describe('email confirmation', () => {
    it('refuses sign-in until confirmed, confirms once, then signs in', async () => {
      const email = uniqueEmail('confirm');
      await signUp(organisationPayload(email)).expect(201);
      const refused = await login(email, 'Sicheres-Passwort-1').expect(403);
      expect(refused.body.message).toContain('Resend confirmation');
      const code = codeFrom(mailTo(email), '/auth/email-confirmed/');
      const confirmed = await request(testApp.http).post('/api/auth/confirm-email').send({ code }).expect(200);
      expect(confirmed.body).toEqual({ email });
      const again = await request(testApp.http).post('/api/auth/confirm-email').send({ code }).expect(400);
      expect(again.body.message).toMatch(/invalid, has already been used or has expired/);
      const session = await login(email, 'Sicheres-Passwort-1').expect(200);
      expect(session.body.user.role).toBe('ORG_ADMIN');
    });

    it('refuses an expired or unknown code', async () => {
      const email = uniqueEmail('expired');
      await signUp(organisationPayload(email)).expect(201);
      const code = codeFrom(mailTo(email), '/auth/email-confirmed/');
      await testApp.dataSource
        .getRepository(OneTimeToken)
        .update({ purpose: 'EMAIL_CONFIRMATION' }, { expiresAt: new Date(Date.now() - 1000) });
      await request(testApp.http).post('/api/auth/confirm-email').send({ code }).expect(400);
      await request(testApp.http).post('/api/auth/confirm-email').send({ code: 'nope' }).expect(400);
      await request(testApp.http).post('/api/auth/confirm-email').send({}).expect(400);
    });

    it('resends a new code that replaces the old one, and answers unknown emails the same way', async () => {
      const email = uniqueEmail('resend');
      await signUp(organisationPayload(email)).expect(201);
      const first = codeFrom(mailTo(email), '/auth/email-confirmed/');
      const known = await request(testApp.http)
        .get(`/api/auth/resend-verification/${encodeURIComponent(email)}`)
        .expect(200);
      await settled();
      const second = codeFrom(mailTo(email), '/auth/email-confirmed/');
      expect(second).not.toBe(first);
      const before = mails.length;
      const unknown = await request(testApp.http)
        .get(`/api/auth/resend-verification/${encodeURIComponent(uniqueEmail('ghost'))}`)
        .expect(200);
      await settled();
      expect(unknown.body).toEqual(known.body);
      expect(mails.length).toBe(before);
      await request(testApp.http).post('/api/auth/confirm-email').send({ code: first }).expect(400);
      await request(testApp.http).post('/api/auth/confirm-email').send({ code: second }).expect(200);
    });
  });

  async function confirmedAccount(password = 'Sicheres-Passwort-1') {
    const email = uniqueEmail('account');
    await signUp({ ...organisationPayload(email), password, passwordConfirmation: password }).expect(201);
    await request(testApp.http)
      .post('/api/auth/confirm-email')
      .send({ code: codeFrom(mailTo(email), '/auth/email-confirmed/') })
      .expect(200);
    return email;
  }

  describe('password reset and change', () => {
    it('resets by emailed code, single use, revoking earlier sessions; the old password stops working', async () => {
      const email = await confirmedAccount();
      const session = await login(email, 'Sicheres-Passwort-1').expect(200);
      const known = await request(testApp.http)
        .get(`/api/auth/forgot-password/${encodeURIComponent(email)}`)
        .set('Accept-Language', 'de')
        .expect(200);
      const unknown = await request(testApp.http)
        .get(`/api/auth/forgot-password/${encodeURIComponent(uniqueEmail('nobody'))}`)
        .set('Accept-Language', 'de')
        .expect(200);
      expect(unknown.body).toEqual(known.body);
      expect(known.body.message).toMatch(/^Falls zu dieser Adresse ein Konto existiert/);
      await settled();
      const mail = mailTo(email);
      expect(mail?.subject).toBe('Neues Passwort für Ihr MedStaff-Konto');
      const code = codeFrom(mail, '/de/auth/create-new-password/');
      await request(testApp.http)
        .post('/api/auth/reset-password')
        .send({ code, newPassword: 'Neues-Passwort-22', newPasswordToken: '', currentPassword: '' })
        .expect(200);
      await request(testApp.http)
        .post('/api/auth/reset-password')
        .send({ code, newPassword: 'Noch-ein-Passwort-3' })
        .expect(400);
      await request(testApp.http)
        .get('/api/auth/is-logged-in')
        .set('Authorization', `Bearer ${session.body.access_token}`)
        .expect(401);
      await login(email, 'Sicheres-Passwort-1').expect(401);
      await login(email, 'Neues-Passwort-22').expect(200);
    });

    it('expires reset codes after an hour and validates the new password', async () => {
      const email = await confirmedAccount();
      await request(testApp.http)
        .get(`/api/auth/forgot-password/${encodeURIComponent(email)}`)
        .expect(200);
      await settled();
      const code = codeFrom(mailTo(email), '/auth/create-new-password/');
      const short = await request(testApp.http)
        .post('/api/auth/reset-password')
        .send({ code, newPassword: 'kurz' })
        .expect(400);
      expect(short.body.message).toEqual(['The password must be at least 8 characters long.']);
      const same = await request(testApp.http)
        .post('/api/auth/reset-password')
        .send({ code, newPassword: email })
        .expect(400);
      expect(same.body.message).toBe('The password must not be your email address.');
      const token = await testApp.dataSource
        .getRepository(OneTimeToken)
        .findOneOrFail({ where: { purpose: 'PASSWORD_RESET' }, order: { id: 'DESC' } });
      expect(token.expiresAt.getTime() - token.createdAt.getTime()).toBeLessThanOrEqual(60 * 60 * 1000 + 2000);
      await testApp.dataSource.getRepository(OneTimeToken).update(token.id, { expiresAt: new Date(Date.now() - 1) });
      await request(testApp.http)
        .post('/api/auth/reset-password')
        .send({ code, newPassword: 'Gueltiges-Passwort-9' })
        .expect(400);
    });

    it('changes a known password when signed in, and only with the right current password', async () => {
      const email = await confirmedAccount();
      const session = await login(email, 'Sicheres-Passwort-1').expect(200);
      const bearer = `Bearer ${session.body.access_token}`;
      const wrong = await request(testApp.http)
        .post('/api/auth/reset-password')
        .set('Authorization', bearer)
        .send({ currentPassword: 'falsch', newPassword: 'Anderes-Passwort-4' })
        .expect(400);
      expect(wrong.body.message).toBe('The current password is incorrect.');
      await request(testApp.http)
        .post('/api/auth/reset-password')
        .send({ currentPassword: 'Sicheres-Passwort-1', newPassword: 'Anderes-Passwort-4' })
        .expect(400);
      await request(testApp.http)
        .post('/api/auth/reset-password')
        .set('Authorization', bearer)
        .send({ currentPassword: 'Sicheres-Passwort-1', newPassword: 'Anderes-Passwort-4' })
        .expect(200);
      await request(testApp.http).get('/api/auth/is-logged-in').set('Authorization', bearer).expect(401);
      await login(email, 'Anderes-Passwort-4').expect(200);
    });

    it('ends an outstanding reset code when the password is changed signed in', async () => {
      const email = await confirmedAccount();
      await request(testApp.http)
        .get(`/api/auth/forgot-password/${encodeURIComponent(email)}`)
        .expect(200);
      await settled();
      const code = codeFrom(mailTo(email), '/auth/create-new-password/');
      const session = await login(email, 'Sicheres-Passwort-1').expect(200);
      await request(testApp.http)
        .post('/api/auth/reset-password')
        .set('Authorization', `Bearer ${session.body.access_token}`)
        .send({ currentPassword: 'Sicheres-Passwort-1', newPassword: 'Anderes-Passwort-4' })
        .expect(200);
      const late = await request(testApp.http)
        .post('/api/auth/reset-password')
        .send({ code, newPassword: 'Des-Angreifers-Wahl-5' })
        .expect(400);
      expect(late.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(late.body.message).toMatch(/^This link is invalid/);
      await login(email, 'Des-Angreifers-Wahl-5').expect(401);
      await login(email, 'Anderes-Passwort-4').expect(200);
    });

    it('ends every other password-setting code of the account when a reset code is used', async () => {
      const email = await confirmedAccount();
      await request(testApp.http)
        .get(`/api/auth/forgot-password/${encodeURIComponent(email)}`)
        .expect(200);
      await settled();
      const reset = codeFrom(mailTo(email), '/auth/create-new-password/');
      const person = await testApp.dataSource.getRepository(Person).findOneByOrFail({ email });
      // An invitation code issued to the same account (e.g. by an administrator) sets a password too.
      const invitation = await testApp.app.get(OneTimeTokenService).issue(person.id, 'INVITATION');
      await request(testApp.http)
        .post('/api/auth/reset-password')
        .send({ code: reset, newPassword: 'Neues-Passwort-22' })
        .expect(200);
      await request(testApp.http)
        .post('/api/auth/reset-password')
        .send({ code: invitation, newPassword: 'Des-Angreifers-Wahl-5' })
        .expect(400);
      const open = await testApp.dataSource
        .getRepository(OneTimeToken)
        .countBy({ personId: person.id, usedAt: IsNull(), purpose: In(['PASSWORD_RESET', 'INVITATION']) });
      expect(open).toBe(0);
      await login(email, 'Neues-Passwort-22').expect(200);
    });
  });

  describe('sign-in throttling', () => {
    it('answers the 11th failure within 15 minutes with 429, per account and address', async () => {
      const email = await confirmedAccount();
      for (let attempt = 1; attempt <= 10; attempt += 1)
        await login(email, `falsch-${attempt}`, '10.1.1.1').expect(401);
      const blocked = await login(email, 'falsch-11', '10.1.1.1').expect(429);
      expect(blocked.body).toEqual({
        statusCode: 429,
        code: 'LOGIN_THROTTLED',
        message: 'Too many failed sign-in attempts. Please wait 15 minutes or reset your password.',
        error: 'Too Many Requests',
      });
      await login(email, 'Sicheres-Passwort-1', '10.1.1.1').expect(429);
      await login(email, 'Sicheres-Passwort-1', '10.2.2.2').expect(200);
    });
  });

  describe('organisation type-ahead', () => {
    it('finds by case-insensitive part of the name, id and name only, at most 20', async () => {
      const { body } = await request(testApp.http)
        .post('/api/organisations/find')
        .send({ searchTerm: 'KLINIK' })
        .expect(200);
      expect(body.organisations).toHaveLength(20);
      expect(Object.keys(body.organisations[0]).sort()).toEqual(['id', 'name']);
      const nord = await request(testApp.http)
        .post('/api/organisations/find')
        .send({ searchTerm: 'um nor' })
        .expect(200);
      expect(nord.body.organisations.map((organisation: { name: string }) => organisation.name)).toEqual([
        'Klinikum Nord',
      ]);
    });

    it('treats wildcards as text and validates the term', async () => {
      const percent = await request(testApp.http)
        .post('/api/organisations/find')
        .send({ searchTerm: '100%_' })
        .expect(200);
      expect(percent.body.organisations.map((organisation: { name: string }) => organisation.name)).toEqual([
        'Kreiskrankenhaus 100%_Sicher',
      ]);
      const none = await request(testApp.http).post('/api/organisations/find').send({ searchTerm: '%' }).expect(200);
      expect(none.body.organisations.map((organisation: { name: string }) => organisation.name)).toEqual([
        'Kreiskrankenhaus 100%_Sicher',
      ]);
      await request(testApp.http)
        .post('/api/organisations/find')
        .send({ searchTerm: 'x'.repeat(101) })
        .expect(400);
      await request(testApp.http).post('/api/organisations/find').send({ searchTerm: 42 }).expect(400);
    });
  });
});
