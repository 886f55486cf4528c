import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { PasswordService } from '../src/accounts/password.service';
import type { DatabaseConfig } from '../src/platform/config/app-config';
import { buildDataSourceOptions } from '../src/platform/database/data-source';
import { Document } from '../src/marketplace/documents/document.entity';
import { OrganisationMembership } from '../src/organisations/organisation-membership.entity';
import { Organisation } from '../src/organisations/organisation.entity';
import { Person } from '../src/people/person.entity';
import { SweeperLease } from '../src/platform/storage/sweeper-lease.entity';
import { berlinMs } from './jobs-helpers';
import { startServerProcess, type ServerProcess } from './server-process';
import { copySqliteTemplate } from './template-database';
import { createTestDatabase } from './test-app';

const MYSQL_URL = process.env.TEST_MYSQL_URL;
const DIALECTS: DatabaseConfig['dialect'][] = MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];
const PASSWORD = 'Absturz-Probe-2026';
const APPLICATIONS = 20;
/** Three documents of 4 MB per application, as in the report. */
const DOCUMENT = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4 * 1024 * 1024 - 9, 0x20)]);

/**
 * Issue 24, finding 7: a kill -9 of the server while 20 applications with three 4 MB documents each
 * are being uploaded leaves files without a record; the orphan sweeper of the next processes (two
 * at once, sharing the lease) removes exactly those and keeps every file a record names.
 */
describe.each(DIALECTS)('a kill -9 during uploads on %s', (dialect) => {
  let dataDir: string;
  let database: { config: DatabaseConfig; drop: () => Promise<void> };
  let dataSource: DataSource;
  const servers: ServerProcess[] = [];
  const env: Record<string, string> = {};

  const documentsFolder = () => join(dataDir, 'uploads', 'documents');
  const filesOnDisk = () =>
    existsSync(documentsFolder()) ? readdirSync(documentsFolder()).map((name) => `documents/${name}`) : [];
  const namedKeys = async () =>
    new Set(
      (await dataSource.getRepository(Document).find({ select: { storageKey: true } })).map((row) => row.storageKey),
    );
  const orphans = async () => {
    const named = await namedKeys();
    return filesOnDisk().filter((key) => !named.has(key));
  };

  async function person(role: Person['role'], lastName: string): Promise<Person> {
    const persons = dataSource.getRepository(Person);
    return persons.save(
      persons.create({
        email: `kill.${role.toLowerCase()}.${randomBytes(4).toString('hex')}@test.medstaff.de`,
        role,
        status: 'ACTIVE',
        emailConfirmedAt: new Date(),
        firstName: 'Test',
        lastName,
        passwordHash: role === 'USER' ? null : await new PasswordService({ passwordHashWaitMs: 30_000 }).hash(PASSWORD),
      }),
    );
  }

  async function bearer(server: ServerProcess, who: Person): Promise<string> {
    const answer = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: who.email, password: PASSWORD }),
    });
    expect(answer.status).toBe(200);
    return `Bearer ${((await answer.json()) as { access_token: string }).access_token}`;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'medstaff-orphans-'));
    // Test speed: the database starts as a copy of this run's migrated template (test/template-database.ts).
    if (dialect === 'mysql') database = await createTestDatabase('mysql', { migrated: true });
    else {
      database = { config: { dialect: 'sqlite', url: join(dataDir, 'staffing.sqlite') }, drop: async () => undefined };
      await copySqliteTemplate(database.config.url);
    }
    Object.assign(env, {
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...(dialect === 'mysql' ? { DATABASE_URL: database.config.url } : {}),
    });
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    if (dataSource?.isInitialized) await dataSource.destroy();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no file without a record once the sweeper ran, and keeps every file a record names', async () => {
    // The first process: the sweeper off (the test's default), so only the crash decides what is left.
    const first = await startServerProcess(env);
    servers.push(first);
    dataSource = await new DataSource(buildDataSourceOptions(database.config, { migrationsRun: false })).initialize();
    const manager = dataSource.manager;

    const organisation = await manager.save(
      manager.create(Organisation, { name: 'Absturzklinik', address: 'Weg 1', postcode: '10115', country: 'DE' }),
    );
    const hospitalAdmin = await person('ORG_ADMIN', 'Admin');
    await manager.insert(OrganisationMembership, {
      organisationId: organisation.id,
      personId: hospitalAdmin.id,
      confirmedAt: new Date(),
    });
    const agency = await manager.save(
      manager.create(Agency, { name: 'Absturzagentur', address: 'Weg 2', postcode: '10117', country: 'DE' }),
    );
    const agent = await person('AGENCY', 'Agent');
    const candidates: Person[] = [];
    for (let index = 0; index < APPLICATIONS; index += 1) candidates.push(await person('USER', `Kandidat${index}`));
    await manager.insert(AgencyMembership, [
      { agencyId: agency.id, personId: agent.id, kind: 'USER' },
      ...candidates.map((candidate) => ({ agencyId: agency.id, personId: candidate.id, kind: 'CUSTOMER' as const })),
    ]);
    const posted = await fetch(`${first.url}/api/job`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: await bearer(first, hospitalAdmin) },
      body: JSON.stringify({
        kind: 'DOCTOR',
        title: 'Vertretung Neurologie',
        dates: [
          {
            date: { startDate: berlinMs('2026-11-10T12:00'), endDate: berlinMs('2026-11-20T12:00'), activity: '' },
            type: 'vertretungsarzt',
          },
        ],
        organisation: organisation.id,
        field: 'Neurologie',
        jobOperation: 'Station',
        payment: '',
        salary: [{ activity: 'Aktiv', cost: 95 }],
        subtitle: 'Zwei Wochen',
        accomodation: true,
      }),
    });
    expect(posted.status).toBe(201);
    const jobId = ((await posted.json()) as { _id: number })._id;
    const agencyHeader = await bearer(first, agent);

    // Twenty applications at once; the process is killed while their files are stored but not yet recorded.
    const uploads = candidates.map((candidate) => {
      const form = new FormData();
      form.set('candidateId', String(candidate.id));
      form.set('applicantName', `Test ${candidate.lastName}`);
      form.set('hourlyRate', '80');
      for (const field of ['cv', 'licence', 'diploma']) {
        form.set(field, new Blob([DOCUMENT], { type: 'application/pdf' }), `${field}.pdf`);
      }
      return fetch(`${first.url}/api/job/apply/${jobId}`, {
        method: 'POST',
        headers: { Authorization: agencyHeader },
        body: form,
      }).then(
        (answer) => answer.status,
        () => 'cut',
      );
    });
    // Killed as soon as one file waits for its record: on a loaded machine three at once may never be
    // seen before every upload has finished (a CI run waited its whole minute for them).
    const deadline = Date.now() + 60_000;
    while ((await orphans()).length < 1 && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    await first.stop('SIGKILL');
    const answers = await Promise.all(uploads);
    const left = await orphans();
    // What the report found: files of applications whose records never committed.
    expect(left.length).toBeGreaterThan(0);
    expect(answers).toContain('cut');
    const named = await namedKeys();
    for (const key of named) expect(filesOnDisk()).toContain(key);

    // Two new processes, both sweeping every second after a grace period of one second: one at a time holds the lease.
    const sweeping = { ...env, STORED_FILE_GRACE_SECONDS: '1', STORED_FILE_SWEEP_SECONDS: '1' };
    servers.push(await startServerProcess(sweeping), await startServerProcess(sweeping));
    const sweepDeadline = Date.now() + 30_000;
    while ((await orphans()).length > 0 && Date.now() < sweepDeadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await orphans()).toEqual([]);
    const kept = await namedKeys();
    expect(new Set(filesOnDisk())).toEqual(kept);
    expect(kept).toEqual(named);
    const lease = await dataSource.getRepository(SweeperLease).findOneByOrFail({ name: 'stored-files' });
    expect(lease.holder).not.toBeNull();

    // A document that was recorded is still served whole.
    const [document] = await dataSource.getRepository(Document).find({ take: 1 });
    if (document) {
      const served = await fetch(`${servers[1].url}/api/documents/${document.id}`, {
        headers: { Authorization: await bearer(servers[1], agent) },
      });
      expect(served.status).toBe(200);
      expect((await served.arrayBuffer()).byteLength).toBe(DOCUMENT.length);
    }
  }, 180_000);
});
