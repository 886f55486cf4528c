import request from 'supertest';
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner';
import { MysqlQueryRunner } from 'typeorm/driver/mysql/MysqlQueryRunner';
import { AuditEntry } from '../src/platform/audit/audit-entry.entity';
import { Application } from '../src/marketplace/jobs/application.entity';
import { JobDate } from '../src/marketplace/jobs/job-date.entity';
import { JobRequest } from '../src/marketplace/jobs/job-request.entity';
import { JobSalary } from '../src/marketplace/jobs/job-salary.entity';
import { MESSAGES } from '../src/platform/common/messages';
import {
  addApplicant,
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

describe.each(TEST_DIALECTS)('shift requests on %s', (dialect) => {
  let testApp: TestApp;
  let hospital: Hospital;
  let admin: string;
  let adminId: number;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    hospital = await createHospital(testApp);
    const caller = await orgAdmin(testApp, hospital.organisation);
    admin = caller.header;
    adminId = caller.person.id;
  });
  afterAll(() => testApp.close());

  const api = () => request(testApp.http);

  it('creates a nurse request in internal_adv with the spec shape, lists from text, and an audit entry', async () => {
    const response = await postJob(testApp, admin, nurseBody(hospital)).expect(201);
    const job = response.body;
    expect(job).toMatchObject({
      _id: job.id,
      kind: 'NURSE',
      title: 'Nachtdienst Intensiv',
      desc: 'Beatmung',
      state: 'internal_adv',
      organisation: { _id: hospital.organisation.id, name: hospital.organisation.name },
      orig_dept: { _id: hospital.station.id, name: 'Intensiv' },
      skills: ['Intensiv', 'Beatmung'],
      jobType: ['Tagdienst'],
      timeLimit: 0,
      contractType: 'Arbeitnehmerueberlassung',
      applicants: [],
      salary: [],
      accomodation: false,
      version: 1,
    });
    expect(job.dates).toEqual([
      {
        _id: expect.any(Number),
        date: {
          startDate: berlinMs('2026-11-02T05:30'),
          endDate: berlinMs('2026-11-02T19:30'),
          activity: '05:30–19:30',
        },
        type: 'Neue_Dienstanfrage',
      },
    ]);
    const audit = await testApp.dataSource
      .getRepository(AuditEntry)
      .find({ where: { resource: 'jobs', recordId: job.id } });
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([['create', adminId]]);
  });

  it('creates a doctor request in external_adv with pay lines and accommodation', async () => {
    const response = await postJob(testApp, admin, doctorBody(hospital)).expect(201);
    expect(response.body).toMatchObject({
      kind: 'DOCTOR',
      state: 'external_adv',
      orig_dept: null,
      field: 'Neurologie',
      jobOperation: 'Station',
      subtitle: 'Zwei Wochen',
      accomodation: true,
      salary: [
        { _id: expect.any(Number), activity: 'Aktiv', cost: 95 },
        { _id: expect.any(Number), activity: 'Passiv', cost: 45.5 },
      ],
    });
    expect(response.body.dates[0].type).toBe('vertretungsarzt');
  });

  it('reports every problem of a nurse request at once, translated', async () => {
    const body = { kind: 'NURSE', title: '  ', dates: [] };
    const english = await postJob(testApp, admin, body).expect(400);
    expect(english.body.code).toBe('VALIDATION_FAILED');
    expect(english.body.message).toEqual(
      expect.arrayContaining([
        MESSAGES['job.titleRequired'].en,
        MESSAGES['job.datesRequired'].en,
        MESSAGES['job.departmentRequired'].en,
        MESSAGES['job.organisationRequired'].en,
      ]),
    );
    const german = await api()
      .post('/api/job')
      .set('Authorization', admin)
      .set('Accept-Language', 'de')
      .send(body)
      .expect(400);
    expect(german.body.message).toEqual(
      expect.arrayContaining([
        MESSAGES['job.titleRequired'].de,
        MESSAGES['job.datesRequired'].de,
        MESSAGES['job.departmentRequired'].de,
        MESSAGES['job.organisationRequired'].de,
      ]),
    );
  });

  it('reports the doctor rules: field required, department optional', async () => {
    const response = await postJob(testApp, admin, {
      kind: 'DOCTOR',
      title: 'X',
      dates: [],
      organisation: hospital.organisation.id,
    }).expect(400);
    expect(response.body.message).toEqual([MESSAGES['job.datesRequired'].en, MESSAGES['job.fieldRequired'].en]);
  });

  it.each([
    ['kind', { kind: 'NURSEX' }, 'job.kindInvalid'],
    ['title length', { title: 'x'.repeat(201) }, 'job.titleTooLong'],
    [
      'too many dates',
      {
        dates: Array.from({ length: 367 }, () => ({
          date: { startDate: berlinMs('2026-11-02T05:30'), endDate: berlinMs('2026-11-02T19:30') },
        })),
      },
      'job.datesTooMany',
    ],
    [
      'date not a number',
      { dates: [{ date: { startDate: 'morgen', endDate: berlinMs('2026-11-02T19:30') } }] },
      'job.dateInvalid',
    ],
    ['date out of range', { dates: [{ date: { startDate: 1, endDate: 2 } }] }, 'job.dateInvalid'],
    [
      'end before start',
      { dates: [{ date: { startDate: berlinMs('2026-11-02T19:30'), endDate: berlinMs('2026-11-02T05:30') } }] },
      'job.dateOrder',
    ],
    [
      'date type',
      {
        dates: [
          { date: { startDate: berlinMs('2026-11-02T05:30'), endDate: berlinMs('2026-11-02T19:30') }, type: 'x' },
        ],
      },
      'job.dateTypeInvalid',
    ],
    [
      'activity',
      {
        dates: [
          {
            date: {
              startDate: berlinMs('2026-11-02T05:30'),
              endDate: berlinMs('2026-11-02T19:30'),
              activity: 'x'.repeat(201),
            },
          },
        ],
      },
      'job.activityTooLong',
    ],
    ['skills', { skills: [1, 2] }, 'job.listInvalid'],
    ['job type length', { jobType: ['x'.repeat(65)] }, 'job.jobTypeTooLong'],
    ['time limit', { timeLimit: -1 }, 'job.timeLimitInvalid'],
    ['date mode', { dateMode: 'SOMETIMES' }, 'job.dateModeInvalid'],
    ['salary', { salary: [{ activity: 'Aktiv', cost: -5 }] }, 'job.salaryInvalid'],
    ['accommodation', { accomodation: 'ja' }, 'job.accommodationInvalid'],
    ['applicants', { applicants: [{ _id: 1 }] }, 'job.applicantsNotAllowed'],
    ['description length', { desc: 'x'.repeat(10_001) }, 'job.textTooLong'],
  ] as const)('refuses %s', async (_name, overrides, key) => {
    const response = await postJob(testApp, admin, nurseBody(hospital, overrides)).expect(400);
    expect([...new Set(response.body.message)]).toEqual([MESSAGES[key].en]);
    expect(await testApp.dataSource.getRepository(JobRequest).countBy({ title: 'x'.repeat(201) })).toBe(0);
  });

  it('refuses a department of another organisation, and the job-type text over 64 characters', async () => {
    const other = await createHospital(testApp, 'Fremd');
    const wrong = await postJob(testApp, admin, nurseBody(hospital, { orig_dept: other.station.id })).expect(400);
    expect(wrong.body.message).toBe(MESSAGES['job.departmentNotInOrganisation'].en);
    const long = await postJob(
      testApp,
      admin,
      nurseBody(hospital, { jobType: Array.from({ length: 10 }, () => 'Nachtdienst') }),
    ).expect(400);
    expect(long.body.message).toEqual([MESSAGES['job.jobTypeTooLong'].en]);
  });

  it('reads, edits with the version (stale edit 409) and audits field changes', async () => {
    const created = (await postJob(testApp, admin, nurseBody(hospital))).body;
    const read = await api().get(`/api/job/${created.id}`).set('Authorization', admin).expect(200);
    expect(read.body).toEqual(created);

    const edited = await api()
      .put(`/api/job/${created.id}`)
      .set('Authorization', admin)
      .send({ version: 1, title: 'Frühdienst Intensiv', skills: 'ITS', desc: 'Neu' })
      .expect(200);
    expect(edited.body).toMatchObject({ title: 'Frühdienst Intensiv', skills: ['ITS'], desc: 'Neu', version: 2 });

    const stale = await api()
      .put(`/api/job/${created.id}`)
      .set('Authorization', admin)
      .send({ version: 1, title: 'Zu spät' })
      .expect(409);
    expect(stale.body.code).toBe('STALE_VERSION');
    const stored = await testApp.dataSource.getRepository(JobRequest).findOneByOrFail({ id: created.id });
    expect(stored.title).toBe('Frühdienst Intensiv');

    const dates = await api()
      .put(`/api/job/${created.id}`)
      .set('Authorization', admin)
      .send({
        version: 2,
        dates: [{ date: { startDate: berlinMs('2026-11-05T12:00'), endDate: berlinMs('2026-11-05T12:00') } }],
      })
      .expect(200);
    expect(dates.body.dates.map((date: { date: { startDate: number } }) => date.date.startDate)).toEqual([
      berlinMs('2026-11-05T12:00'),
    ]);

    const audit = await testApp.dataSource
      .getRepository(AuditEntry)
      .find({ where: { resource: 'jobs', recordId: created.id }, order: { id: 'ASC' } });
    expect(audit.map((entry) => [entry.action, entry.field])).toEqual([
      ['create', null],
      ['update', 'title'],
      ['update', 'desc'],
      ['update', 'skills'],
      ['update', 'dates'],
    ]);
    expect(JSON.parse(audit[1].oldValue as string)).toBe('Nachtdienst Intensiv');
  });

  it('refuses removing the department of a nurse request, and validates edits', async () => {
    const created = (await postJob(testApp, admin, nurseBody(hospital))).body;
    const removed = await api()
      .put(`/api/job/${created.id}`)
      .set('Authorization', admin)
      .send({ version: 1, orig_dept: null })
      .expect(400);
    expect(removed.body.message).toEqual([MESSAGES['job.departmentRequired'].en]);
    const empty = await api()
      .put(`/api/job/${created.id}`)
      .set('Authorization', admin)
      .send({ version: 1, title: '', dates: [] })
      .expect(400);
    expect(empty.body.message).toEqual([MESSAGES['job.titleRequired'].en, MESSAGES['job.datesRequired'].en]);
    const noVersion = await api()
      .put(`/api/job/${created.id}`)
      .set('Authorization', admin)
      .send({ title: 'A' })
      .expect(400);
    expect(noVersion.body.message).toEqual([MESSAGES['job.versionRequired'].en]);
    const kind = await api()
      .put(`/api/job/${created.id}`)
      .set('Authorization', admin)
      .send({ version: 1, kind: 'DOCTOR' })
      .expect(400);
    expect(kind.body.code).toBe('VALIDATION_FAILED');
  });

  it('deletes a request with its dates, pay lines and applications, and audits it', async () => {
    const created = (await postJob(testApp, admin, doctorBody(hospital))).body;
    await addApplicant(testApp, created.id, 'applied');
    await api().delete(`/api/job/${created.id}`).set('Authorization', admin).expect(204);
    expect(await testApp.dataSource.getRepository(JobRequest).countBy({ id: created.id })).toBe(0);
    expect(await testApp.dataSource.getRepository(JobDate).countBy({ jobRequestId: created.id })).toBe(0);
    expect(await testApp.dataSource.getRepository(JobSalary).countBy({ jobRequestId: created.id })).toBe(0);
    expect(await testApp.dataSource.getRepository(Application).countBy({ jobRequestId: created.id })).toBe(0);
    const audit = await testApp.dataSource
      .getRepository(AuditEntry)
      .findBy({ resource: 'jobs', recordId: created.id, action: 'delete' });
    expect(audit).toHaveLength(1);
    await api().get(`/api/job/${created.id}`).set('Authorization', admin).expect(404);
  });

  it('refuses to delete once an applicant is selected or the shift is filled', async () => {
    const selected = (await postJob(testApp, admin, nurseBody(hospital))).body;
    await addApplicant(testApp, selected.id, 'selected');
    const refused = await api().delete(`/api/job/${selected.id}`).set('Authorization', admin).expect(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', message: MESSAGES['job.deleteRefused'].en });
    const filled = (await postJob(testApp, admin, nurseBody(hospital))).body;
    await testApp.dataSource.getRepository(JobRequest).update({ id: filled.id }, { state: 'internal_fill' });
    await api().delete(`/api/job/${filled.id}`).set('Authorization', admin).expect(409);
    expect(await testApp.dataSource.getRepository(JobRequest).countBy({ id: filled.id })).toBe(1);
    expect(await testApp.dataSource.getRepository(JobDate).countBy({ jobRequestId: selected.id })).toBe(1);
  });

  describe('the organisation list', () => {
    let own: Hospital;
    let ownAdmin: string;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      own = await createHospital(testApp, 'Liste');
      ownAdmin = (await orgAdmin(testApp, own.organisation)).header;
      const post = async (name: string, day: string, overrides: Record<string, unknown> = {}) => {
        const body = nurseBody(own, {
          title: name,
          dates: [{ date: { startDate: berlinMs(`${day}T05:30`), endDate: berlinMs(`${day}T19:30`) } }],
          ...overrides,
        });
        ids[name] = (await postJob(testApp, ownAdmin, body).expect(201)).body.id;
      };
      await post('open-late', '2026-11-20');
      await post('open-early', '2026-11-03');
      await post('applied', '2026-11-10');
      await post('selected', '2026-11-12', { orig_dept: own.otherStation.id });
      await addApplicant(testApp, ids.applied, 'applied', 'Anna Applied');
      await addApplicant(testApp, ids.applied, 'applied', 'Bert Applied');
      await addApplicant(testApp, ids.selected, 'applied', 'Carl Applied');
      await addApplicant(testApp, ids.selected, 'selected', 'Dora Selected');
    });

    const list = (header: string, query = '') =>
      api()
        .get(`/api/organisations/jobs${query ? `?${query}` : ''}`)
        .set('Authorization', header);
    const titles = (jobs: { title: string }[]) => jobs.map((job) => job.title);

    it('groups the requests as the spec says, each group sorted by its first date', async () => {
      const response = await list(ownAdmin).expect(200);
      expect(titles(response.body.offeneShifts)).toEqual(['open-early', 'open-late']);
      expect(titles(response.body.confirmation)).toEqual(['applied']);
      expect(
        response.body.confirmation[0].applicants.map((item: { user: { firstName: string } }) => item.user.firstName),
      ).toEqual(['Anna', 'Bert']);
      expect(titles(response.body.externeAnfagen)).toEqual(['selected']);
      expect(response.body.externeAnfagen[0].applicants).toEqual([
        {
          _id: expect.any(Number),
          state: 'selected',
          user: { firstName: 'Dora', lastName: 'Selected', user_info: { qualification: { level: null } } },
        },
      ]);
    });

    it('filters by department, date range and state', async () => {
      const department = await list(ownAdmin, `department=${own.otherStation.id}`).expect(200);
      expect(titles(department.body.externeAnfagen)).toEqual(['selected']);
      expect(department.body.offeneShifts).toEqual([]);
      const range = await list(ownAdmin, `from=2026-11-09&to=${berlinMs('2026-11-13T00:00')}`).expect(200);
      expect([
        ...titles(range.body.offeneShifts),
        ...titles(range.body.confirmation),
        ...titles(range.body.externeAnfagen),
      ]).toEqual(['applied', 'selected']);
      const state = await list(ownAdmin, 'state=internal_fill').expect(200);
      expect(state.body).toEqual({ externeAnfagen: [], confirmation: [], offeneShifts: [] });
      const bad = await list(ownAdmin, 'from=gestern').expect(400);
      expect(bad.body.message).toEqual([MESSAGES['job.filterInvalid'].en]);
      await list(ownAdmin, `department=${hospital.station.id}`).expect(404);
    });

    it("shows a department user only their department's requests", async () => {
      const sub = (await departmentUser(testApp, own.otherStation)).header;
      const response = await list(sub).expect(200);
      expect(titles(response.body.externeAnfagen)).toEqual(['selected']);
      expect(response.body.offeneShifts).toEqual([]);
      expect(response.body.confirmation).toEqual([]);
    });

    it('costs the same number of queries for 2 requests as for 12 (no N+1)', async () => {
      const count = async (header: string) => {
        const runner = (dialect === 'mysql' ? MysqlQueryRunner : BetterSqlite3QueryRunner).prototype;
        const spy = jest.spyOn(runner, 'query');
        try {
          await list(header).expect(200);
          return spy.mock.calls.length;
        } finally {
          spy.mockRestore();
        }
      };
      const small = await createHospital(testApp, 'Klein');
      const large = await createHospital(testApp, 'Gross');
      const smallAdmin = (await orgAdmin(testApp, small.organisation)).header;
      const largeAdmin = (await orgAdmin(testApp, large.organisation)).header;
      for (let index = 0; index < 12; index += 1) {
        const target = index < 2 ? [small, smallAdmin] : [large, largeAdmin];
        const body = index % 2 ? nurseBody(target[0] as Hospital) : doctorBody(target[0] as Hospital);
        const job = (await postJob(testApp, target[1] as string, body).expect(201)).body;
        await addApplicant(testApp, job.id, index % 3 ? 'applied' : 'selected');
      }
      for (let index = 0; index < 2; index += 1) {
        const job = (await postJob(testApp, largeAdmin, nurseBody(large)).expect(201)).body;
        await addApplicant(testApp, job.id, 'applied');
      }
      const queries = await count(smallAdmin);
      expect(queries).toBeGreaterThanOrEqual(7);
      expect(await count(largeAdmin)).toBe(queries);
    });

    it('lists the member’s organisations and departments with confirmation', async () => {
      const mine = await api().get('/api/organisations/mine').set('Authorization', ownAdmin).expect(200);
      expect(mine.body).toEqual({
        organisations: [
          {
            _id: own.organisation.id,
            name: own.organisation.name,
            confirmed: true,
            canManageJobs: true,
            departments: [
              { _id: own.otherStation.id, name: 'Chirurgie' },
              { _id: own.station.id, name: 'Intensiv' },
            ],
          },
        ],
        departments: [],
      });
      const waiting = (await orgAdmin(testApp, own.organisation, false)).header;
      const unconfirmed = await api().get('/api/organisations/mine').set('Authorization', waiting).expect(200);
      expect(unconfirmed.body.organisations).toEqual([
        {
          _id: own.organisation.id,
          name: own.organisation.name,
          confirmed: false,
          canManageJobs: false,
          departments: [],
        },
      ]);
      const sub = (await departmentUser(testApp, own.station)).header;
      const department = await api().get('/api/organisations/mine').set('Authorization', sub).expect(200);
      expect(department.body).toEqual({
        organisations: [],
        departments: [
          {
            _id: own.station.id,
            name: 'Intensiv',
            organisation: { _id: own.organisation.id, name: own.organisation.name },
            canManageJobs: true,
          },
        ],
      });
    });
  });

  describe('SPORADIC requests with an open end', () => {
    let open: Hospital;
    let openAdmin: string;
    const period = (start: string, end: number | null | undefined) => ({
      date: end === undefined ? { startDate: berlinMs(start) } : { startDate: berlinMs(start), endDate: end },
    });
    const sporadic = (dates: object[], overrides: Record<string, unknown> = {}) =>
      doctorBody(open, { dateMode: 'SPORADIC', dates, ...overrides });

    beforeAll(async () => {
      open = await createHospital(testApp, 'Offen');
      openAdmin = (await orgAdmin(testApp, open.organisation)).header;
    });

    it.each([
      ['a null end', null],
      ['no end at all', undefined],
    ])('creates the single period of a SPORADIC request with %s, stored as NULL', async (_name, end) => {
      const response = await postJob(testApp, openAdmin, sporadic([period('2026-11-24T14:00', end)])).expect(201);
      expect(response.body.dateMode).toBe('SPORADIC');
      expect(response.body.dates).toEqual([
        {
          _id: expect.any(Number),
          date: { startDate: berlinMs('2026-11-24T14:00'), endDate: null, activity: '' },
          type: 'vertretungsarzt',
        },
      ]);
      const stored = await testApp.dataSource
        .getRepository(JobDate)
        .findOneByOrFail({ jobRequestId: response.body.id });
      expect(stored.endAt).toBeNull();
      const read = await api().get(`/api/job/${response.body.id}`).set('Authorization', openAdmin).expect(200);
      expect(read.body.dates[0].date.endDate).toBeNull();
    });

    it.each([
      ['on FIXED dates', { dateMode: 'FIXED' }, [period('2026-11-24T14:00', null)]],
      ['without a mode (FIXED by default)', { dateMode: undefined }, [period('2026-11-24T14:00', null)]],
      [
        'on one of two SPORADIC dates',
        {},
        [period('2026-11-24T14:00', null), period('2026-11-26T14:00', berlinMs('2026-11-26T18:00'))],
      ],
    ])('refuses an open end %s, in both languages', async (_name, overrides, dates) => {
      const body = sporadic(dates, { title: 'Offen abgelehnt', ...overrides });
      const english = await postJob(testApp, openAdmin, body).expect(400);
      expect(english.body.message).toEqual([MESSAGES['job.openEndNotAllowed'].en]);
      const german = await api()
        .post('/api/job')
        .set('Authorization', openAdmin)
        .set('Accept-Language', 'de')
        .send(body)
        .expect(400);
      expect(german.body.message).toEqual([MESSAGES['job.openEndNotAllowed'].de]);
      expect(await testApp.dataSource.getRepository(JobRequest).countBy({ title: 'Offen abgelehnt' })).toBe(0);
    });

    it('still checks a given end against the start', async () => {
      const response = await postJob(
        testApp,
        openAdmin,
        sporadic([period('2026-11-24T14:00', berlinMs('2026-11-24T10:00'))]),
      ).expect(400);
      expect(response.body.message).toEqual([MESSAGES['job.dateOrder'].en]);
    });

    it('edits an open end against the stored mode and audits it', async () => {
      const fixed = (await postJob(testApp, openAdmin, doctorBody(open)).expect(201)).body;
      const refused = await api()
        .put(`/api/job/${fixed.id}`)
        .set('Authorization', openAdmin)
        .send({ version: 1, dates: [period('2026-11-24T14:00', null)] })
        .expect(400);
      expect(refused.body.message).toEqual([MESSAGES['job.openEndNotAllowed'].en]);

      const created = (await postJob(testApp, openAdmin, sporadic([period('2026-11-24T14:00', null)])).expect(201))
        .body;
      const ended = await api()
        .put(`/api/job/${created.id}`)
        .set('Authorization', openAdmin)
        .send({
          version: 1,
          dates: [{ date: { startDate: berlinMs('2026-11-24T14:00'), endDate: berlinMs('2026-12-24T14:00') } }],
        })
        .expect(200);
      expect(ended.body.dates[0].date.endDate).toBe(berlinMs('2026-12-24T14:00'));
      const reopened = await api()
        .put(`/api/job/${created.id}`)
        .set('Authorization', openAdmin)
        .send({ version: 2, dates: [period('2026-11-25T08:00', null)] })
        .expect(200);
      expect(reopened.body.dates[0].date).toEqual({
        startDate: berlinMs('2026-11-25T08:00'),
        endDate: null,
        activity: '',
      });

      // Switching to FIXED while the stored period is open is refused; with an end it is fine.
      const modeOnly = await api()
        .put(`/api/job/${created.id}`)
        .set('Authorization', openAdmin)
        .send({ version: 3, dateMode: 'FIXED' })
        .expect(400);
      expect(modeOnly.body.message).toEqual([MESSAGES['job.openEndNotAllowed'].en]);
      const two = await api()
        .put(`/api/job/${created.id}`)
        .set('Authorization', openAdmin)
        .send({ version: 3, dates: [period('2026-11-25T08:00', null), period('2026-11-27T08:00', null)] })
        .expect(400);
      expect(two.body.message).toEqual([MESSAGES['job.openEndNotAllowed'].en]);
      const stored = await testApp.dataSource.getRepository(JobRequest).findOneByOrFail({ id: created.id });
      expect([stored.version, stored.dateMode]).toEqual([3, 'SPORADIC']);

      const audit = await testApp.dataSource
        .getRepository(AuditEntry)
        .find({ where: { resource: 'jobs', recordId: created.id, field: 'dates' }, order: { id: 'ASC' } });
      expect(
        audit.map((entry) => [JSON.parse(entry.oldValue as string), JSON.parse(entry.newValue as string)]),
      ).toEqual([
        [[[berlinMs('2026-11-24T14:00'), null]], [[berlinMs('2026-11-24T14:00'), berlinMs('2026-12-24T14:00')]]],
        [[[berlinMs('2026-11-24T14:00'), berlinMs('2026-12-24T14:00')]], [[berlinMs('2026-11-25T08:00'), null]]],
      ]);
    });

    it('lists an open end for every range that begins after its start, sorted by its start', async () => {
      const own = await createHospital(testApp, 'Offen-Liste');
      const ownAdmin = (await orgAdmin(testApp, own.organisation)).header;
      const post = async (title: string, dates: object[], dateMode = 'SPORADIC') =>
        (await postJob(testApp, ownAdmin, doctorBody(own, { title, dates, dateMode })).expect(201)).body.id as number;
      await post('open-end', [period('2026-11-05T14:00', null)]);
      await post('ended', [period('2026-11-03T14:00', berlinMs('2026-11-04T14:00'))], 'FIXED');
      await post('later', [period('2026-11-04T08:00', berlinMs('2026-11-04T16:00'))], 'FIXED');
      const titlesOf = async (query: string) => {
        const response = await api().get(`/api/organisations/jobs?${query}`).set('Authorization', ownAdmin).expect(200);
        return response.body.offeneShifts.map((job: { title: string }) => job.title);
      };
      expect(await titlesOf('from=2026-11-01')).toEqual(['ended', 'later', 'open-end']);
      expect(await titlesOf('from=2027-06-01')).toEqual(['open-end']);
      expect(await titlesOf(`from=2027-06-01&to=${berlinMs('2027-07-01T00:00')}`)).toEqual(['open-end']);
      expect(await titlesOf(`from=2026-11-01&to=${berlinMs('2026-11-05T00:00')}`)).toEqual(['ended', 'later']);
    });
  });
});
