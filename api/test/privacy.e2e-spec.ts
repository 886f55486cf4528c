import request from 'supertest';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { AuditEntry } from '../src/platform/audit/audit-entry.entity';
import { DepartmentMembership } from '../src/organisations/departments/department-membership.entity';
import { Document } from '../src/marketplace/documents/document.entity';
import { Application } from '../src/marketplace/jobs/application.entity';
import { JobRequest } from '../src/marketplace/jobs/job-request.entity';
import { PersonEducation } from '../src/people/person-education.entity';
import { Person } from '../src/people/person.entity';
import { ErasureRequest } from '../src/privacy/erasure-request.entity';
import { DocumentRetentionSweeper } from '../src/privacy/document-retention.sweeper';
import { FileStorage } from '../src/platform/storage/file-storage';
import { bearerFor } from './admin-helpers';
import { CandidateInvitation } from '../src/marketplace/candidates/candidate-invitation.entity';
import { emailKey } from '../src/marketplace/candidates/candidate-email';
import { createApplication, createCandidate, exportOf as download, json } from './privacy-helpers';
import { createHospital, doctorBody, orgAdmin, postJob, type Hospital } from './jobs-helpers';
import { TEST_DIALECTS, captureMails, createTestApp, type CapturedMail, type TestApp } from './test-app';

const PASSWORD = 'Admin-Passwort-1';

describe.each(TEST_DIALECTS)('GDPR rights on %s', (dialect) => {
  let testApp: TestApp;
  let hospital: Hospital;
  let hospitalAdmin: Awaited<ReturnType<typeof orgAdmin>>;
  let admin: Awaited<ReturnType<typeof bearerFor>>;
  let storage: FileStorage;
  let mails: CapturedMail[];

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    hospital = await createHospital(testApp, 'Klinikum Datenschutz');
    hospitalAdmin = await orgAdmin(testApp, hospital.organisation);
    admin = await bearerFor(testApp, 'ADMIN');
    storage = testApp.app.get(FileStorage);
    mails = captureMails(testApp);
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
  });

  /** A released doctor request of the hospital whose only shift ended on `end` (Berlin: 2026-11-20). */
  async function releasedJob(): Promise<number> {
    const response = await postJob(testApp, hospitalAdmin.header, doctorBody(hospital)).expect(201);
    return response.body._id as number;
  }

  const candidate = (firstName: string, lastName: string, language = 'de') =>
    createCandidate(testApp, firstName, lastName, language);
  const application = (
    jobRequestId: number,
    person: Parameters<typeof createApplication>[2],
    state: Parameters<typeof createApplication>[3],
  ) => createApplication(testApp, jobRequestId, person, state);
  const exportOf = (header: string, path?: string) => download(testApp, header, path);

  describe('access and portability', () => {
    it("gives a candidate their profile, memberships, applications, documents and shifts as a ZIP, and nothing of anyone else's", async () => {
      const nurse = await candidate('Xaver', 'Datenreich');
      const rival = await candidate('Otto', 'Konkurrent');
      await testApp.dataSource.manager.insert(PersonEducation, {
        personId: nurse.person.id,
        university: 'Universität zu Köln',
        startDate: '2010-10-01',
        endDate: '2016-09-30',
        qualificationLevel: null,
      });
      await testApp.dataSource.manager.insert(DepartmentMembership, {
        departmentId: hospital.station.id,
        personId: nurse.person.id,
        kind: 'CUSTOMER',
      });
      const jobId = await releasedJob();
      const own = await application(jobId, nurse, 'selected');
      await application(jobId, rival, 'not_chosen');
      await testApp.dataSource.manager.update(
        JobRequest,
        { id: jobId },
        { state: 'external_fill', filledAt: new Date() },
      );

      const entries = await exportOf(nurse.header);
      expect([...entries.keys()].sort()).toEqual(
        [
          'applications.json',
          'audit.json',
          'candidate-invitations.json',
          'documents.json',
          'erasure-requests.json',
          'memberships.json',
          'profile.json',
          'shifts.json',
          ...own.documents.map(
            (document) =>
              `files/${document.id}-${document.id === own.documents[0].id ? 'cv' : 'licence_to_practise'}.pdf`,
          ),
        ].sort(),
      );
      const profile = json(entries, 'profile.json');
      expect(profile).toMatchObject({
        id: nurse.person.id,
        email: nurse.email,
        firstName: 'Xaver',
        lastName: 'Datenreich',
        city: 'Köln',
        contact: '+49 221 555',
        role: 'USER',
        education: [{ university: 'Universität zu Köln', startDate: '2010-10-01', endDate: '2016-09-30' }],
      });
      expect(profile).not.toHaveProperty('passwordHash');
      expect(profile).not.toHaveProperty('tokenVersion');
      expect(json(entries, 'memberships.json')).toEqual({
        organisations: [],
        departments: [
          expect.objectContaining({
            department: 'Intensiv',
            organisation: hospital.organisation.name,
            kind: 'CUSTOMER',
          }),
        ],
        agencies: [expect.objectContaining({ agency: nurse.agency.name, kind: 'CUSTOMER' })],
      });
      const applications = json(entries, 'applications.json');
      expect(applications.asCandidate).toEqual([
        expect.objectContaining({
          id: own.application.id,
          applicantName: 'Xaver Datenreich',
          hourlyRate: 85.5,
          state: 'selected',
          agency: nurse.agency.name,
          request: expect.objectContaining({
            id: jobId,
            title: 'Vertretung Neurologie',
            state: 'external_fill',
            organisation: hospital.organisation.name,
            dates: [{ startAt: '2026-11-10T11:00:00.000Z', endAt: '2026-11-20T11:00:00.000Z' }],
          }),
        }),
      ]);
      expect(json(entries, 'documents.json')).toEqual(
        own.documents.map((document) =>
          expect.objectContaining({ id: document.id, applicationId: own.application.id, file: expect.any(String) }),
        ),
      );
      for (const document of own.documents) {
        const file = [...entries.keys()].find((name) => name.startsWith(`files/${document.id}-`));
        expect(entries.get(file as string)?.equals(document.content)).toBe(true);
      }
      expect(json(entries, 'shifts.json').selectedApplications).toEqual([expect.objectContaining({ id: jobId })]);

      // Nothing of the rival candidate, of the agency's or hospital's users, and no secrets.
      const everything = [...entries.values()].map((bytes) => bytes.toString('latin1')).join('\n');
      for (const foreign of ['Konkurrent', 'Otto', rival.email, hospitalAdmin.person.email, admin.person.email]) {
        expect(everything).not.toContain(foreign);
      }
      const stored = await testApp.dataSource.getRepository(Person).findOneOrFail({ where: { id: nurse.person.id } });
      expect(everything).not.toContain(stored.passwordHash as string);
      expect(everything).not.toMatch(/passwordHash|tokenVersion|codeHash|tokenHash|\$argon2/);
    });

    it('lets an administrator download it for someone else (audited), refuses everyone else with 403 and answers 404 for nobody', async () => {
      const nurse = await candidate('Berta', 'Beispiel', 'en');
      const jobId = await releasedJob();
      const own = await application(jobId, nurse, 'applied');
      const entries = await exportOf(admin.header, `/api/admin/persons/${nurse.person.id}/personal-data`);
      expect(json(entries, 'profile.json')).toMatchObject({ id: nurse.person.id, email: nurse.email });
      expect(json(entries, 'documents.json')).toHaveLength(own.documents.length);
      expect(json(entries, 'profile.json').email).not.toBe(admin.person.email);
      const audit = await testApp.dataSource
        .getRepository(AuditEntry)
        .findOneOrFail({ where: { resource: 'persons', recordId: nurse.person.id, action: 'export' } });
      expect(audit.actorId).toBe(admin.person.id);

      const other = await candidate('Clara', 'Neugier');
      for (const header of [other.header, hospitalAdmin.header]) {
        const refused = await request(testApp.http)
          .get(`/api/admin/persons/${nurse.person.id}/personal-data`)
          .set('Authorization', header)
          .expect(403);
        expect(refused.body.code).toBe('FORBIDDEN');
        expect(JSON.stringify(refused.body)).not.toContain('Beispiel');
      }
      await request(testApp.http).get(`/api/admin/persons/${nurse.person.id}/personal-data`).expect(401);
      await request(testApp.http).get('/api/account/export').expect(401);
      const missing = await request(testApp.http)
        .get('/api/admin/persons/999999/personal-data')
        .set('Authorization', admin.header)
        .expect(404);
      expect(missing.body.code).toBe('NOT_FOUND');
      // Another person's own export is theirs only: Clara's archive holds Clara.
      const clara = await exportOf(other.header);
      expect(json(clara, 'profile.json').id).toBe(other.person.id);
      expect(json(clara, 'documents.json')).toEqual([]);
    });
  });

  describe('erasure', () => {
    it('erases a candidate on request after an administrator confirms: anonymised, filled shift still filled, audit kept without the name, files gone, sign-in refused', async () => {
      const nurse = await candidate('Erika', 'Vergessen', 'en');
      const jobId = await releasedJob();
      const own = await application(jobId, nurse, 'selected');
      await testApp.dataSource.manager.update(
        JobRequest,
        { id: jobId },
        { state: 'external_fill', filledAt: new Date() },
      );
      await testApp.dataSource.manager.insert(AuditEntry, [
        {
          actorId: null,
          resource: 'jobs',
          recordId: jobId,
          action: 'apply',
          field: 'applicantName',
          oldValue: null,
          newValue: JSON.stringify(nurse.name),
        },
        {
          actorId: admin.person.id,
          resource: 'persons',
          recordId: nurse.person.id,
          action: 'update',
          field: 'lastName',
          oldValue: JSON.stringify('Alt'),
          newValue: JSON.stringify('Vergessen'),
        },
      ]);

      // A second agency invited her address; she has not answered (its names are hers too).
      await testApp.dataSource.manager.insert(CandidateInvitation, {
        agencyId: nurse.agency.id,
        email: nurse.email,
        emailKey: emailKey(nurse.email),
        firstName: 'Erika',
        lastName: 'Vergessen',
        status: 'PENDING',
        expiresAt: new Date(Date.now() + 86_400_000),
        invitedAt: new Date(),
      });
      const exported = await exportOf(nurse.header);
      expect(json(exported, 'candidate-invitations.json')).toEqual([
        expect.objectContaining({ email: nurse.email, firstName: 'Erika', lastName: 'Vergessen', status: 'PENDING' }),
      ]);

      const none = await request(testApp.http)
        .get('/api/account/erasure-request')
        .set('Authorization', nurse.header)
        .expect(200);
      expect(none.body).toEqual({ request: null });
      // Nothing to confirm before the person asks.
      const early = await request(testApp.http)
        .post(`/api/admin/persons/${nurse.person.id}/erasure-request/confirm`)
        .set('Authorization', admin.header)
        .expect(409);
      expect(early.body.code).toBe('ERASURE_NOT_PENDING');

      const asked = await request(testApp.http)
        .post('/api/account/erasure-request')
        .set('Authorization', nurse.header)
        .send({ message: 'Bitte alles löschen' })
        .expect(201);
      expect(asked.body).toMatchObject({ personId: nurse.person.id, state: 'pending', message: 'Bitte alles löschen' });
      expect(mails.filter((mail) => mail.to === nurse.email).at(-1)).toMatchObject({
        subject: 'Your request to delete your MedStaff account',
      });
      // Every administrator learns of it, with a link to the person's page in the console and no name.
      const toAdmin = mails.filter((mail) => mail.to === admin.person.email).at(-1);
      // (in the administrator's language: German, the default)
      expect(toAdmin?.subject).toBe(`Löschantrag zu entscheiden: Person ${nurse.person.id}`);
      expect(toAdmin?.text).toContain(`/admin/persons/users/${nurse.person.id}`);
      expect(toAdmin?.text).not.toContain('Vergessen');
      const again = await request(testApp.http)
        .post('/api/account/erasure-request')
        .set('Authorization', nurse.header)
        .send({})
        .expect(409);
      expect(again.body.code).toBe('ERASURE_PENDING');
      // Only an administrator decides.
      await request(testApp.http)
        .post(`/api/admin/persons/${nurse.person.id}/erasure-request/confirm`)
        .set('Authorization', nurse.header)
        .expect(403);
      const seen = await request(testApp.http)
        .get(`/api/admin/persons/${nurse.person.id}/erasure-request`)
        .set('Authorization', admin.header)
        .expect(200);
      expect(seen.body.request).toMatchObject({ id: asked.body.id, state: 'pending' });

      const confirmed = await request(testApp.http)
        .post(`/api/admin/persons/${nurse.person.id}/erasure-request/confirm`)
        .set('Authorization', admin.header)
        .expect(200);
      expect(confirmed.body).toMatchObject({ state: 'confirmed', message: null });
      expect(mails.at(-1)).toMatchObject({ to: nurse.email, subject: 'Your MedStaff account has been deleted' });

      // The person's row is anonymised in place.
      const erased = await testApp.dataSource.getRepository(Person).findOneOrFail({ where: { id: nurse.person.id } });
      expect(erased).toMatchObject({
        email: `erased-${nurse.person.id}@erased.invalid`,
        firstName: '',
        lastName: '',
        city: null,
        contact: null,
        passwordHash: null,
        status: 'DISABLED',
      });
      expect(await testApp.dataSource.getRepository(AgencyMembership).countBy({ personId: nurse.person.id })).toBe(0);
      expect(
        await testApp.dataSource.getRepository(CandidateInvitation).countBy({ emailKey: emailKey(nurse.email) }),
      ).toBe(0);
      // The filled shift is still filled; the application stays, without the name.
      const job = await request(testApp.http)
        .get(`/api/job/${jobId}`)
        .set('Authorization', hospitalAdmin.header)
        .expect(200);
      expect(job.body.state).toBe('external_fill');
      expect(JSON.stringify(job.body)).not.toContain('Vergessen');
      const kept = await testApp.dataSource
        .getRepository(Application)
        .findOneOrFail({ where: { id: own.application.id } });
      expect(kept).toMatchObject({ state: 'selected', applicantName: '—' });
      // The documents and their files are gone.
      expect(await testApp.dataSource.getRepository(Document).countBy({ applicationId: own.application.id })).toBe(0);
      for (const document of own.documents) expect(await storage.open(document.key)).toBeUndefined();
      // The audit log keeps what happened, not the name.
      const entries = await testApp.dataSource.getRepository(AuditEntry).find({
        where: [
          { resource: 'persons', recordId: nurse.person.id },
          { resource: 'jobs', recordId: jobId, field: 'applicantName' },
        ],
      });
      expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['update', 'apply', 'erase']));
      expect(JSON.stringify(entries)).not.toContain('Vergessen');
      expect(
        await testApp.dataSource
          .getRepository(AuditEntry)
          .countBy({ resource: 'erasure-requests', recordId: asked.body.id, action: 'erase' }),
      ).toBe(1);
      // Signing in is impossible: neither the old address and password nor the old token work.
      const login = await request(testApp.http)
        .post('/api/auth/login')
        .send({ email: nurse.email, password: PASSWORD });
      expect(login.status).toBe(401);
      // Her live token ends at once, like any disabled account's (the portal then signs her out).
      const ended = await request(testApp.http).get('/api/auth/is-logged-in').set('Authorization', nurse.header);
      expect(ended.status).toBe(403);
      expect(ended.body.code).toBe('ACCOUNT_DISABLED');
      // The decision is final: a second confirmation finds nothing pending.
      const twice = await request(testApp.http)
        .post(`/api/admin/persons/${nurse.person.id}/erasure-request/confirm`)
        .set('Authorization', admin.header)
        .expect(409);
      expect(twice.body.code).toBe('ERASURE_NOT_PENDING');
    });

    it('lets an administrator refuse with a reason (mailed in the person’s language) and the person withdraw or ask again', async () => {
      const nurse = await candidate('Greta', 'Bleibt', 'de');
      await request(testApp.http)
        .post('/api/account/erasure-request')
        .set('Authorization', nurse.header)
        .send({})
        .expect(201);
      const noReason = await request(testApp.http)
        .post(`/api/admin/persons/${nurse.person.id}/erasure-request/refuse`)
        .set('Authorization', admin.header)
        .send({})
        .expect(400);
      expect(noReason.body.code).toBe('VALIDATION_FAILED');
      const refused = await request(testApp.http)
        .post(`/api/admin/persons/${nurse.person.id}/erasure-request/refuse`)
        .set('Authorization', admin.header)
        .send({ reason: 'Offene Abrechnung bis 31.12.' })
        .expect(200);
      expect(refused.body).toMatchObject({ state: 'refused', decisionReason: 'Offene Abrechnung bis 31.12.' });
      const mail = mails.at(-1);
      expect(mail).toMatchObject({ to: nurse.email, subject: 'Ihr Antrag auf Löschung Ihres MedStaff-Kontos' });
      expect(mail?.text).toContain('Offene Abrechnung bis 31.12.');
      // Nothing was erased, and the person still signs in.
      await request(testApp.http).get('/api/auth/is-logged-in').set('Authorization', nurse.header).expect(200);
      expect(await testApp.dataSource.getRepository(Person).findOneByOrFail({ id: nurse.person.id })).toMatchObject({
        lastName: 'Bleibt',
        status: 'ACTIVE',
      });
      // Ask again, then withdraw.
      await request(testApp.http)
        .post('/api/account/erasure-request')
        .set('Authorization', nurse.header)
        .send({})
        .expect(201);
      const withdrawn = await request(testApp.http)
        .delete('/api/account/erasure-request')
        .set('Authorization', nurse.header)
        .expect(200);
      expect(withdrawn.body.state).toBe('withdrawn');
      const latest = await request(testApp.http)
        .get('/api/account/erasure-request')
        .set('Authorization', nurse.header)
        .expect(200);
      expect(latest.body.request.state).toBe('withdrawn');
      expect(await testApp.dataSource.getRepository(ErasureRequest).countBy({ personId: nurse.person.id })).toBe(2);
    });

    it('never lets an administrator confirm their own request', async () => {
      const other = await bearerFor(testApp, 'ADMIN');
      await request(testApp.http)
        .post('/api/account/erasure-request')
        .set('Authorization', other.header)
        .send({})
        .expect(201);
      const own = await request(testApp.http)
        .post(`/api/admin/persons/${other.person.id}/erasure-request/confirm`)
        .set('Authorization', other.header)
        .expect(409);
      expect(own.body.code).toBe('CONFLICT');
    });
  });

  describe('document retention', () => {
    it("deletes the not-chosen candidates' documents a set time after the last shift, keeps the selected one's, and audits it", async () => {
      const chosen = await candidate('Sina', 'Gewählt');
      const passed = await candidate('Paul', 'Abgelehnt');
      const gone = await candidate('Wilma', 'Zurückgezogen');
      const jobId = await releasedJob();
      const selected = await application(jobId, chosen, 'selected');
      const notChosen = await application(jobId, passed, 'not_chosen');
      const withdrawn = await application(jobId, gone, 'withdrawn');
      const sweeper = testApp.app.get(DocumentRetentionSweeper);
      const ownIds = [...notChosen.documents, ...withdrawn.documents].map((document) => document.id);

      // The last shift ended on 2026-11-20 (12:00 Berlin): five months later everything stays.
      expect((await sweeper.sweep(new Date('2027-04-20T12:00:00Z'))).filter((id) => ownIds.includes(id))).toEqual([]);
      const deleted = await sweeper.sweep(new Date('2027-05-21T12:00:00Z'));
      expect(deleted.filter((id) => ownIds.includes(id)).sort((a, b) => a - b)).toEqual(ownIds.sort((a, b) => a - b));
      expect(deleted).not.toEqual(expect.arrayContaining([selected.documents[0].id]));

      const documents = testApp.dataSource.getRepository(Document);
      expect(await documents.countBy({ applicationId: selected.application.id })).toBe(2);
      expect(await documents.countBy({ applicationId: notChosen.application.id })).toBe(0);
      expect(await documents.countBy({ applicationId: withdrawn.application.id })).toBe(0);
      for (const document of selected.documents) expect(await storage.open(document.key)).toBeDefined();
      for (const document of [...notChosen.documents, ...withdrawn.documents]) {
        expect(await storage.open(document.key)).toBeUndefined();
      }
      const audit = await testApp.dataSource
        .getRepository(AuditEntry)
        .find({ where: { resource: 'jobs', recordId: jobId, action: 'docRemove' } });
      expect(audit.filter((entry) => entry.field === 'removedBy')).toHaveLength(ownIds.length);
      expect(audit.every((entry) => entry.actorId === null)).toBe(true);
      // A second sweeper (another process) finds nothing left to claim.
      expect((await sweeper.sweep(new Date('2027-05-21T12:00:00Z'))).filter((id) => ownIds.includes(id))).toEqual([]);
    });

    it('claims each document once when two sweeps run side by side', async () => {
      const passed = await candidate('Rudi', 'Parallel');
      const jobId = await releasedJob();
      const notChosen = await application(jobId, passed, 'not_chosen');
      const sweeper = testApp.app.get(DocumentRetentionSweeper);
      const now = new Date('2027-06-01T12:00:00Z');
      const [first, second] = await Promise.all([sweeper.sweep(now), sweeper.sweep(now)]);
      const ids = notChosen.documents.map((document) => document.id);
      const claimed = [...first, ...second].filter((id) => ids.includes(id));
      expect(claimed.sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
      const removals = await testApp.dataSource
        .getRepository(AuditEntry)
        .countBy({ resource: 'jobs', recordId: jobId, field: 'removedBy' });
      expect(removals).toBe(ids.length);
    });
  });
});
