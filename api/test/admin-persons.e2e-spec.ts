import request from 'supertest';
import { In } from 'typeorm';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { OneTimeTokenService } from '../src/accounts/one-time-token.service';
import { AuditEntry } from '../src/platform/audit/audit-entry.entity';
import { DepartmentMembership } from '../src/organisations/departments/department-membership.entity';
import { Department } from '../src/organisations/departments/department.entity';
import { MailOutboxEntry } from '../src/platform/mail/mail-outbox-entry.entity';
import { OrganisationMembership } from '../src/organisations/organisation-membership.entity';
import { Organisation } from '../src/organisations/organisation.entity';
import { PersonEducation } from '../src/people/person-education.entity';
import { PersonJobHistory } from '../src/people/person-job-history.entity';
import { Person } from '../src/people/person.entity';
import { APP_CONFIG } from '../src/platform/config/config.module';
import { BackgroundTasks } from '../src/platform/throttle/background-tasks';
import { bearerFor } from './admin-helpers';
import { TEST_DIALECTS, createTestApp, uniqueEmail, type TestApp } from './test-app';

/** The mails committed to the outbox for one address, oldest first, as sent (subject and text). */
async function committedMails(testApp: TestApp, to: string): Promise<{ subject: string; text: string }[]> {
  const rows = await testApp.dataSource
    .getRepository(MailOutboxEntry)
    .find({ where: { recipient: to }, order: { id: 'ASC' } });
  return rows.map((row) => ({ subject: row.subject, text: row.text }));
}

describe.each(TEST_DIALECTS)('admin persons and agency members on %s', (dialect) => {
  let testApp: TestApp;
  let admin: string;
  let adminId: number;
  let agency: Agency;
  let candidate: Person;
  let tag: string;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    const signedIn = await bearerFor(testApp);
    admin = signedIn.header;
    adminId = signedIn.person.id;
    tag = `p${Date.now().toString(36)}`;
    const persons = testApp.dataSource.getRepository(Person);
    agency = await testApp.dataSource
      .getRepository(Agency)
      .save({ name: `Agentur ${tag}`, address: 'A 1', postcode: '10115', country: 'DE', url: 'https://a.example' });
    candidate = await persons.save(
      persons.create({
        email: `kandidatin.${tag}@test.medstaff.de`,
        role: 'USER',
        status: 'ACTIVE',
        firstName: 'Julia',
        lastName: 'Kowalski',
        contact: '+49 177 5550',
        qualificationLevel: 'pflegefachkraft',
        skills: ['Beatmung'],
        preferenceDistance: 50,
        preferenceMinSalary: '42.00',
        preferenceJobTypes: ['Teilzeit'],
      }),
    );
    const owner = await persons.save(
      persons.create({
        email: `inhaber.${tag}@test.medstaff.de`,
        role: 'AGENCY',
        status: 'ACTIVE',
        firstName: 'Markus',
        lastName: 'Albers',
        contact: '+49 30 1',
      }),
    );
    await persons.save(
      persons.create({ email: `zoe.${tag}@test.medstaff.de`, role: 'USER', firstName: 'Zoe', lastName: 'Zander' }),
    );
    await testApp.dataSource.getRepository(AgencyMembership).insert([
      { agencyId: agency.id, personId: owner.id, kind: 'USER' },
      { agencyId: agency.id, personId: candidate.id, kind: 'CUSTOMER' },
    ]);
    await testApp.dataSource.getRepository(PersonEducation).insert({
      personId: candidate.id,
      university: 'Uniklinik Köln',
      startDate: '2012-09-01',
      endDate: '2015-08-31',
      qualificationLevel: 'pflegefachkraft',
    });
    await testApp.dataSource.getRepository(PersonJobHistory).insert({
      personId: candidate.id,
      title: 'Intensivpflege',
      startDate: '2015-09-01',
      locationName: 'Uniklinik Köln',
      locationCity: 'Köln',
    });
  });
  afterAll(() => testApp.close());

  const get = (path: string, query: Record<string, unknown> = {}) =>
    request(testApp.http)
      .get(path)
      .query(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])))
      .set('Authorization', admin);

  it('lists persons by role, searching email, names and contact, sorted by last name', async () => {
    const users = await get('/api/admin/persons', { filter: { role: 'USER', q: tag }, range: [0, 4] }).expect(200);
    expect(users.headers['content-range']).toBe('persons 0-1/2');
    expect(users.body.map((row: { lastName: string }) => row.lastName)).toEqual(['Kowalski', 'Zander']);
    expect(Object.keys(users.body[0]).sort()).toEqual([
      'contact',
      'email',
      'firstName',
      'id',
      'lastName',
      'personId',
      'role',
      'status',
      'version',
    ]);
    const byContact = await get('/api/admin/persons', { filter: { q: '5550' } }).expect(200);
    expect(byContact.body.map((row: { email: string }) => row.email)).toContain(candidate.email);
    await get('/api/admin/persons', { sort: ['passwordHash', 'ASC'] }).expect(400);
  });

  it('finds persons by the name of their country in English or German', async () => {
    await testApp.dataSource.getRepository(Person).update(candidate.id, { country: 'AT' });
    const emails = async (q: string) =>
      (await get('/api/admin/persons', { filter: { q, role: 'USER', id: [candidate.id] } }).expect(200)).body.map(
        (row: { email: string }) => row.email,
      );
    expect(await emails('Austria')).toEqual([candidate.email]);
    expect(await emails('österreich')).toEqual([candidate.email]);
    expect(await emails('Schweiz')).toEqual([]);
    await testApp.dataSource.getRepository(Person).update(candidate.id, { country: null });
  });

  it('shows the whole profile with the spec field names', async () => {
    const { body } = await get(`/api/admin/persons/${candidate.id}`).expect(200);
    expect(body).toMatchObject({
      email: candidate.email,
      qualification: { level: { type: 'pflegefachkraft' }, additionalInfo: { type: null } },
      skills: ['Beatmung'],
      preferences: { distance: 50, minSalary: 42, jobType: ['Teilzeit'] },
      agencies: [expect.objectContaining({ id: agency.id, name: agency.name })],
      education: [
        expect.objectContaining({
          university: 'Uniklinik Köln',
          startdate: '2012-09-01',
          qualLevel: 'pflegefachkraft',
        }),
      ],
      jobs: [
        expect.objectContaining({
          title: 'Intensivpflege',
          location: expect.objectContaining({ name: 'Uniklinik Köln', city: 'Köln' }),
        }),
      ],
    });
    expect(body.passwordHash).toBeUndefined();
  });

  it('changes dotted profile fields, lists from text, validates and audits', async () => {
    const person = (await get(`/api/admin/persons/${candidate.id}`).expect(200)).body;
    const changed = await request(testApp.http)
      .patch(`/api/admin/persons/${candidate.id}`)
      .set('Authorization', admin)
      .send({
        version: person.version,
        changes: [
          { field: 'qualification.level.type', value: 'fachweiterbildung' },
          { field: 'skills', value: 'Beatmung, ECMO, ZVK-Pflege' },
          { field: 'preferences.minSalary', value: '45,50' },
        ],
      })
      .expect(200);
    expect(changed.body).toMatchObject({
      qualification: { level: { type: 'fachweiterbildung' } },
      skills: ['Beatmung', 'ECMO', 'ZVK-Pflege'],
      preferences: { minSalary: 45.5 },
      version: person.version + 1,
    });
    const invalid = await request(testApp.http)
      .patch(`/api/admin/persons/${candidate.id}`)
      .set('Authorization', admin)
      .send({
        version: person.version + 1,
        changes: [
          { field: 'email', value: 'kaputt' },
          { field: 'role', value: 'ADMIN' },
          { field: 'preferences.distance', value: -3 },
          // The shared euro parsing (domain parseEuros) refuses what German and English readers read apart.
          { field: 'preferences.minSalary', value: '1,234' },
        ],
      })
      .expect(400);
    expect(invalid.body.message).toEqual([
      'Email is not valid',
      expect.stringMatching(/^"role" cannot be changed/),
      'Distance must be a whole number from 0 to 1,000,000.',
      'Min salary must be a number from 0 to 1,000,000.',
    ]);
    const taken = await request(testApp.http)
      .patch(`/api/admin/persons/${candidate.id}`)
      .set('Authorization', admin)
      .send({ version: person.version + 1, changes: [{ field: 'email', value: `INHABER.${tag}@test.medstaff.de` }] })
      .expect(409);
    expect(taken.body.message).toBe('This email address belongs to another person.');
    const history = await get(`/api/admin/persons/${candidate.id}/history`).expect(200);
    expect(history.body.map((entry: { field: string }) => entry.field).sort()).toEqual([
      'preferences.minSalary',
      'qualification.level.type',
      'skills',
    ]);
  });

  it("checks a person's postcode for their country; an empty postcode stays allowed", async () => {
    const persons = testApp.dataSource.getRepository(Person);
    const person = await persons.save(
      persons.create({ email: `plz.${tag}@test.medstaff.de`, role: 'USER', firstName: 'Paula', lastName: 'Lenz' }),
    );
    const change = (version: number, changes: { field: string; value: unknown }[]) =>
      request(testApp.http)
        .patch(`/api/admin/persons/${person.id}`)
        .set('Authorization', admin)
        .send({ version, changes });
    // Without a country the postcode is read as a German one.
    const refused = await change(person.version, [{ field: 'postcode', value: '1010' }]).expect(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: ['Postcode is not valid for the country (in Germany five digits).'],
    });
    const austrian = await change(person.version, [
      { field: 'country', value: 'AT' },
      { field: 'postcode', value: '1010' },
    ]).expect(200);
    expect(austrian.body).toMatchObject({ postcode: '1010', country: 'AT' });
    const german = await change(austrian.body.version, [
      { field: 'country', value: 'DE' },
      { field: 'postcode', value: '50667' },
    ]).expect(200);
    expect(german.body).toMatchObject({ postcode: '50667', country: 'DE' });
    const cleared = await change(german.body.version, [{ field: 'postcode', value: '' }]).expect(200);
    expect(cleared.body.postcode).toBeNull();
  });

  it('answers EMAIL_TAKEN for a taken email (in the language of the request), STALE_VERSION only for versions', async () => {
    const persons = testApp.dataSource.getRepository(Person);
    const other = await persons.save(
      persons.create({
        email: `vergeben.${tag}@test.medstaff.de`,
        role: 'USER',
        firstName: 'Vera',
        lastName: 'Vergeben',
      }),
    );
    const invited = await persons.save(
      persons.create({ email: `eingeladen.${tag}@test.medstaff.de`, role: 'AGENCY', status: 'PENDING' }),
    );
    const ownAgency = await testApp.dataSource
      .getRepository(Agency)
      .save({ name: `Eigene ${tag}`, address: 'A 1', postcode: '10115', country: 'DE', url: 'https://e.example' });
    const membership = await testApp.dataSource
      .getRepository(AgencyMembership)
      .save({ agencyId: ownAgency.id, personId: invited.id, kind: 'USER' });
    const current = (await get(`/api/admin/agency-users/${membership.id}`).expect(200)).body;

    const taken = await request(testApp.http)
      .patch(`/api/admin/agency-users/${membership.id}`)
      .set('Authorization', admin)
      .set('Accept-Language', 'de')
      .send({ version: current.version, changes: [{ field: 'email', value: other.email.toUpperCase() }] })
      .expect(409);
    expect(taken.body).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Diese E-Mail-Adresse gehört einer anderen Person.',
    });
    const takenOnPerson = await request(testApp.http)
      .patch(`/api/admin/persons/${invited.id}`)
      .set('Authorization', admin)
      .send({ version: current.version, changes: [{ field: 'email', value: other.email }] })
      .expect(409);
    expect(takenOnPerson.body).toMatchObject({ code: 'EMAIL_TAKEN' });

    // An invited person without a contact number gets a first name: the empty contact is not required.
    const named = await request(testApp.http)
      .patch(`/api/admin/agency-users/${membership.id}`)
      .set('Authorization', admin)
      .send({ version: current.version, changes: [{ field: 'firstName', value: 'Ina' }] })
      .expect(200);
    expect(named.body).toMatchObject({ firstName: 'Ina', contact: null });

    const stale = await request(testApp.http)
      .patch(`/api/admin/agency-users/${membership.id}`)
      .set('Authorization', admin)
      .send({ version: current.version, changes: [{ field: 'lastName', value: 'Alt' }] })
      .expect(409);
    expect(stale.body).toMatchObject({ code: 'STALE_VERSION' });
    const missing = await request(testApp.http)
      .patch('/api/admin/agency-users/999999')
      .set('Authorization', admin)
      .set('Accept-Language', 'de')
      .send({ version: 1, changes: [{ field: 'lastName', value: 'X' }] })
      .expect(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', message: 'Der Agenturbenutzer wurde nicht gefunden.' });
  });

  it('records nothing when a change set repeats the stored values (a decimal resent as 80 for 80.00)', async () => {
    const persons = testApp.dataSource.getRepository(Person);
    const saved = await persons.save(
      persons.create({
        email: `gleich.${tag}@test.medstaff.de`,
        role: 'USER',
        firstName: 'Gleich',
        lastName: 'Bleibend',
        preferenceMinSalary: '80.00',
        preferenceDistance: 20,
      }),
    );
    const before = (await get(`/api/admin/persons/${saved.id}`).expect(200)).body;
    const unchanged = await request(testApp.http)
      .patch(`/api/admin/persons/${saved.id}`)
      .set('Authorization', admin)
      .send({
        version: before.version,
        changes: [
          { field: 'preferences.minSalary', value: 80 },
          { field: 'preferences.distance', value: '20' },
          { field: 'firstName', value: 'Gleich' },
        ],
      })
      .expect(200);
    expect(unchanged.body.version).toBe(before.version);
    expect((await get(`/api/admin/persons/${saved.id}/history`).expect(200)).body).toEqual([]);
    const changed = await request(testApp.http)
      .patch(`/api/admin/persons/${saved.id}`)
      .set('Authorization', admin)
      .send({ version: before.version, changes: [{ field: 'preferences.minSalary', value: '80,5' }] })
      .expect(200);
    expect(changed.body.version).toBe(before.version + 1);
    const history = (await get(`/api/admin/persons/${saved.id}/history`).expect(200)).body;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ field: 'preferences.minSalary', newValue: '80.50' });
  });

  it('lists agency users and customers by agency, edits the person and removes the membership only', async () => {
    const users = await get('/api/admin/agency-users', { filter: { agencyId: agency.id } }).expect(200);
    expect(users.headers['content-range']).toBe('agency-users 0-0/1');
    expect(users.body[0]).toMatchObject({ firstName: 'Markus', agencyId: agency.id });
    const customers = await get('/api/admin/agency-customers', { filter: { agencyId: agency.id, q: 'julia' } }).expect(
      200,
    );
    expect(customers.body).toHaveLength(1);
    const row = customers.body[0];
    expect(row.personId).toBe(candidate.id);

    const detail = await get(`/api/admin/agency-customers/${row.id}`).expect(200);
    expect(detail.body).toMatchObject({
      id: row.id,
      personId: candidate.id,
      agencyId: agency.id,
      education: [expect.any(Object)],
    });
    await get(`/api/admin/agency-users/${row.id}`).expect(404);

    const renamed = await request(testApp.http)
      .patch(`/api/admin/agency-customers/${row.id}`)
      .set('Authorization', admin)
      .send({ version: detail.body.version, changes: [{ field: 'lastName', value: 'Kowalska' }] })
      .expect(200);
    expect(renamed.body.lastName).toBe('Kowalska');

    await request(testApp.http).delete(`/api/admin/agency-customers/${row.id}`).set('Authorization', admin).expect(200);
    expect((await get('/api/admin/agency-customers', { filter: { agencyId: agency.id } }).expect(200)).body).toEqual(
      [],
    );
    expect(await testApp.dataSource.getRepository(Person).countBy({ id: candidate.id })).toBe(1);
  });

  it('deletes persons but not the signed-in administrator', async () => {
    const persons = testApp.dataSource.getRepository(Person);
    const doomed = await persons.save(
      persons.create({ email: uniqueEmail('doomed'), role: 'USER', firstName: 'D', lastName: 'D' }),
    );
    await request(testApp.http).delete(`/api/admin/persons/${doomed.id}`).set('Authorization', admin).expect(200);
    expect(await persons.countBy({ id: doomed.id })).toBe(0);
    const self = await request(testApp.http)
      .delete(`/api/admin/persons/${adminId}`)
      .set('Authorization', admin)
      .expect(409);
    expect(self.body.message).toBe('You cannot delete your own account.');
  });

  describe('disabling, enabling and re-roling accounts', () => {
    const post = (path: string, body: object, authorization = admin) =>
      request(testApp.http).post(path).set('Authorization', authorization).send(body);
    const fresh = (id: number) => testApp.dataSource.getRepository(Person).findOneByOrFail({ id });
    const version = async (id: number) => (await fresh(id)).version;
    const publicUrl = () => testApp.app.get(APP_CONFIG).publicUrl;

    it('disables an account: its live token answers ACCOUNT_DISABLED at once, sign-in and reset codes are refused, audited and mailed', async () => {
      const { header: token, person: signedIn } = await bearerFor(testApp, 'USER');
      const person = await fresh(signedIn.id);
      await request(testApp.http).get('/api/auth/is-logged-in').set('Authorization', token).expect(200);
      const resetCode = await testApp.app.get(OneTimeTokenService).issue(person.id, 'PASSWORD_RESET');

      const disabled = await post(`/api/admin/persons/${person.id}/status`, {
        version: person.version,
        status: 'DISABLED',
        reason: '  Vertrag zum 30.11. beendet  ',
      }).expect(200);
      expect(disabled.body).toMatchObject({ id: person.id, status: 'DISABLED', version: person.version + 1 });

      const refused = await request(testApp.http).get('/api/auth/is-logged-in').set('Authorization', token).expect(403);
      expect(refused.body).toMatchObject({ code: 'ACCOUNT_DISABLED' });
      const signIn = await request(testApp.http)
        .post('/api/auth/login')
        .set('Accept-Language', 'de')
        .send({ email: person.email, password: 'Admin-Passwort-1' })
        .expect(403);
      expect(signIn.body).toMatchObject({
        code: 'ACCOUNT_DISABLED',
        message: 'Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an den Support.',
      });
      const reset = await request(testApp.http)
        .post('/api/auth/reset-password')
        .send({ code: resetCode, newPassword: 'Neues-Passwort-2026' })
        .expect(403);
      expect(reset.body).toMatchObject({ code: 'ACCOUNT_DISABLED' });
      // Forgot-password answers as for anyone, and mails a disabled account nothing.
      await request(testApp.http)
        .get(`/api/auth/forgot-password/${encodeURIComponent(person.email)}`)
        .expect(200);
      await testApp.app.get(BackgroundTasks).idle();

      const history = (await get(`/api/admin/persons/${person.id}/history`).expect(200)).body;
      expect(
        history.map((entry: { field: string; oldValue: unknown; newValue: unknown; actorId: number }) => [
          entry.field,
          entry.oldValue,
          entry.newValue,
          entry.actorId,
        ]),
      ).toEqual(
        expect.arrayContaining([
          ['status', 'ACTIVE', 'DISABLED', adminId],
          ['reason', null, 'Vertrag zum 30.11. beendet', adminId],
        ]),
      );
      expect(history).toHaveLength(2);
      const disabledRows = await get('/api/admin/persons', {
        filter: { role: 'USER', status: 'DISABLED', id: [person.id, candidate.id] },
      }).expect(200);
      expect(disabledRows.body.map((row: { id: number; status: string }) => [row.id, row.status])).toEqual([
        [person.id, 'DISABLED'],
      ]);
      expect(await committedMails(testApp, person.email)).toEqual([
        {
          subject: 'Ihr MedStaff-Konto wurde deaktiviert',
          text: [
            'Hallo Ada,',
            '',
            'ein Administrator hat Ihr MedStaff-Konto deaktiviert. Sie können sich nicht mehr anmelden; bestehende Sitzungen sind beendet.',
            'Begründung: Vertrag zum 30.11. beendet',
            '',
            'Wenn Sie meinen, dass das ein Irrtum ist, antworten Sie bitte auf diese Nachricht.',
            '',
            'MedStaff',
          ].join('\n'),
        },
      ]);

      const again = await post(`/api/admin/persons/${person.id}/status`, {
        version: person.version + 1,
        status: 'DISABLED',
        reason: 'doppelt',
      }).expect(409);
      expect(again.body).toMatchObject({ code: 'CONFLICT', message: 'This account is disabled already.' });
    });

    it('enables an account again: sign-in works, tokens from before stay ended, the person is told in English', async () => {
      const { header: token, person } = await bearerFor(testApp, 'AGENCY');
      await testApp.dataSource.getRepository(Person).update(person.id, { language: 'en' });
      const current = await version(person.id);
      await post(`/api/admin/persons/${person.id}/status`, {
        version: current,
        status: 'DISABLED',
        reason: 'Audit',
      }).expect(200);
      const enabled = await post(`/api/admin/persons/${person.id}/status`, {
        version: current + 1,
        status: 'ACTIVE',
        reason: 'Audit done',
      }).expect(200);
      expect(enabled.body).toMatchObject({ status: 'ACTIVE', version: current + 2 });

      const old = await request(testApp.http).get('/api/auth/is-logged-in').set('Authorization', token).expect(401);
      expect(old.body).toMatchObject({ code: 'UNAUTHENTICATED' });
      const login = await request(testApp.http)
        .post('/api/auth/login')
        .send({ email: person.email, password: 'Admin-Passwort-1' })
        .expect(200);
      await request(testApp.http)
        .get('/api/auth/is-logged-in')
        .set('Authorization', `Bearer ${login.body.access_token}`)
        .expect(200);
      const mails = await committedMails(testApp, person.email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Your MedStaff account has been disabled',
        'Your MedStaff account is active again',
      ]);
      expect(mails[1].text).toBe(
        [
          'Hello Ada,',
          '',
          'an administrator has enabled your MedStaff account again. You can sign in again.',
          'Reason: Audit done',
          '',
          `Sign in: ${publicUrl()}/en/auth/sign-in`,
          '',
          'This message was sent automatically.',
          '',
          'MedStaff',
        ].join('\n'),
      );

      const notDisabled = await post(`/api/admin/persons/${person.id}/status`, {
        version: await version(person.id),
        status: 'ACTIVE',
        reason: 'again',
      }).expect(409);
      expect(notDisabled.body).toMatchObject({ code: 'CONFLICT' });
    });

    it('returns an enabled account that never confirmed its email to PENDING', async () => {
      const persons = testApp.dataSource.getRepository(Person);
      const invited = await persons.save(
        persons.create({ email: uniqueEmail('unbestaetigt'), role: 'USER', status: 'PENDING', firstName: 'Uwe' }),
      );
      await post(`/api/admin/persons/${invited.id}/status`, {
        version: invited.version,
        status: 'DISABLED',
        reason: 'Falsche Adresse',
      }).expect(200);
      const enabled = await post(`/api/admin/persons/${invited.id}/status`, {
        version: invited.version + 1,
        status: 'ACTIVE',
        reason: 'Adresse geklärt',
      }).expect(200);
      expect(enabled.body.status).toBe('PENDING');
    });

    it('requires a reason (400 VALIDATION_FAILED, nothing changed), answers STALE_VERSION for an old version and refuses the own account', async () => {
      const person = await fresh((await bearerFor(testApp, 'USER')).person.id);
      for (const reason of [undefined, '', '   ', 17]) {
        const refused = await post(`/api/admin/persons/${person.id}/status`, {
          version: person.version,
          status: 'DISABLED',
          ...(reason === undefined ? {} : { reason }),
        })
          .set('Accept-Language', 'de')
          .expect(400);
        expect(refused.body).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: ['Bitte geben Sie eine Begründung an: Sie wird protokolliert und der Person mitgeteilt.'],
        });
      }
      const noRoleReason = await post(`/api/admin/persons/${person.id}/role`, {
        version: person.version,
        role: 'AGENCY',
        reason: '',
      }).expect(400);
      expect(noRoleReason.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: ['Please give a reason: it is recorded and sent to the person.'],
      });
      const tooLong = await post(`/api/admin/persons/${person.id}/status`, {
        version: person.version,
        status: 'DISABLED',
        reason: 'x'.repeat(501),
      }).expect(400);
      expect(tooLong.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: ['The reason can be at most 500 characters long.'],
      });
      const badStatus = await post(`/api/admin/persons/${person.id}/status`, {
        version: person.version,
        status: 'PENDING',
        reason: 'x',
      }).expect(400);
      expect(badStatus.body.code).toBe('VALIDATION_FAILED');
      expect(await testApp.dataSource.getRepository(Person).findOneByOrFail({ id: person.id })).toMatchObject({
        status: 'ACTIVE',
        version: person.version,
      });
      expect(
        await testApp.dataSource.getRepository(AuditEntry).countBy({ resource: 'persons', recordId: person.id }),
      ).toBe(0);
      expect(await committedMails(testApp, person.email)).toEqual([]);

      const stale = await post(`/api/admin/persons/${person.id}/status`, {
        version: person.version + 5,
        status: 'DISABLED',
        reason: 'alt',
      }).expect(409);
      expect(stale.body).toMatchObject({ code: 'STALE_VERSION' });
      await post(`/api/admin/persons/999999/status`, { version: 1, status: 'DISABLED', reason: 'x' }).expect(404);

      const ownVersion = await version(adminId);
      const self = await post(`/api/admin/persons/${adminId}/status`, {
        version: ownVersion,
        status: 'DISABLED',
        reason: 'Test',
      }).expect(409);
      expect(self.body).toMatchObject({
        code: 'OWN_ACCOUNT',
        message: 'You cannot disable your own account or change your own role.',
      });
      const demoteSelf = await post(`/api/admin/persons/${adminId}/role`, {
        version: ownVersion,
        role: 'USER',
        reason: 'Test',
      }).expect(409);
      expect(demoteSelf.body.code).toBe('OWN_ACCOUNT');
    });

    it('answers 403 to every role but ADMIN, and 401 without a token', async () => {
      const person = await fresh((await bearerFor(testApp, 'USER')).person.id);
      for (const role of ['USER', 'AGENCY', 'ORG_ADMIN', 'ORG_SUB'] as const) {
        const { header } = await bearerFor(testApp, role);
        for (const [path, body] of [
          ['status', { version: person.version, status: 'DISABLED', reason: 'x' }],
          ['role', { version: person.version, role: 'ADMIN', reason: 'x' }],
        ] as const) {
          const refused = await post(`/api/admin/persons/${person.id}/${path}`, body, header).expect(403);
          expect(refused.body.code).toBe('FORBIDDEN');
        }
      }
      await request(testApp.http)
        .post(`/api/admin/persons/${person.id}/status`)
        .send({ version: person.version, status: 'DISABLED', reason: 'x' })
        .expect(401);
      expect((await testApp.dataSource.getRepository(Person).findOneByOrFail({ id: person.id })).status).toBe('ACTIVE');
    });

    it('changes a role only when the memberships fit it, ends the sessions, audits and mails', async () => {
      const { header: token, person: signedIn } = await bearerFor(testApp, 'ORG_ADMIN');
      const person = await fresh(signedIn.id);
      const organisation = await testApp.dataSource
        .getRepository(Organisation)
        .save({ name: `Klinikum ${tag}`, address: 'K 1', postcode: '50667', country: 'DE', city: 'Köln', url: '' });
      const department = await testApp.dataSource
        .getRepository(Department)
        .save({ organisationId: organisation.id, name: `Intensiv ${tag}`, defaultSkills: ['Beatmung'] });
      const organisationMembership = await testApp.dataSource
        .getRepository(OrganisationMembership)
        .save({ organisationId: organisation.id, personId: person.id, confirmedAt: new Date() });
      await testApp.dataSource
        .getRepository(DepartmentMembership)
        .insert({ departmentId: department.id, personId: person.id, kind: 'USER' });

      const refused = await post(`/api/admin/persons/${person.id}/role`, {
        version: person.version,
        role: 'ORG_SUB',
        reason: 'Nur noch Station',
      }).expect(409);
      expect(refused.body).toMatchObject({
        code: 'ROLE_MEMBERSHIP_CONFLICT',
        message: [
          'The role ORG_SUB does not fit 1 membership(s) of this person. Remove them first:',
          `Klinikum ${tag} (organisation-users ${organisationMembership.id})`,
        ],
      });
      expect((await testApp.dataSource.getRepository(Person).findOneByOrFail({ id: person.id })).role).toBe(
        'ORG_ADMIN',
      );
      await request(testApp.http).get('/api/auth/is-logged-in').set('Authorization', token).expect(200);

      await request(testApp.http)
        .delete(`/api/admin/organisation-users/${organisationMembership.id}`)
        .set('Authorization', admin)
        .expect(200);
      const changed = await post(`/api/admin/persons/${person.id}/role`, {
        version: person.version,
        role: 'ORG_SUB',
        reason: 'Nur noch Station',
      }).expect(200);
      expect(changed.body).toMatchObject({ role: 'ORG_SUB', version: person.version + 1 });

      const ended = await request(testApp.http).get('/api/auth/is-logged-in').set('Authorization', token).expect(401);
      expect(ended.body.code).toBe('UNAUTHENTICATED');
      const login = await request(testApp.http)
        .post('/api/auth/login')
        .send({ email: person.email, password: 'Admin-Passwort-1' })
        .expect(200);
      expect(login.body.user.role).toBe('ORG_SUB');

      const history = (await get(`/api/admin/persons/${person.id}/history`).expect(200)).body;
      expect(
        history.map((entry: { field: string; oldValue: unknown; newValue: unknown }) => [
          entry.field,
          entry.oldValue,
          entry.newValue,
        ]),
      ).toEqual(
        expect.arrayContaining([
          ['role', 'ORG_ADMIN', 'ORG_SUB'],
          ['reason', null, 'Nur noch Station'],
        ]),
      );
      expect(await committedMails(testApp, person.email)).toEqual([
        {
          subject: 'Ihre Rolle bei MedStaff hat sich geändert',
          text: [
            'Hallo Ada,',
            '',
            'ein Administrator hat Ihre Rolle von Organisations-Administrator:in zu Stationsverantwortliche:r geändert. Bitte melden Sie sich neu an; bestehende Sitzungen sind beendet.',
            'Begründung: Nur noch Station',
            '',
            `Anmelden: ${publicUrl()}/de/auth/sign-in`,
            '',
            'Wenn Sie meinen, dass das ein Irrtum ist, antworten Sie bitte auf diese Nachricht.',
            '',
            'MedStaff',
          ].join('\n'),
        },
      ]);

      const persons = testApp.dataSource.getRepository(Person);
      const nurse = await persons.save(
        persons.create({ email: uniqueEmail('pflegerin'), role: 'USER', status: 'ACTIVE', firstName: 'Nora' }),
      );
      const customer = await testApp.dataSource
        .getRepository(AgencyMembership)
        .save({ agencyId: agency.id, personId: nurse.id, kind: 'CUSTOMER' });
      const candidateRole = await post(`/api/admin/persons/${nurse.id}/role`, {
        version: nurse.version,
        role: 'AGENCY',
        reason: 'Wechselt in die Agentur',
      })
        .set('Accept-Language', 'de')
        .expect(409);
      expect(candidateRole.body).toMatchObject({
        code: 'ROLE_MEMBERSHIP_CONFLICT',
        message: [
          'Die Rolle AGENCY passt nicht zu 1 Mitgliedschaft(en) dieser Person. Entfernen Sie diese zuerst:',
          `Agentur ${tag} (agency-customers ${customer.id})`,
        ],
      });
      expect(await committedMails(testApp, nurse.email)).toEqual([]);
      const unchanged = await post(`/api/admin/persons/${person.id}/role`, {
        version: await version(person.id),
        role: 'ORG_SUB',
        reason: 'x',
      }).expect(409);
      expect(unchanged.body).toMatchObject({ code: 'CONFLICT', message: 'The person has this role already.' });
    });

    it('never leaves the platform without an active administrator, even when two disable each other at once', async () => {
      const persons = testApp.dataSource.getRepository(Person);
      const first = await bearerFor(testApp, 'ADMIN');
      const second = await bearerFor(testApp, 'ADMIN');
      // Only these two are active administrators from here on (this test's database is its own).
      const others = (await persons.find({ where: { role: 'ADMIN', status: 'ACTIVE' } })).filter(
        (person) => person.id !== first.person.id && person.id !== second.person.id,
      );
      for (const other of others) await persons.update(other.id, { status: 'DISABLED' });
      try {
        const answers = await Promise.all([
          post(
            `/api/admin/persons/${second.person.id}/status`,
            { version: await version(second.person.id), status: 'DISABLED', reason: 'x' },
            first.header,
          ),
          post(
            `/api/admin/persons/${first.person.id}/status`,
            { version: await version(first.person.id), status: 'DISABLED', reason: 'x' },
            second.header,
          ),
        ]);
        const codes = answers.map((answer) => (answer.status === 200 ? 'OK' : answer.body.code)).sort();
        expect(['LAST_ADMINISTRATOR', 'ACCOUNT_DISABLED']).toContain(codes[0]);
        expect(codes[1]).toBe('OK');
        expect(
          await persons.countBy({ role: 'ADMIN', status: 'ACTIVE', id: In([first.person.id, second.person.id]) }),
        ).toBe(1);
      } finally {
        for (const other of others) await persons.update(other.id, { status: 'ACTIVE' });
      }
    });
  });
});
