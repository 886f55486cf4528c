import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type { App } from 'supertest/types';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { deferMarketTriggers } from '../scripts/bulk-insert';
import { AppModule } from '../src/app.module';
import { configureApp, createHttpAdapter } from '../src/configure-app';
import { ApplicationsService } from '../src/marketplace/applications/applications.service';
import {
  MARKET_TRIGGER_COUNT,
  marketTriggerCount,
  readMarketVersion,
} from '../src/marketplace/applications/market-answers';
import { Application } from '../src/marketplace/jobs/application.entity';
import { JobDate } from '../src/marketplace/jobs/job-date.entity';
import { JobRequest } from '../src/marketplace/jobs/job-request.entity';
import { JobSalary } from '../src/marketplace/jobs/job-salary.entity';
import { ReleaseSweeper } from '../src/marketplace/workflow/release-sweeper.service';
import { Department } from '../src/organisations/departments/department.entity';
import { Organisation } from '../src/organisations/organisation.entity';
import { bearerFor } from './admin-helpers';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

interface Answer {
  jobs: {
    _id: number;
    title: string;
    organisation: { name: string; address: string } | null;
    orig_dept: { name: string } | null;
    dates: { date: { startDate: number } }[];
    salary: { cost: number }[];
    applicants: { _id: number; user: { firstName: string } }[];
  }[];
  total: number;
}

const DAY = 86_400_000;
const START = Date.UTC(2030, 2, 2, 7, 0, 0);

/** A second app on the first one's database and configuration: another process's view of it. */
async function secondApp(first: TestApp): Promise<{ http: App; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'medstaff-data-'));
  const config = { ...first.config, dataDir };
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.register(config)] }).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(config), { logger: false });
  await configureApp(app, config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    http: app.getHttpServer() as App,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The market's answers are cached per market version (market-answers.ts, migration MarketVersion):
 * every write that changes what the market shows is seen by the next read, in this app and in
 * another one on the same database; an agency's own applications are never cached.
 */
describe.each(TEST_DIALECTS)('the market cache on %s', (dialect) => {
  let testApp: TestApp;
  let other: { http: App; close: () => Promise<void> };
  let header: string;
  let otherHeader: string;
  let agencyId: number;
  let organisationId: number;
  let departmentId: number;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    other = await secondApp(testApp);
    const manager = testApp.dataSource.manager;
    const agency = (name: string) =>
      manager.save(manager.create(Agency, { name, address: 'Weg 1', postcode: '10117', country: 'DE' }));
    agencyId = (await agency('Cacheagentur')).id;
    const secondAgencyId = (await agency('Andere Agentur')).id;
    const caller = await bearerFor(testApp, 'AGENCY');
    await manager.insert(AgencyMembership, { agencyId, personId: caller.person.id, kind: 'USER' });
    header = caller.header;
    const otherCaller = await bearerFor(testApp, 'AGENCY');
    await manager.insert(AgencyMembership, { agencyId: secondAgencyId, personId: otherCaller.person.id, kind: 'USER' });
    otherHeader = otherCaller.header;
    organisationId = (
      await manager.save(
        manager.create(Organisation, {
          name: 'Cache Klinik',
          address: 'Allee 2',
          postcode: '20095',
          city: 'Hamburg',
          country: 'DE',
        }),
      )
    ).id;
    departmentId = (
      await manager.save(manager.create(Department, { organisationId, name: 'Station 1', defaultSkills: [] }))
    ).id;
  }, 120_000);

  afterAll(async () => {
    await other?.close();
    await testApp?.close();
  });

  const find = async (body: object, http: App = testApp.http, as = header) =>
    (await request(http).post('/api/job/find').set('Authorization', as).send(body).expect(200)).body as Answer;
  const newJobs = async (http: App = testApp.http, as = header) =>
    (await request(http).get('/api/job').set('Authorization', as).expect(200)).body as Answer;

  /** A released request of the organisation with one date `day` days after START. */
  async function released(title: string, day = 0, fieldCode = 'CacheFeld'): Promise<number> {
    const manager = testApp.dataSource.manager;
    const inserted = await manager.insert(JobRequest, {
      kind: 'DOCTOR',
      state: 'external_adv',
      title,
      fieldCode,
      organisationId,
      departmentId,
      skills: [],
      releasedAt: new Date(),
    });
    const id = Number(inserted.identifiers[0].id);
    await manager.insert(JobDate, {
      jobRequestId: id,
      organisationId,
      startAt: new Date(START + day * DAY),
      endAt: new Date(START + day * DAY + 8 * 3_600_000),
      activities: [],
    });
    return id;
  }

  it('serves the same answer from both apps and the JSON type', async () => {
    await released('Erste Anfrage');
    const response = await request(testApp.http).get('/api/job').set('Authorization', header).expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const answer = response.body as Answer & { page: number; pageSize: number };
    expect(answer).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(answer.jobs.map((job) => job.title)).toEqual(['Erste Anfrage']);
    expect(await newJobs(other.http)).toEqual(answer);
  });

  it('sees a new request, an edited request and one taken off the market at the next read, in either app', async () => {
    const before = await find({ field: 'CacheFeld' });
    // Both apps have cached the page now.
    expect(await find({ field: 'CacheFeld' }, other.http)).toEqual(before);
    const id = await released('Neue Anfrage');
    for (const http of [testApp.http, other.http]) {
      const answer = await find({ field: 'CacheFeld' }, http);
      expect(answer.total).toBe(before.total + 1);
      expect(answer.jobs[0]).toMatchObject({ _id: id, title: 'Neue Anfrage' });
    }
    await testApp.dataSource.getRepository(JobRequest).update({ id }, { title: 'Geänderte Anfrage' });
    for (const http of [other.http, testApp.http]) {
      expect((await find({ field: 'CacheFeld' }, http)).jobs[0].title).toBe('Geänderte Anfrage');
    }
    await testApp.dataSource.getRepository(JobRequest).update({ id }, { state: 'external_fill' });
    for (const http of [testApp.http, other.http]) {
      const answer = await find({ field: 'CacheFeld' }, http);
      expect(answer.total).toBe(before.total);
      expect(answer.jobs.map((job) => job._id)).not.toContain(id);
    }
  });

  it("sees a request's dates and pay lines, and the organisation's and department's names", async () => {
    const id = await released('Mit Terminen', 40, 'CacheTermine');
    const week = { from: START + 100 * DAY, to: START + 107 * DAY };
    expect((await find({ ...week, field: 'CacheTermine' }, other.http)).total).toBe(0);
    await testApp.dataSource.manager.insert(JobDate, {
      jobRequestId: id,
      organisationId,
      startAt: new Date(START + 101 * DAY),
      endAt: new Date(START + 101 * DAY + 8 * 3_600_000),
      activities: [],
    });
    const dated = await find({ ...week, field: 'CacheTermine' }, other.http);
    expect(dated.jobs.map((job) => job._id)).toEqual([id]);
    expect(dated.jobs[0].dates).toHaveLength(2);

    await testApp.dataSource.manager.insert(JobSalary, { jobRequestId: id, activity: 'Dienst', cost: '55.00' });
    expect((await find({ field: 'CacheTermine' }, other.http)).jobs[0].salary).toEqual([
      expect.objectContaining({ cost: 55 }),
    ]);

    await testApp.dataSource.getRepository(Organisation).update({ id: organisationId }, { name: 'Umbenannte Klinik' });
    await testApp.dataSource.getRepository(Department).update({ id: departmentId }, { name: 'Station 2' });
    const renamed = await find({ field: 'CacheTermine' }, other.http);
    expect(renamed.jobs[0].organisation?.name).toBe('Umbenannte Klinik');
    expect(renamed.jobs[0].orig_dept?.name).toBe('Station 2');

    await testApp.dataSource.getRepository(Organisation).update({ id: organisationId }, { city: 'Lübeck' });
    expect((await find({ place: 'Lübeck', field: 'CacheTermine' }, other.http)).total).toBe(1);
    expect((await find({ place: 'Hamburg', field: 'CacheTermine' }, other.http)).total).toBe(0);

    await testApp.dataSource.getRepository(JobRequest).delete({ id });
    expect((await find({ field: 'CacheTermine' }, other.http)).total).toBe(0);
  });

  it("shows each agency only its own applications, from the first read after they're written", async () => {
    const id = await released('Beworbene Anfrage', 5, 'CacheBewerbung');
    const cached = await find({ field: 'CacheBewerbung' });
    expect(cached.jobs[0].applicants).toEqual([]);
    const inserted = await testApp.dataSource.manager.insert(Application, {
      jobRequestId: id,
      agencyId,
      candidateId: null,
      applicantName: 'Erika Muster',
      hourlyRate: '60.00',
      state: 'applied',
    });
    const applicationId = Number(inserted.identifiers[0].id);
    for (const http of [testApp.http, other.http]) {
      const answer = await find({ field: 'CacheBewerbung' }, http);
      expect(answer.jobs[0].applicants).toEqual([
        expect.objectContaining({ _id: applicationId, user: expect.objectContaining({ firstName: 'Erika' }) }),
      ]);
      expect((await find({ field: 'CacheBewerbung' }, http, otherHeader)).jobs[0].applicants).toEqual([]);
      // The same request as the agency reads it alone (its own applications added to the cached JSON).
      const alone = await request(http).get(`/api/job/${id}`).set('Authorization', header).expect(200);
      expect(answer.jobs[0]).toEqual(alone.body);
    }
    await testApp.dataSource.getRepository(Application).update({ id: applicationId }, { state: 'withdrawn' });
    expect((await find({ field: 'CacheBewerbung' })).jobs[0].applicants).toEqual([]);
  });

  it('sees a timed release at the next read after the sweep released it', async () => {
    const inserted = await testApp.dataSource.manager.insert(JobRequest, {
      kind: 'NURSE',
      state: 'internal_adv',
      title: 'Zeitfreigabe',
      fieldCode: 'CacheZeit',
      organisationId,
      skills: [],
      releaseDueAt: new Date(Date.now() - 60_000),
    });
    const id = Number(inserted.identifiers[0].id);
    expect((await find({ field: 'CacheZeit' }, other.http)).total).toBe(0);
    expect(await testApp.app.get(ReleaseSweeper).sweep(new Date())).toEqual([id]);
    for (const http of [other.http, testApp.http]) {
      expect((await find({ field: 'CacheZeit' }, http)).jobs.map((job) => job._id)).toEqual([id]);
    }
  });

  it("sets the triggers aside for the seed's big load and raises the version once after it", async () => {
    const before = await readMarketVersion(testApp.dataSource);
    const restore = await deferMarketTriggers(testApp.dataSource, 10_000);
    expect(await marketTriggerCount(testApp.dataSource)).toBe(0);
    const id = await released('Geladen', 2, 'CacheSeed');
    expect(await readMarketVersion(testApp.dataSource)).toBe(before);
    await restore();
    expect(await marketTriggerCount(testApp.dataSource)).toBe(MARKET_TRIGGER_COUNT);
    expect(await readMarketVersion(testApp.dataSource)).toBe(before + 1);
    expect((await find({ field: 'CacheSeed' }, other.http)).jobs.map((job) => job._id)).toEqual([id]);
    await testApp.dataSource.getRepository(JobRequest).update({ id }, { title: 'Nach dem Laden' });
    expect(await readMarketVersion(testApp.dataSource)).toBe(before + 2);
  });

  it('caches nothing when a trigger of the market version is missing, and says so', async () => {
    const service = testApp.app.get(ApplicationsService);
    const runner = testApp.dataSource;
    const quote = dialect === 'sqlite' ? '"' : '`';
    const [definition] = (await runner.query(
      dialect === 'sqlite'
        ? "SELECT sql FROM sqlite_master WHERE name = 'market_version_job_salary_insert'"
        : "SELECT action_statement AS statement FROM information_schema.triggers WHERE trigger_schema = DATABASE() AND trigger_name = 'market_version_job_salary_insert'",
    )) as { sql?: string; statement?: string }[];
    await runner.query(`DROP TRIGGER ${quote}market_version_job_salary_insert${quote}`);
    try {
      await service.onApplicationBootstrap();
      expect(service.marketAnswers.isEnabled).toBe(false);
      const id = await released('Ohne Cache', 3, 'CacheAus');
      expect((await find({ field: 'CacheAus' })).total).toBe(1);
      await testApp.dataSource.manager.insert(JobSalary, { jobRequestId: id, activity: 'Dienst', cost: '70.00' });
      expect((await find({ field: 'CacheAus' })).jobs[0].salary).toHaveLength(1);
    } finally {
      await runner.query(
        dialect === 'sqlite'
          ? (definition.sql as string)
          : `CREATE TRIGGER \`market_version_job_salary_insert\` AFTER INSERT ON \`job_salary\` FOR EACH ROW ${definition.statement as string}`,
      );
    }
  });
});
