import { readdirSync, existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { join } from 'node:path';
import request from 'supertest';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { AuditEntry } from '../src/platform/audit/audit-entry.entity';
import { Document } from '../src/marketplace/documents/document.entity';
import { Assignment } from '../src/marketplace/assignments/assignment.entity';
import { Application } from '../src/marketplace/jobs/application.entity';
import { JobRequest } from '../src/marketplace/jobs/job-request.entity';
import { Organisation } from '../src/organisations/organisation.entity';
import { Person } from '../src/people/person.entity';
import { bearerFor } from './admin-helpers';
import { berlinMs, createHospital, doctorBody, nurseBody, orgAdmin, postJob, type Hospital } from './jobs-helpers';
import { TEST_DIALECTS, captureMails, createTestApp, uniqueEmail, type CapturedMail, type TestApp } from './test-app';

const pdf = (text = 'x') => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const MB5 = 5 * 1024 * 1024;

interface AgencyFixture {
  agency: Agency;
  header: string;
  user: Person;
  candidate: Person;
}

let counter = 0;

async function createAgencyFixture(testApp: TestApp): Promise<AgencyFixture> {
  counter += 1;
  const manager = testApp.dataSource.manager;
  const agency = await manager.save(
    manager.create(Agency, {
      name: `Agentur ${counter}`,
      address: 'Weg 1',
      postcode: '10117',
      country: 'DE',
      permitAuthority: 'Bundesagentur für Arbeit',
      permitIssuedOn: '2020-01-01',
    }),
  );
  const { header, person: user } = await bearerFor(testApp, 'AGENCY');
  await manager.insert(AgencyMembership, { agencyId: agency.id, personId: user.id, kind: 'USER' });
  const candidate = await manager.save(
    manager.create(Person, {
      email: uniqueEmail('candidate'),
      role: 'USER',
      status: 'ACTIVE',
      firstName: 'Erika',
      lastName: 'Mustermann',
      qualificationLevel: 'Facharzt',
    }),
  );
  await manager.insert(AgencyMembership, { agencyId: agency.id, personId: candidate.id, kind: 'CUSTOMER' });
  return { agency, header, user, candidate };
}

type Files = Partial<Record<'cv' | 'licence' | 'diploma', { content: Buffer; name?: string }>>;
const ALL_FILES: Files = {
  cv: { content: pdf('cv'), name: 'lebenslauf.pdf' },
  licence: { content: pdf('licence') },
  diploma: { content: pdf('diploma') },
};

function apply(
  testApp: TestApp,
  header: string,
  jobId: number,
  fields: Record<string, string | number | undefined>,
  files: Files = ALL_FILES,
  language = 'en',
) {
  let call = request(testApp.http)
    .post(`/api/job/apply/${jobId}`)
    .set('Authorization', header)
    .set('Accept-Language', language);
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) call = call.field(name, String(value));
  for (const [name, file] of Object.entries(files)) {
    if (file)
      call = call.attach(name, file.content, { filename: file.name ?? `${name}.pdf`, contentType: 'application/pdf' });
  }
  return call;
}

const fieldsOf = (fixture: AgencyFixture) => ({
  candidateId: fixture.candidate.id,
  applicantName: 'Dr. Erika Mustermann',
  hourlyRate: '85,50',
});

function storedDocuments(testApp: TestApp): string[] {
  const folder = join(testApp.config.uploadDir, 'documents');
  return existsSync(folder) ? readdirSync(folder) : [];
}

describe.each(TEST_DIALECTS)('applications on %s', (dialect) => {
  let testApp: TestApp;
  let hospital: Hospital;
  let admin: Awaited<ReturnType<typeof orgAdmin>>;
  /** Every mail queued (captureMails wraps the service once per app). */
  let mails: CapturedMail[];

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    hospital = await createHospital(testApp, 'Klinikum Apply');
    await testApp.dataSource.manager.update(Organisation, { id: hospital.organisation.id }, { city: 'Berlin' });
    admin = await orgAdmin(testApp, hospital.organisation);
    mails = captureMails(testApp);
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
  });

  /** A released (external_adv) doctor request of the hospital. */
  async function releasedJob(overrides: Record<string, unknown> = {}): Promise<number> {
    const response = await postJob(testApp, admin.header, doctorBody(hospital, overrides)).expect(201);
    expect(response.body.state).toBe('external_adv');
    return response.body._id as number;
  }

  async function internalJob(): Promise<number> {
    const response = await postJob(testApp, admin.header, nurseBody(hospital)).expect(201);
    expect(response.body.state).toBe('internal_adv');
    return response.body._id as number;
  }

  describe('finding released requests', () => {
    it('lists released requests newest first, never internal ones, with the address joined', async () => {
      const agency = await createAgencyFixture(testApp);
      const older = await releasedJob({ title: 'Älter' });
      await testApp.dataSource.manager.update(
        JobRequest,
        { id: older },
        { releasedAt: new Date(Date.now() - 3_600_000) },
      );
      const newer = await releasedJob({ title: 'Neuer' });
      const internal = await internalJob();
      const list = await request(testApp.http).get('/api/job').set('Authorization', agency.header).expect(200);
      const ids = (list.body.jobs as { _id: number }[]).map((job) => job._id);
      expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
      expect(ids).not.toContain(internal);
      expect(list.body.page).toBe(1);
      const job = (list.body.jobs as { _id: number; organisation: { address: string }; releasedAt: number }[]).find(
        (item) => item._id === newer,
      );
      expect(job?.organisation.address).toBe('Hauptstraße 1, 10115, Berlin, DE');
      expect(typeof job?.releasedAt).toBe('number');
      await request(testApp.http).get(`/api/job/${internal}`).set('Authorization', agency.header).expect(404);
    });

    it('filters by field, kind, place and dates and pages', async () => {
      const agency = await createAgencyFixture(testApp);
      const neuro = await releasedJob({ field: 'NeurologieFilter' });
      const find = (body: object) =>
        request(testApp.http).post('/api/job/find').set('Authorization', agency.header).send(body).expect(200);
      expect((await find({ field: 'NeurologieFilter' })).body.jobs.map((job: { _id: number }) => job._id)).toEqual([
        neuro,
      ]);
      expect((await find({ field: 'NeurologieFilter', kind: 'NURSE' })).body.jobs).toEqual([]);
      expect((await find({ field: 'NeurologieFilter', place: '101' })).body.total).toBe(1);
      expect((await find({ field: 'NeurologieFilter', place: 'berl' })).body.total).toBe(1);
      expect((await find({ field: 'NeurologieFilter', place: 'Hamburg' })).body.total).toBe(0);
      expect((await find({ field: 'NeurologieFilter', from: Date.UTC(2026, 10, 15) })).body.total).toBe(1);
      expect((await find({ field: 'NeurologieFilter', from: Date.UTC(2026, 11, 1) })).body.total).toBe(0);
      expect((await find({ field: 'NeurologieFilter', to: Date.UTC(2026, 10, 1) })).body.total).toBe(0);
      await releasedJob({ field: 'PagingFilter' });
      await releasedJob({ field: 'PagingFilter' });
      await releasedJob({ field: 'PagingFilter' });
      const first = await find({ field: 'PagingFilter', pageSize: 2 });
      const second = await find({ field: 'PagingFilter', pageSize: 2, page: 2 });
      expect(first.body.total).toBe(3);
      expect(first.body.jobs).toHaveLength(2);
      expect(second.body.jobs).toHaveLength(1);
      await request(testApp.http)
        .post('/api/job/find')
        .set('Authorization', agency.header)
        .send({ pageSize: 101 })
        .expect(400);
      await request(testApp.http)
        .post('/api/job/find')
        .set('Authorization', agency.header)
        .send({ page: 0 })
        .expect(400);
    });

    it('lists the agency’s candidates only', async () => {
      const agency = await createAgencyFixture(testApp);
      const other = await createAgencyFixture(testApp);
      const response = await request(testApp.http)
        .get('/api/agency/candidates')
        .set('Authorization', agency.header)
        .expect(200);
      expect(response.body.candidates).toEqual([
        {
          _id: agency.candidate.id,
          firstName: 'Erika',
          lastName: 'Mustermann',
          email: agency.candidate.email,
          qualificationLevel: 'Facharzt',
          documents: [],
          workingTimeClash: null,
          alreadyApplied: false,
        },
      ]);
      expect(response.body.candidates.map((item: { _id: number }) => item._id)).not.toContain(other.candidate.id);
    });
  });

  describe('applying', () => {
    it('applies with three PDFs, audits, mails the organisation in its language and lists the application', async () => {
      const agency = await createAgencyFixture(testApp);
      await testApp.dataSource.manager.update(Person, { id: admin.person.id }, { language: 'en' });
      const jobId = await releasedJob();
      mails.length = 0;
      const response = await apply(testApp, agency.header, jobId, fieldsOf(agency)).expect(201);
      expect(response.body).toMatchObject({
        state: 'applied',
        applicantName: 'Dr. Erika Mustermann',
        hourlyRate: 85.5,
        candidate: { _id: agency.candidate.id },
        job: { _id: jobId, state: 'external_adv' },
      });
      expect(response.body.documents.map((document: { kind: string }) => document.kind).sort()).toEqual([
        'CV',
        'LICENCE_TO_PRACTISE',
        'SPECIALIST_DIPLOMA',
      ]);
      expect(response.body.job.applicants.map((item: { _id: number }) => item._id)).toEqual([response.body._id]);
      const audit = await testApp.dataSource.manager.find(AuditEntry, {
        where: { resource: 'jobs', recordId: jobId, action: 'apply' as never },
      });
      expect(audit.length).toBeGreaterThan(0);
      const mail = mails.find((item) => item.to === admin.person.email);
      expect(mail?.subject).toContain('New application');
      const applied = await request(testApp.http)
        .get('/api/job/applied-jobs')
        .set('Authorization', agency.header)
        .expect(200);
      expect(applied.body.applications[0]._id).toBe(response.body._id);
      expect(applied.body.applications[0].documents[0].url).toMatch(/^\/api\/documents\/\d+$/);
      const hospitalView = await request(testApp.http)
        .get(`/api/job/${jobId}/applications`)
        .set('Authorization', admin.header)
        .expect(200);
      expect(hospitalView.body.applications[0]).toMatchObject({
        _id: response.body._id,
        agency: { _id: agency.agency.id },
        candidate: { firstName: 'Erika', qualificationLevel: 'Facharzt' },
        workingTimeClash: null,
      });
      await request(testApp.http).get(`/api/job/${jobId}/applications`).set('Authorization', agency.header).expect(403);
    });

    it('mails in German to a German recipient', async () => {
      const agency = await createAgencyFixture(testApp);
      await testApp.dataSource.manager.update(Person, { id: admin.person.id }, { language: 'de' });
      const jobId = await releasedJob();
      mails.length = 0;
      await apply(testApp, agency.header, jobId, fieldsOf(agency)).expect(201);
      expect(mails.find((item) => item.to === admin.person.email)?.subject).toContain('Neue Bewerbung');
    });

    it.each([
      ['en', 'applicantName', 'Name required'],
      ['de', 'applicantName', 'Name erforderlich'],
      ['en', 'hourlyRate', 'Required'],
      ['de', 'hourlyRate', 'Erforderlich'],
    ])('refuses a missing field (%s, %s)', async (language, field, message) => {
      const agency = await createAgencyFixture(testApp);
      const jobId = await releasedJob();
      const response = await apply(
        testApp,
        agency.header,
        jobId,
        { ...fieldsOf(agency), [field]: undefined },
        ALL_FILES,
        language,
      ).expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.message).toContain(message);
    });

    it('reads the rate as the forms do (domain parseEuros): German grouping, refusing the ambiguous', async () => {
      const agency = await createAgencyFixture(testApp);
      const grouped = await apply(testApp, agency.header, await releasedJob(), {
        ...fieldsOf(agency),
        hourlyRate: '1.234,50 €',
      }).expect(201);
      expect(grouped.body.hourlyRate).toBe(1234.5);
      const ambiguous = await apply(testApp, agency.header, await releasedJob(), {
        ...fieldsOf(agency),
        hourlyRate: '1,234',
      }).expect(400);
      expect(ambiguous.body.code).toBe('VALIDATION_FAILED');
    });

    it('refuses a rate of zero', async () => {
      const agency = await createAgencyFixture(testApp);
      const jobId = await releasedJob();
      const response = await apply(testApp, agency.header, jobId, { ...fieldsOf(agency), hourlyRate: '0' }).expect(400);
      expect(response.body.message).toContain('Required');
    });

    it.each([
      ['en', 'cv', 'Please upload all the required files'],
      ['de', 'licence', 'Bitte alle Dateien hochladen'],
      ['en', 'diploma', 'Please upload all the required files'],
    ])('refuses a missing file (%s, %s)', async (language, missing, message) => {
      const agency = await createAgencyFixture(testApp);
      const jobId = await releasedJob();
      const response = await apply(
        testApp,
        agency.header,
        jobId,
        fieldsOf(agency),
        { ...ALL_FILES, [missing]: undefined },
        language,
      ).expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.message).toContain(message);
    });

    it('refuses a PNG named .pdf (415) and a file of 5 MB + 1 byte (413), storing nothing', async () => {
      const agency = await createAgencyFixture(testApp);
      const jobId = await releasedJob();
      const before = storedDocuments(testApp).length;
      const png = await apply(testApp, agency.header, jobId, fieldsOf(agency), {
        ...ALL_FILES,
        cv: { content: PNG, name: 'cv.pdf' },
      }).expect(415);
      expect(png.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      const big = Buffer.concat([pdf(), Buffer.alloc(MB5 + 1 - pdf().length, 0x20)]);
      const large = await apply(testApp, agency.header, jobId, fieldsOf(agency), {
        ...ALL_FILES,
        licence: { content: big },
      }).expect(413);
      expect(large.body.code).toBe('PAYLOAD_TOO_LARGE');
      const exact = Buffer.concat([pdf(), Buffer.alloc(MB5 - pdf().length, 0x20)]);
      await apply(testApp, agency.header, jobId, fieldsOf(agency), {
        ...ALL_FILES,
        licence: { content: exact },
      }).expect(201);
      expect(storedDocuments(testApp).length).toBe(before + 3);
    });

    it('takes an upload the client abandons half-way quietly: nothing stored, no error logged', async () => {
      const agency = await createAgencyFixture(testApp);
      const jobId = await releasedJob();
      const before = storedDocuments(testApp).length;
      const server = testApp.http as unknown as Server;
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const errors = jest.spyOn(Logger.prototype, 'error');
      try {
        const boundary = 'abandoned-upload';
        const head = [
          `--${boundary}`,
          'Content-Disposition: form-data; name="candidateId"',
          '',
          String(agency.candidate.id),
          `--${boundary}`,
          'Content-Disposition: form-data; name="cv"; filename="cv.pdf"',
          'Content-Type: application/pdf',
          '',
          '%PDF-1.4',
        ].join('\r\n');
        const socket = connect(port, '127.0.0.1');
        await new Promise<void>((resolve) => socket.once('connect', resolve));
        socket.write(
          [
            `POST /api/job/apply/${jobId} HTTP/1.1`,
            'Host: 127.0.0.1',
            `Authorization: ${agency.header}`,
            `Content-Type: multipart/form-data; boundary=${boundary}`,
            'Content-Length: 4000000',
            '',
            head + ' '.repeat(64 * 1024),
          ].join('\r\n'),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        socket.destroy();
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(errors).not.toHaveBeenCalled();
        expect(storedDocuments(testApp).length).toBe(before);
        expect(await testApp.dataSource.manager.countBy(Application, { jobRequestId: jobId })).toBe(0);
      } finally {
        errors.mockRestore();
      }
    });

    it('refuses a request that is not released (409) and an internal one (404)', async () => {
      const agency = await createAgencyFixture(testApp);
      const jobId = await releasedJob();
      await apply(testApp, agency.header, jobId, fieldsOf(agency)).expect(201);
      await testApp.dataSource.manager.update(JobRequest, { id: jobId }, { state: 'external_fill' });
      const second = await createAgencyFixture(testApp);
      await testApp.dataSource.manager.insert(AgencyMembership, {
        agencyId: agency.agency.id,
        personId: second.candidate.id,
        kind: 'CUSTOMER',
      });
      const filled = await apply(testApp, agency.header, jobId, {
        ...fieldsOf(agency),
        candidateId: second.candidate.id,
      }).expect(409);
      expect(filled.body.code).toBe('JOB_STATE_CONFLICT');
      await apply(testApp, agency.header, await internalJob(), fieldsOf(agency)).expect(404);
    });

    it('refuses the same candidate twice (409 ALREADY_APPLIED) and a candidate of another agency (400)', async () => {
      const agency = await createAgencyFixture(testApp);
      const other = await createAgencyFixture(testApp);
      const jobId = await releasedJob();
      await apply(testApp, agency.header, jobId, fieldsOf(agency)).expect(201);
      const before = storedDocuments(testApp).length;
      const twice = await apply(testApp, agency.header, jobId, fieldsOf(agency)).expect(409);
      expect(twice.body.code).toBe('ALREADY_APPLIED');
      expect(storedDocuments(testApp).length).toBe(before);
      const foreign = await apply(testApp, agency.header, jobId, {
        ...fieldsOf(agency),
        candidateId: other.candidate.id,
      }).expect(409);
      expect(foreign.body.code).toBe('CANDIDATE_NOT_ACCEPTED');
    });

    it('lets exactly one of concurrent applies with one candidate through, leaving no stray files', async () => {
      const agency = await createAgencyFixture(testApp);
      const jobId = await releasedJob();
      const before = storedDocuments(testApp).length;
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => apply(testApp, agency.header, jobId, fieldsOf(agency))),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
      expect(await testApp.dataSource.manager.count(Application, { where: { jobRequestId: jobId } })).toBe(1);
      expect(storedDocuments(testApp).length).toBe(before + 3);
    });
  });

  describe('withdrawing and documents', () => {
    async function appliedFixture() {
      const agency = await createAgencyFixture(testApp);
      const jobId = await releasedJob();
      const response = await apply(testApp, agency.header, jobId, fieldsOf(agency)).expect(201);
      return {
        agency,
        jobId,
        application: response.body as { _id: number; documents: { _id: number; kind: string }[] },
      };
    }

    it('withdraws an open application, mails the organisation, and reopens it on a new apply', async () => {
      const { agency, jobId, application } = await appliedFixture();
      mails.length = 0;
      const other = await createAgencyFixture(testApp);
      await request(testApp.http)
        .delete(`/api/job/apply/remove/${application._id}`)
        .set('Authorization', other.header)
        .expect(404);
      await request(testApp.http)
        .delete(`/api/job/apply/remove/${application._id}`)
        .set('Authorization', agency.header)
        .expect(204);
      const row = await testApp.dataSource.manager.findOneByOrFail(Application, { id: application._id });
      expect(row.state).toBe('withdrawn');
      expect(row.withdrawnAt).not.toBeNull();
      expect(mails.some((mail) => mail.to === admin.person.email)).toBe(true);
      const again = await request(testApp.http)
        .delete(`/api/job/apply/remove/${application._id}`)
        .set('Authorization', agency.header)
        .expect(409);
      expect(again.body.code).toBe('APPLICATION_NOT_OPEN');
      const reopened = await apply(testApp, agency.header, jobId, fieldsOf(agency)).expect(201);
      expect(reopened.body._id).toBe(application._id);
      expect(reopened.body.state).toBe('applied');
      expect(await testApp.dataSource.manager.count(Document, { where: { applicationId: application._id } })).toBe(3);
    });

    it('refuses to withdraw a selected application', async () => {
      const { agency, application } = await appliedFixture();
      await testApp.dataSource.manager.update(Application, { id: application._id }, { state: 'selected' });
      const response = await request(testApp.http)
        .delete(`/api/job/apply/remove/${application._id}`)
        .set('Authorization', agency.header)
        .expect(409);
      expect(response.body.code).toBe('APPLICATION_NOT_OPEN');
    });

    it('serves a document only to the agency, the hospital and administrators', async () => {
      const { agency, jobId, application } = await appliedFixture();
      const cv = application.documents.find((document) => document.kind === 'CV') as { _id: number };
      const url = `/api/documents/${cv._id}`;
      const own = await request(testApp.http).get(url).set('Authorization', agency.header).buffer(true).expect(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      // The server's name, never the uploaded one (test/document-names.e2e-spec.ts).
      expect(own.headers['content-disposition']).toBe(
        `attachment; filename="Lebenslauf-Mustermann-Anfrage-${jobId}.pdf"; filename*=UTF-8''Lebenslauf-Mustermann-Anfrage-${jobId}.pdf`,
      );
      expect(own.headers['x-content-type-options']).toBe('nosniff');
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(
        Buffer.from(own.body as Buffer)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await request(testApp.http).get(url).set('Authorization', admin.header).expect(200);
      await request(testApp.http)
        .get(url)
        .set('Authorization', (await bearerFor(testApp, 'ADMIN')).header)
        .expect(200);
      const otherAgency = await createAgencyFixture(testApp);
      await request(testApp.http).get(url).set('Authorization', otherAgency.header).expect(404);
      const otherHospital = await createHospital(testApp, 'Fremdklinik');
      const otherAdmin = await orgAdmin(testApp, otherHospital.organisation);
      await request(testApp.http).get(url).set('Authorization', otherAdmin.header).expect(404);
      await request(testApp.http)
        .get(url)
        .set('Authorization', (await bearerFor(testApp, 'USER')).header)
        .expect(403);
      await request(testApp.http).get(url).expect(401);
      await request(testApp.http).get('/api/documents/999999').set('Authorization', agency.header).expect(404);
    });

    it('replaces a document while open, removing the old file; refuses once selected', async () => {
      const { agency, application } = await appliedFixture();
      const old = await testApp.dataSource.manager.findOneByOrFail(Document, {
        applicationId: application._id,
        kind: 'CV',
      });
      const replaced = await request(testApp.http)
        .post(`/api/documents/${application._id}`)
        .set('Authorization', agency.header)
        .field('kind', 'CV')
        .attach('file', pdf('new cv'), { filename: 'neu.pdf', contentType: 'application/pdf' })
        .expect(201);
      expect(replaced.body).toMatchObject({ kind: 'CV', fileName: 'neu.pdf' });
      expect(storedDocuments(testApp)).not.toContain(old.storageKey.split('/')[1]);
      expect(await testApp.dataSource.manager.count(Document, { where: { applicationId: application._id } })).toBe(3);
      await request(testApp.http)
        .post(`/api/documents/${application._id}`)
        .set('Authorization', agency.header)
        .field('kind', 'CV')
        .attach('file', PNG, { filename: 'neu.pdf', contentType: 'application/pdf' })
        .expect(415);
      await request(testApp.http)
        .post(`/api/documents/${application._id}`)
        .set('Authorization', agency.header)
        .field('kind', 'PHOTO')
        .attach('file', pdf(), { filename: 'neu.pdf', contentType: 'application/pdf' })
        .expect(400);
      await request(testApp.http)
        .delete(`/api/documents/${replaced.body._id}`)
        .set('Authorization', agency.header)
        .expect(409);
      await testApp.dataSource.manager.update(Application, { id: application._id }, { state: 'selected' });
      const closed = await request(testApp.http)
        .post(`/api/documents/${application._id}`)
        .set('Authorization', agency.header)
        .field('kind', 'CV')
        .attach('file', pdf(), { filename: 'neu.pdf', contentType: 'application/pdf' })
        .expect(409);
      expect(closed.body.code).toBe('APPLICATION_NOT_OPEN');
    });

    it('lets the agency remove documents of a withdrawn application', async () => {
      const { agency, application } = await appliedFixture();
      await request(testApp.http)
        .delete(`/api/job/apply/remove/${application._id}`)
        .set('Authorization', agency.header)
        .expect(204);
      const document = application.documents[0];
      await request(testApp.http)
        .delete(`/api/documents/${document._id}`)
        .set('Authorization', admin.header)
        .expect(403);
      await request(testApp.http)
        .delete(`/api/documents/${document._id}`)
        .set('Authorization', agency.header)
        .expect(204);
      expect(await testApp.dataSource.manager.count(Document, { where: { id: document._id } })).toBe(0);
    });
  });

  describe('candidates, documents on file and inviting', () => {
    /** A doctor request with one date, released at once. */
    const oneDay = (start: string, end: string, title = 'Dienst') =>
      releasedJob({
        title,
        dates: [
          { date: { startDate: berlinMs(start), endDate: berlinMs(end), activity: '' }, type: 'vertretungsarzt' },
        ],
      });

    it('lists documents on file, reuses them on the next apply as copies, and says who applied', async () => {
      const agency = await createAgencyFixture(testApp);
      const first = await releasedJob();
      const applied = await apply(testApp, agency.header, first, fieldsOf(agency)).expect(201);
      const second = await releasedJob();
      const listed = await request(testApp.http)
        .get(`/api/agency/candidates?jobId=${first}`)
        .set('Authorization', agency.header)
        .expect(200);
      const [candidate] = listed.body.candidates;
      expect(candidate.alreadyApplied).toBe(true);
      expect(candidate.documents.map((document: { kind: string }) => document.kind).sort()).toEqual([
        'CV',
        'LICENCE_TO_PRACTISE',
        'SPECIALIST_DIPLOMA',
      ]);
      expect(candidate.documents.find((document: { kind: string }) => document.kind === 'CV').fileName).toBe(
        'lebenslauf.pdf',
      );
      const forSecond = await request(testApp.http)
        .get(`/api/agency/candidates?jobId=${second}`)
        .set('Authorization', agency.header)
        .expect(200);
      expect(forSecond.body.candidates[0].alreadyApplied).toBe(false);

      // Only a new CV: the licence and the diploma on file are copied, each application owns its files.
      const reused = await apply(testApp, agency.header, second, fieldsOf(agency), {
        cv: { content: pdf('new cv'), name: 'cv-2026.pdf' },
      }).expect(201);
      const documents = reused.body.documents as { _id: number; kind: string; fileName: string }[];
      expect(documents.map((document) => document.kind).sort()).toEqual([
        'CV',
        'LICENCE_TO_PRACTISE',
        'SPECIALIST_DIPLOMA',
      ]);
      expect(documents.find((document) => document.kind === 'CV')?.fileName).toBe('cv-2026.pdf');
      const stored = await testApp.dataSource.manager.find(Document, {
        where: [{ applicationId: applied.body._id }, { applicationId: reused.body._id }],
      });
      expect(new Set(stored.map((document) => document.storageKey)).size).toBe(6);
      const licence = documents.find((document) => document.kind === 'LICENCE_TO_PRACTISE');
      const download = await request(testApp.http)
        .get(`/api/documents/${licence?._id}`)
        .set('Authorization', agency.header)
        .buffer(true)
        .parse((response, callback) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => callback(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect((download.body as Buffer).toString()).toContain('licence');

      // The newest of each kind is on file now.
      const after = await request(testApp.http).get('/api/agency/candidates').set('Authorization', agency.header);
      expect(
        after.body.candidates[0].documents.find((document: { kind: string }) => document.kind === 'CV').fileName,
      ).toBe('cv-2026.pdf');
    });

    it('still needs every kind that is neither uploaded nor on file', async () => {
      const agency = await createAgencyFixture(testApp);
      const jobId = await releasedJob();
      const response = await apply(testApp, agency.header, jobId, fieldsOf(agency), { cv: ALL_FILES.cv }).expect(400);
      expect(response.body.message).toContain('Please upload all the required files');
      expect(await testApp.dataSource.manager.count(Application, { where: { jobRequestId: jobId } })).toBe(0);
    });

    it('shows the working-time clash of a candidate and of an application before selecting', async () => {
      const agency = await createAgencyFixture(testApp);
      const held = await oneDay('2027-03-01T07:00', '2027-03-01T15:00', 'Frühdienst Neurologie');
      const heldApplication = await apply(testApp, agency.header, held, fieldsOf(agency)).expect(201);
      await request(testApp.http)
        .post(`/api/job/${held}/select/${heldApplication.body._id}`)
        .set('Authorization', admin.header)
        .expect(200);
      // Starts four hours after the held shift ends: less than 11 hours of rest.
      const clashing = await oneDay('2027-03-01T19:00', '2027-03-02T07:00', 'Nachtdienst');
      const calm = await oneDay('2027-03-05T07:00', '2027-03-05T15:00', 'Später');
      const clashList = await request(testApp.http)
        .get(`/api/agency/candidates?jobId=${clashing}`)
        .set('Authorization', agency.header)
        .expect(200);
      // A second candidate of the agency, with no shifts, is free (the check runs for all at once).
      const colleague = await testApp.dataSource.manager.save(
        testApp.dataSource.manager.create(Person, {
          email: uniqueEmail('colleague'),
          role: 'USER',
          status: 'ACTIVE',
          firstName: 'Zora',
          lastName: 'Zeller',
        }),
      );
      await testApp.dataSource.manager.insert(AgencyMembership, {
        agencyId: agency.agency.id,
        personId: colleague.id,
        kind: 'CUSTOMER',
      });
      const listed = await request(testApp.http)
        .get(`/api/agency/candidates?jobId=${clashing}`)
        .set('Authorization', agency.header)
        .expect(200);
      const clashOf = new Map(
        (listed.body.candidates as { _id: number; workingTimeClash: unknown }[]).map((item) => [
          item._id,
          item.workingTimeClash,
        ]),
      );
      expect(clashOf.get(colleague.id)).toBeNull();
      expect(clashOf.get(agency.candidate.id)).toMatchObject({ rule: 'REST', restHours: 4 });
      expect(clashList.body.candidates[0].workingTimeClash).toEqual({
        rule: 'REST',
        shift: {
          title: 'Frühdienst Neurologie',
          start: berlinMs('2027-03-01T07:00'),
          end: berlinMs('2027-03-01T15:00'),
          // The held shift is the candidate's assignment (issue 29).
          assignmentId: (await testApp.dataSource.manager.findOneByOrFail(Assignment, { jobRequestId: held })).id,
        },
        restHours: 4,
      });
      const calmList = await request(testApp.http)
        .get(`/api/agency/candidates?jobId=${calm}`)
        .set('Authorization', agency.header)
        .expect(200);
      expect(calmList.body.candidates[0].workingTimeClash).toBeNull();

      // Applied anyway (the hospital decides), the hospital sees the clash before the click.
      const other = await createAgencyFixture(testApp);
      await apply(testApp, other.header, clashing, fieldsOf(other)).expect(201);
      const clashApplication = await apply(testApp, agency.header, clashing, fieldsOf(agency)).expect(201);
      const seen = await request(testApp.http)
        .get(`/api/job/${clashing}/applications`)
        .set('Authorization', admin.header)
        .expect(200);
      const byId = new Map(
        (seen.body.applications as { _id: number; workingTimeClash: unknown }[]).map((item) => [item._id, item]),
      );
      expect(byId.get(clashApplication.body._id)?.workingTimeClash).toMatchObject({ rule: 'REST', restHours: 4 });
      expect([...byId.values()].filter((item) => item.workingTimeClash === null)).toHaveLength(1);
      await request(testApp.http)
        .post(`/api/job/${clashing}/select/${clashApplication.body._id}`)
        .set('Authorization', admin.header)
        .expect(409)
        .expect((response) => expect(response.body.code).toBe('WORKING_TIME_CLASH'));
    });

    it('answers 404 for a request the agency cannot see, 400 for a bad jobId', async () => {
      const agency = await createAgencyFixture(testApp);
      const internal = await internalJob();
      await request(testApp.http)
        .get(`/api/agency/candidates?jobId=${internal}`)
        .set('Authorization', agency.header)
        .expect(404);
      await request(testApp.http)
        .get('/api/agency/candidates?jobId=abc')
        .set('Authorization', agency.header)
        .expect(400);
    });

    it.each([
      [{ email: 'not-an-email', firstName: 'A', lastName: 'B' }],
      [{ email: 'a@b.de', firstName: '', lastName: 'B' }],
      [{ email: 'a@b.de', firstName: 'A' }],
    ])('refuses an invalid invitation %j', async (body) => {
      const agency = await createAgencyFixture(testApp);
      const response = await request(testApp.http)
        .post('/api/agency/candidates')
        .set('Authorization', agency.header)
        .send(body)
        .expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    });

    it('lets only agencies invite candidates', async () => {
      await request(testApp.http)
        .post('/api/agency/candidates')
        .set('Authorization', admin.header)
        .send({ email: uniqueEmail('x'), firstName: 'A', lastName: 'B' })
        .expect(403);
    });
  });
});
