import request from 'supertest';
import type { JobKind, JobState } from '@medstaff/domain';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { marketPageIds } from '../src/marketplace/applications/market-page';
import { JobDate } from '../src/marketplace/jobs/job-date.entity';
import { JobRequest } from '../src/marketplace/jobs/job-request.entity';
import { Organisation } from '../src/organisations/organisation.entity';
import { ListAnchors } from '../src/platform/lists/list-anchors';
import { bearerFor } from './admin-helpers';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

/** One request of the fixture, as the search should see it. */
interface Row {
  id: number;
  state: JobState;
  kind: JobKind;
  field: string;
  position: string;
  contract: string;
  organisation: number;
  releasedAt: Date;
  start: Date;
  end: Date | null;
}

const DAY = 86_400_000;
const BASE = Date.UTC(2026, 10, 1, 8, 0, 0);
const FIELDS = ['MarktNeuro', 'MarktKardio', 'MarktChirurgie'];
const POSITIONS = ['MarktFacharzt', 'MarktOberarzt'];
const CONTRACTS = ['Arbeitnehmerueberlassung', 'Honorar'];
const STATES: JobState[] = ['external_adv', 'external_adv', 'external_adv', 'internal_adv', 'external_fill'];
/** More released requests than ListAnchors' first anchored offset (1,000), so deep pages start from anchors. */
const COUNT = 1_750;

/** The search's order: newest released first, then the newest id. */
const newestFirst = (a: Row, b: Row) => b.releasedAt.getTime() - a.releasedAt.getTime() || b.id - a.id;

describe.each(TEST_DIALECTS)('the market search on %s', (dialect) => {
  let testApp: TestApp;
  let header: string;
  let rows: Row[];
  let places: { berlin: number; koeln: number; bonn: number };

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    const manager = testApp.dataSource.manager;
    const agency = await manager.save(
      manager.create(Agency, { name: 'Marktagentur', address: 'Weg 1', postcode: '10117', country: 'DE' }),
    );
    const caller = await bearerFor(testApp, 'AGENCY');
    await manager.insert(AgencyMembership, { agencyId: agency.id, personId: caller.person.id, kind: 'USER' });
    header = caller.header;
    const organisation = (name: string, postcode: string, city: string) =>
      manager
        .save(manager.create(Organisation, { name, address: 'Markt 1', postcode, city, country: 'DE' }))
        .then((saved) => saved.id);
    places = {
      berlin: await organisation('Markt Berlin', '10115', 'Berlin'),
      koeln: await organisation('Markt Köln', '50667', 'Köln'),
      bonn: await organisation('Markt Bonn', '53111', 'Bonn'),
    };
    const organisations = [places.berlin, places.koeln, places.bonn];
    rows = [];
    for (let offset = 0; offset < COUNT; offset += 250) {
      const batch = Array.from({ length: Math.min(250, COUNT - offset) }, (_, step) => {
        const index = offset + step;
        const start = new Date(BASE + (index % 90) * DAY);
        return {
          kind: (index % 2 ? 'NURSE' : 'DOCTOR') as JobKind,
          state: STATES[index % STATES.length],
          title: `Markt ${index}`,
          fieldCode: FIELDS[index % FIELDS.length],
          positionCode: POSITIONS[index % 7 === 0 ? 1 : 0],
          contractType: CONTRACTS[index % 11 === 0 ? 1 : 0],
          organisationId: organisations[index % 5 === 0 ? 1 : index % 13 === 0 ? 2 : 0],
          skills: [],
          // Groups of seven share a release second (ties are broken by the id), in no id order.
          releasedAt: new Date(BASE + ((index * 37) % 400) * 1000 * 60 + Math.floor(index / 400) * 1000),
          start,
          end: index % 17 === 0 ? null : new Date(start.getTime() + (index % 3) * DAY + 8 * 3_600_000),
        };
      });
      const inserted = await manager.insert(
        JobRequest,
        batch.map(({ start: _start, end: _end, ...job }) => job),
      );
      const ids = inserted.identifiers.map((identifier) => Number(identifier.id));
      await manager.insert(
        JobDate,
        batch.map((job, step) => ({
          jobRequestId: ids[step],
          organisationId: job.organisationId,
          startAt: job.start,
          endAt: job.end,
          activities: [],
        })),
      );
      batch.forEach((job, step) =>
        rows.push({
          id: ids[step],
          state: job.state,
          kind: job.kind,
          field: job.fieldCode,
          position: job.positionCode,
          contract: job.contractType,
          organisation: job.organisationId,
          releasedAt: job.releasedAt,
          start: job.start,
          end: job.end,
        }),
      );
    }
  }, 120_000);

  afterAll(async () => {
    await testApp?.close();
  });

  const find = async (body: object) =>
    (await request(testApp.http).post('/api/job/find').set('Authorization', header).send(body).expect(200)).body as {
      jobs: { _id: number }[];
      total: number;
      page: number;
      pageSize: number;
    };

  /** The released rows matching `keep`, in the search's order. */
  const expected = (keep: (row: Row) => boolean = () => true) =>
    rows
      .filter((row) => row.state === 'external_adv' && keep(row))
      .sort(newestFirst)
      .map((row) => row.id);

  /** Every page of a search (pageSize 100), in order, checked against `want` with its total. */
  async function everyPage(filter: object, want: number[]) {
    const pages = Math.max(1, Math.ceil(want.length / 100));
    for (let page = 1; page <= pages + 1; page += 1) {
      const answer = await find({ ...filter, page, pageSize: 100 });
      expect(answer.total).toBe(want.length);
      expect(answer.jobs.map((job) => job._id)).toEqual(want.slice((page - 1) * 100, page * 100));
    }
  }

  it('pages New Jobs to the last page and past it, deep pages again from anchors, in the same order', async () => {
    const want = expected();
    expect(want.length).toBeGreaterThan(1_000);
    await everyPage({}, want);
    // Again, backwards: the deep pages now start from the anchors the first pass left.
    for (let page = Math.ceil(want.length / 100); page >= 9; page -= 1) {
      const answer = await find({ page, pageSize: 100 });
      expect(answer.jobs.map((job) => job._id)).toEqual(want.slice((page - 1) * 100, page * 100));
    }
    // The first page of GET /job is page 1 of the search.
    const list = await request(testApp.http).get('/api/job').set('Authorization', header).expect(200);
    expect(list.body.jobs.map((job: { _id: number }) => job._id)).toEqual(want.slice(0, list.body.pageSize));
  });

  it.each([
    ['field', { field: 'MarktKardio' }, (row: Row) => row.field === 'MarktKardio'],
    ['position', { position: 'MarktOberarzt' }, (row: Row) => row.position === 'MarktOberarzt'],
    ['kind', { kind: 'NURSE' }, (row: Row) => row.kind === 'NURSE'],
    ['contract type', { contractType: 'Honorar' }, (row: Row) => row.contract === 'Honorar'],
    ['contract type without a match', { contractType: 'BefristeteAnstellung' }, () => false],
  ])('filters by %s on every page', async (_name, filter, keep) => {
    await everyPage(filter, expected(keep));
  });

  it('filters by place: a postcode prefix or a city prefix, case-insensitively, or nothing', async () => {
    const inCity = (id: number) => (row: Row) => row.organisation === id;
    await everyPage({ place: 'Köln' }, expected(inCity(places.koeln)));
    await everyPage({ place: ' köl ' }, expected(inCity(places.koeln)));
    await everyPage({ place: '101' }, expected(inCity(places.berlin)));
    await everyPage(
      { place: '5' },
      expected((row) => row.organisation !== places.berlin),
    );
    await everyPage({ place: 'Atlantis' }, []);
    await everyPage({ place: '%' }, []);
  });

  it('filters by dates: a date ending at or after `from` and starting before `to` (open ends included)', async () => {
    const from = BASE + 30 * DAY;
    const to = BASE + 45 * DAY;
    const overlaps = (row: Row, after?: number, before?: number) =>
      (after === undefined || row.end === null || row.end.getTime() >= after) &&
      (before === undefined || row.start.getTime() < before);
    await everyPage(
      { from, to },
      expected((row) => overlaps(row, from, to)),
    );
    await everyPage(
      { from },
      expected((row) => overlaps(row, from)),
    );
    await everyPage(
      { to },
      expected((row) => overlaps(row, undefined, to)),
    );
  });

  it('combines every filter', async () => {
    const from = BASE + 10 * DAY;
    const to = BASE + 80 * DAY;
    const want = expected(
      (row) =>
        row.field === 'MarktNeuro' &&
        row.position === 'MarktFacharzt' &&
        row.kind === 'DOCTOR' &&
        row.contract === 'Arbeitnehmerueberlassung' &&
        row.organisation === places.berlin &&
        (row.end === null || row.end.getTime() >= from) &&
        row.start.getTime() < to,
    );
    expect(want.length).toBeGreaterThan(0);
    await everyPage(
      {
        field: 'MarktNeuro',
        position: 'MarktFacharzt',
        kind: 'DOCTOR',
        contractType: 'Arbeitnehmerueberlassung',
        place: 'berlin',
        from,
        to,
      },
      want,
    );
  });

  it('reads a deep page from the anchor an earlier page left, with the same rows as the plain offset', async () => {
    const found: unknown[] = [];
    class Recording extends ListAnchors {
      override find(list: string, offset: number) {
        const anchor = super.find(list, offset);
        found.push(anchor);
        return anchor;
      }
    }
    const anchors = new Recording({ fromOffset: 10 });
    const query = () =>
      testApp.dataSource
        .getRepository(JobRequest)
        .createQueryBuilder('job')
        .select('job.id', 'id')
        .where("job.state = 'external_adv'");
    const want = expected();
    expect(await marketPageIds(query(), 500, 25, anchors)).toEqual(want.slice(500, 525));
    expect(found).toEqual([undefined]);
    // The same page, and pages after it, from the anchor at 500.
    expect(await marketPageIds(query(), 500, 25, anchors)).toEqual(want.slice(500, 525));
    expect(await marketPageIds(query(), 513, 25, anchors)).toEqual(want.slice(513, 538));
    expect(await marketPageIds(query(), want.length - 3, 25, anchors)).toEqual(want.slice(want.length - 3));
    const offsets = found.map((anchor) => (anchor as { offset: number } | undefined)?.offset);
    expect(offsets).toEqual([undefined, 500, 500, 513]);
    // Shallow pages never read or leave anchors.
    expect(await marketPageIds(query(), 5, 25, anchors)).toEqual(want.slice(5, 30));
    expect(found).toHaveLength(4);
  });
});
