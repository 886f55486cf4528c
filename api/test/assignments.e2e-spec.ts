import request from 'supertest';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { Assignment } from '../src/marketplace/assignments/assignment.entity';
import { AssignmentShift } from '../src/marketplace/assignments/assignment-shift.entity';
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
import { AssignmentChange } from '../src/marketplace/assignments/assignment-change.entity';
import { JobDate } from '../src/marketplace/jobs/job-date.entity';
import { TEST_DIALECTS, captureMails, createTestApp, type CapturedMail, type TestApp } from './test-app';

type Caller = { header: string; person: Person };

const WORKING_CONDITIONS = 'TVöD-K Entgeltgruppe P8, 38,5 Stunden je Woche, Nachtzuschlag 20 %';
const CANCELLATION_TERMS = 'Kostenfrei bis 72 Stunden vor Dienstbeginn, danach 50 % der gebuchten Stunden.';

/** A December shift (CET) of `hours` from the day and time given. */
const december = (day: string, from = '08:00', to = '16:00') => ({
  date: { startDate: berlinMs(`2026-12-${day}T${from}`), endDate: berlinMs(`2026-12-${day}T${to}`), activity: '' },
  type: 'vertretungsarzt',
});

const HOUR = 3_600_000;
/** A shift `hoursAhead` hours from the next full hour, `length` hours long (for cancellations near now). */
const soon = (hoursAhead: number, length = 8) => {
  const start = Math.ceil(Date.now() / HOUR) * HOUR + hoursAhead * HOUR;
  return { date: { startDate: start, endDate: start + length * HOUR, activity: '' }, type: 'vertretungsarzt' };
};

describe.each(TEST_DIALECTS)('assignments on %s', (dialect) => {
  let testApp: TestApp;
  let mails: CapturedMail[];
  let counter = 0;
  const unique = (text: string) => {
    counter += 1;
    return `${text} ${Date.now().toString(36)}${counter}`;
  };

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    mails = captureMails(testApp);
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
        cancelledBy: null,
        cancellationCharge: null,
        changes: [],
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

  const shift = (day: string, from: string, to: string) => ({
    startDate: berlinMs(`2026-12-${day}T${from}`),
    endDate: berlinMs(`2026-12-${day}T${to}`),
  });
  const propose = (caller: Caller, id: number, body: object) => post(caller, `/assignments/${id}/changes`, body);
  const mailsTo = (email: string) => mails.filter((mail) => mail.to === email);

  describe('changes after the match', () => {
    it('lets the hospital propose new shifts, one pending change at a time, with the rules of a request’s dates', async () => {
      const setup = await selected();
      const { assignment } = setup;
      expectRefused(await propose(setup.admin, assignment.id, { shifts: [] }), 400, 'VALIDATION_FAILED');
      const backwards = await propose(setup.admin, assignment.id, { shifts: [shift('14', '16:00', '08:00')] });
      expectRefused(backwards, 400, 'VALIDATION_FAILED');
      expect(backwards.body.message).toEqual(['Each shift must end after it starts.']);
      const past = await propose(setup.admin, assignment.id, {
        shifts: [{ startDate: Date.now() - 2 * HOUR, endDate: Date.now() + HOUR }],
      });
      expect([past.status, past.body.message]).toEqual([400, ['The shifts must not start in the past.']]);
      expectRefused(
        await propose(setup.admin, assignment.id, {
          shifts: [shift('14', '08:00', '16:00'), shift('14', '15:00', '20:00')],
        }),
        400,
        'VALIDATION_FAILED',
      );
      expectRefused(
        await propose(setup.admin, assignment.id, { shifts: [shift('14', '09:00', '17:00')], note: 'x'.repeat(501) }),
        400,
        'VALIDATION_FAILED',
      );
      // Only the hospital proposes; another hospital does not see the assignment.
      expectRefused(
        await propose(setup.agencyUser, assignment.id, { shifts: [shift('14', '09:00', '17:00')] }),
        403,
        'FORBIDDEN',
      );
      expectRefused(
        await propose(setup.candidate, assignment.id, { shifts: [shift('14', '09:00', '17:00')] }),
        403,
        'FORBIDDEN',
      );
      const otherAdmin = await orgAdmin(testApp, (await createHospital(testApp)).organisation);
      expectRefused(
        await propose(otherAdmin, assignment.id, { shifts: [shift('14', '09:00', '17:00')] }),
        404,
        'NOT_FOUND',
      );

      const proposed = await propose(setup.stationUser, assignment.id, {
        shifts: [shift('15', '10:00', '18:00'), { ...shift('14', '09:00', '17:00'), activity: 'Aktiv, Passiv' }],
        note: ' Übergabe eine Stunde später ',
      });
      expect(proposed.status).toBe(201);
      expect(proposed.body).toMatchObject({
        shiftsVersion: 1,
        shifts: [{ startDate: berlinMs('2026-12-14T08:00') }, {}],
      });
      expect(proposed.body.changes).toEqual([
        {
          _id: expect.any(Number),
          state: 'pending',
          shifts: [
            { ...shift('14', '09:00', '17:00'), activities: ['Aktiv', 'Passiv'] },
            { ...shift('15', '10:00', '18:00'), activities: [] },
          ],
          note: 'Übergabe eine Stunde später',
          baseShiftsVersion: 1,
          resultShiftsVersion: null,
          proposedBy: `Ada Admin <${setup.stationUser.person.email}>`,
          proposedAt: expect.any(Number),
          decidedBy: null,
          decidedAs: null,
          decidedAt: null,
          amendment: null,
        },
      ]);
      const second = await propose(setup.admin, assignment.id, { shifts: [shift('16', '08:00', '16:00')] });
      expectRefused(second, 409, 'ASSIGNMENT_CHANGE_PENDING');
      // The agency is told, in its user's language; the candidate does not see a pending change of a leased assignment.
      expect(mailsTo(setup.agencyUser.person.email).at(-1)).toMatchObject({
        subject: expect.stringMatching(/^(Änderung vorgeschlagen|Change proposed): /),
        text: expect.stringContaining('Übergabe eine Stunde später'),
      });
      expect(mailsTo(setup.agencyUser.person.email).at(-1)?.text).toContain(`/assignments/${assignment.id}`);
      expect((await get(setup.candidate, `/assignments/${assignment.id}`)).body.changes).toEqual([]);
      expect((await get(setup.agencyUser, `/assignments/${assignment.id}`)).body.changes).toHaveLength(1);
    });

    it('lets the agency accept: the next shifts version, the request’s dates, the change agreement, audit and mail', async () => {
      const setup = await selected();
      const { assignment } = setup;
      const proposed = await propose(setup.admin, assignment.id, {
        shifts: [shift('14', '10:00', '18:00'), shift('16', '10:00', '18:00')],
      });
      const changeId = proposed.body.changes[0]._id as number;
      const answer = (caller: Caller, verb: 'accept' | 'decline', id = changeId) =>
        post(caller, `/assignments/${assignment.id}/changes/${id}/${verb}`);
      const { user: otherAgencyUser } = await agencyWithPermit();
      expectRefused(await answer(otherAgencyUser, 'accept'), 404, 'NOT_FOUND');
      expectRefused(await answer(setup.candidate, 'accept'), 403, 'FORBIDDEN');
      expectRefused(await answer(setup.admin, 'accept'), 403, 'FORBIDDEN');
      expectRefused(await answer(setup.agencyUser, 'accept', changeId + 100_000), 404, 'NOT_FOUND');

      const accepted = await answer(setup.agencyUser, 'accept');
      expect(accepted.status).toBe(200);
      const contract = await manager().findOneByOrFail(AssignmentContract, {
        assignmentId: assignment.id,
        kind: 'contract',
      });
      expect(accepted.body).toMatchObject({
        shiftsVersion: 2,
        shifts: [
          { startDate: berlinMs('2026-12-14T10:00'), endDate: berlinMs('2026-12-14T18:00') },
          { startDate: berlinMs('2026-12-16T10:00'), endDate: berlinMs('2026-12-16T18:00') },
        ],
        firstShiftAt: berlinMs('2026-12-14T10:00'),
        lastShiftEndAt: berlinMs('2026-12-16T18:00'),
        contract: { sha256: contract.sha256 },
        changes: [
          {
            _id: changeId,
            state: 'accepted',
            resultShiftsVersion: 2,
            decidedAs: 'agency',
            decidedBy: `Ada Admin <${setup.agencyUser.person.email}>`,
            decidedAt: expect.any(Number),
            amendment: { number: `${contract.number}-N1`, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
          },
        ],
      });
      expectRefused(await answer(setup.agencyUser, 'accept'), 409, 'ASSIGNMENT_CHANGE_NOT_PENDING');
      expectRefused(await answer(setup.agencyUser, 'decline'), 409, 'ASSIGNMENT_CHANGE_NOT_PENDING');

      // The request's dates are the agreed shifts now; the old version of the shifts is kept.
      const dates = await manager().find(JobDate, { where: { jobRequestId: setup.jobId }, order: { startAt: 'ASC' } });
      expect(dates.map((date) => [date.startAt.getTime(), date.endAt?.getTime()])).toEqual([
        [berlinMs('2026-12-14T10:00'), berlinMs('2026-12-14T18:00')],
        [berlinMs('2026-12-16T10:00'), berlinMs('2026-12-16T18:00')],
      ]);
      expect(dates.map((date) => date.type)).toEqual(['vertretungsarzt', 'vertretungsarzt']);
      const versions = await manager().find(AssignmentShift, { where: { assignmentId: assignment.id } });
      expect(versions.map((row) => row.shiftsVersion).sort()).toEqual([1, 1, 2, 2]);

      // The change agreement, stored unchanged with its hash, names the contract, the new times and the acceptance.
      const amendment = await manager().findOneByOrFail(AssignmentContract, {
        assignmentId: assignment.id,
        kind: 'amendment',
      });
      const stored = await testApp.app.get(FileStorage).open(amendment.storageKey);
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      const { createHash } = await import('node:crypto');
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(amendment.sha256);
      const text = pdfText(bytes).join(' ');
      expect(text).toContain('Änderungsvereinbarung / Nachtrag zum Arbeitnehmerüberlassungsvertrag');
      expect(text).toContain(`Zum Vertrag Nr.: ${contract.number}`);
      expect(text).toContain('16.12.2026 10:00 – 18:00 Uhr');
      expect(text).toContain('Name: Julia Kowalski'.replace('Name: ', ''));
      expect(text).toContain('English reading copy');

      // Audited on the assignment (who, address, hash) and on the request (its dates).
      const audit = await manager().find(AuditEntry, {
        where: { resource: 'assignments', recordId: assignment.id, action: 'accept', field: 'change' },
      });
      expect(audit.map((entry) => [entry.actorId, JSON.parse(entry.newValue as string)])).toEqual([
        [
          setup.agencyUser.person.id,
          expect.objectContaining({
            change: changeId,
            shiftsVersion: 2,
            ipAddress: expect.any(String),
            sha256: amendment.sha256,
          }),
        ],
      ]);
      expect(
        await manager().countBy(AuditEntry, {
          resource: 'jobs',
          recordId: setup.jobId,
          field: 'dates',
          actorId: setup.agencyUser.person.id,
        }),
      ).toBe(1);
      expect(mailsTo(setup.admin.person.email).at(-1)?.subject).toMatch(/^(Änderung angenommen|Change accepted): /);
      expect(mailsTo(setup.stationUser.person.email).at(-1)?.subject).toMatch(
        /^(Änderung angenommen|Change accepted): /,
      );

      // The worker is told of the agreed change (the notifier's mail, with the shifts as .ics).
      expect(mailsTo(setup.candidate.person.email).at(-1)?.subject).toMatch(/^(Einsatz geändert|Assignment changed): /);

      // The candidate sees the agreed change, without the names of the companies' people.
      const own = await get(setup.candidate, `/assignments/${assignment.id}`);
      expect(own.body.changes).toEqual([
        expect.objectContaining({ _id: changeId, state: 'accepted', proposedBy: null, decidedBy: null }),
      ]);
      // A further change is proposed against the new version.
      const next = await propose(setup.admin, assignment.id, { shifts: [shift('17', '10:00', '18:00')] });
      expect(next.body.changes.at(-1)).toMatchObject({ state: 'pending', baseShiftsVersion: 2 });
    });

    it('lets the agency decline: the shifts stay, the hospital is told', async () => {
      const setup = await selected();
      const { assignment } = setup;
      const proposed = await propose(setup.admin, assignment.id, { shifts: [shift('20', '08:00', '16:00')] });
      const changeId = proposed.body.changes[0]._id as number;
      const declined = await post(setup.agencyUser, `/assignments/${assignment.id}/changes/${changeId}/decline`);
      expect(declined.status).toBe(200);
      expect(declined.body).toMatchObject({
        shiftsVersion: 1,
        shifts: [{ startDate: berlinMs('2026-12-14T08:00') }, { startDate: berlinMs('2026-12-15T08:00') }],
        changes: [
          { _id: changeId, state: 'declined', decidedAs: 'agency', amendment: null, resultShiftsVersion: null },
        ],
      });
      expect(mailsTo(setup.admin.person.email).at(-1)?.subject).toMatch(/^(Änderung abgelehnt|Change declined): /);
      expect((await get(setup.candidate, `/assignments/${assignment.id}`)).body.changes).toEqual([]);
      expect(await manager().countBy(AssignmentContract, { assignmentId: assignment.id, kind: 'amendment' })).toBe(0);
      // Declined: a new change may be proposed.
      expect((await propose(setup.admin, assignment.id, { shifts: [shift('21', '08:00', '16:00')] })).status).toBe(201);
    });

    it('refuses a change that breaks the Working Hours Act for the worker', async () => {
      const first = await selected({ dates: [december('18', '08:00', '16:00')] });
      const second = await market({
        hospital: first.hospital,
        admin: first.admin,
        candidate: first.candidate,
        dates: [december('19', '08:00', '16:00')],
      });
      expect((await select(second.admin, second.jobId, second.application.id)).status).toBe(200);
      const clash = await propose(first.admin, first.assignment.id, { shifts: [shift('18', '16:00', '23:00')] });
      expectRefused(clash, 409, 'WORKING_TIME_CLASH');
      expect(clash.body.message).toContain('11 hours of rest');
      expect(await manager().countBy(AssignmentChange, { assignmentId: first.assignment.id })).toBe(0);
    });

    it('lets the pool member answer a change of their own shift', async () => {
      const hospital = await createHospital(testApp);
      const admin = await orgAdmin(testApp, hospital.organisation);
      const member = await bearerFor(testApp, 'USER');
      await manager().insert(DepartmentMembership, {
        departmentId: hospital.station.id,
        personId: member.person.id,
        kind: 'CUSTOMER',
      });
      const posted = await postJob(testApp, admin.header, nurseBody(hospital, { title: unique('Spätdienst') }));
      expect((await post(member, `/job/${posted.body._id}/accept`)).status).toBe(200);
      const [assignment] = await assignmentsOf(posted.body._id);
      const proposed = await propose(admin, assignment.id, { shifts: [shift('22', '12:00', '20:00')] });
      expect(proposed.status).toBe(201);
      expect(mailsTo(member.person.email).at(-1)?.subject).toMatch(/^(Änderung vorgeschlagen|Change proposed): /);
      const changeId = proposed.body.changes[0]._id as number;
      // The worker sees the pending change they answer.
      expect((await get(member, `/assignments/${assignment.id}`)).body.changes).toEqual([
        expect.objectContaining({ _id: changeId, state: 'pending', proposedBy: null }),
      ]);
      const accepted = await post(member, `/assignments/${assignment.id}/changes/${changeId}/accept`);
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({
        shiftsVersion: 2,
        rates: null,
        shifts: [{ startDate: berlinMs('2026-12-22T12:00'), endDate: berlinMs('2026-12-22T20:00') }],
        changes: [{ state: 'accepted', decidedAs: 'worker', amendment: null, decidedBy: null }],
      });
      const decision = await manager().findOneByOrFail(AssignmentChange, { id: changeId });
      expect([decision.decidedById, decision.decidedIp]).toEqual([member.person.id, expect.any(String)]);
    });
  });

  describe('cancellation terms and the cancellation line', () => {
    const settings = (caller: Caller, organisationId: number, body: object) =>
      request(testApp.http)
        .patch(`/api/organisations/${organisationId}/settings`)
        .set('Authorization', caller.header)
        .set('Accept-Language', 'en')
        .send({ defaultTimeLimitHours: 0, ...body });

    it('keeps structured terms in the settings, checked, and prints them in the contract', async () => {
      const hospital = await createHospital(testApp, 'Klinikum Nord');
      const admin = await orgAdmin(testApp, hospital.organisation);
      const half = await settings(admin, hospital.organisation.id, { cancellationFreeHours: 72 });
      expectRefused(half, 400, 'VALIDATION_FAILED');
      expect(half.body.message).toEqual([expect.stringContaining('need both numbers')]);
      expectRefused(
        await settings(admin, hospital.organisation.id, {
          cancellationFreeHours: 72,
          cancellationLateSharePercent: 101,
        }),
        400,
        'VALIDATION_FAILED',
      );
      expectRefused(
        await settings(admin, hospital.organisation.id, {
          cancellationFreeHours: -1,
          cancellationLateSharePercent: 50,
        }),
        400,
        'VALIDATION_FAILED',
      );
      const saved = await settings(admin, hospital.organisation.id, {
        cancellationFreeHours: 72,
        cancellationLateSharePercent: 50,
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ cancellationFreeHours: 72, cancellationLateSharePercent: 50 });
      // Absent keeps them; the department user reads them.
      expect((await settings(admin, hospital.organisation.id, {})).body).toMatchObject({ cancellationFreeHours: 72 });
      const { assignment } = await selected({ hospital, admin });
      const text = pdfText((await pdf(admin, assignment.id)).body as Buffer).join(' ');
      expect(text).toContain(
        'bis 72 Stunden vor Beginn des ersten betroffenen Dienstes kostenfrei; danach werden 50 %',
      );
      expect(text).toContain(CANCELLATION_TERMS);
      const cleared = await settings(admin, hospital.organisation.id, {
        cancellationFreeHours: null,
        cancellationLateSharePercent: null,
      });
      expect(cleared.body).toMatchObject({ cancellationFreeHours: null, cancellationLateSharePercent: null });
    });

    async function withTerms(dates: object[], terms = { cancellationFreeHours: 72, cancellationLateSharePercent: 50 }) {
      const hospital = await createHospital(testApp, 'Klinikum West');
      await manager().update(Organisation, { id: hospital.organisation.id }, terms);
      return selected({ hospital, dates });
    }

    it('charges the hospital’s late cancellation, reopens the request for agencies and tells the agency', async () => {
      const setup = await withTerms([soon(24), soon(48)]);
      const { assignment } = setup;
      const proposed = await propose(setup.admin, assignment.id, { shifts: [soon(30).date] });
      expect(proposed.status).toBe(201);
      const cancelled = await post(setup.admin, `/assignments/${assignment.id}/cancel`, {
        reason: 'Station geschlossen',
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({
        state: 'cancelled',
        cancelledBy: 'hospital',
        cancelNoticeHours: expect.any(Number),
        cancellationCharge: { hours: '16.00', sharePercent: 50, hourlyRate: '61.50', amount: '492.00', freeHours: 72 },
        changes: [{ state: 'cancelled' }],
      });
      expect(cancelled.body.cancelNoticeHours).toBeLessThan(72);
      // The candidate does not see the charge.
      expect((await get(setup.candidate, `/assignments/${assignment.id}`)).body.cancellationCharge).toBeNull();
      // The request is open to agencies again; the cancelled application is closed as not chosen.
      expect((await manager().findOneByOrFail(JobRequest, { id: setup.jobId })).state).toBe('external_adv');
      expect((await manager().findOneByOrFail(Application, { id: setup.application.id })).state).toBe('not_chosen');
      const reopened = await manager().find(AuditEntry, {
        where: { resource: 'jobs', recordId: setup.jobId, field: 'cancelledApplication' },
      });
      expect(reopened.map((entry) => JSON.parse(entry.newValue as string))).toEqual(['not_chosen']);
      expect(mailsTo(setup.agencyUser.person.email).at(-1)).toMatchObject({
        subject: expect.stringMatching(/^(Einsatz storniert|Assignment cancelled): /),
        text: expect.stringContaining('Station geschlossen'),
      });
      // Its dates can be moved again, and an agency may apply again.
      const again = await apply(setup.jobId, setup.agency, (await bearerFor(testApp, 'USER')).person, 'Jan Nowak');
      expect((await select(setup.admin, setup.jobId, again.id)).status).toBe(200);
      expect(await assignmentsOf(setup.jobId)).toHaveLength(2);
    });

    it('charges nothing with notice beyond the free period, without terms, or when the agency cancels', async () => {
      const early = await withTerms([december('20')]);
      const free = await post(early.admin, `/assignments/${early.assignment.id}/cancel`, { reason: 'Früh genug' });
      expect(free.body).toMatchObject({ cancelledBy: 'hospital', cancellationCharge: null });

      const noTerms = await withTerms([soon(24)], {
        cancellationFreeHours: null,
        cancellationLateSharePercent: null,
      } as never);
      const none = await post(noTerms.stationUser, `/assignments/${noTerms.assignment.id}/cancel`, {
        reason: 'Keine Bedingungen',
      });
      expect(none.body).toMatchObject({ cancelledBy: 'hospital', cancellationCharge: null });

      const byAgency = await withTerms([soon(24)]);
      const agencyCancel = await post(byAgency.agencyUser, `/assignments/${byAgency.assignment.id}/cancel`, {
        reason: 'Kandidatin krank',
      });
      expect(agencyCancel.body).toMatchObject({ cancelledBy: 'agency', cancellationCharge: null });
      // The agency withdrew its candidate: the application is withdrawn (it may propose her again), the hospital is told.
      expect((await manager().findOneByOrFail(Application, { id: byAgency.application.id })).state).toBe('withdrawn');
      expect((await manager().findOneByOrFail(JobRequest, { id: byAgency.jobId })).state).toBe('external_adv');
      expect(mailsTo(byAgency.admin.person.email).at(-1)).toMatchObject({
        subject: expect.stringMatching(/^(Einsatz storniert|Assignment cancelled): /),
        text: expect.stringContaining('Kandidatin krank'),
      });
      const row = await manager().findOneByOrFail(Assignment, { id: byAgency.assignment.id });
      expect([row.cancellationAmount, row.cancelledBy]).toEqual([null, 'agency']);
    });

    it('gives a cancelled pool shift back to the pool', async () => {
      const hospital = await createHospital(testApp);
      const admin = await orgAdmin(testApp, hospital.organisation);
      const member = await bearerFor(testApp, 'USER');
      await manager().insert(DepartmentMembership, {
        departmentId: hospital.station.id,
        personId: member.person.id,
        kind: 'CUSTOMER',
      });
      const posted = await postJob(
        testApp,
        admin.header,
        nurseBody(hospital, {
          title: unique('Nachtdienst'),
          dates: [{ ...december('23', '06:00', '14:00'), type: 'Neue_Dienstanfrage' }],
        }),
      );
      expect((await post(member, `/job/${posted.body._id}/accept`)).status).toBe(200);
      const [assignment] = await assignmentsOf(posted.body._id);
      expectRefused(await post(member, `/assignments/${assignment.id}/cancel`, { reason: 'Krank' }), 403, 'FORBIDDEN');
      const cancelled = await post(admin, `/assignments/${assignment.id}/cancel`, { reason: 'Doppelt besetzt' });
      expect(cancelled.body).toMatchObject({ state: 'cancelled', cancelledBy: 'hospital', cancellationCharge: null });
      const job = await manager().findOneByOrFail(JobRequest, { id: posted.body._id });
      expect([job.state, job.filledById]).toEqual(['internal_adv', null]);
      // Offered to the pool again.
      expect(mailsTo(member.person.email).length).toBeGreaterThanOrEqual(2);
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
