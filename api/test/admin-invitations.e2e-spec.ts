import request from 'supertest';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { Invitation } from '../src/accounts/invitations/invitation.entity';
import { MailOutboxEntry } from '../src/platform/mail/mail-outbox-entry.entity';
import { Person } from '../src/people/person.entity';
import { bearerFor } from './admin-helpers';
import { freePort } from './server-process';
import {
  TEST_DIALECTS,
  captureMails,
  codeFrom,
  createTestApp,
  uniqueEmail,
  type CapturedMail,
  type TestApp,
} from './test-app';

describe.each(TEST_DIALECTS)('admin invitations on %s', (dialect) => {
  let testApp: TestApp;
  let admin: string;
  let mails: CapturedMail[];
  let agency: Agency;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    mails = captureMails(testApp);
    admin = (await bearerFor(testApp)).header;
    agency = await testApp.dataSource
      .getRepository(Agency)
      .save({ name: 'Einladende Agentur', address: 'A 1', postcode: '10115', country: 'DE', url: 'https://e.example' });
  });
  afterAll(() => testApp.close());

  const invite = (body: object) =>
    request(testApp.http).post('/api/admin/invitations').set('Authorization', admin).send(body);

  it('invites a new agency user: pending person, membership, a mail with the create-password link; the invitee sets a password and signs in', async () => {
    const email = uniqueEmail('invitee');
    const response = await invite({
      email: email.toUpperCase(),
      kind: 'AGENCY_USER',
      targetId: agency.id,
      language: 'en',
    }).expect(201);
    expect(response.body).toMatchObject({
      email,
      kind: 'AGENCY_USER',
      targetId: agency.id,
      linkedExisting: false,
      acceptedAt: null,
    });
    const person = await testApp.dataSource.getRepository(Person).findOneByOrFail({ email });
    expect(person).toMatchObject({ role: 'AGENCY', status: 'PENDING', passwordHash: null });
    expect(
      await testApp.dataSource
        .getRepository(AgencyMembership)
        .countBy({ agencyId: agency.id, personId: person.id, kind: 'USER' }),
    ).toBe(1);
    const mail = [...mails].reverse().find((candidate) => candidate.to === email);
    expect(mail?.subject).toBe('Invitation to MedStaff');
    expect(mail?.text).toContain('as agency user');
    const code = codeFrom(mail, '/en/auth/create-new-password/');

    await request(testApp.http).post('/api/auth/login').send({ email, password: 'Eingeladen-2026' }).expect(401);
    await request(testApp.http)
      .post('/api/auth/reset-password')
      .send({ code, newPassword: 'Eingeladen-2026' })
      .expect(200);
    const session = await request(testApp.http)
      .post('/api/auth/login')
      .send({ email, password: 'Eingeladen-2026' })
      .expect(200);
    expect(session.body.user.role).toBe('AGENCY');
    expect(
      (await testApp.dataSource.getRepository(Invitation).findOneByOrFail({ id: response.body.id })).acceptedAt,
    ).not.toBeNull();
  });

  it('links an existing person instead of creating one, and refuses a second identical membership', async () => {
    const persons = testApp.dataSource.getRepository(Person);
    const existing = await persons.save(
      persons.create({
        email: uniqueEmail('existing'),
        role: 'USER',
        status: 'ACTIVE',
        passwordHash: 'x',
        firstName: 'E',
        lastName: 'X',
      }),
    );
    const linked = await invite({ email: existing.email, kind: 'AGENCY_CUSTOMER', targetId: agency.id }).expect(201);
    expect(linked.body).toMatchObject({ linkedExisting: true, personId: existing.id });
    expect(await persons.countBy({ email: existing.email })).toBe(1);
    const mail = [...mails].reverse().find((candidate) => candidate.to === existing.email);
    expect(mail?.text).toContain('/de/auth/sign-in');
    const again = await invite({ email: existing.email, kind: 'AGENCY_CUSTOMER', targetId: agency.id }).expect(409);
    expect(again.body.message).toBe('This person is already a member.');
  });

  it('invites persons of each type by role and lists the invitations', async () => {
    for (const role of ['USER', 'AGENCY', 'ORG_ADMIN', 'ORG_SUB', 'ADMIN']) {
      const email = uniqueEmail(`person-${role.toLowerCase()}`);
      await invite({ email, kind: 'PERSON', role }).expect(201);
      expect((await testApp.dataSource.getRepository(Person).findOneByOrFail({ email })).role).toBe(role);
    }
    const list = await request(testApp.http)
      .get('/api/admin/invitations')
      .query({ filter: JSON.stringify({ kind: 'PERSON' }), sort: JSON.stringify(['createdAt', 'DESC']) })
      .set('Authorization', admin)
      .expect(200);
    expect(list.headers['content-range']).toMatch(/^invitations 0-4\/5$/);
  });

  it('validates the email, the kind and the target', async () => {
    expect(
      (await invite({ email: 'kein-mail', kind: 'AGENCY_USER', targetId: agency.id }).expect(400)).body.message,
    ).toEqual(['Email is not valid']);
    await invite({ email: uniqueEmail('x'), kind: 'ASTRONAUT', targetId: agency.id }).expect(400);
    await invite({ email: uniqueEmail('x'), kind: 'AGENCY_USER' }).expect(400);
    await invite({ email: uniqueEmail('x'), kind: 'PERSON' }).expect(400);
    await invite({ email: uniqueEmail('x'), kind: 'AGENCY_USER', targetId: 999999 }).expect(404);
    await invite({ email: uniqueEmail('x'), kind: 'DEPARTMENT_USER', targetId: 999999 }).expect(404);
    const other = await bearerFor(testApp, 'ORG_ADMIN');
    await request(testApp.http)
      .post('/api/admin/invitations')
      .set('Authorization', other.header)
      .send({ email: uniqueEmail('x'), kind: 'PERSON', role: 'ADMIN' })
      .expect(403);
  });

  it('stores the invitation with its mail while SMTP is down (201, no 503): the outbox keeps retrying', async () => {
    const smtpDown = `smtp://127.0.0.1:${await freePort()}`; // nothing listens there
    const offline = await createTestApp(dialect, { mail: { ...testApp.config.mail, smtpUrl: smtpDown } });
    try {
      const email = uniqueEmail('offline');
      const response = await request(offline.http)
        .post('/api/admin/invitations')
        .set('Authorization', (await bearerFor(offline)).header)
        .send({ email, kind: 'PERSON', role: 'USER', language: 'en' })
        .expect(201);
      expect(await offline.dataSource.getRepository(Invitation).countBy({ id: response.body.id, email })).toBe(1);
      const outbox = offline.dataSource.getRepository(MailOutboxEntry);
      const deadline = Date.now() + 10_000;
      let mail = await outbox.findOneByOrFail({ recipient: email });
      while (mail.attempts === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        mail = await outbox.findOneByOrFail({ recipient: email });
      }
      expect(mail).toMatchObject({ subject: 'Invitation to MedStaff', status: 'pending', attempts: 1, sentAt: null });
      expect(mail.lastError).toMatch(/ECONNREFUSED/);
      expect(mail.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await offline.close();
    }
  });
});
