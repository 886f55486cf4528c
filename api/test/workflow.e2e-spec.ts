import request from 'supertest';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { AuditEntry } from '../src/platform/audit/audit-entry.entity';
import { APP_CONFIG } from '../src/platform/config/config.module';
import { DepartmentMembership } from '../src/organisations/departments/department-membership.entity';
import { Department } from '../src/organisations/departments/department.entity';
import { Application } from '../src/marketplace/jobs/application.entity';
import { JobPoolAnswer } from '../src/marketplace/jobs/job-pool-answer.entity';
import { JobRequest } from '../src/marketplace/jobs/job-request.entity';
import { Organisation } from '../src/organisations/organisation.entity';
import { Person } from '../src/people/person.entity';
import { JobStateMachine } from '../src/marketplace/workflow/job-transition.service';
import { ReleaseSweeper } from '../src/marketplace/workflow/release-sweeper.service';
import { bearerFor } from './admin-helpers';
import {
  addApplicant,
  berlinMs,
  createHospital,
  doctorBody,
  nurseBody,
  orgAdmin,
  postJob,
  type Hospital,
} from './jobs-helpers';
import { TEST_DIALECTS, captureMails, createTestApp, type CapturedMail, type TestApp } from './test-app';

type Caller = { header: string; person: Person };
const HOUR_MS = 3_600_000;
/** MySQL keeps `datetime` to the second. */
const secondOf = (date: Date | null | undefined) => (date ? Math.floor(date.valueOf() / 1000) : null);

describe.each(TEST_DIALECTS)('shift request workflow on %s', (dialect) => {
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
  const setLanguage = (person: Person, language: 'de' | 'en') =>
    manager().update(Person, { id: person.id }, { language });

  /** A signed-in member of the department's internal pool (a department customer). */
  async function poolMember(department: Department, language: 'de' | 'en' = 'en'): Promise<Caller> {
    const caller = await bearerFor(testApp, 'USER');
    await setLanguage(caller.person, language);
    await manager().insert(DepartmentMembership, {
      departmentId: department.id,
      personId: caller.person.id,
      kind: 'CUSTOMER',
    });
    return caller;
  }

  /** A hospital with a confirmed organisation admin (German unless told). */
  async function hospitalWithAdmin(language: 'de' | 'en' = 'de'): Promise<{ hospital: Hospital; admin: Caller }> {
    const hospital = await createHospital(testApp);
    const admin = await orgAdmin(testApp, hospital.organisation);
    await setLanguage(admin.person, language);
    return { hospital, admin };
  }

  async function postNurse(
    admin: Caller,
    hospital: Hospital,
    overrides: Record<string, unknown> = {},
  ): Promise<number> {
    const response = await postJob(
      testApp,
      admin.header,
      nurseBody(hospital, { title: unique('Nachtdienst'), ...overrides }),
    );
    expect(response.status).toBe(201);
    return response.body._id as number;
  }

  async function postDoctor(
    admin: Caller,
    hospital: Hospital,
    overrides: Record<string, unknown> = {},
  ): Promise<number> {
    const response = await postJob(
      testApp,
      admin.header,
      doctorBody(hospital, { title: unique('Vertretung'), ...overrides }),
    );
    expect(response.status).toBe(201);
    return response.body._id as number;
  }

  const act = (caller: Caller, jobId: number, action: string, language = 'en') =>
    request(testApp.http)
      .post(`/api/job/${jobId}/${action}`)
      .set('Authorization', caller.header)
      .set('Accept-Language', language);

  const jobRow = (id: number) => manager().findOneByOrFail(JobRequest, { id });
  const auditOf = (id: number) =>
    manager().find(AuditEntry, { where: { resource: 'jobs', recordId: id }, order: { id: 'ASC' } });
  const mailsTo = (email: string) => mails.filter((mail) => mail.to === email);

  function expectRefused(response: request.Response, code: string) {
    expect({ status: response.status, code: response.body.code }).toEqual({ status: 409, code });
  }

  /** An agency with a user (mails go to them) and an application of its candidate. */
  async function agencyApplication(jobId: number, language: 'de' | 'en', candidateId: number | null = null) {
    const agency = await manager().save(
      manager().create(Agency, {
        name: unique('Agentur'),
        address: 'Weg 1',
        postcode: '10117',
        country: 'DE',
        permitAuthority: 'Bundesagentur für Arbeit',
        permitIssuedOn: '2020-01-01',
      }),
    );
    const user = await bearerFor(testApp, 'AGENCY');
    await setLanguage(user.person, language);
    await manager().insert(AgencyMembership, { agencyId: agency.id, personId: user.person.id, kind: 'USER' });
    const application = await manager().save(
      manager().create(Application, {
        jobRequestId: jobId,
        agencyId: agency.id,
        candidateId,
        applicantName: unique('Kandidat'),
        hourlyRate: '60.00',
        state: 'applied',
      }),
    );
    return { agency, user, application };
  }

  describe('posting', () => {
    it('sets the release time of a nurse request and mails the pool in each member’s language', async () => {
      const { hospital, admin } = await hospitalWithAdmin();
      const german = await poolMember(hospital.station, 'de');
      const english = await poolMember(hospital.station, 'en');
      const elsewhere = await poolMember(hospital.otherStation, 'en');
      const id = await postNurse(admin, hospital, { timeLimit: 5 });
      const row = await jobRow(id);
      expect(row.state).toBe('internal_adv');
      expect(secondOf(row.releaseDueAt)).toBe(secondOf(new Date(row.createdAt.valueOf() + 5 * HOUR_MS)));
      expect(row.releasedAt).toBeNull();
      expect(mailsTo(german.person.email).map((mail) => mail.subject)).toEqual([
        `Neuer Dienst für Ihre Station: ${row.title}`,
      ]);
      expect(mailsTo(english.person.email).map((mail) => mail.subject)).toEqual([
        `A new shift for your ward: ${row.title}`,
      ]);
      expect(mailsTo(english.person.email)[0].text).toContain('/en/shifts');
      expect(mailsTo(elsewhere.person.email)).toEqual([]);
    });

    it('uses the organisation’s default limit, or none, and releases doctor requests at once', async () => {
      const { hospital, admin } = await hospitalWithAdmin();
      const unlimited = await jobRow(await postNurse(admin, hospital, { timeLimit: 0 }));
      expect(unlimited.releaseDueAt).toBeNull();
      await manager().update(Organisation, { id: hospital.organisation.id }, { defaultTimeLimitHours: 8 });
      const defaulted = await jobRow(await postNurse(admin, hospital, { timeLimit: 0 }));
      expect(secondOf(defaulted.releaseDueAt)).toBe(secondOf(new Date(defaulted.createdAt.valueOf() + 8 * HOUR_MS)));
      // A new limit on a request with the pool still counts from its creation.
      const edited = await request(testApp.http)
        .put(`/api/job/${defaulted.id}`)
        .set('Authorization', admin.header)
        .send({ version: defaulted.version, timeLimit: 2 })
        .expect(200);
      expect(edited.body.timeLimit).toBe(2);
      expect(secondOf((await jobRow(defaulted.id)).releaseDueAt)).toBe(
        secondOf(new Date(defaulted.createdAt.valueOf() + 2 * HOUR_MS)),
      );
      const doctor = await jobRow(await postDoctor(admin, hospital));
      expect(doctor.state).toBe('external_adv');
      expect(doctor.releasedAt).not.toBeNull();
      expect(doctor.releaseDueAt).toBeNull();
    });
  });

  describe('the pool', () => {
    it('accepts: fills the shift, keeps the answer, mails the admins, audits; later answers are refused', async () => {
      const { hospital, admin } = await hospitalWithAdmin('de');
      const englishAdmin = await orgAdmin(testApp, hospital.organisation);
      await setLanguage(englishAdmin.person, 'en');
      const member = await poolMember(hospital.station);
      const other = await poolMember(hospital.station);
      const id = await postNurse(admin, hospital);

      const accepted = await act(member, id, 'accept');
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ _id: id, state: 'internal_fill' });
      const row = await jobRow(id);
      expect(row).toMatchObject({ state: 'internal_fill', filledById: member.person.id });
      expect(row.filledAt).not.toBeNull();
      expect(await manager().findBy(JobPoolAnswer, { jobRequestId: id })).toEqual([
        expect.objectContaining({ personId: member.person.id, answer: 'accepted' }),
      ]);
      expect(mailsTo(admin.person.email).at(-1)?.subject).toBe(`Dienst angenommen: ${row.title}`);
      expect(mailsTo(englishAdmin.person.email).at(-1)?.subject).toBe(`Shift accepted: ${row.title}`);
      expect(await auditOf(id)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            action: 'accept',
            actorId: member.person.id,
            field: 'state',
            oldValue: '"internal_adv"',
            newValue: '"internal_fill"',
          }),
        ]),
      );

      expectRefused(await act(other, id, 'accept'), 'SHIFT_TAKEN');
      expectRefused(await act(member, id, 'accept'), 'JOB_STATE_CONFLICT');
      expectRefused(await act(other, id, 'decline'), 'JOB_STATE_CONFLICT');
      expectRefused(await act(admin, id, 'release'), 'JOB_STATE_CONFLICT');
      expectRefused(await act(admin, id, 'recall'), 'JOB_STATE_CONFLICT');
      const application = await addApplicant(testApp, id, 'applied');
      expectRefused(await act(admin, id, `select/${application.id}`), 'JOB_STATE_CONFLICT');
    });

    it('declines: the request stays offered, the answer is kept and may change to an acceptance', async () => {
      const { hospital, admin } = await hospitalWithAdmin();
      const member = await poolMember(hospital.station);
      const id = await postNurse(admin, hospital);
      const declined = await act(member, id, 'decline');
      expect(declined.status).toBe(200);
      expect(declined.body.state).toBe('internal_adv');
      expect(await manager().findBy(JobPoolAnswer, { jobRequestId: id })).toEqual([
        expect.objectContaining({ personId: member.person.id, answer: 'declined' }),
      ]);
      expect((await auditOf(id)).map((entry) => [entry.action, entry.field, entry.newValue])).toContainEqual([
        'decline',
        'poolAnswer',
        '"declined"',
      ]);
      expect((await act(member, id, 'accept')).status).toBe(200);
      expect(await manager().findBy(JobPoolAnswer, { jobRequestId: id })).toEqual([
        expect.objectContaining({ personId: member.person.id, answer: 'accepted' }),
      ]);
    });

    it('answers 404 outside the member’s departments, 403 to other roles, and 409 once released', async () => {
      const { hospital, admin } = await hospitalWithAdmin();
      const member = await poolMember(hospital.otherStation);
      const id = await postNurse(admin, hospital);
      expect((await act(member, id, 'accept')).status).toBe(404);
      expect((await act(member, id, 'decline')).status).toBe(404);
      expect((await act(admin, id, 'accept')).status).toBe(403);
      const inPool = await poolMember(hospital.station);
      expect((await act(admin, id, 'release')).status).toBe(200);
      expectRefused(await act(inPool, id, 'accept'), 'JOB_STATE_CONFLICT');
      expectRefused(await act(inPool, id, 'decline'), 'JOB_STATE_CONFLICT');
    });

    it('20 members accepting at once: exactly one fills the shift, the others are told it is taken', async () => {
      const { hospital, admin } = await hospitalWithAdmin();
      const members: Caller[] = [];
      for (let index = 0; index < 20; index += 1) members.push(await poolMember(hospital.station));
      const id = await postNurse(admin, hospital);
      const adminMailsBefore = mailsTo(admin.person.email).length;
      const responses = await Promise.all(members.map((member) => act(member, id, 'accept')));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(
        responses.filter((response) => response.status === 409 && response.body.code === 'SHIFT_TAKEN'),
      ).toHaveLength(19);
      const winner = members[statuses.indexOf(200)];
      expect((await jobRow(id)).filledById).toBe(winner.person.id);
      expect(await manager().findBy(JobPoolAnswer, { jobRequestId: id })).toEqual([
        expect.objectContaining({ personId: winner.person.id, answer: 'accepted' }),
      ]);
      expect(mailsTo(admin.person.email).length - adminMailsBefore).toBe(1);
      expect(
        (await auditOf(id)).filter((entry) => String(entry.action) === 'accept' && entry.field === 'state'),
      ).toHaveLength(1);
    });
  });

  describe('release and recall', () => {
    it('releases by hand (mails, audit), refuses a second release, recalls without applications', async () => {
      const { hospital, admin } = await hospitalWithAdmin('en');
      const member = await poolMember(hospital.station, 'de');
      const id = await postNurse(admin, hospital, { timeLimit: 4 });
      const released = await act(admin, id, 'release');
      expect(released.status).toBe(200);
      expect(released.body.state).toBe('external_adv');
      const row = await jobRow(id);
      expect(row.releasedAt).not.toBeNull();
      expect(mailsTo(admin.person.email).at(-1)?.subject).toBe(`Shift released to agencies: ${row.title}`);
      expectRefused(await act(admin, id, 'release'), 'JOB_STATE_CONFLICT');

      const offersBefore = mailsTo(member.person.email).length;
      const recalled = await act(admin, id, 'recall');
      expect(recalled.status).toBe(200);
      expect(recalled.body.state).toBe('internal_adv');
      expect(await jobRow(id)).toMatchObject({ state: 'internal_adv', releasedAt: null, releaseDueAt: null });
      expect(mailsTo(member.person.email).length - offersBefore).toBe(1);
      expectRefused(await act(admin, id, 'recall'), 'JOB_STATE_CONFLICT');
      expect((await auditOf(id)).filter((entry) => entry.field === 'state').map((entry) => entry.action)).toEqual([
        'release',
        'recall',
      ]);
    });

    it('refuses a recall once an agency applied (a withdrawn application does not count)', async () => {
      const { hospital, admin } = await hospitalWithAdmin();
      const id = await postDoctor(admin, hospital);
      const application = await addApplicant(testApp, id, 'applied');
      expectRefused(await act(admin, id, 'recall'), 'JOB_HAS_APPLICATIONS');
      expect((await jobRow(id)).state).toBe('external_adv');
      await manager().update(Application, { id: application.id }, { state: 'withdrawn', withdrawnAt: new Date() });
      expect((await act(admin, id, 'recall')).status).toBe(200);
    });

    it('is for the hospital only: other organisations 404, pool members 403', async () => {
      const { hospital, admin } = await hospitalWithAdmin();
      const { admin: stranger } = await hospitalWithAdmin();
      const member = await poolMember(hospital.station);
      const id = await postNurse(admin, hospital);
      expect((await act(stranger, id, 'release')).status).toBe(404);
      expect((await act(member, id, 'release')).status).toBe(403);
      expect((await act(stranger, id, 'recall')).status).toBe(404);
    });
  });

  describe('selection', () => {
    it('selects one application, closes the others as not chosen and mails each agency in its language', async () => {
      const { hospital, admin } = await hospitalWithAdmin();
      const id = await postDoctor(admin, hospital);
      const chosen = await agencyApplication(id, 'de');
      const other = await agencyApplication(id, 'en');
      const withdrawn = await agencyApplication(id, 'en');
      await manager().update(Application, { id: withdrawn.application.id }, { state: 'withdrawn' });
      expectRefused(await act(admin, id, `select/${withdrawn.application.id}`), 'APPLICATION_NOT_OPEN');

      const selected = await act(admin, id, `select/${chosen.application.id}`);
      expect(selected.status).toBe(200);
      expect(selected.body.state).toBe('external_fill');
      const states = await manager().find(Application, { where: { jobRequestId: id }, order: { id: 'ASC' } });
      expect(states.map((item) => item.state)).toEqual(['selected', 'not_chosen', 'withdrawn']);
      expect(states[0].decidedAt).not.toBeNull();
      expect(states[1].decidedAt).not.toBeNull();
      const title = (await jobRow(id)).title;
      expect(mailsTo(chosen.user.person.email).map((mail) => mail.subject)).toEqual([
        `Ihr Kandidat wurde ausgewählt: ${title}`,
      ]);
      expect(mailsTo(other.user.person.email).map((mail) => mail.subject)).toEqual([
        `Another candidate was chosen: ${title}`,
      ]);
      expect(mailsTo(withdrawn.user.person.email)).toEqual([]);
      expect(await auditOf(id)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            action: 'select',
            field: 'state',
            oldValue: '"external_adv"',
            newValue: '"external_fill"',
          }),
          expect.objectContaining({
            action: 'select',
            field: 'selectedApplication',
            newValue: String(chosen.application.id),
          }),
        ]),
      );

      expectRefused(await act(admin, id, `select/${other.application.id}`), 'SHIFT_TAKEN');
      expectRefused(await act(admin, id, 'recall'), 'JOB_STATE_CONFLICT');
      expectRefused(await act(admin, id, 'release'), 'JOB_STATE_CONFLICT');
    });

    it('answers 404 for an application of another request, and refuses selecting with the pool', async () => {
      const { hospital, admin } = await hospitalWithAdmin();
      const id = await postDoctor(admin, hospital);
      const elsewhere = await postDoctor(admin, hospital);
      const foreign = await addApplicant(testApp, elsewhere, 'applied');
      const response = await act(admin, id, `select/${foreign.id}`);
      expect({ status: response.status, code: response.body.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
      const nurse = await postNurse(admin, hospital);
      const application = await addApplicant(testApp, nurse, 'applied');
      expectRefused(await act(admin, nurse, `select/${application.id}`), 'JOB_STATE_CONFLICT');
    });

    it('20 selections at once: exactly one wins', async () => {
      const { hospital, admin } = await hospitalWithAdmin();
      const id = await postDoctor(admin, hospital);
      const applications: Application[] = [];
      for (let index = 0; index < 20; index += 1)
        applications.push(await addApplicant(testApp, id, 'applied', `Bewerber ${index}`));
      const responses = await Promise.all(
        applications.map((application) => act(admin, id, `select/${application.id}`)),
      );
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      expect(
        responses
          .filter((response) => response.status !== 200)
          .map((response) => [response.status, response.body.code]),
      ).toEqual(Array.from({ length: 19 }, () => [409, 'SHIFT_TAKEN']));
      const states = await manager().find(Application, { where: { jobRequestId: id } });
      expect(states.filter((item) => item.state === 'selected')).toHaveLength(1);
      expect(states.filter((item) => item.state === 'not_chosen')).toHaveLength(19);
      const winner = applications[responses.findIndex((response) => response.status === 200)];
      expect(states.find((item) => item.state === 'selected')?.id).toBe(winner.id);
      expect((await jobRow(id)).state).toBe('external_fill');
    });
  });

  describe('working-time rule', () => {
    it('refuses accepting a shift with less than 11 hours of rest, naming the held shift, in the caller’s language', async () => {
      const { hospital, admin } = await hospitalWithAdmin();
      const member = await poolMember(hospital.station);
      const held = await postNurse(admin, hospital); // 02.11. 05:30–19:30
      expect((await act(member, held, 'accept')).status).toBe(200);
      const heldTitle = (await jobRow(held)).title;
      const night = await postNurse(admin, hospital, {
        dates: [{ date: { startDate: berlinMs('2026-11-02T22:00'), endDate: berlinMs('2026-11-03T06:00') } }],
      });
      const english = await act(member, night, 'accept', 'en');
      expectRefused(english, 'WORKING_TIME_CLASH');
      expect(english.body.message).toContain(`“${heldTitle}”`);
      expect(english.body.message).toContain('11 hours');
      const german = await act(member, night, 'accept', 'de');
      expectRefused(german, 'WORKING_TIME_CLASH');
      expect(german.body.message).toContain(`„${heldTitle}“`);
      expect(german.body.message).toContain('Arbeitszeitgesetz');
      expect((await jobRow(night)).state).toBe('internal_adv');

      const later = await postNurse(admin, hospital, {
        dates: [{ date: { startDate: berlinMs('2026-11-03T07:00'), endDate: berlinMs('2026-11-03T15:00') } }],
      });
      expect((await act(member, later, 'accept')).status).toBe(200);
      const openEnded = await postNurse(admin, hospital, {
        dateMode: 'SPORADIC',
        dates: [{ date: { startDate: berlinMs('2026-11-03T16:00'), endDate: null } }],
      });
      expect((await act(member, openEnded, 'accept')).status).toBe(200);
    });

    it('refuses selecting a candidate who holds a clashing shift', async () => {
      const { hospital, admin } = await hospitalWithAdmin();
      const candidate = await poolMember(hospital.station);
      const held = await postNurse(admin, hospital, {
        dates: [{ date: { startDate: berlinMs('2026-11-05T08:00'), endDate: berlinMs('2026-11-05T16:00') } }],
      });
      expect((await act(candidate, held, 'accept')).status).toBe(200);
      const heldTitle = (await jobRow(held)).title;
      const doctor = await postDoctor(admin, hospital, {
        dates: [{ date: { startDate: berlinMs('2026-11-05T20:00'), endDate: berlinMs('2026-11-06T08:00') } }],
      });
      const { application } = await agencyApplication(doctor, 'en', candidate.person.id);
      const refused = await act(admin, doctor, `select/${application.id}`);
      expectRefused(refused, 'WORKING_TIME_CLASH');
      expect(refused.body.message).toContain(heldTitle);
      expect((await jobRow(doctor)).state).toBe('external_adv');
      expect((await manager().findOneByOrFail(Application, { id: application.id })).state).toBe('applied');

      const distant = await postDoctor(admin, hospital, {
        dates: [{ date: { startDate: berlinMs('2026-11-07T08:00'), endDate: berlinMs('2026-11-07T16:00') } }],
      });
      const fine = await agencyApplication(distant, 'en', candidate.person.id);
      expect((await act(admin, distant, `select/${fine.application.id}`)).status).toBe(200);
    });
  });

  describe('release sweeper', () => {
    const sweeper = () => testApp.app.get(ReleaseSweeper);
    const dueOf = async (id: number) => (await jobRow(id)).releaseDueAt as Date;

    it('leaves a request before its limit and releases it after, with the admins’ mail and an audit entry', async () => {
      const { hospital, admin } = await hospitalWithAdmin('en');
      const id = await postNurse(admin, hospital, { timeLimit: 2 });
      const due = await dueOf(id);
      expect(await sweeper().sweep(new Date(due.valueOf() - 1))).not.toContain(id);
      expect((await jobRow(id)).state).toBe('internal_adv');
      expect(await sweeper().sweep(due)).toContain(id);
      const row = await jobRow(id);
      expect(row.state).toBe('external_adv');
      expect(row.releasedAt?.valueOf()).toBe(due.valueOf());
      expect(
        mailsTo(admin.person.email).filter((mail) => mail.subject === `Shift released to agencies: ${row.title}`),
      ).toHaveLength(1);
      expect(mailsTo(admin.person.email).at(-1)?.text).toContain('within its time limit');
      expect(await auditOf(id)).toContainEqual(
        expect.objectContaining({ action: 'release', actorId: null, field: 'state', newValue: '"external_adv"' }),
      );
      expect(await sweeper().sweep(new Date(due.valueOf() + HOUR_MS))).not.toContain(id);
    });

    it('catches up after a downtime: everything due is released in one sweep, nothing else', async () => {
      const { hospital, admin } = await hospitalWithAdmin();
      const ids = [
        await postNurse(admin, hospital, { timeLimit: 1 }),
        await postNurse(admin, hospital, { timeLimit: 2 }),
        await postNurse(admin, hospital, { timeLimit: 3 }),
      ];
      const notYet = await postNurse(admin, hospital, { timeLimit: 100 });
      const unlimited = await postNurse(admin, hospital, { timeLimit: 0 });
      const accepted = await postNurse(admin, hospital, { timeLimit: 1 });
      expect((await act(await poolMember(hospital.station), accepted, 'accept')).status).toBe(200);
      const released = await sweeper().sweep(new Date((await dueOf(ids[2])).valueOf() + 10 * HOUR_MS));
      expect(released).toEqual(expect.arrayContaining(ids));
      for (const id of ids) expect((await jobRow(id)).state).toBe('external_adv');
      expect((await jobRow(notYet)).state).toBe('internal_adv');
      expect((await jobRow(unlimited)).state).toBe('internal_adv');
      expect((await jobRow(accepted)).state).toBe('internal_fill');
      expect(released).not.toContain(accepted);
    });

    it('two sweepers at once release a request once, with one set of mails and one audit entry', async () => {
      const { hospital, admin } = await hospitalWithAdmin();
      const second = await orgAdmin(testApp, hospital.organisation);
      const id = await postNurse(admin, hospital, { timeLimit: 1 });
      const title = (await jobRow(id)).title;
      const other = new ReleaseSweeper(
        testApp.dataSource,
        testApp.app.get(JobStateMachine),
        testApp.app.get(APP_CONFIG),
        () => new Date(),
        { intervalMs: 0 },
      );
      const now = new Date((await dueOf(id)).valueOf() + HOUR_MS);
      const [first, next] = await Promise.all([sweeper().sweep(now), other.sweep(now)]);
      expect([...first, ...next].filter((released) => released === id)).toHaveLength(1);
      expect((await jobRow(id)).state).toBe('external_adv');
      for (const recipient of [admin, second]) {
        expect(mailsTo(recipient.person.email).filter((mail) => mail.subject.endsWith(title))).toHaveLength(1);
      }
      expect(
        (await auditOf(id)).filter((entry) => String(entry.action) === 'release' && entry.field === 'state'),
      ).toHaveLength(1);
    });
  });
});
