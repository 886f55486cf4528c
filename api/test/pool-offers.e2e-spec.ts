import request from 'supertest';
import type { PoolOfferWire } from '@medstaff/domain';
import { DepartmentMembership } from '../src/organisations/departments/department-membership.entity';
import type { Department } from '../src/organisations/departments/department.entity';
import { Assignment } from '../src/marketplace/assignments/assignment.entity';
import { JobRequest } from '../src/marketplace/jobs/job-request.entity';
import type { Person } from '../src/people/person.entity';
import { bearerFor } from './admin-helpers';
import { berlinMs, createHospital, nurseBody, orgAdmin, postJob, type Hospital } from './jobs-helpers';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

type Caller = { header: string; person: Person };
const HOUR_MS = 3_600_000;
/** MySQL keeps `datetime` to the second. */
const secondOf = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : Math.floor(ms / 1000));
/** One shift as the request body takes it (Berlin wall-clock times in a future winter). */
const shift = (start: string, end: string | null) => ({
  date: { startDate: berlinMs(start), endDate: end === null ? null : berlinMs(end) },
});

describe.each(TEST_DIALECTS)('the pool’s offers (GET /api/job/offers) on %s', (dialect) => {
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

  async function poolMember(department: Department): Promise<Caller> {
    const caller = await bearerFor(testApp, 'USER');
    await manager().insert(DepartmentMembership, {
      departmentId: department.id,
      personId: caller.person.id,
      kind: 'CUSTOMER',
    });
    return caller;
  }

  async function postNurse(admin: Caller, hospital: Hospital, overrides: Record<string, unknown> = {}) {
    const response = await postJob(
      testApp,
      admin.header,
      nurseBody(hospital, { title: unique('Dienst'), ...overrides }),
    );
    expect(response.status).toBe(201);
    return response.body._id as number;
  }

  const act = (caller: Caller, jobId: number, action: string) =>
    request(testApp.http).post(`/api/job/${jobId}/${action}`).set('Authorization', caller.header);

  async function offersOf(caller: Caller): Promise<PoolOfferWire[]> {
    const response = await request(testApp.http).get('/api/job/offers').set('Authorization', caller.header);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['offers']);
    return response.body.offers as PoolOfferWire[];
  }

  const idsOf = (offers: PoolOfferWire[]) => offers.map((offer) => offer.job._id);

  it('lists the open offers and the member’s own shifts by first start, with answers and release times', async () => {
    const hospital = await createHospital(testApp);
    const admin = await orgAdmin(testApp, hospital.organisation);
    const member = await poolMember(hospital.station);
    const colleague = await poolMember(hospital.station);
    const elsewhere = await createHospital(testApp);
    const elsewhereAdmin = await orgAdmin(testApp, elsewhere.organisation);

    const late = await postNurse(admin, hospital, {
      timeLimit: 5,
      dates: [shift('2030-03-20T08:00', '2030-03-20T16:00')],
    });
    // Two dates: the earlier one counts, whatever their order in the body.
    const early = await postNurse(admin, hospital, {
      dates: [shift('2030-03-25T08:00', '2030-03-25T16:00'), shift('2030-03-02T08:00', '2030-03-02T16:00')],
    });
    const tieFirst = await postNurse(admin, hospital, { dates: [shift('2030-03-05T08:00', '2030-03-05T16:00')] });
    const tieSecond = await postNurse(admin, hospital, { dates: [shift('2030-03-05T08:00', '2030-03-05T16:00')] });
    const accepted = await postNurse(admin, hospital, { dates: [shift('2030-03-10T08:00', '2030-03-10T16:00')] });
    const declined = await postNurse(admin, hospital, { dates: [shift('2030-03-15T08:00', '2030-03-15T16:00')] });
    // An open end that began long ago is not over.
    const openEnded = await postNurse(admin, hospital, {
      dateMode: 'SPORADIC',
      dates: [shift('2020-01-06T08:00', null)],
    });
    const over = await postNurse(admin, hospital, { dates: [shift('2020-01-06T08:00', '2020-01-06T16:00')] });
    const takenByColleague = await postNurse(admin, hospital, {
      dates: [shift('2030-03-12T08:00', '2030-03-12T16:00')],
    });
    const released = await postNurse(admin, hospital, { dates: [shift('2030-03-13T08:00', '2030-03-13T16:00')] });
    const otherStation = await postNurse(admin, hospital, {
      orig_dept: hospital.otherStation.id,
      dates: [shift('2030-03-14T08:00', '2030-03-14T16:00')],
    });
    const otherHospital = await postNurse(elsewhereAdmin, elsewhere, {
      dates: [shift('2030-03-14T08:00', '2030-03-14T16:00')],
    });

    expect((await act(member, accepted, 'accept')).status).toBe(200);
    expect((await act(member, declined, 'decline')).status).toBe(200);
    expect((await act(colleague, takenByColleague, 'accept')).status).toBe(200);
    expect((await act(admin, released, 'release')).status).toBe(200);

    const offers = await offersOf(member);
    expect(idsOf(offers)).toEqual([openEnded, early, tieFirst, tieSecond, accepted, declined, late]);
    for (const hidden of [over, takenByColleague, released, otherStation, otherHospital]) {
      expect(idsOf(offers)).not.toContain(hidden);
    }
    const byId = new Map(offers.map((offer) => [offer.job._id, offer]));
    expect(byId.get(late)?.answer).toBeNull();
    expect(byId.get(declined)?.answer).toBe('declined');
    expect(byId.get(accepted)).toMatchObject({
      answer: 'accepted',
      releaseAt: null,
      workingTimeClash: null,
      job: { state: 'internal_fill' },
    });
    const lateRow = await manager().findOneByOrFail(JobRequest, { id: late });
    expect(secondOf(byId.get(late)?.releaseAt)).toBe(secondOf(lateRow.createdAt.valueOf() + 5 * HOUR_MS));
    expect(byId.get(tieFirst)?.releaseAt).toBeNull();

    // Only the fields a pool member needs: never the applicants or the hospital's own fields.
    const earlyOffer = byId.get(early) as PoolOfferWire;
    expect(Object.keys(earlyOffer).sort()).toEqual(['answer', 'job', 'releaseAt', 'workingTimeClash']);
    expect(Object.keys(earlyOffer.job).sort()).toEqual(
      ['_id', 'dates', 'desc', 'kind', 'orig_dept', 'organisation', 'skills', 'state', 'title'].sort(),
    );
    expect(earlyOffer.job).toMatchObject({
      kind: 'NURSE',
      state: 'internal_adv',
      organisation: { _id: hospital.organisation.id, name: hospital.organisation.name },
      orig_dept: { _id: hospital.station.id, name: hospital.station.name },
    });
    expect(earlyOffer.job.dates.map((date) => date.date.startDate)).toEqual(
      expect.arrayContaining([berlinMs('2030-03-02T08:00'), berlinMs('2030-03-25T08:00')]),
    );

    // The colleague sees the shift they took, and not the one the member took.
    const colleagueOffers = await offersOf(colleague);
    expect(colleagueOffers.find((offer) => offer.job._id === takenByColleague)?.answer).toBe('accepted');
    expect(idsOf(colleagueOffers)).not.toContain(accepted);
    expect(colleagueOffers.find((offer) => offer.job._id === declined)?.answer).toBeNull();
  });

  it('shows the working-time clash with a shift the member holds 4 hours before the offer', async () => {
    const hospital = await createHospital(testApp);
    const admin = await orgAdmin(testApp, hospital.organisation);
    const member = await poolMember(hospital.station);
    const free = await poolMember(hospital.station);
    const held = await postNurse(admin, hospital, { dates: [shift('2030-04-01T06:00', '2030-04-01T10:00')] });
    expect((await act(member, held, 'accept')).status).toBe(200);
    const heldRow = await manager().findOneByOrFail(JobRequest, { id: held });
    const offer = await postNurse(admin, hospital, { dates: [shift('2030-04-01T14:00', '2030-04-01T20:00')] });
    const distant = await postNurse(admin, hospital, { dates: [shift('2030-04-03T14:00', '2030-04-03T20:00')] });

    const offers = await offersOf(member);
    expect(offers.find((item) => item.job._id === offer)?.workingTimeClash).toEqual({
      rule: 'REST',
      shift: {
        title: heldRow.title,
        start: berlinMs('2030-04-01T06:00'),
        end: berlinMs('2030-04-01T10:00'),
        // The held shift is the member's assignment (issue 29).
        assignmentId: (await manager().findOneByOrFail(Assignment, { jobRequestId: held })).id,
      },
      restHours: 4,
    });
    expect(offers.find((item) => item.job._id === distant)?.workingTimeClash).toBeNull();
    expect(offers.find((item) => item.job._id === held)?.workingTimeClash).toBeNull();
    // Another member holds nothing: no clash on the same offer.
    expect((await offersOf(free)).find((item) => item.job._id === offer)?.workingTimeClash).toBeNull();
  });

  it('answers an empty list to a person in no pool, whatever the role, and 401 without sign-in', async () => {
    const hospital = await createHospital(testApp);
    const admin = await orgAdmin(testApp, hospital.organisation);
    await postNurse(admin, hospital, { dates: [shift('2030-05-01T08:00', '2030-05-01T16:00')] });
    for (const role of ['USER', 'AGENCY', 'ORG_SUB', 'ADMIN'] as const) {
      expect(await offersOf(await bearerFor(testApp, role))).toEqual([]);
    }
    expect(await offersOf(admin)).toEqual([]);
    const anonymous = await request(testApp.http).get('/api/job/offers');
    expect({ status: anonymous.status, code: anonymous.body.code }).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('is not read as a request id: GET /api/job/{id} still answers for a real request', async () => {
    const hospital = await createHospital(testApp);
    const admin = await orgAdmin(testApp, hospital.organisation);
    const id = await postNurse(admin, hospital, { dates: [shift('2030-05-02T08:00', '2030-05-02T16:00')] });
    const response = await request(testApp.http).get(`/api/job/${id}`).set('Authorization', admin.header);
    expect({ status: response.status, id: response.body._id }).toEqual({ status: 200, id });
  });
});
