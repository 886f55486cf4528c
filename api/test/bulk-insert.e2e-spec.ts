import { DataSource, type DataSourceOptions } from 'typeorm';
import { buildDataSourceOptions } from '../src/platform/database/data-source';
import { type Cell, loadDataField, openBulkInserter, prepareBulkLoad } from '../scripts/bulk-insert';
import { TEST_DIALECTS, createTestDatabase, type TestDatabase } from './test-app';

/** The person columns these tests fill; the others take their defaults. */
const COLUMNS = ['email', 'role', 'status', 'first_name', 'last_name', 'contact', 'address', 'skills', 'version'];

/** Values the load must carry over exactly: separators, escapes, umlauts, NULLs and look-alikes. */
const AWKWARD: [firstName: string, lastName: string, contact: string | null, address: string | null][] = [
  ['Anna', 'Müller', null, null],
  ['Tab\there', 'New\nline', 'carriage\rreturn', 'back\\slash'],
  ['\\N', 'N', '\\', '\\\\t'],
  ['Jürgen', "O'Brien", '"quoted"', 'ends with backslash\\'],
  ['Ölçay', 'Yılmaz', '+49 151 1234567', 'Straße 1\n\t10115 Berlin'],
  ['', 'Emoji 🏥', 'null', 'NULL'],
  ['nul\0byte', 'Ärztin', ' leading space', 'trailing space '],
];

function awkwardRows(domain: string): Cell[][] {
  return AWKWARD.map(([firstName, lastName, contact, address], index) => [
    `awkward.${index + 1}@${domain}`,
    'USER',
    'ACTIVE',
    firstName,
    lastName,
    contact,
    address,
    index % 2 === 0 ? null : '["Beatmung","ZVK-Pflege"]',
    1,
  ]);
}

function plainRows(domain: string, count: number): Cell[][] {
  return Array.from({ length: count }, (_, index) => [
    `plain.${index + 1}@${domain}`,
    index % 3 === 0 ? 'AGENCY' : 'USER',
    'ACTIVE',
    index % 2 === 0 ? 'Lena' : 'Jürgen',
    `Schäfer${index}`,
    `+49 160 ${1_000_000 + index}`,
    null,
    null,
    1,
  ]);
}

async function open(database: TestDatabase, extra: Partial<DataSourceOptions> = {}): Promise<DataSource> {
  const options = buildDataSourceOptions(database.config, { migrationsRun: true });
  const dataSource = new DataSource({ ...options, ...extra } as DataSourceOptions);
  await dataSource.initialize();
  return dataSource;
}

/** The rows of the domain by id, as their ids and their values in COLUMNS' order. */
async function readBack(dataSource: DataSource, domain: string): Promise<{ id: number; values: unknown[] }[]> {
  const rows: Record<string, unknown>[] = await dataSource.query(
    `SELECT id, ${COLUMNS.join(', ')} FROM person WHERE email LIKE ? ORDER BY id`,
    [`%@${domain}`],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    values: COLUMNS.map((column) => (column === 'version' ? Number(row[column]) : row[column])),
  }));
}

/** Inserts the rows through a bulk inserter in one transaction; answers the ids it reported. */
async function bulkInsert(
  dataSource: DataSource,
  rows: Cell[][],
  options: { localInfile?: boolean } = {},
): Promise<number[]> {
  return dataSource.transaction(async (manager) => {
    const bulk = await openBulkInserter(manager, options);
    try {
      let ids: number[] = [];
      await bulk.load('person', rows.length, async () => {
        ids = await bulk.insert('person', COLUMNS, rows);
      });
      return ids;
    } finally {
      await bulk.close();
    }
  });
}

function expectRows(stored: Awaited<ReturnType<typeof readBack>>, rows: Cell[][], ids: number[]) {
  expect(stored.map((row) => row.id)).toEqual(ids);
  expect(stored.map((row) => row.values)).toEqual(rows);
}

describe('loadDataField', () => {
  it('writes NULL as \\N and escapes the separators and the escape character', () => {
    expect(loadDataField(null)).toBe('\\N');
    expect(loadDataField(42)).toBe('42');
    expect(loadDataField('Müller')).toBe('Müller');
    expect(loadDataField('\\N')).toBe('\\\\N');
    expect(loadDataField('a\tb\nc\rd\\e\0f')).toBe('a\\tb\\nc\\rd\\\\e\\0f');
    expect(() => loadDataField(Number.NaN)).toThrow('no SQL number');
  });
});

describe.each(TEST_DIALECTS)('bulk inserts on %s', (dialect) => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let run = 0;
  const domain = () => {
    run += 1;
    return `bulk-${Date.now().toString(36)}-${run}.test.medstaff.de`;
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    dataSource = await open(database);
  });
  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await database?.drop();
  });

  it('stores tabs, newlines, backslashes, umlauts and NULLs exactly, with the ids it reports', async () => {
    const where = domain();
    const rows = awkwardRows(where);
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    let ids: number[];
    try {
      ids = await bulkInsert(dataSource, rows);
      expect(log).not.toHaveBeenCalled(); // on MySQL/MariaDB: LOAD DATA, not the INSERT fallback
    } finally {
      log.mockRestore();
    }
    expectRows(await readBack(dataSource, where), rows, ids);
  });

  if (dialect === 'mysql') {
    it('stores the same with INSERT statements (localInfile: false)', async () => {
      const where = domain();
      const rows = awkwardRows(where);
      const ids = await bulkInsert(dataSource, rows, { localInfile: false });
      expectRows(await readBack(dataSource, where), rows, ids);
    });

    it('falls back to INSERT statements when LOCAL INFILE is refused', async () => {
      // A client without the LOCAL_FILES capability: MariaDB and MySQL refuse the statement as
      // they do with local_infile off on the server.
      const refused = await open(database, { extra: { connectionLimit: 2, flags: ['-LOCAL_FILES'] } } as never);
      const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
      try {
        const where = domain();
        const rows = [...awkwardRows(where), ...plainRows(where, 3000)];
        const ids = await bulkInsert(refused, rows);
        expectRows(await readBack(refused, where), rows, ids);
        expect(log).toHaveBeenCalledWith(expect.stringContaining('LOAD DATA LOCAL refused'));
      } finally {
        log.mockRestore();
        await refused.destroy();
      }
    });

    it('loads all rows in one statement made while it is sent, with consecutive ids', async () => {
      const where = domain();
      const rows = plainRows(where, 20_000); // about 1.4 MB of text: several pieces
      const made: number[] = [];
      const heard: number[] = [];
      const statements: string[] = [];
      const ids = await dataSource.transaction(async (manager) => {
        const connection = (
          manager.queryRunner as unknown as { databaseConnection: { query: (...args: unknown[]) => unknown } }
        ).databaseConnection;
        const query = connection.query.bind(connection);
        connection.query = (options: unknown, ...rest: unknown[]) => {
          statements.push(typeof options === 'string' ? options : (options as { sql: string }).sql);
          return query(options, ...rest);
        };
        const bulk = await openBulkInserter(manager);
        try {
          return await bulk.insertAll(
            'person',
            COLUMNS,
            rows.length,
            (index) => {
              made.push(index);
              return rows[index];
            },
            { progress: (count) => heard.push(count) },
          );
        } finally {
          await bulk.close();
          connection.query = query;
        }
      });
      expect(statements.filter((sql) => sql.startsWith('LOAD DATA'))).toHaveLength(1);
      expect(made).toEqual(rows.map((_, index) => index)); // each row made once, in order
      expect(heard.length).toBeGreaterThan(1);
      expect(heard[heard.length - 1]).toBe(rows.length);
      expectRows(await readBack(dataSource, where), rows, ids);
      for (let index = 1; index < ids.length; index += 1) expect(ids[index] - ids[index - 1]).toBe(1);
      // The next row's id comes after them (the server may leave a gap, see loadAll).
      await dataSource.query("INSERT INTO person (email, role, status, version) VALUES (?, 'USER', 'ACTIVE', 1)", [
        `next@${where}`,
      ]);
      const [next]: { id: number | string }[] = await dataSource.query('SELECT id FROM person WHERE email = ?', [
        `next@${where}`,
      ]);
      expect(Number(next.id)).toBeGreaterThan(ids[ids.length - 1]);
    });

    it('fails, and the transaction stores nothing, when a row cannot be made halfway through the load', async () => {
      const where = domain();
      const rows = plainRows(where, 20_000);
      await expect(
        dataSource.transaction(async (manager) => {
          const bulk = await openBulkInserter(manager);
          try {
            return await bulk.insertAll('person', COLUMNS, rows.length, (index) => {
              if (index === 15_000) throw new Error('no row 15000');
              return rows[index];
            });
          } finally {
            await bulk.close();
          }
        }),
      ).rejects.toThrow('no row 15000');
      expect(await readBack(dataSource, where)).toEqual([]);
    });

    it('fails on a row the server would skip or change, instead of losing it', async () => {
      const where = domain();
      const rows = awkwardRows(where);
      await bulkInsert(dataSource, rows);
      // The same emails again: LOAD DATA LOCAL only warns about duplicates and skips them.
      await expect(bulkInsert(dataSource, [rows[0]])).rejects.toThrow(/0 of 1 rows stored|Duplicate/);
      // A value too long for its column (varchar(100)).
      const long = [...plainRows(domain(), 1)[0]];
      long[3] = 'x'.repeat(101);
      await expect(bulkInsert(dataSource, [long])).rejects.toThrow(/warnings|too long/i);
    });
  }

  if (dialect === 'sqlite') {
    /** The person table's indexes and triggers, the search table and its settings. */
    const schema = async (manager: { query: DataSource['query'] } = dataSource) => ({
      entries: (await manager.query(
        "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE tbl_name IN ('person', 'person_search') ORDER BY type, name",
      )) as unknown,
      searchConfig: (await manager.query('SELECT k, v FROM person_search_config ORDER BY k')) as unknown,
      // the connection's helper threads for sorts, raised for the index builds only
      threads: (await manager.query('PRAGMA threads')) as unknown,
    });

    it('sets indexes and search triggers aside for a large load and leaves schema and search index as they were', async () => {
      const before = await schema();
      expect(JSON.stringify(before.entries)).toContain('person_search_insert');
      const where = domain();
      const rows = [...awkwardRows(where), ...plainRows(where, 12_000)];
      const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
      let ids: number[];
      try {
        ids = await bulkInsert(dataSource, rows);
        expect(log).toHaveBeenCalledWith(expect.stringMatching(/person: \d+ indexes built again/));
        expect(log).toHaveBeenCalledWith(expect.stringMatching(/person: person_search rebuilt/));
      } finally {
        log.mockRestore();
      }
      expect(await schema()).toEqual(before);
      expectRows(await readBack(dataSource, where), rows, ids);
      await dataSource.query(`INSERT INTO person_search(person_search) VALUES ('integrity-check')`);
      const search = (text: string): Promise<{ email: string }[]> =>
        dataSource.query(
          `SELECT person.email FROM person_search JOIN person ON person.id = person_search.rowid WHERE person_search MATCH ? ORDER BY person.id`,
          [`"${text}"`],
        );
      expect((await search('schäfer11999')).map((row) => row.email)).toEqual([`plain.12000@${where}`]);
      // The triggers work again: a later change is found under its new name.
      await dataSource.query('UPDATE person SET last_name = ? WHERE id = ?', ['Zwölfhundert', ids[0]]);
      expect((await search('zwölfhundert')).map((row) => row.email)).toEqual([`awkward.1@${where}`]);
      await dataSource.query(`INSERT INTO person_search(person_search) VALUES ('integrity-check')`);
    });

    it('puts triggers and indexes back, and the search index in step, when the load fails', async () => {
      const before = await schema();
      const where = domain();
      const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
      try {
        await dataSource.transaction(async (manager) => {
          const bulk = await openBulkInserter(manager);
          try {
            await expect(
              bulk.load('person', 20_000, async () => {
                await bulk.insert('person', COLUMNS, plainRows(where, 500));
                throw new Error('the load failed');
              }),
            ).rejects.toThrow('the load failed');
          } finally {
            await bulk.close();
          }
          // Still in the transaction, before anything rolls back: all there again.
          expect(await schema(manager)).toEqual(before);
          await manager.query(`INSERT INTO person_search(person_search) VALUES ('integrity-check')`);
        });
      } finally {
        log.mockRestore();
      }
      expect(await schema()).toEqual(before);
      expect(await readBack(dataSource, where)).toHaveLength(500);
      await dataSource.query(`INSERT INTO person_search(person_search) VALUES ('integrity-check')`);
    });

    it('loads with the rollback journal and no fsyncs, and puts WAL and synchronous back', async () => {
      const settings = async () => ({
        journal: ((await dataSource.query('PRAGMA journal_mode')) as { journal_mode: string }[])[0].journal_mode,
        synchronous: ((await dataSource.query('PRAGMA synchronous')) as { synchronous: number }[])[0].synchronous,
      });
      const before = await settings();
      expect(before.journal).toBe('wal');
      const restore = await prepareBulkLoad(dataSource, 10_000);
      expect(await settings()).toEqual({ journal: 'delete', synchronous: 0 });
      await restore();
      expect(await settings()).toEqual(before);
      await (
        await prepareBulkLoad(dataSource, 9_999)
      )(); // a small load changes nothing
      expect(await settings()).toEqual(before);
    });

    it('rolls a large load back, with the schema as it was, when a unique index refuses it', async () => {
      const before = await schema();
      const where = domain();
      // Larger than the table, so that the indexes are set aside and built again after the load.
      const { count } = (await dataSource.query('SELECT count(*) AS count FROM person'))[0] as { count: number };
      const rows = plainRows(where, Math.max(12_000, count + 1));
      rows[rows.length - 1][0] = rows[0][0]; // a duplicate email: the unique index refuses it when built again
      const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
      let outcome: unknown;
      try {
        // Not `rejects.toThrow`: better-sqlite3 is a native module, loaded once per Jest process,
        // so its SqliteError extends the Error of the first test file that loaded it, and in
        // later files `instanceof Error` (which toThrow checks) is false. The message is what counts.
        outcome = await bulkInsert(dataSource, rows).then(
          (ids) => `stored ${ids.length} rows`,
          (error: { message?: unknown }) => String(error.message),
        );
      } finally {
        log.mockRestore();
      }
      expect(outcome).toMatch(/UNIQUE/);
      expect(await schema()).toEqual(before);
      expect(await readBack(dataSource, where)).toEqual([]);
      await dataSource.query(`INSERT INTO person_search(person_search) VALUES ('integrity-check')`);
    });
  }
});
