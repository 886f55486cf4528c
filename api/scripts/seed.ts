/**
 * Generates realistic bulk data for benchmarks, in batches, on either dialect:
 *
 *   npm run seed -- --persons 100000 --agencies 500 --organisations 300 --jobs 20000 --enquiries 5000
 *
 * Uses the database of DATABASE_URL (SQLite in data/ by default) and applies migrations first.
 * Every generated person signs in with the password printed at the end. Persons and their
 * memberships go in through the driver (scripts/bulk-insert.ts: multi-row INSERTs on SQLite, LOAD
 * DATA LOCAL INFILE on MySQL/MariaDB with INSERTs as the fallback), the other tables through
 * TypeORM's insert builder; all in one transaction.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { argon2id, hash } from 'argon2';
import { COUNTRY_CODES, DOCTOR_FIELDS, NURSING_FIELDS, POSITIONS, type PersonRole } from '@medstaff/domain';
import { DataSource, type EntityManager, type ObjectLiteral, type EntityTarget } from 'typeorm';
import { Agency } from '../src/agencies/agency.entity';
import { deferPersonSearch } from '../src/people/person-search-index';
import { loadConfig } from '../src/platform/config/app-config';
import { buildDataSourceOptions, detectDatabaseServer } from '../src/platform/database/data-source';
import { Department } from '../src/organisations/departments/department.entity';
import { Enquiry } from '../src/site/enquiries/enquiry.entity';
import { berlinDayAfter, berlinShift } from '../src/operations/demo-data/berlin-time';
import { Application } from '../src/marketplace/jobs/application.entity';
import { JobDate } from '../src/marketplace/jobs/job-date.entity';
import { JobSalary } from '../src/marketplace/jobs/job-salary.entity';
import { JobRequest } from '../src/marketplace/jobs/job-request.entity';
import { Organisation } from '../src/organisations/organisation.entity';
import {
  type BulkInserter,
  type Cell,
  deferIndexes,
  deferMarketTriggers,
  openBulkInserter,
  prepareBulkLoad,
} from './bulk-insert';

const { values: options } = parseArgs({
  options: {
    persons: { type: 'string', default: '1000' },
    agencies: { type: 'string', default: '50' },
    organisations: { type: 'string', default: '30' },
    departments: { type: 'string', default: '6', short: 'd' },
    jobs: { type: 'string', default: '500' },
    'job-organisation': { type: 'string' },
    enquiries: { type: 'string', default: '200' },
    batch: { type: 'string' },
    seed: { type: 'string', default: '42' },
    'sql-inserts': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(
    'Usage: npm run seed -- [--persons N] [--agencies N] [--organisations N] [--departments N per organisation] [--jobs N] [--job-organisation NAME] [--enquiries N] [--batch N] [--seed N] [--sql-inserts]\n' +
      '  --job-organisation: post every job request for the existing organisation of that exact name (e.g. the demo hospital), instead of the seeded ones\n' +
      '  --sql-inserts: MySQL/MariaDB: load persons and memberships with INSERT statements, not LOAD DATA LOCAL INFILE',
  );
  process.exit(0);
}
const count = (name: Exclude<keyof typeof options, 'help' | 'job-organisation' | 'sql-inserts'>) => {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a whole number ≥ 0`);
    process.exit(2);
  }
  return value;
};
const BATCH = options.batch === undefined ? 500 : Math.max(1, count('batch'));
/**
 * Rows per batch of the bulk tables (persons, memberships) where they go in batches (SQLite,
 * MySQL's INSERT statements): --batch when given, else 16,383; the bulk inserter splits a batch
 * into statements that fit SQLite's parameter limit and MySQL's packet. With LOAD DATA on
 * MySQL/MariaDB each table's rows are one statement (see scripts/bulk-insert.ts).
 */
const BULK_BATCH = options.batch === undefined ? 16_383 : BATCH;
const SEED_PASSWORD = 'Seed-Passwort-2026';

/** mulberry32: a small, fast, seeded generator, so a run is reproducible. */
let state = count('seed') >>> 0;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

const FIRST_NAMES = [
  'Anna',
  'Lena',
  'Sophie',
  'Marie',
  'Julia',
  'Laura',
  'Sarah',
  'Lea',
  'Hannah',
  'Emma',
  'Mia',
  'Katharina',
  'Elif',
  'Aylin',
  'Olga',
  'Maximilian',
  'Lukas',
  'Jonas',
  'Paul',
  'Felix',
  'Leon',
  'Tim',
  'Jan',
  'Niklas',
  'David',
  'Alexander',
  'Mehmet',
  'Ahmet',
  'Piotr',
  'Andrei',
  'Stefan',
  'Thomas',
  'Michael',
  'Christian',
  'Sabine',
  'Petra',
  'Claudia',
];
const LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Krause',
  'Yılmaz',
  'Kaya',
  'Nowak',
  'Kowalski',
  'Popescu',
  'Öztürk',
];
const CITIES: [string, string][] = [
  ['Berlin', '10'],
  ['Hamburg', '20'],
  ['München', '80'],
  ['Köln', '50'],
  ['Frankfurt am Main', '60'],
  ['Stuttgart', '70'],
  ['Düsseldorf', '40'],
  ['Leipzig', '04'],
  ['Dortmund', '44'],
  ['Essen', '45'],
  ['Bremen', '28'],
  ['Dresden', '01'],
  ['Hannover', '30'],
  ['Nürnberg', '90'],
  ['Münster', '48'],
  ['Freiburg', '79'],
];
const STREETS = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Gartenweg',
  'Lindenallee',
  'Kirchplatz',
  'Schillerstraße',
  'Goethestraße',
  'Am Klinikum',
  'Parkstraße',
  'Ringstraße',
];
const HOSPITAL_KINDS = [
  'Klinikum',
  'Krankenhaus',
  'Universitätsklinikum',
  'Fachklinik',
  'Marienhospital',
  'St. Josef-Hospital',
  'Evangelisches Krankenhaus',
  'Kreiskrankenhaus',
];
const AGENCY_WORDS = ['Medi', 'Care', 'Pflege', 'Vital', 'Praxis', 'Klinik', 'Arzt', 'Health'];
const AGENCY_SUFFIXES = [
  'Personal GmbH',
  'Staffing GmbH',
  'Personaldienste',
  'Vermittlung AG',
  'Partner GmbH',
  'Team GmbH & Co. KG',
];
const DEPARTMENTS = [
  'Intensivstation',
  'Kardiologie',
  'Zentrale Notaufnahme',
  'Neurologie',
  'Urologie',
  'Innere Medizin',
  'Chirurgie',
  'Geriatrie',
  'Pädiatrie',
  'Gynäkologie',
  'Psychiatrie',
  'Onkologie',
  'Anästhesie',
  'OP-Bereich',
];
const SKILLS = [
  'Beatmung',
  'ZVK-Pflege',
  'Triage (Manchester)',
  'Wundmanagement',
  'Echokardiographie',
  'Sonographie',
  'Herzkatheter',
  'ACLS',
  'Dialyse',
  'Schmerzmanagement',
  'Stroke Unit',
  'Palliativpflege',
];
const ROLES: [PersonRole, number][] = [
  ['USER', 0.7],
  ['AGENCY', 0.1],
  ['ORG_SUB', 0.15],
  ['ORG_ADMIN', 0.05],
];

const GENDERS = ['male', 'female', 'diverse', 'na'];

const pickRole = (): PersonRole => {
  let roll = random();
  for (const [role, share] of ROLES) {
    if (roll < share) return role;
    roll -= share;
  }
  return 'USER';
};
const place = () => {
  const [city, prefix] = pick(CITIES);
  return { city, postcode: `${prefix}${String(between(100, 999))}`, address: `${pick(STREETS)} ${between(1, 180)}` };
};

/** Prints the running count of a long insert now and then, as the batches go. */
const progress = (label: string, total: number, start: number, batch: number) => {
  if (total >= 10 * batch && ((start / batch) % 20 === 0 || start + batch >= total)) {
    process.stdout.write(`\r  ${label}: ${Math.min(start + batch, total)}/${total}`);
  }
};
const summary = (label: string, total: number, started: number) => {
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\r  ${label}: ${total} rows in ${seconds.toFixed(1)} s (${Math.round(total / Math.max(seconds, 0.001))} rows/s)`,
  );
};

async function insertInBatches<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  total: number,
  make: (index: number) => Partial<T>,
  label: string,
) {
  const started = performance.now();
  for (let start = 0; start < total; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - start) }, (_, offset) => make(start + offset));
    await manager
      .createQueryBuilder()
      .insert()
      .into(target)
      .values(rows as never)
      .updateEntity(false)
      .execute();
    progress(label, total, start, BATCH);
  }
  summary(label, total, started);
}

/** insertInBatches for the bulk tables: rows as arrays of column values, by the raw driver. */
async function bulkInsertInBatches(
  bulk: BulkInserter,
  table: string,
  columns: readonly string[],
  total: number,
  make: (index: number) => Cell[],
  label: string,
): Promise<number[]> {
  const started = performance.now();
  let shown = 0;
  const ids = await bulk.insertAll(table, columns, total, make, {
    batch: BULK_BATCH,
    progress: (made) => {
      // about every 20 batches' worth of rows, and at the end
      if (total >= 10 * BULK_BATCH && (made - shown >= 20 * BULK_BATCH || made === total)) {
        shown = made;
        process.stdout.write(`\r  ${label}: ${made}/${total}`);
      }
    },
  });
  summary(label, total, started);
  return ids;
}

/** A datetime as TypeORM writes it (and mysql2 sends a Date with the pool's time zone Z). */
const utcDatetime = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 23);

/**
 * The person columns the seed fills, in personRow's order; the others (token_version,
 * qualification_additional_info, last_login_at, created_at, updated_at) take their defaults, as
 * they did through the ORM. version is 1, as TypeORM writes it for a new row.
 */
const PERSON_COLUMNS = [
  'email',
  'password_hash',
  'role',
  'status',
  'email_confirmed_at',
  'accepted_terms_at',
  'first_name',
  'last_name',
  'gender',
  'contact',
  'language',
  'address',
  'postcode',
  'city',
  'country',
  'position',
  'qualification_level',
  'skills',
  'preference_distance',
  'preference_min_salary',
  'preference_job_types',
  'version',
] as const;

/**
 * Makes the rows of persons: their role (recorded in roles) in the ROLES shares, names (recorded
 * in names), a unique email of the run's domain, and for candidates (role USER) an address,
 * qualification, skills and preferences. Draws the same random numbers in the same order as
 * before the bulk inserts, so a --seed gives the same people.
 */
function personRow(
  domain: string,
  passwordHash: string,
  now: Date,
  roles: PersonRole[],
  names: string[],
): (index: number) => Cell[] {
  const nowText = utcDatetime(now);
  // An email's local part, lower-case ASCII (ü → u, ı → i), for each first and last name.
  const localParts = FIRST_NAMES.map((firstName) =>
    LAST_NAMES.map((lastName) =>
      `${firstName}.${lastName}.`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/ı/g, 'i'),
    ),
  );
  const fullNames = FIRST_NAMES.map((firstName) => LAST_NAMES.map((lastName) => `${firstName} ${lastName}`));
  const skill = () => JSON.stringify(pick(SKILLS));
  return (index) => {
    const role = pickRole();
    roles.push(role);
    const first = Math.floor(random() * FIRST_NAMES.length);
    const last = Math.floor(random() * LAST_NAMES.length);
    names.push(fullNames[first][last]);
    const candidate = role === 'USER';
    const position = candidate ? pick(POSITIONS) : undefined;
    const gender = pick(GENDERS);
    const contact = `+49 ${between(150, 179)} ${between(1000000, 9999999)}`;
    const language = random() < 0.8 ? 'de' : 'en';
    const where = candidate ? place() : undefined;
    const qualificationLevel = position
      ? position.kind === 'DOCTOR'
        ? pick(['assistenzarzt', 'facharzt', 'oberarzt'])
        : pick(['pflegefachkraft', 'fachweiterbildung'])
      : null;
    const skills = candidate ? `[${skill()},${skill()}]` : null;
    const preferenceDistance = candidate ? pick([25, 50, 100, 250]) : null;
    const preferenceMinSalary = candidate
      ? String(position?.kind === 'DOCTOR' ? between(80, 130) : between(35, 55))
      : null;
    const preferenceJobTypes = candidate
      ? JSON.stringify([pick(['Tagdienst', 'Vertretung', 'Teilzeit', 'Honorar'])])
      : null;
    return [
      `${localParts[first][last]}${index + 1}@${domain}`,
      passwordHash,
      role,
      'ACTIVE',
      nowText,
      nowText,
      FIRST_NAMES[first],
      LAST_NAMES[last],
      gender,
      contact,
      language,
      where?.address ?? null,
      where?.postcode ?? null,
      where?.city ?? null,
      'DE',
      position ? position.name.de : role === 'AGENCY' ? 'Personaldisposition' : 'Stationsleitung',
      qualificationLevel,
      skills,
      preferenceDistance,
      preferenceMinSalary,
      preferenceJobTypes,
      1,
    ];
  };
}

async function idsOf(manager: EntityManager, table: string, where: string, parameters: unknown[]): Promise<number[]> {
  const rows: { id: number }[] = await manager.query(`SELECT id FROM ${table} WHERE ${where} ORDER BY id`, parameters);
  return rows.map((row) => Number(row.id));
}

/** Shifts as hospitals plan them, Berlin wall-clock times (an end at or before the start is the next day). */
const NURSE_SHIFTS: [activity: string, from: string, to: string][] = [
  ['Frühdienst', '06:00', '14:00'],
  ['Spätdienst', '13:30', '22:00'],
  ['Nachtdienst', '21:30', '06:30'],
  ['Tagesdienst', '05:30', '19:30'],
  ['Nachtdienst', '19:30', '05:30'],
];
const DOCTOR_SHIFTS: [activity: string, from: string, to: string][] = [
  ['Tagesdienst', '08:00', '16:30'],
  ['Bereitschaftsdienst', '08:00', '08:00'],
  ['Nachtdienst', '20:00', '08:00'],
];

interface JobWorld {
  run: string;
  now: Date;
  organisationIds: number[];
  agencyIds: number[];
  candidates: { personId: number; agencyId: number; name: string }[];
}

/**
 * Job requests with realistic dates around today (from a month back to two months ahead, Berlin
 * time): 1–10 dates each (about 5 on average, SPORADIC periods one), mostly on consecutive days;
 * salary lines for doctors; applications from agencies' candidates in every grouping (none, all
 * applied, one selected). With --job-organisation every request goes to that organisation.
 */
async function seedJobs(manager: EntityManager, world: JobWorld) {
  const jobs = count('jobs');
  if (jobs === 0) return;
  const targetName = options['job-organisation'];
  let organisationIds = world.organisationIds;
  if (targetName) {
    organisationIds = await idsOf(manager, 'organisation', 'name = ?', [targetName]);
    if (organisationIds.length === 0) throw new Error(`--job-organisation: no organisation is named "${targetName}"`);
  }
  if (organisationIds.length === 0) return;
  const departmentRows: { id: number; organisationId: number }[] = [];
  for (let start = 0; start < organisationIds.length; start += 500) {
    const slice = organisationIds.slice(start, start + 500);
    const rows: { id: number | string; organisation_id: number | string }[] = await manager.query(
      `SELECT id, organisation_id FROM department WHERE organisation_id IN (${slice.map(() => '?').join(', ')})`,
      slice,
    );
    departmentRows.push(...rows.map((row) => ({ id: Number(row.id), organisationId: Number(row.organisation_id) })));
  }
  const departmentsOf = new Map<number, number[]>();
  for (const row of departmentRows)
    departmentsOf.set(row.organisationId, [...(departmentsOf.get(row.organisationId) ?? []), row.id]);

  const shiftCache = new Map<string, { startAt: Date; endAt: Date }>();
  const shiftOn = (offset: number, from: string, to: string) => {
    const key = `${offset} ${from} ${to}`;
    let shift = shiftCache.get(key);
    if (!shift) {
      shift = berlinShift(berlinDayAfter(world.now, offset), from, to);
      shiftCache.set(key, shift);
    }
    return shift;
  };

  const kinds: ('DOCTOR' | 'NURSE')[] = [];
  const fieldFor = (kind: 'DOCTOR' | 'NURSE') => pick(kind === 'DOCTOR' ? DOCTOR_FIELDS : NURSING_FIELDS).code;
  await insertInBatches(
    manager,
    JobRequest,
    jobs,
    (index) => {
      const kind: 'DOCTOR' | 'NURSE' = random() < 0.3 ? 'DOCTOR' : 'NURSE';
      kinds.push(kind);
      const organisationId = pick(organisationIds);
      const departments = departmentsOf.get(organisationId) ?? [];
      const state = pick(
        kind === 'DOCTOR'
          ? (['external_adv', 'external_adv', 'external_fill'] as const)
          : ([
              'internal_adv',
              'internal_adv',
              'external_adv',
              'external_adv',
              'internal_fill',
              'external_fill',
            ] as const),
      );
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
      // As the workflow leaves them: the pool's requests fall due within four days, released
      // ones carry their release time (New Jobs sorts by it), filled ones their fill time.
      return {
        organisationId,
        departmentId: departments.length > 0 ? pick(departments) : null,
        kind,
        state,
        releaseDueAt: state === 'internal_adv' ? hoursAgo(-between(1, 96)) : null,
        releasedAt: state === 'external_adv' || state === 'external_fill' ? hoursAgo(between(1, 24 * 60)) : null,
        filledAt: state === 'internal_fill' || state === 'external_fill' ? hoursAgo(between(0, 24 * 30)) : null,
        title: `${kind === 'DOCTOR' ? 'Vertretung Facharzt/Fachärztin' : 'Pflegefachkraft'} ${world.run}-${index + 1}`,
        positionCode: kind === 'DOCTOR' ? pick(['facharzt', 'assistenzarzt', 'oberarzt']) : 'pflegefachkraft',
        fieldCode: fieldFor(kind),
        skills: [pick(SKILLS)],
        shiftType: pick(['Tagesdienst', 'Nachtdienst', 'Bereitschaftsdienst']),
        jobType: kind === 'DOCTOR' ? pick(['Vertretung', 'Honorar']) : pick(['Tagdienst', 'Nachtdienst', 'Teilzeit']),
        dateMode: random() < 0.1 ? ('SPORADIC' as const) : ('FIXED' as const),
        accommodation: kind === 'DOCTOR' && random() < 0.5,
        jobOperation: kind === 'DOCTOR' ? 'Stationsarbeit und Dienste' : null,
      };
    },
    'job requests',
  );
  const jobRows: {
    id: number | string;
    organisation_id: number | string;
    department_id: number | string | null;
    state: string;
    date_mode: string;
  }[] = await manager.query(
    'SELECT id, organisation_id, department_id, state, date_mode FROM job_request WHERE title LIKE ? ORDER BY id',
    [`% ${world.run}-%`],
  );

  const dates: Partial<JobDate>[] = [];
  const salaries: Partial<JobSalary>[] = [];
  const applications: Partial<Application>[] = [];
  jobRows.forEach((row, index) => {
    const jobRequestId = Number(row.id);
    const organisationId = Number(row.organisation_id);
    const departmentId = row.department_id === null ? null : Number(row.department_id);
    const kind = kinds[index];
    const type = kind === 'DOCTOR' ? ('vertretungsarzt' as const) : ('Neue_Dienstanfrage' as const);
    const first = between(-30, 60);
    if (row.date_mode === 'SPORADIC') {
      const [activity, from, to] = pick(kind === 'DOCTOR' ? DOCTOR_SHIFTS : NURSE_SHIFTS);
      const last = first + between(7, 42);
      dates.push({
        jobRequestId,
        organisationId,
        departmentId,
        startAt: shiftOn(first, from, to).startAt,
        endAt: shiftOn(last, from, to).endAt,
        activities: [activity],
        type,
      });
    } else {
      const [activity, from, to] = pick(kind === 'DOCTOR' ? DOCTOR_SHIFTS : NURSE_SHIFTS);
      const step = random() < 0.7 ? 1 : between(2, 4);
      const total = between(1, 10);
      for (let day = 0; day < total; day += 1) {
        dates.push({
          jobRequestId,
          organisationId,
          departmentId,
          ...shiftOn(first + day * step, from, to),
          activities: [activity],
          type,
        });
      }
    }
    if (kind === 'DOCTOR') {
      const active = between(80, 130);
      salaries.push(
        { jobRequestId, activity: 'Aktiv', cost: `${active}.00` },
        { jobRequestId, activity: 'Passiv', cost: `${Math.round(active * 0.45)}.00` },
      );
      if (random() < 0.5)
        salaries.push({ jobRequestId, activity: 'Bereitschaftsdienst', cost: `${Math.round(active * 0.55)}.00` });
    }
    if (world.candidates.length === 0) return;
    // Only released requests have applications: open ones none (45 %) or some applied; a filled
    // one its selected candidate and the others not chosen.
    if (row.state !== 'external_adv' && row.state !== 'external_fill') return;
    const filled = row.state === 'external_fill';
    const roll = random();
    const selected = filled ? 1 : 0;
    const applied = filled ? between(0, 2) : roll < 0.45 ? 0 : between(1, 3);
    // One application per candidate and request (a unique index holds it).
    const chosen = new Set<number>();
    for (let count = 0; count < selected + applied; count += 1) {
      const candidate = pick(world.candidates);
      if (chosen.has(candidate.personId)) continue;
      chosen.add(candidate.personId);
      const rate = kind === 'DOCTOR' ? between(85, 130) : between(38, 55);
      applications.push({
        jobRequestId,
        agencyId: candidate.agencyId,
        candidateId: candidate.personId,
        applicantName: candidate.name,
        hourlyRate: `${rate}.${pick(['00', '50'])}`,
        state: count < selected ? 'selected' : filled ? 'not_chosen' : 'applied',
      });
    }
  });
  await insertInBatches(manager, JobDate, dates.length, (index) => dates[index], 'job dates');
  await insertInBatches(manager, JobSalary, salaries.length, (index) => salaries[index], 'salary lines');
  await insertInBatches(manager, Application, applications.length, (index) => applications[index], 'applications');
}

async function main() {
  const config = loadConfig();
  const database = await detectDatabaseServer(config.database);
  const dataSource = new DataSource(buildDataSourceOptions(database, { migrationsRun: true }));
  await dataSource.initialize();
  const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const domain = `run-${run}.seed.medstaff.de`;
  const batches = BULK_BATCH === BATCH ? `${BATCH}` : `${BATCH}, of ${BULK_BATCH} for persons and memberships`;
  console.log(`Seeding ${database.dialect === 'sqlite' ? database.url : 'MySQL'} (run ${run}, batches of ${batches})`);
  const passwordHash = await hash(SEED_PASSWORD, { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const started = performance.now();
  const now = new Date();

  // MySQL/MariaDB: the person table's plain indexes go for a big load and come back after it
  // (scripts/bulk-insert.ts, deferIndexes).
  const restoreIndexes = await deferIndexes(dataSource, 'person', count('persons'));
  // MySQL/MariaDB with the persons search's n-gram index: its triggers go for a big load, and the
  // index is filled once after it (people/person-search-index.ts, deferPersonSearch).
  const restoreSearch = await deferPersonSearch(dataSource, count('persons'));
  // SQLite: the rollback journal and no fsyncs for the load (scripts/bulk-insert.ts, prepareBulkLoad).
  const restoreSettings = await prepareBulkLoad(dataSource, count('persons'));
  // The market version's triggers go for a big load of requests (scripts/bulk-insert.ts).
  const restoreMarket = await deferMarketTriggers(dataSource, count('jobs'));
  const seeding = dataSource.transaction(async (manager) => {
    await insertInBatches(
      manager,
      Agency,
      count('agencies'),
      (index) => ({
        name: `${pick(AGENCY_WORDS)}${pick(AGENCY_WORDS).toLowerCase()} ${pick(AGENCY_SUFFIXES)} ${run}-${index + 1}`,
        ...place(),
        country: random() < 0.9 ? 'DE' : pick(COUNTRY_CODES),
        url: `https://agentur-${run}-${index + 1}.example`,
      }),
      'agencies',
    );
    await insertInBatches(
      manager,
      Organisation,
      count('organisations'),
      (index) => {
        const where = place();
        return {
          name: `${pick(HOSPITAL_KINDS)} ${where.city} ${run}-${index + 1}`,
          ...where,
          country: 'DE',
          url: `https://klinik-${run}-${index + 1}.example`,
        };
      },
      'organisations',
    );
    const agencyIds = await idsOf(manager, 'agency', 'url LIKE ?', [`https://agentur-${run}-%`]);
    const organisationIds = await idsOf(manager, 'organisation', 'url LIKE ?', [`https://klinik-${run}-%`]);

    const perOrganisation = Math.min(count('departments'), DEPARTMENTS.length);
    await insertInBatches(
      manager,
      Department,
      organisationIds.length * perOrganisation,
      (index) => ({
        organisationId: organisationIds[Math.floor(index / perOrganisation)],
        name: DEPARTMENTS[index % perOrganisation],
        defaultSkills: [pick(SKILLS), pick(SKILLS)].filter((skill, position, all) => all.indexOf(skill) === position),
      }),
      'departments',
    );

    const roles: PersonRole[] = [];
    const names: string[] = [];
    const persons = count('persons');
    /** Candidates (agency customers) with their agency, for the applications. */
    const candidates: { personId: number; agencyId: number; name: string }[] = [];
    // Persons and their memberships, a million and more rows, go in through the driver
    // (scripts/bulk-insert.ts: multi-row INSERTs, LOAD DATA LOCAL INFILE on MySQL/MariaDB), in
    // this same transaction; the other tables stay with the ORM.
    const bulk = await openBulkInserter(manager, { localInfile: !options['sql-inserts'] });
    try {
      let personIds: number[] = [];
      await bulk.load('person', persons, async () => {
        personIds = await bulkInsertInBatches(
          bulk,
          'person',
          PERSON_COLUMNS,
          persons,
          personRow(domain, passwordHash, now, roles, names),
          'persons',
        );
      });
      // The ids come from the inserts' results; the first and the last person must be where they
      // say (so every one between is), else they are read back.
      if (persons > 0) {
        const ends: { id: number | string; email: string }[] = await manager.query(
          'SELECT id, email FROM person WHERE id IN (?, ?) ORDER BY id',
          [personIds[0], personIds[persons - 1]],
        );
        const at = (position: number) => String(ends.find((row) => Number(row.id) === personIds[position - 1])?.email);
        if (!at(1).endsWith(`.1@${domain}`) || !at(persons).endsWith(`.${persons}@${domain}`)) {
          personIds = await idsOf(manager, 'person', 'email LIKE ?', [`%@${domain}`]);
        }
      }
      if (personIds.length !== persons) throw new Error(`expected ${persons} new persons, found ${personIds.length}`);
      const byRole = (role: PersonRole) => personIds.filter((_, index) => roles[index] === role);
      if (agencyIds.length > 0) {
        // Agency users first, then the candidates, each with an agency at random.
        const memberships: Cell[][] = [];
        for (const [role, kind] of [
          ['AGENCY', 'USER'],
          ['USER', 'CUSTOMER'],
        ] as const) {
          roles.forEach((personRole, index) => {
            if (personRole !== role) return;
            const personId = personIds[index];
            const agencyId = pick(agencyIds);
            memberships.push([agencyId, personId, kind]);
            if (kind === 'CUSTOMER') candidates.push({ personId, agencyId, name: names[index] });
          });
        }
        await bulkInsertInBatches(
          bulk,
          'agency_membership',
          ['agency_id', 'person_id', 'kind'],
          memberships.length,
          (index) => memberships[index],
          'agency memberships',
        );
      }
      if (organisationIds.length > 0) {
        const staff = [...byRole('ORG_ADMIN'), ...byRole('ORG_SUB')];
        const confirmedAt = utcDatetime(now);
        await bulkInsertInBatches(
          bulk,
          'organisation_membership',
          ['organisation_id', 'person_id', 'confirmed_at'],
          staff.length,
          (index) => [pick(organisationIds), staff[index], confirmedAt],
          'organisation memberships',
        );
      }
    } finally {
      await bulk.close();
    }
    await seedJobs(manager, { run, now, organisationIds, agencyIds, candidates });

    await insertInBatches(
      manager,
      Enquiry,
      count('enquiries'),
      (index) => {
        const start = new Date(now.getTime() + between(1, 60) * 86_400_000);
        const end = new Date(start.getTime() + between(0, 14) * 86_400_000);
        const iso = (date: Date) => date.toISOString().slice(0, 10);
        const position = pick(POSITIONS);
        return {
          startDate: iso(start),
          endDate: iso(end),
          dateString: `${iso(start)} – ${iso(end)}`,
          hospitalName: `${pick(HOSPITAL_KINDS)} ${pick(CITIES)[0]}`,
          name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
          email: `anfrage.${index + 1}@${domain}`,
          phone: `+49 ${between(200, 999)} ${between(100000, 999999)}`,
          specialistCode: position.code,
          fieldCode: pick(position.fields),
          language: 'de',
          consentAt: now,
        };
      },
      'enquiries',
    );
  });
  await seeding.finally(restoreIndexes).finally(restoreSettings).finally(restoreSearch).finally(restoreMarket);

  console.log(
    `Done in ${((performance.now() - started) / 1000).toFixed(1)} s. Seeded people sign in with the password ${SEED_PASSWORD} (emails end in @${domain}).`,
  );
  await dataSource.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
