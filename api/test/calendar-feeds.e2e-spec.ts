import ICAL from 'ical.js';
import request from 'supertest';
import type { JobState } from '@medstaff/domain';
import { CalendarFeed } from '../src/marketplace/calendar-feeds/calendar-feed.entity';
import { berlinDayAfter, berlinShift } from '../src/operations/demo-data/berlin-time';
import { DepartmentMembership } from '../src/organisations/departments/department-membership.entity';
import { Department } from '../src/organisations/departments/department.entity';
import { Application } from '../src/marketplace/jobs/application.entity';
import { JobDate } from '../src/marketplace/jobs/job-date.entity';
import { JobRequest } from '../src/marketplace/jobs/job-request.entity';
import { OrganisationMembership } from '../src/organisations/organisation-membership.entity';
import { Person } from '../src/people/person.entity';
import { Organisation } from '../src/organisations/organisation.entity';
import { bearerFor } from './admin-helpers';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

const PUBLIC_URL = 'https://staffing.test';

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  start: ICAL.Time;
  end: ICAL.Time;
  sequence: number;
  stamp: string;
}

/** Parses a feed with ical.js (its VTIMEZONE registered, so times convert to instants). */
function parseFeed(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate,
      end: event.endDate,
      sequence: event.sequence,
      stamp: String(component.getFirstPropertyValue('dtstamp')),
    };
  });
}

const tokenOf = (url: string) => /\/api\/calendar-feeds\/ics\/([A-Za-z0-9_-]+)\.ics$/.exec(url)?.[1] ?? '';

describe.each(TEST_DIALECTS)('calendar feeds on %s', (dialect) => {
  let testApp: TestApp;
  let organisation: Organisation;
  let otherOrganisation: Organisation;
  let icu: Department;
  let cardiology: Department;
  let foreignDepartment: Department;
  let nightJob: JobRequest;
  let cardiologyJob: JobRequest;
  const auth: Record<'admin' | 'sub' | 'otherAdmin' | 'agency' | 'user', string> = {
    admin: '',
    sub: '',
    otherAdmin: '',
    agency: '',
    user: '',
  };

  const night = (offset: number) => berlinShift(berlinDayAfter(new Date(), offset), '19:30', '05:30');

  async function createJob(values: { title: string; state: JobState; department: Department }, offsets: number[]) {
    const manager = testApp.dataSource.manager;
    const job = await manager.save(
      manager.create(JobRequest, {
        organisationId: values.department.organisationId,
        departmentId: values.department.id,
        kind: 'NURSE',
        state: values.state,
        title: values.title,
        skills: [],
      }),
    );
    await manager.insert(
      JobDate,
      offsets.map((offset) => ({
        jobRequestId: job.id,
        organisationId: job.organisationId,
        departmentId: job.departmentId,
        ...night(offset),
        activities: ['Nachtdienst'],
      })),
    );
    return job;
  }

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { publicUrl: PUBLIC_URL });
    const manager = testApp.dataSource.manager;
    [organisation, otherOrganisation] = await manager.save([
      manager.create(Organisation, { name: 'Feed-Klinikum', address: 'Weg 1', postcode: '50931', country: 'DE' }),
      manager.create(Organisation, { name: 'Fremdklinik', address: 'Weg 2', postcode: '10115', country: 'DE' }),
    ]);
    [icu, cardiology, foreignDepartment] = await manager.save([
      manager.create(Department, { organisationId: organisation.id, name: 'Intensivstation', defaultSkills: [] }),
      manager.create(Department, { organisationId: organisation.id, name: 'Kardiologie', defaultSkills: [] }),
      manager.create(Department, { organisationId: otherOrganisation.id, name: 'Chirurgie', defaultSkills: [] }),
    ]);
    const admin = await bearerFor(testApp, 'ORG_ADMIN');
    const sub = await bearerFor(testApp, 'ORG_SUB');
    const otherAdmin = await bearerFor(testApp, 'ORG_ADMIN');
    await manager.insert(OrganisationMembership, [
      { organisationId: organisation.id, personId: admin.person.id, confirmedAt: new Date() },
      { organisationId: otherOrganisation.id, personId: otherAdmin.person.id, confirmedAt: new Date() },
    ]);
    await manager.insert(DepartmentMembership, { departmentId: icu.id, personId: sub.person.id, kind: 'USER' });
    auth.admin = admin.header;
    auth.sub = sub.header;
    auth.otherAdmin = otherAdmin.header;
    auth.agency = (await bearerFor(testApp, 'AGENCY')).header;
    auth.user = (await bearerFor(testApp, 'USER')).header;

    // Two consecutive nights and one a week later: two calendar events.
    nightJob = await createJob(
      { title: 'Nachtdienst Intensivstation', state: 'internal_adv', department: icu },
      [3, 4, 10],
    );
    cardiologyJob = await createJob(
      { title: 'Spätdienst Kardiologie', state: 'external_fill', department: cardiology },
      [5],
    );
    await manager.insert(Application, [
      { jobRequestId: cardiologyJob.id, applicantName: 'Julia Kowalski', hourlyRate: '45.00', state: 'selected' },
      { jobRequestId: cardiologyJob.id, applicantName: 'Tobias Lehmann', hourlyRate: '46.00', state: 'applied' },
    ]);
    await createJob({ title: 'Fremder Dienst', state: 'internal_adv', department: foreignDepartment }, [3]);
  });
  afterAll(() => testApp.close());

  const create = (header: string, scope: string, id: number) =>
    request(testApp.http).post(`/api/calendar-feeds/${scope}/${id}`).set('Authorization', header);
  const fetchFeed = (url: string) => request(testApp.http).get(new URL(url).pathname);

  it('serves an organisation feed with one event per calendar event, the state in the summary and Berlin times', async () => {
    const created = await create(auth.admin, 'organisation', organisation.id).expect(201);
    expect(created.body).toMatchObject({
      scope: 'organisation',
      id: organisation.id,
      name: 'Feed-Klinikum',
      active: true,
      url: expect.stringMatching(/^https:\/\/staffing\.test\/api\/calendar-feeds\/ics\/[A-Za-z0-9_-]{43}\.ics$/),
    });
    // Only a hash is stored.
    const stored = await testApp.dataSource.manager.findOneByOrFail(CalendarFeed, {
      scopeKey: `organisation:${organisation.id}`,
    });
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(tokenOf(created.body.url));

    const feed = await fetchFeed(created.body.url).expect(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, max-age=300');
    const events = parseFeed(feed.text);
    expect(events.map((event) => event.summary).sort()).toEqual([
      '[Besetzt extern] Spätdienst Kardiologie – Kardiologie',
      '[Offen] Nachtdienst Intensivstation – Intensivstation',
      '[Offen] Nachtdienst Intensivstation – Intensivstation',
    ]);
    const nights = events
      .filter((event) => event.summary.includes('Nachtdienst'))
      .sort((a, b) => a.start.compare(b.start));
    // Nights 3 and 4 merge (the domain's calendar grouping); night 10 is an event of its own.
    expect(nights[0].start.zone?.tzid).toBe('Europe/Berlin');
    expect(nights[0].start.hour).toBe(19);
    expect(nights[0].start.minute).toBe(30);
    expect(nights[0].start.toJSDate().getTime()).toBe(night(3).startAt.getTime());
    expect(nights[0].end.toJSDate().getTime()).toBe(night(4).endAt.getTime());
    expect(nights[1].start.toJSDate().getTime()).toBe(night(10).startAt.getTime());
    expect(nights[0].uid).toBe(`job-${nightJob.id}-0@staffing.test`);
    expect(nights[1].uid).toBe(`job-${nightJob.id}-1@staffing.test`);
    expect(nights[0].stamp).toMatch(/Z$|^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(nights[0].description).toContain('Station: Intensivstation');
    expect(nights[0].description).toContain('Bewerbungen: 0');
    expect(nights[0].description).toContain(`${PUBLIC_URL}/de/hospital/create-job/${nightJob.id}`);
    const cardiologyEvent = events.find((event) => event.summary.includes('Kardiologie'));
    expect(cardiologyEvent?.description).toContain('Bewerbungen: 2 (ausgewählt: 1)');
    // Another organisation's requests never appear.
    expect(feed.text).not.toContain('Fremder Dienst');
  });

  it('shows an update of a request, with the same UID and a higher sequence', async () => {
    const created = await create(auth.admin, 'department', icu.id).expect(201);
    const before = parseFeed((await fetchFeed(created.body.url).expect(200)).text);
    expect(before).toHaveLength(2);
    expect(before.every((event) => !event.summary.includes('Kardiologie'))).toBe(true);

    const jobs = testApp.dataSource.getRepository(JobRequest);
    const job = await jobs.findOneByOrFail({ id: nightJob.id });
    job.title = 'Nachtdienst Intensivstation (Beatmung)';
    job.state = 'internal_fill';
    await jobs.save(job);

    const after = parseFeed((await fetchFeed(created.body.url).expect(200)).text);
    const first = after.find((event) => event.uid === before[0].uid);
    expect(first?.summary).toBe('[Besetzt] Nachtdienst Intensivstation (Beatmung) – Intensivstation');
    expect(first?.sequence).toBeGreaterThan(before[0].sequence);
  });

  it('makes the old URL answer 404 after a rotation, and the new one after revocation', async () => {
    const first = await create(auth.admin, 'department', cardiology.id).expect(201);
    await fetchFeed(first.body.url).expect(200);
    const second = await create(auth.admin, 'department', cardiology.id).expect(201);
    expect(second.body.url).not.toBe(first.body.url);
    const old = await fetchFeed(first.body.url).expect(404);
    expect(old.body.code).toBe('NOT_FOUND');
    await fetchFeed(second.body.url).expect(200);

    await request(testApp.http)
      .delete(`/api/calendar-feeds/department/${cardiology.id}`)
      .set('Authorization', auth.admin)
      .expect(204);
    await fetchFeed(second.body.url).expect(404);
    const list = await request(testApp.http).get('/api/calendar-feeds').set('Authorization', auth.admin).expect(200);
    expect(list.body.feeds).toContainEqual(
      expect.objectContaining({ scope: 'department', id: cardiology.id, active: false, issuedAt: null }),
    );
    // Made-up and malformed tokens are 404 too.
    await request(testApp.http)
      .get(`/api/calendar-feeds/ics/${'A'.repeat(43)}.ics`)
      .expect(404);
    await request(testApp.http).get('/api/calendar-feeds/ics/short.ics').expect(404);
  });

  it('shows an open-ended period as an all-day event on its start day, also when it began long ago', async () => {
    const manager = testApp.dataSource.manager;
    const clinic = await manager.save(
      manager.create(Organisation, { name: 'Offen-Klinik', address: 'Weg 3', postcode: '20095', country: 'DE' }),
    );
    const emergency = await manager.save(
      manager.create(Department, { organisationId: clinic.id, name: 'Notaufnahme', defaultSkills: [] }),
    );
    const clinicAdmin = await bearerFor(testApp, 'ORG_ADMIN');
    await manager.insert(OrganisationMembership, {
      organisationId: clinic.id,
      personId: clinicAdmin.person.id,
      confirmedAt: new Date(),
    });
    const period = async (title: string, startAt: Date, endAt: Date | null) => {
      const job = await manager.save(
        manager.create(JobRequest, {
          organisationId: clinic.id,
          departmentId: emergency.id,
          kind: 'DOCTOR',
          state: 'external_adv',
          title,
          skills: [],
          dateMode: 'SPORADIC',
        }),
      );
      await manager.insert(JobDate, {
        jobRequestId: job.id,
        organisationId: clinic.id,
        departmentId: emergency.id,
        startAt,
        endAt,
        activities: [],
      });
      return job;
    };
    const soon = berlinShift(berlinDayAfter(new Date(), 2), '14:00', '15:00').startAt;
    const longAgo = berlinShift(berlinDayAfter(new Date(), -200), '08:00', '09:00').startAt;
    const open = await period('Vertretung ab übermorgen', soon, null);
    await period('Vertretung seit Langem', longAgo, null);
    // A period that ended long ago stays out of the feed.
    await period('Vertretung vorbei', longAgo, new Date(longAgo.getTime() + 86_400_000));

    const created = await create(clinicAdmin.header, 'department', emergency.id).expect(201);
    const events = parseFeed((await fetchFeed(created.body.url).expect(200)).text);
    expect(events.map((event) => event.summary).sort()).toEqual([
      '[Offen extern] Vertretung ab übermorgen – Notaufnahme (offenes Ende)',
      '[Offen extern] Vertretung seit Langem – Notaufnahme (offenes Ende)',
    ]);
    const soonEvent = events.find((event) => event.uid === `job-${open.id}-0@staffing.test`);
    const day = berlinDayAfter(new Date(), 2);
    const nextDay = berlinDayAfter(new Date(), 3);
    expect(soonEvent?.start.isDate).toBe(true);
    expect([soonEvent?.start.year, soonEvent?.start.month, soonEvent?.start.day]).toEqual([
      day.year,
      day.month,
      day.day,
    ]);
    expect([soonEvent?.end.year, soonEvent?.end.month, soonEvent?.end.day]).toEqual([
      nextDay.year,
      nextDay.month,
      nextDay.day,
    ]);
    expect(soonEvent?.description).toContain('Beginn: 14:00 Uhr, Ende: offen');
  });

  it('lists the organisations and departments the user manages, never a URL', async () => {
    const admin = await request(testApp.http).get('/api/calendar-feeds').set('Authorization', auth.admin).expect(200);
    expect(admin.body.feeds.map((feed: { scope: string; id: number }) => `${feed.scope}:${feed.id}`)).toEqual([
      `organisation:${organisation.id}`,
      `department:${icu.id}`,
      `department:${cardiology.id}`,
    ]);
    expect(JSON.stringify(admin.body)).not.toMatch(/\/ics\/|tokenHash|token/);
    const sub = await request(testApp.http).get('/api/calendar-feeds').set('Authorization', auth.sub).expect(200);
    expect(sub.body.feeds).toEqual([
      expect.objectContaining({ scope: 'department', id: icu.id, name: 'Intensivstation' }),
    ]);
  });

  it('refuses anonymous callers, other organisations, other departments and other roles', async () => {
    await request(testApp.http).get('/api/calendar-feeds').expect(401);
    await request(testApp.http).post(`/api/calendar-feeds/organisation/${organisation.id}`).expect(401);
    await request(testApp.http).delete(`/api/calendar-feeds/organisation/${organisation.id}`).expect(401);

    // Another organisation's records: 404, never a hint that they exist.
    const foreign = await create(auth.otherAdmin, 'organisation', organisation.id).expect(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    await create(auth.otherAdmin, 'department', icu.id).expect(404);
    await create(auth.admin, 'department', foreignDepartment.id).expect(404);
    await request(testApp.http)
      .delete(`/api/calendar-feeds/organisation/${organisation.id}`)
      .set('Authorization', auth.otherAdmin)
      .expect(404);

    // A department user: their departments only.
    await create(auth.sub, 'department', icu.id).expect(201);
    await create(auth.sub, 'department', cardiology.id).expect(404);
    await create(auth.sub, 'department', foreignDepartment.id).expect(404);
    await create(auth.sub, 'organisation', organisation.id).expect(403);

    for (const header of [auth.agency, auth.user]) {
      await request(testApp.http).get('/api/calendar-feeds').set('Authorization', header).expect(403);
      const refused = await create(header, 'department', icu.id).expect(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
    const badScope = await create(auth.admin, 'station', icu.id).expect(400);
    expect(badScope.body.code).toBe('VALIDATION_FAILED');
    await create(auth.admin, 'department', 0).expect(400);
  });
  it('stops a feed once its creator may no longer see what it shows: membership removed, account disabled or deleted', async () => {
    const manager = testApp.dataSource.manager;
    const hospital = await manager.save(
      manager.create(Organisation, { name: 'Entzugsklinik', address: 'Weg 3', postcode: '50667', country: 'DE' }),
    );
    const [ward, lab, theatre] = await manager.save(
      ['Station 1', 'Labor', 'OP'].map((name) =>
        manager.create(Department, { organisationId: hospital.id, name, defaultSkills: [] }),
      ),
    );
    await createJob({ title: 'Dienst Station 1', state: 'external_adv', department: ward }, [2]);
    await createJob({ title: 'Dienst Labor', state: 'external_adv', department: lab }, [2]);
    await createJob({ title: 'Dienst OP', state: 'external_adv', department: theatre }, [2]);
    const operator = await bearerFor(testApp, 'ADMIN');
    const [leaving, disabled, deleted, staying] = [
      await bearerFor(testApp, 'ORG_ADMIN'),
      await bearerFor(testApp, 'ORG_ADMIN'),
      await bearerFor(testApp, 'ORG_ADMIN'),
      await bearerFor(testApp, 'ORG_ADMIN'),
    ];
    const sub = await bearerFor(testApp, 'ORG_SUB');
    const organisationMemberships = await manager.save(
      [leaving, disabled, deleted, staying].map(({ person }) =>
        manager.create(OrganisationMembership, {
          organisationId: hospital.id,
          personId: person.id,
          confirmedAt: new Date(),
        }),
      ),
    );
    const subMembership = await manager.save(
      manager.create(DepartmentMembership, { departmentId: ward.id, personId: sub.person.id, kind: 'USER' }),
    );
    const feeds = {
      organisation: (await create(leaving.header, 'organisation', hospital.id).expect(201)).body.url as string,
      ward: (await create(sub.header, 'department', ward.id).expect(201)).body.url as string,
      lab: (await create(disabled.header, 'department', lab.id).expect(201)).body.url as string,
      theatre: (await create(deleted.header, 'department', theatre.id).expect(201)).body.url as string,
    };
    for (const url of Object.values(feeds)) expect((await fetchFeed(url).expect(200)).text).toContain('Dienst');

    // An operator removes the organisation membership: every API route of the member answers 403, and so the feed ends.
    await request(testApp.http)
      .delete(`/api/admin/organisation-users/${organisationMemberships[0].id}`)
      .set('Authorization', operator.header)
      .expect(200);
    await request(testApp.http).get('/api/calendar-feeds').set('Authorization', leaving.header).expect(403);
    const ended = await fetchFeed(feeds.organisation).expect(404);
    expect(ended.body).toEqual(expect.objectContaining({ code: 'NOT_FOUND' }));
    expect(ended.text).not.toContain('Dienst');

    // The department user loses their department.
    await request(testApp.http)
      .delete(`/api/admin/department-users/${subMembership.id}`)
      .set('Authorization', operator.header)
      .expect(200);
    await fetchFeed(feeds.ward).expect(404);

    // A disabled account: the feed ends, and enabling the account again does not revive the old URL.
    await manager.update(Person, { id: disabled.person.id }, { status: 'DISABLED' });
    await fetchFeed(feeds.lab).expect(404);
    await manager.update(Person, { id: disabled.person.id }, { status: 'ACTIVE' });
    await fetchFeed(feeds.lab).expect(404);

    // A deleted person.
    await request(testApp.http)
      .delete(`/api/admin/persons/${deleted.person.id}`)
      .set('Authorization', operator.header)
      .expect(200);
    await fetchFeed(feeds.theatre).expect(404);

    // The colleague who still manages the hospital sees the feeds as ended and can issue new ones.
    const list = await request(testApp.http)
      .get('/api/calendar-feeds')
      .set('Authorization', staying.header)
      .expect(200);
    const ofHospital = (list.body.feeds as { organisationName: string; active: boolean }[]).filter(
      (feed) => feed.organisationName === 'Entzugsklinik',
    );
    expect(ofHospital).toHaveLength(4);
    expect(ofHospital.every((feed) => !feed.active)).toBe(true);
    expect(await manager.countBy(CalendarFeed, { organisationId: hospital.id })).toBe(0);
    const renewed = await create(staying.header, 'organisation', hospital.id).expect(201);
    expect((await fetchFeed(renewed.body.url).expect(200)).text).toContain('Dienst Station 1');
  });
});
