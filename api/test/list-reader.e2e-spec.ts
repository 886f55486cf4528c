import { DomainError } from '../src/common/domain-error';
import {
  ListQueryCancelled,
  MysqlPoolReader,
  SqliteWorkerReader,
  abortOnClientGone,
  listQuery,
  listReaderOf,
  registerListReader,
  currentRequestSignal,
  type ListReader,
} from '../src/admin-common/list-reader';
import request from 'supertest';
import { bearerFor } from './admin-helpers';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

/** A statement that runs for seconds on each dialect, reading nothing. */
const SLOW: Record<string, string> = {
  sqlite:
    'WITH RECURSIVE counter(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM counter WHERE n < 300000000) SELECT COUNT(*) AS n FROM counter',
  // (BENCHMARK() or SLEEP() would return early with a row instead of failing.)
  mysql:
    'SELECT COUNT(*) AS n FROM information_schema.COLLATIONS a, information_schema.COLLATIONS b, information_schema.COLLATIONS c, information_schema.COLLATIONS d',
};

/** Runs `work` as a request's handler would, with the request's abort signal in place. */
function asRequest<T>(work: () => Promise<T>): { result: Promise<T>; clientLeaves: () => void } {
  let close: () => void = () => undefined;
  const response = {
    writableFinished: false,
    on: (_event: 'close', listener: () => void) => {
      close = listener;
    },
  };
  let result!: Promise<T>;
  abortOnClientGone({}, response, () => {
    result = work();
  });
  return { result, clientLeaves: () => close() };
}

describe.each(TEST_DIALECTS)('the admin lists’ reader on %s', (dialect) => {
  let testApp: TestApp;
  let reader: ListReader;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    const options = testApp.dataSource.options;
    reader =
      dialect === 'sqlite'
        ? new SqliteWorkerReader(String(options.database), 400)
        : new MysqlPoolReader(
            {
              dialect: 'mysql',
              url: String((options as { url: string }).url),
              server: options.type === 'mariadb' ? 'mariadb' : 'mysql',
            },
            400,
          );
  });
  afterAll(async () => {
    await reader.close();
    await testApp.close();
  });

  it('reads what the app wrote', async () => {
    const [row] = await reader.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM person', []);
    const [main] = (await testApp.dataSource.query('SELECT COUNT(*) AS n FROM person')) as { n: number | string }[];
    expect(Number(row.n)).toBe(Number(main.n));
  });

  it('stops a statement at its time limit with QUERY_TIMEOUT, while the app answers meanwhile', async () => {
    const started = Date.now();
    const slow = reader.query(SLOW[dialect], []).catch((error: unknown) => error);
    // The app's own connection is free while the list statement runs.
    const [quick] = (await testApp.dataSource.query('SELECT 1 AS one')) as { one: number | string }[];
    expect(Number(quick.one)).toBe(1);
    if (dialect === 'sqlite') expect(Date.now() - started).toBeLessThan(300);
    const error = await slow;
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('QUERY_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(5000);
    // The next statement runs as usual.
    const [row] = await reader.query<{ one: number | string }>('SELECT 1 AS one', []);
    expect(Number(row.one)).toBe(1);
  });

  it('cancels a statement when the client goes away, and goes on with the next', async () => {
    const request = asRequest(() => reader.query(SLOW[dialect], []));
    const outcome = request.result.catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const left = Date.now();
    request.clientLeaves();
    expect(await outcome).toBeInstanceOf(ListQueryCancelled);
    expect(Date.now() - left).toBeLessThan(1000);
    const [row] = await reader.query<{ one: number | string }>('SELECT 1 AS one', []);
    expect(Number(row.one)).toBe(1);
  });

  it('sees the request’s abort signal inside an admin list request', async () => {
    const original = listReaderOf(testApp.dataSource) as ListReader;
    const signals: (AbortSignal | undefined)[] = [];
    registerListReader(testApp.dataSource, {
      query: (sql, parameters) => {
        signals.push(currentRequestSignal());
        return original.query(sql, parameters);
      },
      close: () => Promise.resolve(),
    });
    try {
      const { header } = await bearerFor(testApp);
      await request(testApp.http).get('/api/admin/persons').set('Authorization', header).expect(200);
    } finally {
      registerListReader(testApp.dataSource, original);
    }
    expect(signals.length).toBeGreaterThan(0);
    expect(signals.every((signal) => signal instanceof AbortSignal && !signal.aborted)).toBe(true);
  });

  it('is what the app’s lists use', async () => {
    expect(listReaderOf(testApp.dataSource)).toBeInstanceOf(
      dialect === 'sqlite' ? SqliteWorkerReader : MysqlPoolReader,
    );
    const [row] = await listQuery<{ n: number | string }>(testApp.dataSource, 'SELECT COUNT(*) AS n FROM person', []);
    expect(Number(row.n)).toBeGreaterThanOrEqual(0);
  });
});
