import request from 'supertest';
import { Permission } from '../src/platform/authentication/access-permission';
import { AccessService } from '../src/access/access.service';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { DepartmentMembership } from '../src/organisations/departments/department-membership.entity';
import { Application } from '../src/marketplace/jobs/application.entity';
import { JobRequest } from '../src/marketplace/jobs/job-request.entity';
import { bearerFor } from './admin-helpers';
import {
  addApplicant,
  createHospital,
  departmentUser,
  doctorBody,
  nurseBody,
  orgAdmin,
  postJob,
  type Hospital,
} from './jobs-helpers';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

type Caller = 'anonymous' | 'USER' | 'AGENCY' | 'ADMIN' | 'ORG_ADMIN' | 'UNCONFIRMED' | 'ORG_SUB';
const CALLERS: Caller[] = ['anonymous', 'USER', 'AGENCY', 'ADMIN', 'ORG_ADMIN', 'UNCONFIRMED', 'ORG_SUB'];
/** The records each route is tried on: own department, another department of the own organisation, the organisation itself, another organisation. */
type Target = 'ownDepartment' | 'otherDepartment' | 'ownOrganisation' | 'otherOrganisation';
const TARGETS: Target[] = ['ownDepartment', 'otherDepartment', 'ownOrganisation', 'otherOrganisation'];

/** Expected status per caller and target for the routes on one request (read, edit, delete). */
const RECORD_MATRIX: Record<Caller, Record<Target, number | 'ok'>> = {
  anonymous: { ownDepartment: 401, otherDepartment: 401, ownOrganisation: 401, otherOrganisation: 401 },
  USER: { ownDepartment: 403, otherDepartment: 403, ownOrganisation: 403, otherOrganisation: 403 },
  AGENCY: { ownDepartment: 403, otherDepartment: 403, ownOrganisation: 403, otherOrganisation: 403 },
  UNCONFIRMED: { ownDepartment: 403, otherDepartment: 403, ownOrganisation: 403, otherOrganisation: 403 },
  ADMIN: { ownDepartment: 'ok', otherDepartment: 'ok', ownOrganisation: 'ok', otherOrganisation: 'ok' },
  ORG_ADMIN: { ownDepartment: 'ok', otherDepartment: 'ok', ownOrganisation: 'ok', otherOrganisation: 404 },
  ORG_SUB: { ownDepartment: 'ok', otherDepartment: 404, ownOrganisation: 404, otherOrganisation: 404 },
};

/**
 * Reading one request: agencies and plain users hold the read permission too (released requests,
 * pool offers), so outside their reach they get 404; an agency account without an agency 403.
 */
const READ_MATRIX: Record<Caller, Record<Target, number | 'ok'>> = {
  ...RECORD_MATRIX,
  USER: { ownDepartment: 404, otherDepartment: 404, ownOrganisation: 404, otherOrganisation: 404 },
};

/** Posting a request: like the record matrix, except that a department user may not post for the whole organisation. */
const CREATE_MATRIX: Record<Caller, Record<Target, number>> = {
  ...(Object.fromEntries(
    Object.entries(RECORD_MATRIX).map(([caller, row]) => [
      caller,
      Object.fromEntries(Object.entries(row).map(([target, status]) => [target, status === 'ok' ? 201 : status])),
    ]),
  ) as Record<Caller, Record<Target, number>>),
  ORG_SUB: { ownDepartment: 201, otherDepartment: 404, ownOrganisation: 403, otherOrganisation: 404 },
};

const CODES: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

describe.each(TEST_DIALECTS)('shift request access on %s', (dialect) => {
  let testApp: TestApp;
  let own: Hospital;
  let other: Hospital;
  const headers = new Map<Caller, string>();
  /** Requests per target, each with a selected applicant (so DELETE answers 409 instead of deleting). */
  const jobs = new Map<Target, JobRequest>();

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    own = await createHospital(testApp, 'Eigen');
    other = await createHospital(testApp, 'Fremd');
    headers.set('USER', (await bearerFor(testApp, 'USER')).header);
    headers.set('AGENCY', (await bearerFor(testApp, 'AGENCY')).header);
    headers.set('ADMIN', (await bearerFor(testApp, 'ADMIN')).header);
    headers.set('ORG_ADMIN', (await orgAdmin(testApp, own.organisation)).header);
    headers.set('UNCONFIRMED', (await orgAdmin(testApp, own.organisation, false)).header);
    headers.set('ORG_SUB', (await departmentUser(testApp, own.station)).header);
    const ownAdmin = headers.get('ORG_ADMIN') as string;
    const otherAdmin = (await orgAdmin(testApp, other.organisation)).header;
    const create = async (header: string, body: object) => {
      const response = await postJob(testApp, header, body).expect(201);
      await addApplicant(testApp, response.body.id, 'selected');
      return testApp.dataSource.getRepository(JobRequest).findOneByOrFail({ id: response.body.id });
    };
    jobs.set('ownDepartment', await create(ownAdmin, nurseBody(own)));
    jobs.set('otherDepartment', await create(ownAdmin, nurseBody(own, { orig_dept: own.otherStation.id })));
    jobs.set('ownOrganisation', await create(ownAdmin, doctorBody(own)));
    jobs.set('otherOrganisation', await create(otherAdmin, nurseBody(other)));
  });
  afterAll(() => testApp.close());

  const as = (caller: Caller, pending: request.Test) => {
    const header = headers.get(caller);
    return header ? pending.set('Authorization', header) : pending;
  };
  const describeAnswer = (response: request.Response) => `${response.status} ${response.body?.code ?? ''}`.trim();
  const expected = (status: number | 'ok', ok: number) => {
    const value = status === 'ok' ? ok : status;
    return `${value} ${CODES[value] ?? ''}`.trim();
  };

  it.each(CALLERS)('GET /api/job/{id} as %s', async (caller) => {
    const answers = Object.fromEntries(
      await Promise.all(
        TARGETS.map(async (target) => {
          const response = await as(caller, request(testApp.http).get(`/api/job/${jobs.get(target)?.id}`));
          return [target, describeAnswer(response)];
        }),
      ),
    );
    expect(answers).toEqual(
      Object.fromEntries(TARGETS.map((target) => [target, expected(READ_MATRIX[caller][target], 200)])),
    );
  });

  it('an agency reads released requests and those it applied to, never one with the internal pool', async () => {
    const manager = testApp.dataSource.manager;
    const agencyUser = await bearerFor(testApp, 'AGENCY');
    const agency = await manager.save(
      manager.create(Agency, {
        name: `Agentur Lesen ${Date.now()}`,
        address: 'Weg 1',
        postcode: '10117',
        country: 'DE',
      }),
    );
    await manager.insert(AgencyMembership, { agencyId: agency.id, personId: agencyUser.person.id, kind: 'USER' });
    const read = (job: JobRequest | undefined) =>
      request(testApp.http).get(`/api/job/${job?.id}`).set('Authorization', agencyUser.header);
    // The nurse requests are with the internal pool, the doctor request is released.
    expect((await read(jobs.get('ownDepartment'))).status).toBe(404);
    expect((await read(jobs.get('otherOrganisation'))).status).toBe(404);
    expect((await read(jobs.get('ownOrganisation'))).status).toBe(200);
    // Filled: only for an agency with an application on it.
    const filled = jobs.get('ownOrganisation') as JobRequest;
    await manager.update(JobRequest, { id: filled.id }, { state: 'external_fill' });
    expect((await read(filled)).status).toBe(404);
    await manager.insert(Application, {
      jobRequestId: filled.id,
      agencyId: agency.id,
      applicantName: 'Eva Example',
      hourlyRate: '55.00',
      state: 'not_chosen',
    });
    expect((await read(filled)).status).toBe(200);
    await manager.update(JobRequest, { id: filled.id }, { state: 'external_adv' });
    // Without an agency of its own, an agency account is told so.
    const lonely = await bearerFor(testApp, 'AGENCY');
    const refused = await request(testApp.http).get(`/api/job/${filled.id}`).set('Authorization', lonely.header);
    expect(describeAnswer(refused)).toBe('403 FORBIDDEN');
  });

  it('a pool member reads the offers of their departments only', async () => {
    const member = await bearerFor(testApp, 'USER');
    await testApp.dataSource.manager.insert(DepartmentMembership, {
      departmentId: own.station.id,
      personId: member.person.id,
      kind: 'CUSTOMER',
    });
    const read = (target: Target) =>
      request(testApp.http)
        .get(`/api/job/${jobs.get(target)?.id}`)
        .set('Authorization', member.header);
    expect((await read('ownDepartment')).status).toBe(200);
    expect((await read('otherDepartment')).status).toBe(404);
    expect((await read('ownOrganisation')).status).toBe(404);
    expect((await read('otherOrganisation')).status).toBe(404);
  });

  it.each(CALLERS)('PUT /api/job/{id} as %s (a stale version: 409 once through access)', async (caller) => {
    const answers: Record<string, string> = {};
    for (const target of TARGETS) {
      const response = await as(caller, request(testApp.http).put(`/api/job/${jobs.get(target)?.id}`)).send({
        version: 0,
        title: 'Geändert',
      });
      answers[target] = describeAnswer(response);
    }
    const stale = (status: number | 'ok') => (status === 'ok' ? '409 STALE_VERSION' : expected(status, 0));
    expect(answers).toEqual(
      Object.fromEntries(TARGETS.map((target) => [target, stale(RECORD_MATRIX[caller][target])])),
    );
    const titles = await testApp.dataSource.getRepository(JobRequest).findBy({ title: 'Geändert' });
    expect(titles).toEqual([]);
  });

  it.each(CALLERS)('DELETE /api/job/{id} as %s (a selected applicant: 409 once through access)', async (caller) => {
    const answers: Record<string, string> = {};
    for (const target of TARGETS) {
      const response = await as(caller, request(testApp.http).delete(`/api/job/${jobs.get(target)?.id}`));
      answers[target] = describeAnswer(response);
    }
    const refused = (status: number | 'ok') => (status === 'ok' ? '409 CONFLICT' : expected(status, 0));
    expect(answers).toEqual(
      Object.fromEntries(TARGETS.map((target) => [target, refused(RECORD_MATRIX[caller][target])])),
    );
    expect(await testApp.dataSource.getRepository(JobRequest).countBy({})).toBeGreaterThanOrEqual(4);
  });

  it.each(CALLERS)('POST /api/job as %s', async (caller) => {
    const bodies: Record<Target, object> = {
      ownDepartment: nurseBody(own),
      otherDepartment: nurseBody(own, { orig_dept: own.otherStation.id }),
      ownOrganisation: doctorBody(own),
      otherOrganisation: nurseBody(other),
    };
    const before = await testApp.dataSource.getRepository(JobRequest).count();
    const answers: Record<string, string> = {};
    for (const target of TARGETS) {
      answers[target] = describeAnswer(await as(caller, request(testApp.http).post('/api/job')).send(bodies[target]));
    }
    const statuses = CREATE_MATRIX[caller];
    expect(answers).toEqual(
      Object.fromEntries(
        TARGETS.map((target) => [target, statuses[target] === 201 ? '201' : expected(statuses[target], 0)]),
      ),
    );
    const created = TARGETS.filter((target) => statuses[target] === 201).length;
    expect(await testApp.dataSource.getRepository(JobRequest).count()).toBe(before + created);
  });

  it.each([
    ['anonymous', 401],
    ['USER', 403],
    ['AGENCY', 403],
    ['ADMIN', 403],
    ['UNCONFIRMED', 403],
  ] as const)('GET /api/organisations/jobs refuses %s with %s', async (caller, status) => {
    const response = await as(caller, request(testApp.http).get('/api/organisations/jobs'));
    expect(describeAnswer(response)).toBe(`${status} ${CODES[status]}`);
  });

  it('GET /api/organisations/jobs shows an organisation admin all of their organisation, a department user their department', async () => {
    const ids = (body: Record<string, { id: number }[]>) =>
      Object.values(body)
        .flat()
        .map((job) => job.id)
        .sort((a, b) => a - b);
    const adminView = await as('ORG_ADMIN', request(testApp.http).get('/api/organisations/jobs')).expect(200);
    const ownIds = await testApp.dataSource.getRepository(JobRequest).findBy({ organisationId: own.organisation.id });
    expect(ids(adminView.body)).toEqual(ownIds.map((job) => job.id).sort((a, b) => a - b));
    const subView = await as('ORG_SUB', request(testApp.http).get('/api/organisations/jobs')).expect(200);
    const stationIds = await testApp.dataSource.getRepository(JobRequest).findBy({ departmentId: own.station.id });
    expect(ids(subView.body)).toEqual(stationIds.map((job) => job.id).sort((a, b) => a - b));
    await as('ORG_ADMIN', request(testApp.http).get(`/api/organisations/jobs?department=${other.station.id}`)).expect(
      404,
    );
    await as('ORG_SUB', request(testApp.http).get(`/api/organisations/jobs?department=${own.otherStation.id}`)).expect(
      404,
    );
  });

  it.each([
    ['anonymous', 401],
    ['USER', 403],
    ['AGENCY', 403],
    ['ADMIN', 403],
    ['UNCONFIRMED', 200],
    ['ORG_ADMIN', 200],
    ['ORG_SUB', 200],
  ] as const)('GET /api/organisations/mine as %s answers %s', async (caller, status) => {
    const response = await as(caller, request(testApp.http).get('/api/organisations/mine'));
    expect(response.status).toBe(status);
  });

  it('answers the reachable subset of many requests in one call (checkAccess), and 404 for requireAccess on any other', async () => {
    const access = testApp.app.get(AccessService);
    const ids = TARGETS.map((target) => (jobs.get(target) as JobRequest).id);
    const missing = 999_999_999;
    const userOf = async (
      caller: Promise<{ person: { id: number; email: string } }>,
      role: 'ORG_ADMIN' | 'ORG_SUB',
    ) => {
      const { person } = await caller;
      return { id: person.id, email: person.email, role };
    };
    const admin = await userOf(orgAdmin(testApp, own.organisation), 'ORG_ADMIN');
    const station = await userOf(departmentUser(testApp, own.station), 'ORG_SUB');
    const reached = (target: Target) => (jobs.get(target) as JobRequest).id;

    const byAdmin = await access.checkAccess(admin, Permission.JobRead, [...ids, missing]);
    expect([...byAdmin.ids].sort()).toEqual(
      [reached('ownDepartment'), reached('otherDepartment'), reached('ownOrganisation')].sort(),
    );
    expect(byAdmin.audience).toEqual({ kind: 'hospital' });
    const byStation = await access.checkAccess(station, Permission.JobUpdate, ids);
    expect([...byStation.ids]).toEqual([reached('ownDepartment')]);

    await expect(access.requireAccess(station, Permission.JobUpdate, ids)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(access.requireAccess(admin, Permission.AgencyJobs, ids)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
