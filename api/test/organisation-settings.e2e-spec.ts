import request from 'supertest';
import { MAX_TIME_LIMIT_HOURS, type JobHistoryEntryWire } from '@medstaff/domain';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { AuditEntry } from '../src/platform/audit/audit-entry.entity';
import { DepartmentMembership } from '../src/organisations/departments/department-membership.entity';
import type { Department } from '../src/organisations/departments/department.entity';
import { JobRequest } from '../src/marketplace/jobs/job-request.entity';
import { Organisation } from '../src/organisations/organisation.entity';
import { Person } from '../src/people/person.entity';
import { ReleaseSweeper } from '../src/marketplace/workflow/release-sweeper.service';
import { bearerFor } from './admin-helpers';
import {
  createHospital,
  departmentUser,
  doctorBody,
  nurseBody,
  orgAdmin,
  postJob,
  type Hospital,
} from './jobs-helpers';
import { TEST_DIALECTS, createTestApp, uniqueEmail, type TestApp } from './test-app';

type Caller = { header: string; person: Person };
const HOUR_MS = 3_600_000;
/** MySQL keeps `datetime` to the second. */
const secondOf = (date: Date | null | undefined) => (date ? Math.floor(date.valueOf() / 1000) : null);
const LIMIT_MESSAGE = `defaultTimeLimitHours must be a whole number of hours from 0 to ${MAX_TIME_LIMIT_HOURS}.`;

describe.each(TEST_DIALECTS)('organisation settings and request history on %s', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });
  afterAll(() => testApp.close());

  const manager = () => testApp.dataSource.manager;
  const statusOf = (response: request.Response) => ({ status: response.status, code: response.body.code });

  describe('GET and PATCH /api/organisations/{id}/settings', () => {
    const read = (caller: Caller | null, id: number) => {
      const call = request(testApp.http).get(`/api/organisations/${id}/settings`);
      return caller ? call.set('Authorization', caller.header) : call;
    };
    const write = (caller: Caller | null, id: number, body: unknown) => {
      const call = request(testApp.http).patch(`/api/organisations/${id}/settings`);
      return (caller ? call.set('Authorization', caller.header) : call).send(body as object);
    };
    const auditOf = (id: number) =>
      manager().find(AuditEntry, { where: { resource: 'organisations', recordId: id }, order: { id: 'ASC' } });

    it('is read by the organisation’s admins, its department users and the operators', async () => {
      const hospital = await createHospital(testApp);
      const id = hospital.organisation.id;
      const expected = {
        _id: id,
        name: hospital.organisation.name,
        defaultTimeLimitHours: 0,
        workingConditions: null,
        cancellationTerms: null,
        cancellationFreeHours: null,
        cancellationLateSharePercent: null,
      };
      for (const caller of [
        await orgAdmin(testApp, hospital.organisation),
        await departmentUser(testApp, hospital.station),
        await bearerFor(testApp, 'ADMIN'),
      ]) {
        const response = await read(caller, id);
        expect({ status: response.status, body: response.body }).toEqual({ status: 200, body: expected });
      }
    });

    it('refuses other roles (403), unconfirmed admins (403), another organisation (404) and anonymous callers (401)', async () => {
      const hospital = await createHospital(testApp);
      const other = await createHospital(testApp);
      const id = hospital.organisation.id;
      const otherAdmin = await orgAdmin(testApp, other.organisation);
      const otherDepartmentUser = await departmentUser(testApp, other.station);
      const unconfirmed = await orgAdmin(testApp, hospital.organisation, false);
      const ownDepartmentUser = await departmentUser(testApp, hospital.station);
      const operator = await bearerFor(testApp, 'ADMIN');

      expect(statusOf(await read(otherAdmin, id))).toEqual({ status: 404, code: 'NOT_FOUND' });
      expect(statusOf(await read(otherDepartmentUser, id))).toEqual({ status: 404, code: 'NOT_FOUND' });
      expect(statusOf(await read(unconfirmed, id))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(statusOf(await read(await bearerFor(testApp, 'AGENCY'), id))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(statusOf(await read(await bearerFor(testApp, 'USER'), id))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(statusOf(await read(null, id))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      expect(statusOf(await read(operator, 999_999_999))).toEqual({ status: 404, code: 'NOT_FOUND' });

      const body = { defaultTimeLimitHours: 6 };
      expect(statusOf(await write(otherAdmin, id, body))).toEqual({ status: 404, code: 'NOT_FOUND' });
      expect(statusOf(await write(unconfirmed, id, body))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(statusOf(await write(ownDepartmentUser, id, body))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(statusOf(await write(otherDepartmentUser, id, body))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(statusOf(await write(await bearerFor(testApp, 'AGENCY'), id, body))).toEqual({
        status: 403,
        code: 'FORBIDDEN',
      });
      expect(statusOf(await write(null, id, body))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      expect(statusOf(await write(operator, 999_999_999, body))).toEqual({ status: 404, code: 'NOT_FOUND' });
      expect((await manager().findOneByOrFail(Organisation, { id })).defaultTimeLimitHours).toBe(0);
      expect(await auditOf(id)).toEqual([]);
    });

    it('is changed by an admin and the operators, audited, and used by the next request without a limit', async () => {
      const hospital = await createHospital(testApp);
      const id = hospital.organisation.id;
      const admin = await orgAdmin(testApp, hospital.organisation);
      const operator = await bearerFor(testApp, 'ADMIN');

      const changed = await write(admin, id, { defaultTimeLimitHours: 12 });
      expect({ status: changed.status, body: changed.body }).toEqual({
        status: 200,
        body: {
          _id: id,
          name: hospital.organisation.name,
          defaultTimeLimitHours: 12,
          workingConditions: null,
          cancellationTerms: null,
          cancellationFreeHours: null,
          cancellationLateSharePercent: null,
        },
      });
      expect((await read(admin, id)).body.defaultTimeLimitHours).toBe(12);
      expect((await manager().findOneByOrFail(Organisation, { id })).defaultTimeLimitHours).toBe(12);
      // The same value again changes nothing and writes no audit entry.
      expect((await write(admin, id, { defaultTimeLimitHours: 12 })).status).toBe(200);
      expect((await write(operator, id, { defaultTimeLimitHours: MAX_TIME_LIMIT_HOURS })).status).toBe(200);
      expect((await write(admin, id, { defaultTimeLimitHours: 8 })).body.defaultTimeLimitHours).toBe(8);
      expect(
        (await auditOf(id)).map((entry) => [entry.actorId, entry.action, entry.field, entry.oldValue, entry.newValue]),
      ).toEqual([
        [admin.person.id, 'update', 'defaultTimeLimitHours', '0', '12'],
        [operator.person.id, 'update', 'defaultTimeLimitHours', '12', String(MAX_TIME_LIMIT_HOURS)],
        [admin.person.id, 'update', 'defaultTimeLimitHours', String(MAX_TIME_LIMIT_HOURS), '8'],
      ]);

      const posted = await postJob(testApp, admin.header, nurseBody(hospital, { timeLimit: 0 }));
      expect(posted.status).toBe(201);
      const row = await manager().findOneByOrFail(JobRequest, { id: posted.body._id as number });
      expect(secondOf(row.releaseDueAt)).toBe(secondOf(new Date(row.createdAt.valueOf() + 8 * HOUR_MS)));
      // A request's own limit still wins; 0 as the default means no automatic release.
      const own = await postJob(testApp, admin.header, nurseBody(hospital, { timeLimit: 3 }));
      const ownRow = await manager().findOneByOrFail(JobRequest, { id: own.body._id as number });
      expect(secondOf(ownRow.releaseDueAt)).toBe(secondOf(new Date(ownRow.createdAt.valueOf() + 3 * HOUR_MS)));
      expect((await write(admin, id, { defaultTimeLimitHours: 0 })).status).toBe(200);
      const unlimited = await postJob(testApp, admin.header, nurseBody(hospital, { timeLimit: 0 }));
      expect(
        (await manager().findOneByOrFail(JobRequest, { id: unlimited.body._id as number })).releaseDueAt,
      ).toBeNull();
    });

    it('keeps the texts the leasing contracts print (issue 29): set, kept when absent, cleared by null, audited', async () => {
      const hospital = await createHospital(testApp);
      const id = hospital.organisation.id;
      const admin = await orgAdmin(testApp, hospital.organisation);
      const set = await write(admin, id, {
        defaultTimeLimitHours: 0,
        workingConditions: '  TVöD-K, 38,5 Stunden je Woche ',
        cancellationTerms: 'Kostenfrei bis 72 Stunden vorher.',
      });
      expect(set.body).toMatchObject({
        defaultTimeLimitHours: 0,
        workingConditions: 'TVöD-K, 38,5 Stunden je Woche',
        cancellationTerms: 'Kostenfrei bis 72 Stunden vorher.',
      });
      const kept = await write(admin, id, { defaultTimeLimitHours: 12, cancellationTerms: null });
      expect(kept.body).toMatchObject({
        defaultTimeLimitHours: 12,
        workingConditions: 'TVöD-K, 38,5 Stunden je Woche',
        cancellationTerms: null,
      });
      expect((await auditOf(id)).map((entry) => entry.field)).toEqual([
        'workingConditions',
        'cancellationTerms',
        'defaultTimeLimitHours',
        'cancellationTerms',
      ]);
      const tooLong = await write(admin, id, { defaultTimeLimitHours: 0, workingConditions: 'x'.repeat(5001) });
      expect({ status: tooLong.status, code: tooLong.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect((await write(admin, id, { defaultTimeLimitHours: 0, cancellationTerms: 7 })).status).toBe(400);
      // The structured terms: both numbers or neither, audited like the texts.
      const structured = await write(admin, id, {
        defaultTimeLimitHours: 12,
        cancellationFreeHours: 48,
        cancellationLateSharePercent: 25,
      });
      expect(structured.body).toMatchObject({ cancellationFreeHours: 48, cancellationLateSharePercent: 25 });
      expect((await auditOf(id)).map((entry) => entry.field).slice(-2)).toEqual([
        'cancellationFreeHours',
        'cancellationLateSharePercent',
      ]);
      const half = await write(admin, id, { defaultTimeLimitHours: 12, cancellationLateSharePercent: null });
      expect({ status: half.status, code: half.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect((await write(admin, id, { defaultTimeLimitHours: 12, cancellationFreeHours: 1.5 })).status).toBe(400);
    });

    it('refuses a value that is not a whole number of hours from 0 to the maximum (400 VALIDATION_FAILED)', async () => {
      const hospital = await createHospital(testApp);
      const id = hospital.organisation.id;
      const admin = await orgAdmin(testApp, hospital.organisation);
      for (const value of [1.5, -1, MAX_TIME_LIMIT_HOURS + 1, '12', null, true]) {
        const response = await write(admin, id, { defaultTimeLimitHours: value });
        expect({ value, status: response.status, code: response.body.code, message: response.body.message }).toEqual({
          value,
          status: 400,
          code: 'VALIDATION_FAILED',
          message: [LIMIT_MESSAGE],
        });
      }
      expect(statusOf(await write(admin, id, {}))).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(statusOf(await write(admin, id, { defaultTimeLimitHours: 4, name: 'Neu' }))).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      expect((await manager().findOneByOrFail(Organisation, { id })).defaultTimeLimitHours).toBe(0);
      expect(await auditOf(id)).toEqual([]);
    });
  });

  describe('GET /api/job/{id}/history', () => {
    const history = (caller: Caller | null, id: number) => {
      const call = request(testApp.http).get(`/api/job/${id}/history`);
      return caller ? call.set('Authorization', caller.header) : call;
    };
    const act = (caller: Caller, jobId: number, action: string) =>
      request(testApp.http).post(`/api/job/${jobId}/${action}`).set('Authorization', caller.header);
    const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

    async function poolMember(department: Department): Promise<Caller> {
      const caller = await bearerFor(testApp, 'USER');
      await manager().insert(DepartmentMembership, {
        departmentId: department.id,
        personId: caller.person.id,
        kind: 'CUSTOMER',
      });
      return caller;
    }

    /** An agency with a user (named by email only) and a candidate; it applies through the API. */
    async function agencyApplies(jobId: number) {
      const agency = await manager().save(
        manager().create(Agency, {
          name: `Agentur ${uniqueEmail('a')}`,
          address: 'Weg 1',
          postcode: '1',
          country: 'DE',
          permitAuthority: 'Bundesagentur für Arbeit',
          permitIssuedOn: '2020-01-01',
        }),
      );
      const user = await bearerFor(testApp, 'AGENCY');
      await manager().update(Person, { id: user.person.id }, { firstName: '', lastName: '' });
      await manager().insert(AgencyMembership, { agencyId: agency.id, personId: user.person.id, kind: 'USER' });
      const candidate = await manager().save(
        manager().create(Person, {
          email: uniqueEmail('candidate'),
          role: 'USER',
          status: 'ACTIVE',
          firstName: 'Erika',
          lastName: 'Mustermann',
        }),
      );
      await manager().insert(AgencyMembership, { agencyId: agency.id, personId: candidate.id, kind: 'CUSTOMER' });
      const applied = await request(testApp.http)
        .post(`/api/job/apply/${jobId}`)
        .set('Authorization', user.header)
        .field('candidateId', String(candidate.id))
        .field('applicantName', 'Dr. Erika Mustermann')
        .field('hourlyRate', '85,50')
        .attach('cv', pdf('cv'), { filename: 'cv.pdf', contentType: 'application/pdf' })
        .attach('licence', pdf('licence'), { filename: 'licence.pdf', contentType: 'application/pdf' })
        .attach('diploma', pdf('diploma'), { filename: 'diploma.pdf', contentType: 'application/pdf' });
      expect(applied.status).toBe(201);
      return { user, applicationId: applied.body._id as number };
    }

    async function hospitalWithAdmin(): Promise<{ hospital: Hospital; admin: Caller }> {
      const hospital = await createHospital(testApp);
      const admin = await orgAdmin(testApp, hospital.organisation);
      await manager().update(Person, { id: admin.person.id }, { firstName: ' Hanna ', lastName: 'Haus ' });
      return { hospital, admin };
    }

    it('lists decline, release, apply and select newest first, with the actors’ names or emails', async () => {
      const { hospital, admin } = await hospitalWithAdmin();
      const member = await poolMember(hospital.station);
      const posted = await postJob(testApp, admin.header, nurseBody(hospital, { title: 'Verlauf' }));
      expect(posted.status).toBe(201);
      const id = posted.body._id as number;
      expect((await act(member, id, 'decline')).status).toBe(200);
      expect((await act(admin, id, 'release')).status).toBe(200);
      const { user: agencyUser, applicationId } = await agencyApplies(id);
      expect((await act(admin, id, `select/${applicationId}`)).status).toBe(200);

      const response = await history(admin, id);
      expect(response.status).toBe(200);
      expect(Object.keys(response.body)).toEqual(['entries']);
      const entries = response.body.entries as JobHistoryEntryWire[];
      const stored = await manager().find(AuditEntry, {
        where: { resource: 'jobs', recordId: id },
        order: { id: 'DESC' },
      });
      expect(entries.map((entry) => entry._id)).toEqual(stored.map((entry) => entry.id));
      for (const entry of entries) {
        expect(Object.keys(entry).sort()).toEqual(['_id', 'action', 'actor', 'at', 'field', 'newValue', 'oldValue']);
      }
      // Newest first: the selection, then the application, the release, the decline, the creation.
      const actions = entries.map((entry) => entry.action);
      expect([...new Set(actions)]).toEqual(['select', 'apply', 'release', 'decline', 'create']);
      const memberName = `${member.person.firstName} ${member.person.lastName}`.trim();
      expect(entries.map((entry) => [entry.action, entry.field, entry.actor, entry.oldValue, entry.newValue])).toEqual(
        expect.arrayContaining([
          ['select', 'state', 'Hanna Haus', 'external_adv', 'external_fill'],
          ['select', 'selectedApplication', 'Hanna Haus', null, applicationId],
          ['apply', 'application', agencyUser.person.email, null, applicationId],
          ['apply', 'hourlyRate', agencyUser.person.email, null, 85.5],
          ['release', 'state', 'Hanna Haus', 'internal_adv', 'external_adv'],
          ['decline', 'poolAnswer', memberName, null, 'declined'],
          ['create', null, 'Hanna Haus', null, null],
        ]),
      );
      const at = entries.map((entry) => entry.at);
      expect(at).toEqual([...at].sort((left, right) => right - left));
      expect(Math.abs(at[0] - Date.now())).toBeLessThan(60_000);
      // Nothing of the persons beyond the name: no hashes, ids or emails of named actors.
      expect(JSON.stringify(response.body)).not.toMatch(/password/i);
      expect(JSON.stringify(response.body)).not.toContain(admin.person.email);
    });

    it('shows the release sweeper as no actor', async () => {
      const { hospital, admin } = await hospitalWithAdmin();
      const posted = await postJob(testApp, admin.header, nurseBody(hospital, { timeLimit: 1 }));
      const id = posted.body._id as number;
      const due = (await manager().findOneByOrFail(JobRequest, { id })).releaseDueAt as Date;
      expect(await testApp.app.get(ReleaseSweeper).sweep(new Date(due.valueOf() + 1000))).toContain(id);
      const entries = (await history(admin, id)).body.entries as JobHistoryEntryWire[];
      // The sweeper's lines come first (newest), all without an actor.
      const sweeperLines = entries.slice(
        0,
        entries.findIndex((entry) => entry.action !== 'release'),
      );
      expect(sweeperLines.map((entry) => [entry.actor, entry.field, entry.oldValue, entry.newValue])).toEqual(
        expect.arrayContaining([[null, 'state', 'internal_adv', 'external_adv']]),
      );
      expect(sweeperLines.every((entry) => entry.actor === null)).toBe(true);
      expect(entries.at(-1)).toMatchObject({ action: 'create', actor: 'Hanna Haus' });
    });

    it('is for the request’s hospital and the operators: others 404, agencies and pool members 403', async () => {
      const { hospital, admin } = await hospitalWithAdmin();
      const { admin: stranger } = await hospitalWithAdmin();
      const posted = await postJob(testApp, admin.header, doctorBody(hospital));
      const id = posted.body._id as number;
      const { user: agencyUser } = await agencyApplies(id);
      const member = await poolMember(hospital.station);

      expect((await history(admin, id)).status).toBe(200);
      expect((await history(await bearerFor(testApp, 'ADMIN'), id)).status).toBe(200);
      expect(statusOf(await history(stranger, id))).toEqual({ status: 404, code: 'NOT_FOUND' });
      // A department user reaches their department's requests only.
      const nurse = (await postJob(testApp, admin.header, nurseBody(hospital))).body._id as number;
      expect((await history(await departmentUser(testApp, hospital.station), nurse)).status).toBe(200);
      for (const outside of [id, nurse]) {
        expect(statusOf(await history(await departmentUser(testApp, hospital.otherStation), outside))).toEqual({
          status: 404,
          code: 'NOT_FOUND',
        });
      }
      // Agencies (even the one that applied) and pool members: the role never holds ApplicationRead.
      expect(statusOf(await history(agencyUser, id))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(statusOf(await history(member, id))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(statusOf(await history(null, id))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      expect(statusOf(await history(await bearerFor(testApp, 'ADMIN'), 999_999_999))).toEqual({
        status: 404,
        code: 'NOT_FOUND',
      });
      expect(statusOf(await history(admin, 0))).toEqual({ status: 400, code: 'INVALID_ID' });
    });
  });
});
