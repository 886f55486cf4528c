import request from 'supertest';
import { CALENDAR_DATE_LIMIT, type OrganisationCalendarWire } from '@medstaff/domain';
import { MESSAGES } from '../src/platform/common/messages';
import { Application } from '../src/marketplace/jobs/application.entity';
import { JobDate } from '../src/marketplace/jobs/job-date.entity';
import { JobRequest } from '../src/marketplace/jobs/job-request.entity';
import { bearerFor } from './admin-helpers';
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

/** One nurse date in November 2026, Berlin time. */
const shift = (day: string, from = '07:00', to = '19:00') => ({
  date: { startDate: berlinMs(`2026-11-${day}T${from}`), endDate: berlinMs(`2026-11-${day}T${to}`), activity: '' },
  type: 'Neue_Dienstanfrage',
});

describe.each(TEST_DIALECTS)('GET /api/organisations/calendar on %s', (dialect) => {
  let testApp: TestApp;
  let hospital: Hospital;
  let other: Hospital;
  let admin: string;
  let otherAdmin: string;

  const calendar = (header: string, query: string) =>
    request(testApp.http).get(`/api/organisations/calendar?${query}`).set('Authorization', header);
  const november = 'from=2026-11-01&to=2026-12-01';
  const titles = (body: OrganisationCalendarWire) => body.jobs.map((job) => job.title).sort();

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    hospital = await createHospital(testApp, 'Kalender');
    other = await createHospital(testApp, 'Andere');
    admin = (await orgAdmin(testApp, hospital.organisation)).header;
    otherAdmin = (await orgAdmin(testApp, other.organisation)).header;
  });
  afterAll(() => testApp.close());

  it('answers the dates that touch the range, with their request, department and table', async () => {
    const inside = await postJob(
      testApp,
      admin,
      nurseBody(hospital, { title: 'Drei Tage', dates: [shift('03'), shift('04'), shift('28')] }),
    ).expect(201);
    // A night from 30 October into 1 November touches November; one of 31 October does not.
    await postJob(
      testApp,
      admin,
      nurseBody(hospital, {
        title: 'Nacht über den Monatswechsel',
        dates: [
          {
            date: { startDate: berlinMs('2026-10-31T20:00'), endDate: berlinMs('2026-11-01T06:00'), activity: '' },
            type: 'Neue_Dienstanfrage',
          },
        ],
      }),
    ).expect(201);
    await postJob(
      testApp,
      admin,
      nurseBody(hospital, {
        title: 'Oktober',
        dates: [
          {
            date: { startDate: berlinMs('2026-10-30T08:00'), endDate: berlinMs('2026-10-30T16:00'), activity: '' },
            type: 'Neue_Dienstanfrage',
          },
        ],
      }),
    ).expect(201);
    const doctor = await postJob(testApp, admin, doctorBody(hospital, { title: 'Vertretung' })).expect(201);
    await addApplicant(testApp, doctor.body.id, 'applied');
    await postJob(testApp, otherAdmin, nurseBody(other, { title: 'Fremd' })).expect(201);

    const response = await calendar(admin, november).expect(200);
    const body = response.body as OrganisationCalendarWire;
    expect(body.truncated).toBe(false);
    expect(body.from).toBe(Date.parse('2026-10-31T23:00:00Z'));
    expect(body.to).toBe(Date.parse('2026-11-30T23:00:00Z'));
    expect(titles(body)).toEqual(['Drei Tage', 'Nacht über den Monatswechsel', 'Vertretung']);
    const three = body.jobs.find((job) => job._id === inside.body.id);
    expect(three).toEqual({
      _id: inside.body.id,
      title: 'Drei Tage',
      kind: 'NURSE',
      state: 'internal_adv',
      group: 'offeneShifts',
      orig_dept: { _id: hospital.station.id, name: 'Intensiv' },
      dates: inside.body.dates,
    });
    expect(body.jobs.find((job) => job._id === doctor.body.id)).toMatchObject({
      kind: 'DOCTOR',
      state: 'external_adv',
      group: 'confirmation',
      orig_dept: null,
    });

    // Only the dates inside a narrower range; the request's other dates stay out.
    const week = (await calendar(admin, 'from=2026-11-02&to=2026-11-09').expect(200)).body as OrganisationCalendarWire;
    const narrowed = week.jobs.find((job) => job._id === inside.body.id);
    expect(narrowed?.dates.map((date) => date.date.startDate)).toEqual([
      berlinMs('2026-11-03T07:00'),
      berlinMs('2026-11-04T07:00'),
    ]);
  });

  it('groups a request with a selected applicant into Externe Anfragen and filters by department', async () => {
    const selected = await postJob(
      testApp,
      admin,
      nurseBody(hospital, { title: 'Gewählt', orig_dept: hospital.otherStation.id, dates: [shift('12')] }),
    ).expect(201);
    await addApplicant(testApp, selected.body.id, 'applied', 'Anna Applied');
    await addApplicant(testApp, selected.body.id, 'selected', 'Sara Selected');
    const all = (await calendar(admin, november).expect(200)).body as OrganisationCalendarWire;
    expect(all.jobs.find((job) => job._id === selected.body.id)?.group).toBe('externeAnfagen');
    // Withdrawn and not chosen applications are history: the request stays an open shift.
    const quiet = await postJob(
      testApp,
      admin,
      nurseBody(hospital, { title: 'Zurückgezogen', dates: [shift('13')] }),
    ).expect(201);
    const withdrawn = await addApplicant(testApp, quiet.body.id, 'applied', 'Wanda Withdrawn');
    await testApp.dataSource.getRepository(Application).update({ id: withdrawn.id }, { state: 'withdrawn' });
    const after = (await calendar(admin, november).expect(200)).body as OrganisationCalendarWire;
    expect(after.jobs.find((job) => job._id === quiet.body.id)?.group).toBe('offeneShifts');
    const read = await request(testApp.http).get(`/api/job/${quiet.body.id}`).set('Authorization', admin).expect(200);
    expect(read.body.applicants).toEqual([]);
    await request(testApp.http).delete(`/api/job/${quiet.body.id}`).set('Authorization', admin).expect(204);

    const station = (await calendar(admin, `${november}&department=${hospital.otherStation.id}`).expect(200))
      .body as OrganisationCalendarWire;
    expect(titles(station)).toEqual(['Gewählt']);
  });

  it('holds a department user to their department and refuses what the list refuses', async () => {
    const sub = (await departmentUser(testApp, hospital.otherStation)).header;
    const own = (await calendar(sub, november).expect(200)).body as OrganisationCalendarWire;
    expect(titles(own)).toEqual(['Gewählt']);
    const foreign = await calendar(sub, `${november}&department=${hospital.station.id}`).expect(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    await calendar(admin, `${november}&department=${other.station.id}`).expect(404);
    const unconfirmed = (await orgAdmin(testApp, hospital.organisation, false)).header;
    expect((await calendar(unconfirmed, november).expect(403)).body.code).toBe('FORBIDDEN');
    for (const role of ['USER', 'AGENCY', 'ADMIN'] as const) {
      const header = (await bearerFor(testApp, role)).header;
      expect((await calendar(header, november).expect(403)).body.code).toBe('FORBIDDEN');
    }
    const anonymous = await request(testApp.http).get(`/api/organisations/calendar?${november}`).expect(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['no range', '', 'calendar.rangeRequired'],
    ['no end', 'from=2026-11-01', 'calendar.rangeRequired'],
    ['a date that does not exist', 'from=2026-02-30&to=2026-03-10', 'calendar.rangeRequired'],
    ['an end before the start', 'from=2026-11-10&to=2026-11-01', 'calendar.rangeInvalid'],
    ['an empty range', 'from=2026-11-10&to=2026-11-10', 'calendar.rangeInvalid'],
    ['more than 100 days', 'from=2026-01-01&to=2026-06-01', 'calendar.rangeInvalid'],
    ['a department that is not an id', `${november}&department=abc`, 'job.filterInvalid'],
  ] as const)('refuses %s with 400 and a translated message', async (_name, query, key) => {
    const english = await calendar(admin, query).set('Accept-Language', 'en').expect(400);
    expect(english.body.code).toBe('VALIDATION_FAILED');
    expect([...new Set(english.body.message as string[])]).toEqual([MESSAGES[key].en]);
    const german = await calendar(admin, query).set('Accept-Language', 'de').expect(400);
    expect([...new Set(german.body.message as string[])]).toEqual([MESSAGES[key].de]);
  });

  it('shows periods that began before the range and run through it, with an end or open-ended', async () => {
    const period = (title: string, endDate: number | null) =>
      postJob(
        testApp,
        admin,
        doctorBody(hospital, {
          title,
          dateMode: 'SPORADIC',
          dates: [
            { date: { startDate: berlinMs('2026-10-15T08:00'), endDate, activity: '' }, type: 'vertretungsarzt' },
          ],
        }),
      ).expect(201);
    const open = await period('Offen seit Oktober', null);
    await period('Bis Dezember', berlinMs('2026-12-10T18:00'));
    await period('Nur Oktober', berlinMs('2026-10-25T18:00'));
    const body = (await calendar(admin, 'from=2026-11-16&to=2026-11-23').expect(200)).body as OrganisationCalendarWire;
    expect(titles(body)).toEqual(expect.arrayContaining(['Bis Dezember', 'Offen seit Oktober']));
    expect(titles(body)).not.toContain('Nur Oktober');
    expect(body.jobs.find((job) => job._id === open.body.id)?.dates[0].date).toEqual({
      startDate: berlinMs('2026-10-15T08:00'),
      endDate: null,
      activity: '',
    });
    // A range before the period begins does not show it.
    const before = (await calendar(admin, 'from=2026-10-01&to=2026-10-08').expect(200)).body;
    expect(titles(before)).not.toContain('Offen seit Oktober');
  });

  it('moves a request’s dates with it when its department changes', async () => {
    const posted = await postJob(
      testApp,
      admin,
      nurseBody(hospital, { title: 'Umgezogen', dates: [shift('24')] }),
    ).expect(201);
    const surgery = (await departmentUser(testApp, hospital.otherStation)).header;
    expect(titles((await calendar(surgery, november).expect(200)).body)).not.toContain('Umgezogen');
    await request(testApp.http)
      .put(`/api/job/${posted.body.id}`)
      .set('Authorization', admin)
      .send({ version: posted.body.version, orig_dept: hospital.otherStation.id })
      .expect(200);
    expect(titles((await calendar(surgery, november).expect(200)).body)).toContain('Umgezogen');
    const stored = await testApp.dataSource.getRepository(JobDate).findBy({ jobRequestId: posted.body.id });
    expect(stored.map((date) => date.departmentId)).toEqual([hospital.otherStation.id]);
  });

  it('moves a request’s dates with it when its organisation changes', async () => {
    const sister = await createHospital(testApp, 'Schwester');
    const both = (await orgAdmin(testApp, sister.organisation)).header;
    const posted = await postJob(testApp, both, doctorBody(sister, { title: 'Wandert', dates: [shift('20')] })).expect(
      201,
    );
    const before = await testApp.dataSource.getRepository(JobRequest).findOneByOrFail({ id: posted.body.id });
    expect(before.organisationId).toBe(sister.organisation.id);
    // An operator moves it to the calendar's clinic (support, audited).
    const adminOfAll = (await bearerFor(testApp, 'ADMIN')).header;
    await request(testApp.http)
      .put(`/api/job/${posted.body.id}`)
      .set('Authorization', adminOfAll)
      .send({ version: posted.body.version, organisation: hospital.organisation.id })
      .expect(200);
    const stored = await testApp.dataSource.getRepository(JobDate).findBy({ jobRequestId: posted.body.id });
    expect(stored.map((date) => date.organisationId)).toEqual([hospital.organisation.id]);
    expect(titles((await calendar(admin, november).expect(200)).body)).toContain('Wandert');
    expect(titles((await calendar(both, november).expect(200)).body)).not.toContain('Wandert');
  });

  it(`answers at most ${CALENDAR_DATE_LIMIT} dates, the earliest, and says it left some out`, async () => {
    const crowded = await createHospital(testApp, 'Voll');
    const header = (await orgAdmin(testApp, crowded.organisation)).header;
    const posted = await postJob(testApp, header, nurseBody(crowded, { title: 'Viele', dates: [shift('01')] })).expect(
      201,
    );
    const start = berlinMs('2026-11-02T00:00');
    const rows = Array.from({ length: CALENDAR_DATE_LIMIT + 5 }, (_, index) => ({
      jobRequestId: posted.body.id,
      organisationId: crowded.organisation.id,
      startAt: new Date(start + index * 60_000),
      endAt: new Date(start + index * 60_000 + 30_000),
      activities: [],
    }));
    for (let index = 0; index < rows.length; index += 500) {
      await testApp.dataSource.getRepository(JobDate).insert(rows.slice(index, index + 500));
    }
    const body = (await calendar(header, november).expect(200)).body as OrganisationCalendarWire;
    expect(body.truncated).toBe(true);
    const dates = body.jobs.flatMap((job) => job.dates);
    expect(dates).toHaveLength(CALENDAR_DATE_LIMIT);
    expect(dates[0].date.startDate).toBe(berlinMs('2026-11-01T07:00'));
  });
});
