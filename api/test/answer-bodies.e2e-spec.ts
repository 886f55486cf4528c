import request from 'supertest';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
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
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

/**
 * Issue 24, finding 1: every answer that carries a request, an application, a candidate or a
 * document is compared BODY by body for each actor (two hospitals, a department user, two
 * agencies, a pool member, a candidate, an operator): an agency only ever finds its own
 * applications, a pool member never an applicant, a hospital nothing of the other hospital.
 */

const ACTORS = [
  'operator',
  'hospitalA',
  'departmentA',
  'hospitalB',
  'agencyX',
  'agencyY',
  'pool',
  'candidate',
] as const;
type Actor = (typeof ACTORS)[number];

/** What an actor may find in a body: the application ids, and texts and keys it must never receive. */
interface Sight {
  applications: ReadonlySet<number> | 'all';
  never: readonly string[];
  forbiddenKeys: readonly string[];
}

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

/** A month ahead of the seed's dates, so that pool offers are not over. */
const day = (date: string, from = '07:00', to = '15:00') => ({
  date: { startDate: berlinMs(`${date}T${from}`), endDate: berlinMs(`${date}T${to}`), activity: `${from}–${to}` },
});

/** The application ids a body names: every `_id` of an element of an `applicants` or `applications` list. */
function applicationIdsIn(value: unknown, found: number[] = []): number[] {
  if (Array.isArray(value)) {
    for (const item of value) applicationIdsIn(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if ((key === 'applicants' || key === 'applications') && Array.isArray(child)) {
        for (const item of child) found.push((item as { _id: number })._id);
      }
      applicationIdsIn(child, found);
    }
  }
  return found;
}

/** Every key anywhere in a body. */
function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) keysIn(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      found.add(key);
      keysIn(child, found);
    }
  }
  return found;
}

interface AgencyParty {
  agency: Agency;
  header: string;
  candidate: Person;
  candidateHeader: string;
  applicantName: string;
}

describe.each(TEST_DIALECTS)('answer bodies per audience on %s', (dialect) => {
  let testApp: TestApp;
  let hospitalA: Hospital;
  let hospitalB: Hospital;
  const headers = new Map<Actor, string>();
  let agencyX: AgencyParty;
  let agencyY: AgencyParty;
  /** Requests by name: A's open (X and Y applied), onlyX (organisation level), filled (X selected), offered and
   * offeredToo (with the pool), releasable (with the pool); B's foreign (X applied). */
  const jobs = new Map<string, number>();
  /** Applications by `<agency>:<job>`, and the id of one document of each. */
  const applications = new Map<string, number>();
  const documents = new Map<string, number>();
  /** The answers of the setup's own calls (apply, select), checked as their caller's bodies. */
  const setupAnswers: { actor: Actor; what: string; body: unknown }[] = [];
  const sights = new Map<Actor, Sight>();

  const job = (name: string): number => jobs.get(name) as number;
  const application = (key: string): number => applications.get(key) as number;
  const document = (key: string): number => documents.get(key) as number;

  async function agencyParty(letter: 'X' | 'Y', firstName: string, lastName: string): Promise<AgencyParty> {
    const manager = testApp.dataSource.manager;
    const agency = await manager.save(
      manager.create(Agency, {
        name: `Agentur ${letter}${letter}${letter}-${Date.now().toString(36)}`,
        address: 'Weg 1',
        postcode: '10117',
        country: 'DE',
        permitAuthority: 'Bundesagentur für Arbeit',
        permitIssuedOn: '2020-01-01',
      }),
    );
    const user = await bearerFor(testApp, 'AGENCY');
    await manager.insert(AgencyMembership, { agencyId: agency.id, personId: user.person.id, kind: 'USER' });
    // The candidate signs in too (role USER): the candidate is one of the actors.
    const candidate = await bearerFor(testApp, 'USER');
    await manager.update(Person, { id: candidate.person.id }, { firstName, lastName, qualificationLevel: 'Facharzt' });
    await manager.insert(AgencyMembership, { agencyId: agency.id, personId: candidate.person.id, kind: 'CUSTOMER' });
    return {
      agency,
      header: user.header,
      candidate: { ...candidate.person, firstName, lastName },
      candidateHeader: candidate.header,
      applicantName: `Dr. ${firstName} ${lastName}`,
    };
  }

  async function apply(party: AgencyParty, actor: Actor, jobName: string): Promise<void> {
    const response = await request(testApp.http)
      .post(`/api/job/apply/${job(jobName)}`)
      .set('Authorization', party.header)
      .field('candidateId', String(party.candidate.id))
      .field('applicantName', party.applicantName)
      .field('hourlyRate', '85,50')
      .attach('cv', pdf(`cv ${party.candidate.lastName}`), { filename: 'cv.pdf', contentType: 'application/pdf' })
      .attach('licence', pdf('licence'), { filename: 'licence.pdf', contentType: 'application/pdf' })
      .attach('diploma', pdf('diploma'), { filename: 'diploma.pdf', contentType: 'application/pdf' })
      .expect(201);
    const key = `${actor}:${jobName}`;
    applications.set(key, response.body._id as number);
    documents.set(key, (response.body.documents as { _id: number }[])[0]._id);
    setupAnswers.push({ actor, what: `POST /job/apply/${jobName}`, body: response.body });
  }

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    hospitalA = await createHospital(testApp, 'Talklinik');
    hospitalB = await createHospital(testApp, 'Bergklinik');
    headers.set('operator', (await bearerFor(testApp, 'ADMIN')).header);
    const adminA = (await orgAdmin(testApp, hospitalA.organisation)).header;
    headers.set('hospitalA', adminA);
    headers.set('departmentA', (await departmentUser(testApp, hospitalA.station)).header);
    const adminB = (await orgAdmin(testApp, hospitalB.organisation)).header;
    headers.set('hospitalB', adminB);
    agencyX = await agencyParty('X', 'Xaver', 'Xylander');
    agencyY = await agencyParty('Y', 'Yvonne', 'Ypsilanti');
    headers.set('agencyX', agencyX.header);
    headers.set('agencyY', agencyY.header);
    headers.set('candidate', agencyX.candidateHeader);
    const pool = await bearerFor(testApp, 'USER');
    await testApp.dataSource.manager.update(Person, { id: pool.person.id }, { firstName: 'Paula', lastName: 'Pool' });
    await testApp.dataSource.manager.insert(DepartmentMembership, {
      departmentId: hospitalA.station.id,
      personId: pool.person.id,
      kind: 'CUSTOMER',
    });
    headers.set('pool', pool.header);

    const post = async (name: string, header: string, body: object, state: string) => {
      const response = await postJob(testApp, header, body).expect(201);
      expect(response.body.state).toBe(state);
      jobs.set(name, response.body._id as number);
    };
    const doctor = (hospital: Hospital, title: string, date: string, overrides: Record<string, unknown> = {}) =>
      doctorBody(hospital, { title: `${title} ${hospital.organisation.name}`, dates: [day(date)], ...overrides });
    await post(
      'open',
      adminA,
      doctor(hospitalA, 'Offen', '2027-01-04', { orig_dept: hospitalA.station.id }),
      'external_adv',
    );
    await post('onlyX', adminA, doctor(hospitalA, 'Nur X', '2027-01-06'), 'external_adv');
    await post(
      'filled',
      adminA,
      doctor(hospitalA, 'Besetzt', '2027-01-08', { orig_dept: hospitalA.station.id }),
      'external_adv',
    );
    await post('foreign', adminB, doctor(hospitalB, 'Fremd', '2027-01-12'), 'external_adv');
    const nurse = (title: string, date: string) =>
      nurseBody(hospitalA, { title: `${title} ${hospitalA.organisation.name}`, dates: [day(date)] });
    await post('offered', adminA, nurse('Angebot', '2027-01-14'), 'internal_adv');
    await post('offeredToo', adminA, nurse('Zweites Angebot', '2027-01-16'), 'internal_adv');
    await post('releasable', adminA, nurse('Freigabe', '2027-01-18'), 'internal_adv');

    await apply(agencyX, 'agencyX', 'open');
    await apply(agencyY, 'agencyY', 'open');
    await apply(agencyX, 'agencyX', 'onlyX');
    await apply(agencyX, 'agencyX', 'filled');
    await apply(agencyY, 'agencyY', 'filled');
    await apply(agencyX, 'agencyX', 'foreign');
    const selected = await request(testApp.http)
      .post(`/api/job/${job('filled')}/select/${application('agencyX:filled')}`)
      .set('Authorization', adminA)
      .expect(200);
    setupAnswers.push({ actor: 'hospitalA', what: 'POST /job/filled/select', body: selected.body });

    const ofJobs = (...names: string[]) =>
      new Set([...applications].filter(([key]) => names.includes(key.split(':')[1])).map(([, id]) => id));
    const ofAgency = (actor: Actor) =>
      new Set([...applications].filter(([key]) => key.startsWith(`${actor}:`)).map(([, id]) => id));
    const xTexts = [agencyX.candidate.firstName, agencyX.candidate.lastName, agencyX.agency.name];
    const yTexts = [agencyY.candidate.firstName, agencyY.candidate.lastName, agencyY.agency.name];
    const internal = ['applicants', 'salary', 'payment', 'version', 'timeLimit', 'releaseDueAt'];
    sights.set('operator', { applications: 'all', never: [], forbiddenKeys: [] });
    const aJobs = ofJobs('open', 'onlyX', 'filled', 'offered', 'offeredToo', 'releasable');
    sights.set('hospitalA', { applications: aJobs, never: [hospitalB.organisation.name], forbiddenKeys: [] });
    sights.set('departmentA', { applications: aJobs, never: [hospitalB.organisation.name], forbiddenKeys: [] });
    sights.set('hospitalB', {
      applications: ofJobs('foreign'),
      never: [hospitalA.organisation.name, ...yTexts],
      forbiddenKeys: [],
    });
    sights.set('agencyX', { applications: ofAgency('agencyX'), never: yTexts, forbiddenKeys: [] });
    sights.set('agencyY', { applications: ofAgency('agencyY'), never: xTexts, forbiddenKeys: [] });
    sights.set('pool', { applications: new Set(), never: [...xTexts, ...yTexts], forbiddenKeys: internal });
    sights.set('candidate', { applications: new Set(), never: yTexts, forbiddenKeys: internal });
  }, 120_000);

  afterAll(async () => {
    await testApp?.close();
  });

  /** The body rules of the actor: no forbidden text or key, no application id outside its sight. */
  function expectSightOf(actor: Actor, body: unknown, what: string): void {
    const sight = sights.get(actor) as Sight;
    const text = JSON.stringify(body);
    for (const secret of sight.never) {
      expect({ what, actor, leaks: text.includes(secret) ? secret : null }).toEqual({ what, actor, leaks: null });
    }
    const keys = keysIn(body);
    expect({ what, actor, keys: sight.forbiddenKeys.filter((key) => keys.has(key)) }).toEqual({
      what,
      actor,
      keys: [],
    });
    if (sight.applications !== 'all') {
      const allowed = sight.applications;
      const outside = applicationIdsIn(body).filter((id) => !allowed.has(id));
      expect({ what, actor, outside }).toEqual({ what, actor, outside: [] });
    }
  }

  interface Route {
    what: string;
    call(header: string): request.Test;
    status: Record<Actor, number>;
    /** Exactly the application ids an actor finds in its body (beyond the sight's bound). */
    sees?: Partial<Record<Actor, () => number[]>>;
  }

  const get = (path: () => string) => (header: string) =>
    request(testApp.http).get(`/api/${path()}`).set('Authorization', header);
  const statuses = (base: number, overrides: Partial<Record<Actor, number>>): Record<Actor, number> =>
    Object.fromEntries(ACTORS.map((actor) => [actor, overrides[actor] ?? base])) as Record<Actor, number>;

  /** A released request of hospital A in its station: its hospital, the operators and agencies read it. */
  const RELEASED_IN_STATION = statuses(200, { hospitalB: 404, pool: 404, candidate: 404 });
  const AGENCIES_ONLY = statuses(403, { agencyX: 200, agencyY: 200 });
  const HOSPITAL_A_SIDE = statuses(403, { operator: 200, hospitalA: 200, departmentA: 200, hospitalB: 404 });
  const HOSPITALS = statuses(403, { hospitalA: 200, departmentA: 200, hospitalB: 200 });
  const DOCUMENT_OF_A = (agency: 'agencyX' | 'agencyY') =>
    statuses(404, {
      operator: 200,
      hospitalA: 200,
      departmentA: 200,
      [agency]: 200,
      pool: 403,
      candidate: 403,
    });

  const ROUTES: Route[] = [
    {
      what: 'GET /job/{released, X and Y applied}',
      call: get(() => `job/${job('open')}`),
      status: RELEASED_IN_STATION,
      sees: {
        hospitalA: () => [application('agencyX:open'), application('agencyY:open')],
        departmentA: () => [application('agencyX:open'), application('agencyY:open')],
        operator: () => [application('agencyX:open'), application('agencyY:open')],
        agencyX: () => [application('agencyX:open')],
        agencyY: () => [application('agencyY:open')],
      },
    },
    {
      what: 'GET /job/{released, only X applied, no department}',
      call: get(() => `job/${job('onlyX')}`),
      status: { ...RELEASED_IN_STATION, departmentA: 404 },
      sees: { agencyX: () => [application('agencyX:onlyX')], agencyY: () => [] },
    },
    {
      what: 'GET /job/{filled, X selected, Y not chosen}',
      call: get(() => `job/${job('filled')}`),
      status: RELEASED_IN_STATION,
      sees: {
        hospitalA: () => [application('agencyX:filled')],
        agencyX: () => [application('agencyX:filled')],
        agencyY: () => [],
      },
    },
    {
      what: 'GET /job/{with the pool}',
      call: get(() => `job/${job('offered')}`),
      status: statuses(200, { hospitalB: 404, agencyX: 404, agencyY: 404, candidate: 404 }),
    },
    {
      what: 'GET /job/{released by hospital B, X applied}',
      call: get(() => `job/${job('foreign')}`),
      status: statuses(404, { operator: 200, hospitalB: 200, agencyX: 200, agencyY: 200 }),
      sees: { hospitalB: () => [application('agencyX:foreign')], agencyY: () => [] },
    },
    {
      what: 'GET /job (released requests)',
      call: get(() => 'job'),
      status: AGENCIES_ONLY,
      sees: {
        agencyX: () => [application('agencyX:open'), application('agencyX:onlyX'), application('agencyX:foreign')],
        agencyY: () => [application('agencyY:open')],
      },
    },
    {
      what: 'POST /job/find',
      call: (header) =>
        request(testApp.http).post('/api/job/find').set('Authorization', header).send({ kind: 'DOCTOR' }),
      status: AGENCIES_ONLY,
    },
    { what: 'GET /job/applied-jobs', call: get(() => 'job/applied-jobs'), status: AGENCIES_ONLY },
    { what: 'GET /agency/candidates', call: get(() => 'agency/candidates'), status: AGENCIES_ONLY },
    {
      what: 'GET /agency/candidates?jobId={released}',
      call: get(() => `agency/candidates?jobId=${job('open')}`),
      status: AGENCIES_ONLY,
    },
    {
      what: 'GET /job/{released}/applications',
      call: get(() => `job/${job('open')}/applications`),
      status: HOSPITAL_A_SIDE,
    },
    {
      what: 'GET /job/{filled}/applications',
      call: get(() => `job/${job('filled')}/applications`),
      status: HOSPITAL_A_SIDE,
      sees: { hospitalA: () => [application('agencyX:filled'), application('agencyY:filled')] },
    },
    {
      what: 'GET /job/{released, no department}/applications',
      call: get(() => `job/${job('onlyX')}/applications`),
      status: { ...HOSPITAL_A_SIDE, departmentA: 404 },
    },
    {
      what: 'GET /job/{filled}/history',
      call: get(() => `job/${job('filled')}/history`),
      status: HOSPITAL_A_SIDE,
    },
    { what: 'GET /organisations/jobs', call: get(() => 'organisations/jobs'), status: HOSPITALS },
    {
      what: 'GET /organisations/calendar',
      call: get(() => 'organisations/calendar?from=2027-01-01&to=2027-01-31'),
      status: HOSPITALS,
    },
    { what: 'GET /job/offers', call: get(() => 'job/offers'), status: statuses(200, {}) },
    {
      what: "GET /documents/{X's CV, released request of A}",
      call: get(() => `documents/${document('agencyX:open')}`),
      status: DOCUMENT_OF_A('agencyX'),
    },
    {
      what: "GET /documents/{Y's CV, filled request of A}",
      call: get(() => `documents/${document('agencyY:filled')}`),
      status: DOCUMENT_OF_A('agencyY'),
    },
    {
      what: "GET /documents/{X's CV, request of A without department}",
      call: get(() => `documents/${document('agencyX:onlyX')}`),
      status: { ...DOCUMENT_OF_A('agencyX'), departmentA: 404 },
    },
    {
      what: "GET /documents/{X's CV, request of B}",
      call: get(() => `documents/${document('agencyX:foreign')}`),
      status: statuses(404, { operator: 200, hospitalB: 200, agencyX: 200, pool: 403, candidate: 403 }),
    },
  ];

  it.each(ROUTES.map((route) => [route.what, route] as const))('%s', async (_what, route) => {
    for (const actor of ACTORS) {
      const response = await route.call(headers.get(actor) as string);
      expect({ actor, status: response.status }).toEqual({ actor, status: route.status[actor] });
      if (response.status !== 200 || !response.type.includes('json')) continue;
      expectSightOf(actor, response.body, route.what);
      const sees = route.sees?.[actor];
      if (sees) {
        expect({ actor, ids: applicationIdsIn(response.body).sort((a, b) => a - b) }).toEqual({
          actor,
          ids: sees().sort((a, b) => a - b),
        });
      }
    }
  });

  it('the answers of apply and select carry only what their caller may see', () => {
    expect(setupAnswers).toHaveLength(7);
    for (const answer of setupAnswers) expectSightOf(answer.actor, answer.body, answer.what);
    const applyY = setupAnswers.find((answer) => answer.actor === 'agencyY' && answer.what.endsWith('/open'));
    expect(applicationIdsIn(applyY?.body)).toEqual([application('agencyY:open')]);
  });

  it("the pool member's answers of decline and accept carry no applicant and no internal field", async () => {
    const pool = headers.get('pool') as string;
    const declined = await request(testApp.http)
      .post(`/api/job/${job('offered')}/decline`)
      .set('Authorization', pool)
      .expect(200);
    expect(declined.body).toMatchObject({ _id: job('offered'), state: 'internal_adv' });
    expectSightOf('pool', declined.body, 'POST /job/{offered}/decline');
    const accepted = await request(testApp.http)
      .post(`/api/job/${job('offeredToo')}/accept`)
      .set('Authorization', pool)
      .expect(200);
    expect(accepted.body).toMatchObject({ _id: job('offeredToo'), state: 'internal_fill' });
    expectSightOf('pool', accepted.body, 'POST /job/{offeredToo}/accept');
    const taken = await request(testApp.http)
      .get(`/api/job/${job('offeredToo')}`)
      .set('Authorization', pool)
      .expect(200);
    expectSightOf('pool', taken.body, 'GET /job/{taken by the pool member}');
  });

  it("the hospital's answers of release and recall carry the whole request", async () => {
    const adminA = headers.get('hospitalA') as string;
    const released = await request(testApp.http)
      .post(`/api/job/${job('releasable')}/release`)
      .set('Authorization', adminA)
      .expect(200);
    expect(released.body).toMatchObject({ state: 'external_adv', applicants: [], timeLimit: 0 });
    expectSightOf('hospitalA', released.body, 'POST /job/{releasable}/release');
    const agencyView = await request(testApp.http)
      .get(`/api/job/${job('releasable')}`)
      .set('Authorization', agencyY.header)
      .expect(200);
    expect(agencyView.body.organisation).toMatchObject({ _id: hospitalA.organisation.id, address: expect.any(String) });
    const recalled = await request(testApp.http)
      .post(`/api/job/${job('releasable')}/recall`)
      .set('Authorization', adminA)
      .expect(200);
    expect(recalled.body).toMatchObject({ state: 'internal_adv', applicants: [] });
    expectSightOf('hospitalA', recalled.body, 'POST /job/{releasable}/recall');
  });

  describe('the reproduced finding: agency Y reads requests where agency X applied', () => {
    it("never receives X's candidate on a released request, only its own applications", async () => {
      const onlyX = await request(testApp.http)
        .get(`/api/job/${job('onlyX')}`)
        .set('Authorization', agencyY.header)
        .expect(200);
      expect(onlyX.body.applicants).toEqual([]);
      expect(JSON.stringify(onlyX.body)).not.toContain('Xaver');
      const open = await request(testApp.http)
        .get(`/api/job/${job('open')}`)
        .set('Authorization', agencyY.header)
        .expect(200);
      expect(open.body.applicants).toEqual([
        {
          _id: application('agencyY:open'),
          state: 'applied',
          user: { firstName: 'Yvonne', lastName: 'Ypsilanti', user_info: { qualification: { level: 'Facharzt' } } },
        },
      ]);
    });

    it('never learns whom the hospital selected on a filled request', async () => {
      const filled = await request(testApp.http)
        .get(`/api/job/${job('filled')}`)
        .set('Authorization', agencyY.header)
        .expect(200);
      expect(filled.body.state).toBe('external_fill');
      expect(filled.body.applicants).toEqual([]);
      expect(JSON.stringify(filled.body)).not.toMatch(/Xaver|Xylander/);
      const own = await request(testApp.http)
        .get(`/api/job/${job('filled')}`)
        .set('Authorization', agencyX.header)
        .expect(200);
      expect(own.body.applicants).toMatchObject([
        { _id: application('agencyX:filled'), state: 'selected', user: { firstName: 'Xaver' } },
      ]);
    });
  });
});
