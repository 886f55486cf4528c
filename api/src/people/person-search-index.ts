import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type QueryRunner } from 'typeorm';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/app-config';
import { registerNgramIndex, type NgramEngine } from '../platform/lists/ngram-search';

/**
 * How this server searches persons by substring (docs/decisions.md, "Substring search on
 * MariaDB: Mroonga"): SQLite's FTS5 trigram table; Mroonga's bigram index on MariaDB with the
 * plugin; InnoDB's `ngram` parser on MySQL 8; or, where the server has none of them (or
 * PERSON_SEARCH_NGRAM=false), the covering index `ix_person_search`.
 */
export type PersonSearchKind = 'trigram' | 'mroonga' | 'ngram' | 'covering-index';

export const PERSON_NGRAM_TABLE = 'person_ngram';
const TRIGGERS = ['person_ngram_insert', 'person_ngram_update', 'person_ngram_delete'];
/** The person's columns copied into person_ngram (PersonSearchRow), then its search text. */
const COPIED = ['id', 'email', 'first_name', 'last_name', 'contact', 'country', 'role', 'status', 'created_at'];
const TARGET = `\`${PERSON_NGRAM_TABLE}\` (${[...COPIED, 'search_text'].map((column) => `\`${column}\``).join(', ')})`;
/** The searched columns in one text, the email in the others' collation (the index's). */
const searchText = (row: string) =>
  `CONCAT_WS('\\n', ${row}.email COLLATE utf8mb4_unicode_ci, ${row}.first_name, ${row}.last_name, ${row}.contact)`;
const values = (row: string) => `${COPIED.map((column) => `${row}.${column}`).join(', ')}, ${searchText(row)}`;

/** Mroonga: bigrams, symbols, letters and digits apart; folded as the columns' collation folds. */
const MROONGA_TABLE = `CREATE TABLE IF NOT EXISTS \`${PERSON_NGRAM_TABLE}\` (
  id int NOT NULL, email varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
  first_name varchar(100) NOT NULL, last_name varchar(100) NOT NULL, contact varchar(40) NULL,
  country varchar(2) NULL, role varchar(16) NOT NULL, status varchar(16) NOT NULL,
  created_at datetime(6) NOT NULL, search_text varchar(600) NOT NULL, PRIMARY KEY (id),
  FULLTEXT INDEX ft_person_ngram (search_text)
    COMMENT 'tokenizer "TokenBigramSplitSymbolAlphaDigit", normalizer "NormalizerMySQLUnicodeCI"'
) ENGINE=Mroonga DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`;

/** MySQL 8: InnoDB (so in the person write's transaction), the ngram parser's two-character tokens. */
const INNODB_TABLE = MROONGA_TABLE.replace(/\n\s*COMMENT '[^']*'/, ' WITH PARSER ngram').replace(
  'ENGINE=Mroonga',
  'ENGINE=InnoDB',
);

/**
 * Every write of a person's searched, sorted or filtered columns reaches person_ngram in the same
 * statement, whichever code path writes (the admin, sign-up, profile, invitations, the erasure's
 * anonymising update, seeding, SQL by hand). An update touching none of them (a sign-in's
 * last_login_at) leaves it alone; compared in binary, so a change of accent or case is copied too.
 */
const unchanged = COPIED.map((column) => `BINARY NEW.${column} <=> BINARY OLD.${column}`).join(' AND ');
// Deleted and inserted, never REPLACEd: Mroonga has no NULL, and a REPLACE of an existing row
// keeps the old value of a column set to NULL (an erased person's phone number stayed).
const rewrite = `DELETE FROM \`${PERSON_NGRAM_TABLE}\` WHERE id = NEW.id; INSERT INTO ${TARGET} VALUES (${values('NEW')});`;
const TRIGGER_SQL = new Map([
  [
    'person_ngram_insert',
    `CREATE TRIGGER person_ngram_insert AFTER INSERT ON person FOR EACH ROW BEGIN ${rewrite} END`,
  ],
  [
    'person_ngram_update',
    `CREATE TRIGGER person_ngram_update AFTER UPDATE ON person FOR EACH ROW BEGIN IF NOT (${unchanged}) THEN ${rewrite} END IF; END`,
  ],
  [
    'person_ngram_delete',
    `CREATE TRIGGER person_ngram_delete AFTER DELETE ON person FOR EACH ROW DELETE FROM \`${PERSON_NGRAM_TABLE}\` WHERE id = OLD.id`,
  ],
]);

/** Which n-gram engine a MySQL-protocol server offers, if any. */
async function availableEngine(runner: QueryRunner): Promise<NgramEngine | undefined> {
  const [version] = (await runner.query('SELECT VERSION() AS version')) as { version: string }[];
  if (/mariadb/i.test(String(version?.version))) {
    const rows = (await runner.query(
      "SELECT SUPPORT AS support FROM information_schema.ENGINES WHERE ENGINE = 'Mroonga'",
    )) as { support: string }[];
    return ['YES', 'DEFAULT'].includes(String(rows[0]?.support)) ? 'mroonga' : undefined;
  }
  const rows = (await runner.query(
    "SELECT PLUGIN_STATUS AS status FROM information_schema.PLUGINS WHERE PLUGIN_NAME = 'ngram'",
  )) as { status: string }[];
  return rows[0]?.status === 'ACTIVE' ? 'innodb-ngram' : undefined;
}

async function existingTriggers(runner: QueryRunner): Promise<Set<string>> {
  const rows = (await runner.query(
    'SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() AND EVENT_OBJECT_TABLE = ?',
    ['person'],
  )) as { name: string }[];
  return new Set(rows.map((row) => row.name).filter((name) => TRIGGERS.includes(name)));
}

async function tableEngine(runner: QueryRunner): Promise<string | undefined> {
  const rows = (await runner.query(
    'SELECT ENGINE AS engine FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?',
    [PERSON_NGRAM_TABLE],
  )) as { engine: string | null }[];
  return rows.length > 0 ? String(rows[0].engine ?? '') : undefined;
}

/** Runs `work` holding a server-wide lock of this database, so that processes starting together take turns. */
async function withLock<T>(dataSource: DataSource, work: (runner: QueryRunner) => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [{ name }] = (await runner.query('SELECT DATABASE() AS name')) as { name: string }[];
    const lock = `medstaff:${name}:${PERSON_NGRAM_TABLE}`.slice(0, 64);
    const [{ locked }] = (await runner.query('SELECT GET_LOCK(?, 120) AS locked', [lock])) as { locked: unknown }[];
    if (Number(locked) !== 1) throw new Error(`could not take the lock ${lock} within 120 s`);
    try {
      return await work(runner);
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [lock]);
    }
  } finally {
    await runner.release();
  }
}

/**
 * Drops the triggers and the table (on a server that lost its n-gram engine, a trigger writing to
 * the table would fail every write of a person). Answers whether there was anything to drop.
 */
async function removeNgram(runner: QueryRunner): Promise<boolean> {
  const triggers = await existingTriggers(runner);
  for (const trigger of triggers) await runner.query(`DROP TRIGGER IF EXISTS \`${trigger}\``);
  const table = await tableEngine(runner);
  if (table !== undefined) await runner.query(`DROP TABLE IF EXISTS \`${PERSON_NGRAM_TABLE}\``);
  return triggers.size > 0 || table !== undefined;
}

/**
 * Fills person_ngram with the persons it lacks and removes those gone (a first start, a load with
 * the triggers set aside, an insert whose transaction rolled back after Mroonga, which has no
 * transactions, had taken it). Compares the counts and the sums of the ids only: rows present on
 * both sides with different values (an update rolled back) are not looked for.
 */
async function fillNgram(runner: QueryRunner, logger?: Logger): Promise<void> {
  const [{ persons, personIds }] = (await runner.query(
    'SELECT COUNT(*) AS persons, COALESCE(SUM(id), 0) AS personIds FROM person',
  )) as { persons: string; personIds: string }[];
  const [{ indexed, indexedIds }] = (await runner.query(
    `SELECT COUNT(*) AS indexed, COALESCE(SUM(id), 0) AS indexedIds FROM \`${PERSON_NGRAM_TABLE}\``,
  )) as { indexed: string; indexedIds: string }[];
  if (Number(persons) === Number(indexed) && String(personIds) === String(indexedIds)) return;
  const started = performance.now();
  const fill = Number(indexed) === 0 ? 'INSERT' : 'INSERT IGNORE';
  // Mroonga builds its index for many rows at once far faster than row by row (50,000 persons:
  // 12 s against 28 s on a loaded machine): for a fill at least as large as the table, the index
  // is disabled and built once after it. Searches do not use the table meanwhile (it is
  // registered after the start's fill; a bulk load's fill is the seed's).
  const bulk =
    (await tableEngine(runner))?.toLowerCase() === 'mroonga' &&
    Number(persons) - Number(indexed) >= Math.max(10_000, Number(indexed));
  if (bulk) await runner.query(`ALTER TABLE \`${PERSON_NGRAM_TABLE}\` DISABLE KEYS`);
  try {
    await runner.query(`${fill} INTO ${TARGET} SELECT ${values('p')} FROM person p`);
  } finally {
    if (bulk) await runner.query(`ALTER TABLE \`${PERSON_NGRAM_TABLE}\` ENABLE KEYS`);
  }
  if (Number(indexed) > 0) {
    await runner.query(
      `DELETE n FROM \`${PERSON_NGRAM_TABLE}\` n LEFT JOIN person p ON p.id = n.id WHERE p.id IS NULL`,
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  logger?.log(`Person search: ${PERSON_NGRAM_TABLE} filled for ${Number(persons)} persons in ${seconds} s`);
}

/**
 * Creates person_ngram, its triggers and its rows where the server has an n-gram engine and
 * `ngram` is on, and answers how persons are searched. On a MySQL-protocol server without the
 * engine, what an earlier start created is removed. A failure (no right to create triggers, say)
 * leaves the covering index in charge and is logged.
 */
export async function preparePersonSearch(
  dataSource: DataSource,
  options: { ngram: boolean; logger?: Logger },
): Promise<PersonSearchKind> {
  const type = dataSource.options.type;
  if (type !== 'mysql' && type !== 'mariadb') return 'trigram';
  const { logger } = options;
  try {
    return await withLock(dataSource, async (runner) => {
      const engine = await availableEngine(runner);
      if (!engine) {
        if (await removeNgram(runner)) {
          logger?.warn(`Person search: the server has no n-gram engine any more; ${PERSON_NGRAM_TABLE} removed`);
        }
        return 'covering-index';
      }
      if (!options.ngram) return 'covering-index';
      const wanted = engine === 'mroonga' ? 'mroonga' : 'innodb';
      const current = await tableEngine(runner);
      if (current !== undefined && current.toLowerCase() !== wanted) await removeNgram(runner);
      if (engine === 'innodb-ngram') {
        // MySQL ties the stopword list to the index when it is created; with it, every
        // two-character token holding a stopword ("a", "i", …) would be missing from the index.
        await runner.query('SET SESSION innodb_ft_enable_stopword = OFF');
        await runner.query(INNODB_TABLE);
      } else {
        await runner.query(MROONGA_TABLE);
      }
      const triggers = await existingTriggers(runner);
      for (const [name, sql] of TRIGGER_SQL) if (!triggers.has(name)) await runner.query(sql);
      await fillNgram(runner, logger);
      return engine === 'mroonga' ? 'mroonga' : 'ngram';
    });
  } catch (error) {
    logger?.warn(
      `Person search: the n-gram index could not be prepared (${error instanceof Error ? error.message : String(error)}); the covering index serves`,
    );
    return 'covering-index';
  }
}

/**
 * MySQL/MariaDB, for a bulk load of about `rows` persons at least as many as the table holds (and
 * 10,000 or more): sets person_ngram's triggers aside (a million trigger calls into the index cost
 * more than filling it once after) and answers the function that creates them again and fills
 * the table, which the caller runs in a `finally`. Writes by others meanwhile reach the index
 * when the function runs only as far as the counts show them (fillNgram). Elsewhere: nothing.
 */
export async function deferPersonSearch(dataSource: DataSource, rows: number): Promise<() => Promise<void>> {
  const type = dataSource.options.type;
  const nothing = () => Promise.resolve();
  if ((type !== 'mysql' && type !== 'mariadb') || rows < 10_000) return nothing;
  return withLock(dataSource, async (runner) => {
    const triggers = await existingTriggers(runner);
    if (triggers.size === 0) return nothing;
    const [{ persons }] = (await runner.query('SELECT COUNT(*) AS persons FROM person')) as { persons: string }[];
    if (rows < Number(persons)) return nothing;
    for (const trigger of triggers) await runner.query(`DROP TRIGGER \`${trigger}\``);
    console.log(`  person: ${PERSON_NGRAM_TABLE} triggers set aside for the load`);
    return async () => {
      await withLock(dataSource, async (again) => {
        const present = await existingTriggers(again);
        for (const [name, sql] of TRIGGER_SQL) if (!present.has(name)) await again.query(sql);
        const started = performance.now();
        await fillNgram(again);
        console.log(`  person: ${PERSON_NGRAM_TABLE} filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      });
    };
  });
}

/**
 * Prepares the persons search when the application starts (preparePersonSearch), tells the list
 * code that person_ngram is ready, and says which search serves (a log line, the readiness check).
 */
@Injectable()
export class PersonSearchIndex implements OnModuleInit {
  private readonly logger = new Logger('PersonSearch');
  private current: PersonSearchKind = 'covering-index';

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get kind(): PersonSearchKind {
    return this.current;
  }

  async onModuleInit(): Promise<void> {
    this.current = await preparePersonSearch(this.dataSource, {
      ngram: this.config.personSearchNgram,
      logger: this.logger,
    });
    const engine = this.current === 'mroonga' ? 'mroonga' : this.current === 'ngram' ? 'innodb-ngram' : undefined;
    registerNgramIndex(this.dataSource, PERSON_NGRAM_TABLE, engine);
    this.logger.log(`Person search: ${DESCRIPTIONS.get(this.current)}`);
  }
}

const DESCRIPTIONS = new Map<PersonSearchKind, string>([
  ['trigram', 'SQLite FTS5 trigram index (person_search)'],
  ['mroonga', `Mroonga n-gram index (${PERSON_NGRAM_TABLE})`],
  ['ngram', `InnoDB ngram full-text index (${PERSON_NGRAM_TABLE})`],
  ['covering-index', 'covering index ix_person_search (no n-gram index on this server, or PERSON_SEARCH_NGRAM=false)'],
]);
