import ICAL from 'ical.js';
import request from 'supertest';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { Assignment } from '../src/marketplace/assignments/assignment.entity';
import { Application } from '../src/marketplace/jobs/application.entity';
import { PersonCalendarFeed } from '../src/marketplace/calendar-feeds/person-calendar-feed.entity';
import { Person } from '../src/people/person.entity';
import { bearerFor } from './admin-helpers';
import { berlinMs, createHospital, doctorBody, orgAdmin, postJob } from './jobs-helpers';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

const PUBLIC_URL = 'https://staffing.test';

type Caller = { header: string; person: Person };

/** A shift in the coming weeks, far enough ahead of the test machine's clock (Berlin wall-clock times). */
const shiftOn = (day: string, from = '08:00', to = '16:00') => ({
  date: { startDate: berlinMs(`${day}T${from}`), endDate: berlinMs(`${day}T${to}`), activity: '' },
  type: 'vertretungsarzt',
});

/** A Berlin day `days` from now (YYYY-MM-DD). */
const dayFromNow = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + days * 86_400_000));

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().getTime(),
      end: event.endDate.toJSDate().getTime(),
      zone: event.startDate.zone?.tzid,
    };
  });
}

describe.each(TEST_DIALECTS)('a person’s own calendar feed on %s', (dialect) => {
  let testApp: TestApp;
  let counter = 0;
  const unique = (text: string) => {
    counter += 1;
    return `${text} ${Date.now().toString(36)}${counter}`;
  };

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { publicUrl: PUBLIC_URL });
  });
  afterAll(() => testApp.close());

  const manager = () => testApp.dataSource.manager;
  const call = (method: 'get' | 'post' | 'delete', caller: Caller, path: string) =>
    request(testApp.http)[method](`/api${path}`).set('Authorization', caller.header).set('Accept-Language', 'en');
  const feedPath = (url: string) => url.slice(PUBLIC_URL.length);

  /** The hospital selects `candidate`'s application for a request on `days`: an assignment for her. */
  async function assignmentFor(candidate: Person, days: string[], applicantName: string) {
    const hospital = await createHospital(testApp, unique('Klinikum Süd'));
    const admin = await orgAdmin(testApp, hospital.organisation);
    const posted = await postJob(
      testApp,
      admin.header,
      doctorBody(hospital, {
        title: unique('Vertretung Intensiv'),
        orig_dept: hospital.station.id,
        dates: days.map((day) => shiftOn(day)),
      }),
    );
    expect(posted.status).toBe(201);
    const agency = await manager().save(
      manager().create(Agency, {
        name: unique('Pflege Plus GmbH'),
        address: 'Friedrichstraße 68',
        postcode: '10117',
        city: 'Berlin',
        country: 'DE',
        permitAuthority: 'Bundesagentur für Arbeit, Regionaldirektion Berlin-Brandenburg',
        permitIssuedOn: '2019-04-01',
      }),
    );
    await manager().insert(AgencyMembership, { agencyId: agency.id, personId: candidate.id, kind: 'CUSTOMER' });
    const application = await manager().save(
      manager().create(Application, {
        jobRequestId: posted.body._id,
        agencyId: agency.id,
        candidateId: candidate.id,
        applicantName,
        hourlyRate: '61.50',
        state: 'applied',
      }),
    );
    const selected = await call('post', admin, `/job/${posted.body._id}/select/${application.id}`);
    expect(selected.status).toBe(200);
    const assignment = await manager().findOneByOrFail(Assignment, { jobRequestId: posted.body._id });
    return { hospital, admin, agency, assignment };
  }

  it('issues, shows, rotates and revokes the feed of her own shifts, in Berlin time, without rates', async () => {
    const candidate = await bearerFor(testApp, 'USER');
    const other = await bearerFor(testApp, 'USER');
    const [first, second] = [dayFromNow(10), dayFromNow(11)];
    const own = await assignmentFor(candidate.person, [first, second], 'Julia Kowalski');
    const foreign = await assignmentFor(other.person, [first], 'Jan Nowak');

    expect((await call('get', candidate, '/calendar-feeds/mine')).body).toEqual({ active: false, issuedAt: null });
    const created = await call('post', candidate, '/calendar-feeds/mine');
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      active: true,
      issuedAt: expect.any(String),
      url: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/api/calendar-feeds/ics/[A-Za-z0-9_-]{43}\\.ics$`)),
    });
    expect((await call('get', candidate, '/calendar-feeds/mine')).body).toEqual({
      active: true,
      issuedAt: created.body.issuedAt,
    });
    // Only the hash is stored.
    const stored = await manager().findOneByOrFail(PersonCalendarFeed, { personId: candidate.person.id });
    expect(created.body.url).not.toContain(stored.tokenHash);

    const feed = await request(testApp.http).get(feedPath(created.body.url));
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const place = `${own.hospital.organisation.name} – Intensiv`;
    expect(events(feed.text)).toEqual([
      {
        uid: `assignment-${own.assignment.id}-1@staffing.test`,
        summary: `[Vorgeschlagen] ${own.assignment.title} – ${place}`,
        description: expect.stringContaining(`Agentur: ${own.agency.name}`),
        start: berlinMs(`${first}T08:00`),
        end: berlinMs(`${first}T16:00`),
        zone: 'Europe/Berlin',
      },
      expect.objectContaining({
        uid: `assignment-${own.assignment.id}-2@staffing.test`,
        start: berlinMs(`${second}T08:00`),
      }),
    ]);
    expect(feed.text).not.toContain('61.50');
    expect(feed.text).not.toContain(foreign.assignment.title);

    // Rotating: the old URL answers 404 at once.
    const rotated = await call('post', candidate, '/calendar-feeds/mine');
    expect(rotated.status).toBe(201);
    expect(rotated.body.url).not.toBe(created.body.url);
    expect((await request(testApp.http).get(feedPath(created.body.url))).status).toBe(404);
    expect((await request(testApp.http).get(feedPath(rotated.body.url))).status).toBe(200);

    // A cancelled assignment leaves the feed.
    const cancelled = await call('post', own.admin, `/assignments/${own.assignment.id}/cancel`).send({
      reason: 'Station geschlossen',
    });
    expect(cancelled.status).toBe(200);
    expect(events((await request(testApp.http).get(feedPath(rotated.body.url))).text)).toEqual([]);

    const revoked = await call('delete', candidate, '/calendar-feeds/mine');
    expect(revoked.status).toBe(204);
    const gone = await request(testApp.http).get(feedPath(rotated.body.url));
    expect({ status: gone.status, code: gone.body.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect((await call('get', candidate, '/calendar-feeds/mine')).body).toEqual({ active: false, issuedAt: null });
  });

  it('is for persons (role USER) only; a company’s users are refused', async () => {
    for (const role of ['AGENCY', 'ORG_ADMIN', 'ADMIN'] as const) {
      const caller = await bearerFor(testApp, role);
      const answer = await call('post', caller, '/calendar-feeds/mine');
      expect({ role, status: answer.status, code: answer.body.code }).toEqual({ role, status: 403, code: 'FORBIDDEN' });
    }
    expect((await request(testApp.http).get('/api/calendar-feeds/mine')).status).toBe(401);
  });

  it('deleting the person deletes her feed', async () => {
    const candidate = await bearerFor(testApp, 'USER');
    const created = await call('post', candidate, '/calendar-feeds/mine');
    expect(created.status).toBe(201);
    await manager().delete(Person, { id: candidate.person.id });
    expect(await manager().countBy(PersonCalendarFeed, { personId: candidate.person.id })).toBe(0);
    expect((await request(testApp.http).get(feedPath(created.body.url))).status).toBe(404);
  });
});
