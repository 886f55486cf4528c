import request from 'supertest';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { DepartmentMembership } from '../src/organisations/departments/department-membership.entity';
import { Department } from '../src/organisations/departments/department.entity';
import { JobRequest } from '../src/marketplace/jobs/job-request.entity';
import { OrganisationMembership } from '../src/organisations/organisation-membership.entity';
import { Person } from '../src/people/person.entity';
import { bearerFor, csvExport, readCsv } from './admin-helpers';
import { createHospital, nurseBody, orgAdmin, postJob, type Hospital } from './jobs-helpers';
import { TEST_DIALECTS, captureMails, createTestApp, uniqueEmail, type CapturedMail, type TestApp } from './test-app';

describe.each(TEST_DIALECTS)('admin memberships on %s', (dialect) => {
  let testApp: TestApp;
  let admin: string;
  let mails: CapturedMail[];
  let hospital: Hospital;
  let other: Hospital;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    mails = captureMails(testApp);
    admin = (await bearerFor(testApp)).header;
    hospital = await createHospital(testApp, 'Klinikum Mitglieder');
    other = await createHospital(testApp, 'Klinikum Andere');
  });
  afterAll(() => testApp.close());

  const json = (query: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]));
  const get = (path: string, query: Record<string, unknown> = {}) =>
    request(testApp.http).get(path).query(json(query)).set('Authorization', admin);
  const api = () => request(testApp.http);

  /** A person with a membership row of the given table. */
  async function member(
    values: Partial<Person>,
    membership:
      | { table: 'organisation'; organisationId: number; confirmed: boolean }
      | { table: 'department'; departmentId: number; kind: 'USER' | 'CUSTOMER' },
  ): Promise<{ person: Person; membershipId: number }> {
    const persons = testApp.dataSource.getRepository(Person);
    const person = await persons.save(
      persons.create({
        email: uniqueEmail('member'),
        role: membership.table === 'organisation' ? 'ORG_ADMIN' : membership.kind === 'USER' ? 'ORG_SUB' : 'USER',
        status: 'ACTIVE',
        firstName: 'Mia',
        lastName: 'Muster',
        language: 'de',
        ...values,
      }),
    );
    const manager = testApp.dataSource.manager;
    const inserted =
      membership.table === 'organisation'
        ? await manager.insert(OrganisationMembership, {
            organisationId: membership.organisationId,
            personId: person.id,
            confirmedAt: membership.confirmed ? new Date() : null,
          })
        : await manager.insert(DepartmentMembership, {
            departmentId: membership.departmentId,
            personId: person.id,
            kind: membership.kind,
          });
    return { person, membershipId: inserted.identifiers[0].id as number };
  }

  describe('organisation users', () => {
    it('lists by organisation (filter, search, sort, pending flag), reads, edits with a version and answers 404 under another organisation', async () => {
      const confirmed = await member(
        { firstName: 'Anna', lastName: 'Albers', contact: '+49 30 1' },
        { table: 'organisation', organisationId: hospital.organisation.id, confirmed: true },
      );
      const pending = await member(
        { firstName: 'Bernd', lastName: 'Bauer' },
        { table: 'organisation', organisationId: hospital.organisation.id, confirmed: false },
      );
      await member(
        { lastName: 'Fremd' },
        { table: 'organisation', organisationId: other.organisation.id, confirmed: true },
      );

      const list = await get('/api/admin/organisation-users', {
        filter: { organisationId: hospital.organisation.id },
        sort: ['lastName', 'ASC'],
        range: [0, 4],
      }).expect(200);
      expect(list.headers['content-range']).toBe('organisation-users 0-1/2');
      expect(list.body.map((row: { id: number }) => row.id)).toEqual([confirmed.membershipId, pending.membershipId]);
      expect(list.body[0]).toMatchObject({
        personId: confirmed.person.id,
        email: confirmed.person.email,
        organisationId: hospital.organisation.id,
        pending: false,
      });
      expect(list.body[1]).toMatchObject({ pending: true, confirmedAt: null });
      expect(list.body[0]).not.toHaveProperty('passwordHash');
      const search = await get('/api/admin/organisation-users', {
        filter: { organisationId: hospital.organisation.id, q: 'bern' },
      }).expect(200);
      expect(search.body.map((row: { id: number }) => row.id)).toEqual([pending.membershipId]);
      await get('/api/admin/organisation-users', { filter: { agencyId: 1 } }).expect(400);

      const detail = await api()
        .get(`/api/admin/organisation-users/${confirmed.membershipId}?organisationId=${hospital.organisation.id}`)
        .set('Authorization', admin)
        .expect(200);
      expect(detail.body).toMatchObject({
        id: confirmed.membershipId,
        firstName: 'Anna',
        organisationId: hospital.organisation.id,
      });
      await api()
        .get(`/api/admin/organisation-users/${confirmed.membershipId}?organisationId=${other.organisation.id}`)
        .set('Authorization', admin)
        .expect(404);
      await api()
        .get(`/api/admin/organisation-users/${confirmed.membershipId}?departmentId=${hospital.station.id}`)
        .set('Authorization', admin)
        .expect(404);
      await get('/api/admin/organisation-users/999999').expect(404);

      const changed = await api()
        .patch(`/api/admin/organisation-users/${confirmed.membershipId}`)
        .set('Authorization', admin)
        .send({ version: detail.body.version, changes: [{ field: 'firstName', value: 'Annette' }] })
        .expect(200);
      expect(changed.body).toMatchObject({ id: confirmed.membershipId, firstName: 'Annette' });
      const stale = await api()
        .patch(`/api/admin/organisation-users/${confirmed.membershipId}`)
        .set('Authorization', admin)
        .send({ version: detail.body.version, changes: [{ field: 'lastName', value: 'Alt' }] })
        .expect(409);
      expect(stale.body.code).toBe('STALE_VERSION');
      const badEmail = await api()
        .patch(`/api/admin/organisation-users/${confirmed.membershipId}`)
        .set('Authorization', admin)
        .send({ version: changed.body.version, changes: [{ field: 'email', value: 'not-an-email' }] })
        .expect(400);
      expect(badEmail.body.message).toEqual(['Email is not valid']);

      const history = await get(`/api/admin/organisation-users/${confirmed.membershipId}/history`).expect(200);
      expect(history.body[0]).toMatchObject({
        action: 'update',
        field: 'firstName',
        oldValue: 'Anna',
        newValue: 'Annette',
      });
    });

    it('confirms a pending membership: audited, mailed in the person’s language, and the portal shows the organisation’s requests only afterwards', async () => {
      const poster = await orgAdmin(testApp, hospital.organisation);
      const title = `Bestätigung ${Date.now()}`;
      await postJob(testApp, poster.header, nurseBody(hospital, { title })).expect(201);
      const job = await testApp.dataSource.getRepository(JobRequest).findOneByOrFail({ title });
      const applicant = await bearerFor(testApp, 'ORG_ADMIN');
      await testApp.dataSource.getRepository(Person).update(applicant.person.id, { language: 'en' });
      const inserted = await testApp.dataSource.manager.insert(OrganisationMembership, {
        organisationId: hospital.organisation.id,
        personId: applicant.person.id,
        confirmedAt: null,
      });
      const id = inserted.identifiers[0].id as number;
      const jobsAs = () => api().get('/api/organisations/jobs').set('Authorization', applicant.header);
      const before = await jobsAs();
      expect(before.status).toBe(403);

      const confirmed = await api()
        .post(`/api/admin/organisation-users/${id}/confirm`)
        .set('Authorization', admin)
        .expect(200);
      expect(confirmed.body).toMatchObject({ id, pending: false });
      expect(confirmed.body.confirmedAt).toEqual(expect.any(String));
      const mail = mails.find((candidate) => candidate.to === applicant.person.email);
      expect(mail?.subject).toBe(`Your membership of ${hospital.organisation.name} is confirmed`);
      expect(mail?.text).toContain('/en/auth/sign-in');

      const after = await jobsAs().expect(200);
      const ids = Object.values(after.body as Record<string, { id: number }[]>)
        .flat()
        .map((job) => job.id);
      expect(ids).toContain(job.id);

      const again = await api()
        .post(`/api/admin/organisation-users/${id}/confirm`)
        .set('Authorization', admin)
        .expect(409);
      expect(again.body.code).toBe('CONFLICT');
      const history = await get(`/api/admin/organisation-users/${id}/history`).expect(200);
      expect(history.body[0]).toMatchObject({ action: 'update', field: 'confirmedAt', oldValue: null });
    });

    it('rejects a pending membership by deleting it: the person stays and is told in German', async () => {
      const pending = await member(
        { firstName: 'Paul', language: 'de' },
        { table: 'organisation', organisationId: hospital.organisation.id, confirmed: false },
      );
      const removed = await api()
        .delete(`/api/admin/organisation-users/${pending.membershipId}`)
        .set('Authorization', admin)
        .expect(200);
      expect(removed.body).toMatchObject({ id: pending.membershipId, email: pending.person.email, pending: true });
      expect(
        await testApp.dataSource.getRepository(OrganisationMembership).existsBy({ id: pending.membershipId }),
      ).toBe(false);
      expect(await testApp.dataSource.getRepository(Person).existsBy({ id: pending.person.id })).toBe(true);
      const mail = mails.find((candidate) => candidate.to === pending.person.email);
      expect(mail?.subject).toBe(`Ihre Mitgliedschaft bei ${hospital.organisation.name} wurde nicht bestätigt`);
      expect(mail?.text).toContain('Hallo Paul,');
      await get(`/api/admin/organisation-users/${pending.membershipId}`).expect(404);
      const history = await get(`/api/admin/organisation-users/${pending.membershipId}/history`).expect(200);
      expect(history.body[0]).toMatchObject({ action: 'delete', field: 'email', oldValue: pending.person.email });
    });

    it('exports the users of one organisation as CSV', async () => {
      const row = await member(
        { lastName: 'Export' },
        { table: 'organisation', organisationId: other.organisation.id, confirmed: true },
      );
      const response = await csvExport(
        testApp,
        admin,
        'organisation-users',
        { filter: { organisationId: other.organisation.id, q: 'export' } },
        'de',
      ).expect(200);
      const { bom, rows } = readCsv(response.body as Buffer, ';');
      expect(bom).toBe(true);
      expect(rows[0].join(';')).toBe(
        'ID;Personen-ID;Organisations-ID;E-Mail;Vorname;Nachname;Kontakt;Rolle;Status;Angelegt (UTC);Bestätigt (UTC)',
      );
      expect(rows).toHaveLength(2);
      expect(
        rows[1]
          .join(';')
          .startsWith(`${row.membershipId};${row.person.id};${other.organisation.id};${row.person.email};`),
      ).toBe(true);
    });
  });

  describe('departments', () => {
    it('adds (name and skills required), lists by organisation, reads, edits skills as text, keeps names unique and deletes', async () => {
      const add = (body: object) => api().post('/api/admin/departments').set('Authorization', admin).send(body);
      const missing = await add({ organisationId: hospital.organisation.id, name: 'Geriatrie', skills: '' }).expect(
        400,
      );
      expect(missing.body.code).toBe('VALIDATION_FAILED');
      await add({ organisationId: hospital.organisation.id, name: '', skills: ['Pflege'] }).expect(400);
      await add({ organisationId: 999999, name: 'Nirgends', skills: ['Pflege'] }).expect(404);
      const created = await add({
        organisationId: hospital.organisation.id,
        name: 'Geriatrie',
        skills: 'Pflege, Wundversorgung ,',
      }).expect(201);
      expect(created.body).toMatchObject({
        organisationId: hospital.organisation.id,
        organisationName: hospital.organisation.name,
        name: 'Geriatrie',
        skills: ['Pflege', 'Wundversorgung'],
        version: 1,
      });
      const taken = await add({ organisationId: hospital.organisation.id, name: 'Geriatrie', skills: ['x'] }).expect(
        409,
      );
      expect(taken.body.code).toBe('CONFLICT');

      const list = await get('/api/admin/departments', {
        filter: { organisationId: hospital.organisation.id },
        sort: ['name', 'ASC'],
      }).expect(200);
      expect(list.body.map((row: { name: string }) => row.name)).toEqual(['Chirurgie', 'Geriatrie', 'Intensiv']);
      expect(list.headers['content-range']).toBe('departments 0-2/3');

      const id = created.body.id as number;
      await get(`/api/admin/departments/${id}?organisationId=${hospital.organisation.id}`).expect(200);
      await api()
        .get(`/api/admin/departments/${id}?organisationId=${other.organisation.id}`)
        .set('Authorization', admin)
        .expect(404);

      const changed = await api()
        .patch(`/api/admin/departments/${id}`)
        .set('Authorization', admin)
        .send({ version: 1, changes: [{ field: 'skills', value: 'Pflege, Palliativ' }] })
        .expect(200);
      expect(changed.body).toMatchObject({ skills: ['Pflege', 'Palliativ'], version: 2 });
      const empty = await api()
        .patch(`/api/admin/departments/${id}`)
        .set('Authorization', admin)
        .set('Accept-Language', 'de')
        .send({ version: 2, changes: [{ field: 'skills', value: ' , ' }] })
        .expect(400);
      expect(empty.body.message).toEqual(['Fähigkeiten sind erforderlich: mindestens eine, durch Kommas getrennt.']);
      await api()
        .patch(`/api/admin/departments/${id}`)
        .set('Authorization', admin)
        .send({ version: 2, changes: [{ field: 'name', value: 'Intensiv' }] })
        .expect(409);
      await api()
        .patch(`/api/admin/departments/${id}`)
        .set('Authorization', admin)
        .send({ version: 2, changes: [{ field: 'name', value: 'Altersmedizin' }] })
        .expect(200);
      const history = await get(`/api/admin/departments/${id}/history`).expect(200);
      expect(history.body.map((entry: { field: string }) => entry.field)).toEqual(['name', 'skills', 'skills', 'name']);

      await api().delete(`/api/admin/departments/${id}`).set('Authorization', admin).expect(200);
      await get(`/api/admin/departments/${id}`).expect(404);
    });

    it('deletes a department with shift requests: the requests stay with the organisation, without the department; memberships go', async () => {
      const created = await api()
        .post('/api/admin/departments')
        .set('Authorization', admin)
        .send({ organisationId: hospital.organisation.id, name: `Kurz ${Date.now()}`, skills: ['Pflege'] })
        .expect(201);
      const department = await testApp.dataSource.getRepository(Department).findOneByOrFail({ id: created.body.id });
      const poster = await orgAdmin(testApp, hospital.organisation);
      const title = `Mit Station ${Date.now()}`;
      await postJob(testApp, poster.header, nurseBody({ ...hospital, station: department }, { title })).expect(201);
      const user = await member({}, { table: 'department', departmentId: department.id, kind: 'USER' });
      await api().delete(`/api/admin/departments/${department.id}`).set('Authorization', admin).expect(200);
      const job = await testApp.dataSource.getRepository(JobRequest).findOneByOrFail({ title });
      expect(job).toMatchObject({ organisationId: hospital.organisation.id, departmentId: null });
      expect(await testApp.dataSource.getRepository(DepartmentMembership).existsBy({ id: user.membershipId })).toBe(
        false,
      );
      expect(await testApp.dataSource.getRepository(Person).existsBy({ id: user.person.id })).toBe(true);
    });
  });

  describe.each(['department-users', 'department-customers'] as const)('%s', (resource) => {
    const kind = resource === 'department-users' ? 'USER' : 'CUSTOMER';

    it('lists by department (and organisation), reads with the parents checked, edits, removes the membership only, keeps a history', async () => {
      const own = await member({ lastName: 'Eigen' }, { table: 'department', departmentId: hospital.station.id, kind });
      const sameKindElsewhere = await member({}, { table: 'department', departmentId: other.station.id, kind });
      await member(
        {},
        { table: 'department', departmentId: hospital.station.id, kind: kind === 'USER' ? 'CUSTOMER' : 'USER' },
      );

      const list = await get(`/api/admin/${resource}`, { filter: { departmentId: hospital.station.id } }).expect(200);
      expect(list.body.map((row: { id: number }) => row.id)).toContain(own.membershipId);
      expect(list.body.every((row: { departmentId: number }) => row.departmentId === hospital.station.id)).toBe(true);
      expect(list.body.map((row: { id: number }) => row.id)).not.toContain(sameKindElsewhere.membershipId);
      const byOrganisation = await get(`/api/admin/${resource}`, {
        filter: { organisationId: other.organisation.id },
      }).expect(200);
      expect(byOrganisation.body.map((row: { id: number }) => row.id)).toEqual([sameKindElsewhere.membershipId]);
      expect(list.body.length).toBe(Number(list.headers['content-range'].split('/')[1]));

      const path = `/api/admin/${resource}/${own.membershipId}`;
      const detail = await api()
        .get(`${path}?organisationId=${hospital.organisation.id}&departmentId=${hospital.station.id}`)
        .set('Authorization', admin)
        .expect(200);
      expect(detail.body).toMatchObject({
        id: own.membershipId,
        personId: own.person.id,
        departmentId: hospital.station.id,
        organisationId: hospital.organisation.id,
      });
      await api()
        .get(`${path}?organisationId=${hospital.organisation.id}&departmentId=${hospital.otherStation.id}`)
        .set('Authorization', admin)
        .expect(404);
      await api()
        .get(`${path}?organisationId=${other.organisation.id}&departmentId=${hospital.station.id}`)
        .set('Authorization', admin)
        .expect(404);
      const otherKind = resource === 'department-users' ? 'department-customers' : 'department-users';
      await get(`/api/admin/${otherKind}/${own.membershipId}`).expect(404);

      await api()
        .patch(path)
        .set('Authorization', admin)
        .send({ version: detail.body.version, changes: [{ field: 'contact', value: '+49 40 123456' }] })
        .expect(200);
      const history = await get(`${path}/history`).expect(200);
      expect(history.body[0]).toMatchObject({ resource, field: 'contact', newValue: '+49 40 123456' });

      await api().delete(path).set('Authorization', admin).expect(200);
      await get(path).expect(404);
      expect(await testApp.dataSource.getRepository(Person).existsBy({ id: own.person.id })).toBe(true);
    });
  });

  it('invites organisation users, department users and department customers: membership and mail', async () => {
    const cases = [
      { kind: 'ORGANISATION_USER', targetId: hospital.organisation.id, resource: 'organisation-users' },
      { kind: 'DEPARTMENT_USER', targetId: hospital.station.id, resource: 'department-users' },
      { kind: 'DEPARTMENT_CUSTOMER', targetId: hospital.station.id, resource: 'department-customers' },
    ] as const;
    for (const invitation of cases) {
      const email = uniqueEmail(invitation.kind.toLowerCase());
      await api()
        .post('/api/admin/invitations')
        .set('Authorization', admin)
        .send({ email, kind: invitation.kind, targetId: invitation.targetId, language: 'en' })
        .expect(201);
      const mail = mails.find((candidate) => candidate.to === email);
      expect(mail?.subject).toBe('Invitation to MedStaff');
      expect(mail?.text).toContain('/en/auth/create-new-password/');
      const parent = invitation.kind === 'ORGANISATION_USER' ? 'organisationId' : 'departmentId';
      const list = await get(`/api/admin/${invitation.resource}`, {
        filter: { [parent]: invitation.targetId, q: email },
      }).expect(200);
      expect(list.body).toHaveLength(1);
      // An invited organisation user is confirmed by the invitation itself.
      if (invitation.kind === 'ORGANISATION_USER') expect(list.body[0].pending).toBe(false);
    }
  });

  it('keeps the agency members where they were (same routes, memberships of the agency)', async () => {
    const agency = await testApp.dataSource
      .getRepository(Agency)
      .save({ name: 'Mitglieder-Agentur', address: 'A 1', postcode: '10115', country: 'DE', url: 'https://m.example' });
    const person = await testApp.dataSource
      .getRepository(Person)
      .save({ email: uniqueEmail('agent'), role: 'AGENCY', status: 'ACTIVE', firstName: 'Ali', lastName: 'Agent' });
    const inserted = await testApp.dataSource.manager.insert(AgencyMembership, {
      agencyId: agency.id,
      personId: person.id,
      kind: 'USER',
    });
    const id = inserted.identifiers[0].id as number;
    await api().get(`/api/admin/agency-users/${id}?agencyId=${agency.id}`).set('Authorization', admin).expect(200);
    await api()
      .get(`/api/admin/agency-users/${id}?agencyId=${agency.id + 1}`)
      .set('Authorization', admin)
      .expect(404);
    await get(`/api/admin/agency-customers/${id}`).expect(404);
  });

  it('is for administrators only', async () => {
    const hospitalAdmin = await orgAdmin(testApp, hospital.organisation);
    for (const path of [
      '/api/admin/organisation-users',
      '/api/admin/department-users',
      '/api/admin/department-customers',
      '/api/admin/departments',
    ]) {
      await api().get(path).expect(401);
      await api().get(path).set('Authorization', hospitalAdmin.header).expect(403);
    }
  });
});
