import request from 'supertest';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { PersonEducation } from '../src/persons/person-education.entity';
import { PersonJobHistory } from '../src/persons/person-job-history.entity';
import { Person } from '../src/persons/person.entity';
import { bearerFor } from './admin-helpers';
import { TEST_DIALECTS, createTestApp, uniqueEmail, type TestApp } from './test-app';

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
        ],
      })
      .expect(400);
    expect(invalid.body.message).toEqual([
      'Email is not valid',
      expect.stringMatching(/^"role" cannot be changed/),
      'Distance must be a whole number from 0 to 1,000,000.',
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
});
