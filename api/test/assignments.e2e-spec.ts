import request from 'supertest';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { Assignment } from '../src/marketplace/assignments/assignment.entity';
import { AssignmentContract } from '../src/marketplace/assignments/assignment-contract.entity';
import { Application } from '../src/marketplace/jobs/application.entity';
import { JobRequest } from '../src/marketplace/jobs/job-request.entity';
import { Organisation } from '../src/organisations/organisation.entity';
import { AuditEntry } from '../src/platform/audit/audit-entry.entity';
import { FileStorage } from '../src/platform/storage/file-storage';
import { DepartmentMembership } from '../src/organisations/departments/department-membership.entity';
import { Person } from '../src/people/person.entity';
import { bearerFor } from './admin-helpers';
import {
  berlinMs,
  createHospital,
  departmentUser,
  doctorBody,
  nurseBody,
  orgAdmin,
  postJob,
  type Hospital,
} from './jobs-helpers';
import { pdfText } from './pdf-text';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

type Caller = { header: string; person: Person };

const WORKING_CONDITIONS = 'TVöD-K Entgeltgruppe P8, 38,5 Stunden je Woche, Nachtzuschlag 20 %';
const CANCELLATION_TERMS = 'Kostenfrei bis 72 Stunden vor Dienstbeginn, danach 50 % der gebuchten Stunden.';

/** A December shift (CET) of `hours` from the day and time given. */
const december = (day: string, from = '08:00', to = '16:00') => ({
  date: { startDate: berlinMs(`2026-12-${day}T${from}`), endDate: berlinMs(`2026-12-${day}T${to}`), activity: '' },
  type: 'vertretungsarzt',
});

describe.each(TEST_DIALECTS)('assignments on %s', (dialect) => {
  let testApp: TestApp;
  let counter = 0;
  const unique = (text: string) => {
    counter += 1;
    return `${text} ${Date.now().toString(36)}${counter}`;
  };

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });
  afterAll(() => testApp.close());

  const manager = () => testApp.dataSource.manager;
  const get = (caller: Caller, path: string) =>
    request(testApp.http).get(`/api${path}`).set('Authorization', caller.header).set('Accept-Language', 'en');
  const post = (caller: Caller, path: string, body: object = {}) =>
    request(testApp.http)
      .post(`/api${path}`)
      .set('Authorization', caller.header)
      .set('Accept-Language', 'en')
      .send(body);
  /** The PDF's bytes (supertest buffers binary bodies with this parser). */
  const pdf = (caller: Caller, id: number) =>
    get(caller, `/assignments/${id}/contract.pdf`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

  interface Market {
    hospital: Hospital;
    admin: Caller;
    stationUser: Caller;
    agency: Agency;
    agencyUser: Caller;
    candidate: Caller;
    jobId: number;
    application: Application;
  }

  async function agencyWithPermit(permit = true): Promise<{ agency: Agency; user: Caller }> {
    const agency = await manager().save(
      manager().create(Agency, {
        name: unique('Pflege Plus GmbH'),
        address: 'Friedrichstraße 68',
        postcode: '10117',
        city: 'Berlin',
        country: 'DE',
        permitAuthority: permit ? 'Bundesagentur für Arbeit, Regionaldirektion Berlin-Brandenburg' : null,
        permitIssuedOn: permit ? '2019-04-01' : null,
      }),
    );
    const user = await bearerFor(testApp, 'AGENCY');
    await manager().insert(AgencyMembership, { agencyId: agency.id, personId: user.person.id, kind: 'USER' });
    return { agency, user };
  }

  async function apply(jobId: number, agency: Agency, candidate: Person, name = 'Julia Kowalski') {
    await manager()
      .insert(AgencyMembership, { agencyId: agency.id, personId: candidate.id, kind: 'CUSTOMER' })
      .catch(() => undefined);
    return manager().save(
      manager().create(Application, {
        jobRequestId: jobId,
        agencyId: agency.id,
        candidateId: candidate.id,
        applicantName: name,
        hourlyRate: '61.50',
        state: 'applied',
      }),
    );
  }

  /** A hospital with its terms, a released doctor request on its station, and an agency's application. */
  async function market(
    options: { permit?: boolean; dates?: object[]; candidate?: Caller; hospital?: Hospital; admin?: Caller } = {},
  ): Promise<Market> {
    const hospital = options.hospital ?? (await createHospital(testApp, 'Klinikum Süd'));
    await manager().update(
      Organisation,
      { id: hospital.organisation.id },
      { workingConditions: WORKING_CONDITIONS, cancellationTerms: CANCELLATION_TERMS, city: 'Berlin' },
    );
    const admin = options.admin ?? (await orgAdmin(testApp, hospital.organisation));
    const stationUser = await departmentUser(testApp, hospital.station);
    const posted = await postJob(
      testApp,
      admin.header,
      doctorBody(hospital, {
        title: unique('Vertretung Intensiv'),
        orig_dept: hospital.station.id,
        dates: options.dates ?? [december('14'), december('15')],
      }),
    );
    expect(posted.status).toBe(201);
    const jobId = posted.body._id as number;
    const { agency, user: agencyUser } = await agencyWithPermit(options.permit ?? true);
    const candidate = options.candidate ?? (await bearerFor(testApp, 'USER'));
    const application = await apply(jobId, agency, candidate.person);
    return { hospital, admin, stationUser, agency, agencyUser, candidate, jobId, application };
  }

  const select = (caller: Caller, jobId: number, applicationId: number) =>
    post(caller, `/job/${jobId}/select/${applicationId}`);
  const assignmentsOf = (jobId: number) => manager().find(Assignment, { where: { jobRequestId: jobId } });

  async function selected(options: Parameters<typeof market>[0] = {}) {
    const setup = await market(options);
    const response = await select(setup.admin, setup.jobId, setup.application.id);
    expect(response.status).toBe(200);
    const [assignment] = await assignmentsOf(setup.jobId);
    return { ...setup, assignment };
  }

  function expectRefused(response: request.Response, status: number, code: string) {
    // The PDF route's refusals arrive through the binary parser.
    const body = Buffer.isBuffer(response.body) ? JSON.parse(response.body.toString('utf8')) : response.body;
    expect({ status: response.status, code: body.code }).toEqual({ status, code });
  }

  describe('creation', () => {
    it('creates the assignment with its shifts, rates and leasing contract when the hospital selects', async () => {
      const { admin, assignment, hospital, agency, candidate, application, jobId } = await selected();
      const response = await get(admin, `/assignments/${assignment.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        _id: assignment.id,
        state: 'proposed',
        source: 'agency',
        title: expect.stringContaining('Vertretung Intensiv'),
        position: null,
        field: 'Neurologie',
        jobRequestId: jobId,
        organisation: { _id: hospital.organisation.id, name: hospital.organisation.name },
        department: { _id: hospital.station.id, name: 'Intensiv' },
        agency: { _id: agency.id, name: agency.name },
        worker: { _id: candidate.person.id, name: 'Julia Kowalski' },
        shifts: [
          {
            startDate: berlinMs('2026-12-14T08:00'),
            endDate: berlinMs('2026-12-14T16:00'),
            activities: expect.any(Array),
          },
          {
            startDate: berlinMs('2026-12-15T08:00'),
            endDate: berlinMs('2026-12-15T16:00'),
            activities: expect.any(Array),
          },
        ],
        shiftsVersion: 1,
        rates: [
          { activity: 'Stundensatz', cost: '61.50' },
          { activity: 'Aktiv', cost: '95.00' },
          { activity: 'Passiv', cost: '45.50' },
        ],
        ratesShared: false,
        equalPayNotice: false,
        contract: {
          number: `AÜV-2026-${String(assignment.id).padStart(6, '0')}`,
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
          createdAt: expect.any(Number),
        },
        certificate: null,
        acceptances: [],
        firstShiftAt: berlinMs('2026-12-14T08:00'),
        lastShiftEndAt: berlinMs('2026-12-15T16:00'),
        confirmedAt: null,
        cancelledAt: null,
        cancelReason: null,
        cancelNoticeHours: null,
        acceptanceDueAt: berlinMs('2026-12-14T08:00'),
        acceptanceWarning: false,
        createdAt: expect.any(Number),
      });
      const audit = await manager().find(AuditEntry, {
        where: { resource: 'jobs', recordId: jobId, field: 'assignment' },
      });
      expect(audit.map((entry) => JSON.parse(entry.newValue as string))).toEqual([assignment.id]);
      expect(application.id).toBe(assignment.applicationId);
    });

    it('serves the contract PDF byte for byte with the worker, the AÜG designation and the hospital’s terms', async () => {
      const { agencyUser, assignment } = await selected();
      const response = await pdf(agencyUser, assignment.id);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const bytes = response.body as Buffer;
      const contract = await manager().findOneByOrFail(AssignmentContract, {
        assignmentId: assignment.id,
        kind: 'contract',
      });
      const { createHash } = await import('node:crypto');
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(contract.sha256);
      expect(response.headers['x-contract-sha256']).toBe(contract.sha256);
      const text = pdfText(bytes).join(' ');
      expect(text).toContain('Arbeitnehmerüberlassungsvertrag (§ 12 AÜG)');
      expect(text).toContain('ausdrücklich als Arbeitnehmerüberlassung');
      expect(text).toContain('Name: Julia Kowalski');
      expect(text).toContain(
        'erteilt von Bundesagentur für Arbeit, Regionaldirektion Berlin-Brandenburg am 01.04.2019',
      );
      expect(text).toContain('14.12.2026 08:00 – 16:00 Uhr');
      expect(text).toContain(WORKING_CONDITIONS);
      expect(text).toContain(CANCELLATION_TERMS);
      expect(text).toContain('Station: Intensiv');
      expect(text).toContain('English reading copy');
    });

    it('refuses to select an agency without its permit, and nothing changes', async () => {
      const { admin, jobId, application } = await market({ permit: false });
      const response = await select(admin, jobId, application.id);
      expectRefused(response, 409, 'AGENCY_PERMIT_MISSING');
      expect(response.body.message).toContain('Erlaubnis nach §1 AÜG');
      expect((await manager().findOneByOrFail(JobRequest, { id: jobId })).state).toBe('external_adv');
      expect((await manager().findOneByOrFail(Application, { id: application.id })).state).toBe('applied');
      expect(await assignmentsOf(jobId)).toEqual([]);
    });

    it('refuses a 19th month at the same hospital, naming the earlier assignment; flags equal pay after 9 months', async () => {
      const first = await selected({ dates: [december('01')] });
      // The same worker was leased to this hospital from 1 July 2025 (18 months end on 31 December 2026).
      await manager().update(
        Assignment,
        { id: first.assignment.id },
        { firstShiftAt: new Date(berlinMs('2025-07-01T08:00')) },
      );
      const later = await market({
        hospital: first.hospital,
        admin: first.admin,
        candidate: first.candidate,
        dates: [
          {
            ...december('30'),
            date: { startDate: berlinMs('2027-01-02T08:00'), endDate: berlinMs('2027-01-02T16:00'), activity: '' },
          },
        ],
      });
      const refused = await select(later.admin, later.jobId, later.application.id);
      expectRefused(refused, 409, 'LEASING_LIMIT_REACHED');
      expect(refused.body.message).toBe(
        `AÜG §1(1b): the worker would be leased to this hospital for more than 18 months in a row. The run began on 2025-07-01 with assignment ${first.assignment.id} (interruptions of up to 3 months count as continuous) and may last until 2026-12-31.`,
      );
      expect(await assignmentsOf(later.jobId)).toEqual([]);

      // Within the 18 months, but past 9: the contract carries the equal-pay notice.
      const within = await market({
        hospital: first.hospital,
        admin: first.admin,
        candidate: first.candidate,
        dates: [december('20')],
      });
      expect((await select(within.admin, within.jobId, within.application.id)).status).toBe(200);
      const [assignment] = await assignmentsOf(within.jobId);
      expect(assignment.equalPayNotice).toBe(true);
      const text = pdfText((await pdf(within.admin, assignment.id)).body as Buffer).join(' ');
      expect(text).toContain('Gleichstellung (§ 8 Abs. 4 AÜG)');
      // Another hospital starts a run of its own.
      const elsewhere = await market({
        candidate: first.candidate,
        dates: [
          {
            ...december('30'),
            date: { startDate: berlinMs('2027-01-02T08:00'), endDate: berlinMs('2027-01-02T16:00'), activity: '' },
          },
        ],
      });
      expect((await select(elsewhere.admin, elsewhere.jobId, elsewhere.application.id)).status).toBe(200);
    });

    it('creates exactly one assignment when 20 selections race', async () => {
      const setup = await market();
      const others = await Promise.all(
        Array.from({ length: 19 }, async (_, index) => {
          const candidate = await manager().save(
            manager().create(Person, {
              email: `${unique('bewerber').replace(/\W/g, '')}@test.medstaff.de`,
              role: 'USER',
              status: 'ACTIVE',
              firstName: 'Bewerber',
              lastName: String(index),
            }),
          );
          return apply(setup.jobId, setup.agency, candidate, `Bewerber ${index}`);
        }),
      );
      const applications = [setup.application, ...others];
      const responses = await Promise.all(
        applications.map((application) => select(setup.admin, setup.jobId, application.id)),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(
        new Set(responses.filter((response) => response.status !== 200).map((response) => response.body.code)),
      ).toEqual(new Set(['SHIFT_TAKEN']));
      const assignments = await assignmentsOf(setup.jobId);
      expect(assignments).toHaveLength(1);
      const winner = await manager().findOneByOrFail(Application, { jobRequestId: setup.jobId, state: 'selected' });
      expect(assignments[0].applicationId).toBe(winner.id);
      expect(await manager().countBy(AssignmentContract, { assignmentId: assignments[0].id })).toBe(1);
    });

    it('creates a confirmed assignment without a contract when a pool member accepts', async () => {
      const hospital = await createHospital(testApp);
      const admin = await orgAdmin(testApp, hospital.organisation);
      const member = await bearerFor(testApp, 'USER');
      await manager().insert(DepartmentMembership, {
        departmentId: hospital.station.id,
        personId: member.person.id,
        kind: 'CUSTOMER',
      });
      const posted = await postJob(testApp, admin.header, nurseBody(hospital, { title: unique('Frühdienst') }));
      expect((await post(member, `/job/${posted.body._id}/accept`)).status).toBe(200);
      const [assignment] = await assignmentsOf(posted.body._id);
      const own = await get(member, `/assignments/${assignment.id}`);
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({
        state: 'confirmed',
        source: 'pool',
        agency: null,
        worker: { _id: member.person.id, name: 'Ada Admin' },
        contract: null,
        rates: null,
        confirmedAt: expect.any(Number),
      });
      expectRefused(await pdf(member, assignment.id), 404, 'NOT_FOUND');
      expectRefused(
        await post(admin, `/assignments/${assignment.id}/contract/accept`, { sha256: 'a'.repeat(64) }),
        409,
        'ASSIGNMENT_STATE_CONFLICT',
      );
    });
  });

  describe('the request after the match', () => {
    it('refuses to move the dates of a request with an assignment, and keeps title edits free', async () => {
      const { admin, jobId, assignment } = await selected();
      const put = (body: object) =>
        request(testApp.http)
          .put(`/api/job/${jobId}`)
          .set('Authorization', admin.header)
          .set('Accept-Language', 'en')
          .send(body);
      const job = await manager().findOneByOrFail(JobRequest, { id: jobId });
      const moved = await put({ version: job.version, dates: [december('14', '09:00', '17:00'), december('15')] });
      expectRefused(moved, 409, 'ASSIGNMENT_DATES_LOCKED');
      expect(moved.body.message).toContain('Propose a change to the assignment instead');
      const retitled = await put({
        version: job.version,
        title: 'Vertretung Intensiv (neu)',
        dates: [december('15'), december('14')],
      });
      expect(retitled.status).toBe(200);
      expect(retitled.body.title).toBe('Vertretung Intensiv (neu)');
      const shifts = (await get(admin, `/assignments/${assignment.id}`)).body.shifts as { startDate: number }[];
      expect(shifts.map((shift) => shift.startDate)).toEqual([
        berlinMs('2026-12-14T08:00'),
        berlinMs('2026-12-15T08:00'),
      ]);
    });
  });

  describe('cancellation', () => {
    it('lets either side cancel with a reason, recording the notice that applied', async () => {
      const { agencyUser, stationUser, candidate, assignment } = await selected();
      const { user: otherAgencyUser } = await agencyWithPermit();
      const cancel = (caller: Caller, body: object) => post(caller, `/assignments/${assignment.id}/cancel`, body);
      expectRefused(await cancel(agencyUser, { reason: '  ' }), 400, 'VALIDATION_FAILED');
      expectRefused(await cancel(candidate, { reason: 'Krank' }), 403, 'FORBIDDEN');
      expectRefused(await cancel(otherAgencyUser, { reason: 'Fremd' }), 404, 'NOT_FOUND');
      const before = Date.now();
      const cancelled = await cancel(stationUser, { reason: ' Station geschlossen ' });
      expect(cancelled.status).toBe(200);
      const hoursLeft = Math.floor((berlinMs('2026-12-14T08:00') - before) / 3_600_000);
      expect(cancelled.body).toMatchObject({
        state: 'cancelled',
        cancelReason: 'Station geschlossen',
        cancelledAt: expect.any(Number),
      });
      expect([hoursLeft - 1, hoursLeft]).toContain(cancelled.body.cancelNoticeHours);
      expectRefused(await cancel(agencyUser, { reason: 'Nochmal' }), 409, 'ASSIGNMENT_STATE_CONFLICT');
      const audit = await manager().find(AuditEntry, {
        where: { resource: 'assignments', recordId: assignment.id, field: 'cancelReason' },
      });
      expect(audit.map((entry) => [entry.actorId, JSON.parse(entry.newValue as string)])).toEqual([
        [stationUser.person.id, 'Station geschlossen'],
      ]);
    });
  });

  describe('access', () => {
    it('answers each actor its own view and another tenant 404', async () => {
      const setup = await selected();
      const { assignment } = setup;
      const operator = await bearerFor(testApp, 'ADMIN');
      const otherHospitalAdmin = await orgAdmin(testApp, (await createHospital(testApp)).organisation);
      const otherStationUser = await departmentUser(testApp, setup.hospital.otherStation);
      const { user: otherAgencyUser } = await agencyWithPermit();
      const stranger = await bearerFor(testApp, 'USER');

      for (const caller of [setup.admin, setup.stationUser, setup.agencyUser, operator]) {
        const response = await get(caller, `/assignments/${assignment.id}`);
        expect(response.status).toBe(200);
        expect(response.body.rates).toHaveLength(3);
        expect(response.body.worker.name).toBe('Julia Kowalski');
      }
      for (const caller of [otherHospitalAdmin, otherStationUser, otherAgencyUser, stranger]) {
        expectRefused(await get(caller, `/assignments/${assignment.id}`), 404, 'NOT_FOUND');
        expectRefused(await pdf(caller, assignment.id), 404, 'NOT_FOUND');
      }
      // The candidate reads their assignment without the rates agreed between the companies.
      const own = await get(setup.candidate, `/assignments/${assignment.id}`);
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({
        _id: assignment.id,
        state: 'proposed',
        rates: null,
        worker: { name: 'Julia Kowalski' },
      });
      expectRefused(await pdf(setup.candidate, assignment.id), 403, 'FORBIDDEN');
      await manager().update(Assignment, { id: assignment.id }, { ratesShared: true });
      expect((await get(setup.candidate, `/assignments/${assignment.id}`)).body.rates).toHaveLength(3);
      expect((await pdf(setup.candidate, assignment.id)).status).toBe(200);
    });

    it('lists the caller’s assignments, filtered by state and dates, paged', async () => {
      const setup = await selected();
      const second = await market({ hospital: setup.hospital, admin: setup.admin, dates: [december('21')] });
      expect((await select(setup.admin, second.jobId, second.application.id)).status).toBe(200);
      const [secondAssignment] = await assignmentsOf(second.jobId);
      const ids = async (caller: Caller, query = '') => {
        const response = await get(caller, `/assignments${query}`);
        expect(response.status).toBe(200);
        return (response.body.assignments as { _id: number }[]).map((item) => item._id);
      };
      expect(await ids(setup.admin)).toEqual([setup.assignment.id, secondAssignment.id]);
      expect(await ids(setup.stationUser)).toEqual([setup.assignment.id, secondAssignment.id]);
      expect(await ids(setup.agencyUser)).toEqual([setup.assignment.id]);
      expect(await ids(second.agencyUser)).toEqual([secondAssignment.id]);
      expect(await ids(setup.candidate)).toEqual([setup.assignment.id]);
      expect(await ids(await departmentUser(testApp, setup.hospital.otherStation))).toEqual([]);
      expect(await ids(setup.admin, '?from=2026-12-16')).toEqual([secondAssignment.id]);
      expect(await ids(setup.admin, '?to=2026-12-14')).toEqual([setup.assignment.id]);
      expect(await ids(setup.admin, '?state=confirmed')).toEqual([]);
      const paged = await get(setup.admin, '/assignments?page=2&pageSize=1');
      expect(paged.body).toMatchObject({ total: 2, page: 2, pageSize: 1, assignments: [{ _id: secondAssignment.id }] });
      const candidateList = await get(setup.candidate, '/assignments');
      expect(candidateList.body.assignments[0].rates).toBeNull();
      expectRefused(await get(setup.admin, '/assignments?state=open'), 400, 'VALIDATION_FAILED');
      expectRefused(await get(setup.admin, '/assignments?from=14.12.2026'), 400, 'VALIDATION_FAILED');
    });
  });

  describe('the contract’s acceptance', () => {
    it('records each company’s acceptance of the exact PDF and confirms the assignment once both accepted', async () => {
      const setup = await selected();
      const { assignment } = setup;
      const contract = await manager().findOneByOrFail(AssignmentContract, {
        assignmentId: assignment.id,
        kind: 'contract',
      });
      const accept = (caller: Caller, sha256 = contract.sha256) =>
        post(caller, `/assignments/${assignment.id}/contract/accept`, { sha256 });

      expectRefused(await accept(setup.agencyUser, 'b'.repeat(64)), 409, 'CONTRACT_CHANGED');
      expectRefused(await accept(setup.agencyUser, 'not-a-hash'), 400, 'VALIDATION_FAILED');
      expectRefused(await accept(setup.stationUser), 403, 'FORBIDDEN');
      expectRefused(await accept(setup.candidate), 403, 'FORBIDDEN');
      const { user: otherAgencyUser } = await agencyWithPermit();
      expectRefused(await accept(otherAgencyUser), 404, 'NOT_FOUND');

      const byAgency = await accept(setup.agencyUser);
      expect(byAgency.status).toBe(200);
      expect(byAgency.body).toMatchObject({
        state: 'proposed',
        certificate: null,
        acceptances: [
          { side: 'agency', acceptedBy: `Ada Admin <${setup.agencyUser.person.email}>`, sha256: contract.sha256 },
        ],
      });
      expectRefused(await accept(setup.agencyUser), 409, 'CONTRACT_ALREADY_ACCEPTED');

      const byHospital = await accept(setup.admin);
      expect(byHospital.status).toBe(200);
      expect(byHospital.body).toMatchObject({
        state: 'confirmed',
        confirmedAt: expect.any(Number),
        contract: { sha256: contract.sha256 },
        certificate: { number: `${contract.number}-B` },
        acceptances: [{ side: 'agency' }, { side: 'hospital', acceptedBy: `Ada Admin <${setup.admin.person.email}>` }],
      });
      expectRefused(await accept(setup.admin), 409, 'ASSIGNMENT_STATE_CONFLICT');

      // The contract is unchanged; the certificate records both acceptances.
      const again = await pdf(setup.admin, assignment.id);
      const { createHash } = await import('node:crypto');
      expect(
        createHash('sha256')
          .update(again.body as Buffer)
          .digest('hex'),
      ).toBe(contract.sha256);
      const certificate = await manager().findOneByOrFail(AssignmentContract, {
        assignmentId: assignment.id,
        kind: 'certificate',
      });
      const stored = await testApp.app.get(FileStorage).open(certificate.storageKey);
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
      const text = pdfText(Buffer.concat(chunks)).join(' ');
      expect(text).toContain(`SHA-256 des Vertrags / of the contract: ${contract.sha256}`);
      expect(text).toContain(`Angenommen von / Accepted by: Ada Admin <${setup.agencyUser.person.email}>`);
      expect(text).toContain(`Angenommen von / Accepted by: Ada Admin <${setup.admin.person.email}>`);

      // The audit log holds who, the address and the hash of each acceptance.
      const audit = await manager().find(AuditEntry, {
        where: { resource: 'assignments', recordId: assignment.id, action: 'accept' },
        order: { id: 'ASC' },
      });
      expect(audit.map((entry) => [entry.actorId, JSON.parse(entry.newValue as string)])).toEqual([
        [
          setup.agencyUser.person.id,
          expect.objectContaining({ side: 'agency', sha256: contract.sha256, ipAddress: expect.any(String) }),
        ],
        [
          setup.admin.person.id,
          expect.objectContaining({ side: 'hospital', sha256: contract.sha256, ipAddress: expect.any(String) }),
        ],
      ]);
      const candidateView = await get(setup.candidate, `/assignments/${assignment.id}`);
      expect(candidateView.body).toMatchObject({
        state: 'confirmed',
        acceptances: [
          { side: 'agency', acceptedBy: null },
          { side: 'hospital', acceptedBy: null },
        ],
      });
    });
  });
});
