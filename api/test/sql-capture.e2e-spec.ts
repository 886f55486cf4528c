import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { Person } from '../src/people/person.entity';
import { bearerFor } from './admin-helpers';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

interface Captured {
  sql: string;
  parameters: unknown[];
  route: string | null;
  source: 'list' | 'typeorm';
}

/** SQL_CAPTURE_FILE: the statements of the admin lists, one JSON line each (for the bench's bare handler). */
describe.each(TEST_DIALECTS)('SQL capture on %s', (dialect) => {
  let testApp: TestApp;
  let admin: string;
  let folder: string;
  let file: string;
  const tag = `cap${Date.now().toString(36)}`;

  const captured = (): Captured[] =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Captured);

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'medstaff-capture-'));
    file = join(folder, 'statements.jsonl');
    // Set before the app starts: the data source wires its query logger only then.
    process.env.SQL_CAPTURE_FILE = file;
    testApp = await createTestApp(dialect);
    admin = (await bearerFor(testApp)).header;
    const persons = testApp.dataSource.getRepository(Person);
    for (const name of ['Erste', 'Zweite', 'Dritte']) {
      await persons.save(
        persons.create({ email: `${name.toLowerCase()}.${tag}@test.medstaff.de`, role: 'USER', status: 'ACTIVE' }),
      );
    }
  });

  afterAll(async () => {
    delete process.env.SQL_CAPTURE_FILE;
    await testApp?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('appends the page ids, the total and the rows by id of one list request', async () => {
    const before = captured().length;
    const response = await request(testApp.http)
      .get('/api/admin/persons')
      .query({ sort: '["email","ASC"]', range: '[0,1]', filter: JSON.stringify({ q: tag }) })
      .set('Authorization', admin)
      .expect(200);
    expect(response.headers['content-range']).toBe('persons 0-1/3');
    const ids = (response.body as { id: number }[]).map((row) => row.id);
    expect(ids).toHaveLength(2);

    const statements = captured().slice(before);
    const list = statements.filter((statement) => statement.source === 'list');
    // The page's ids (ordered, paged, with the search's parameter) and the capped count.
    expect(list).toHaveLength(2);
    expect(list[0].sql).toMatch(/^SELECT/);
    // The search's parameter: the FTS5 phrase on SQLite, the LIKE pattern elsewhere.
    expect(list[0].parameters.some((value) => String(value).includes(tag))).toBe(true);
    expect(list[1].sql).toMatch(/^SELECT COUNT\(\*\) AS n FROM \(.*\) capped_rows$/s);
    for (const statement of statements) expect(Array.isArray(statement.parameters)).toBe(true);
    // Each statement names the request it ran for.
    for (const statement of list) {
      expect(statement.route).toMatch(/^GET \/api\/admin\/persons\?/);
      expect(decodeURIComponent(String(statement.route))).toContain(tag);
    }
    // The rows of the page by id, on the app's own connection: its parameters are the page's ids.
    const rows = statements.find(
      (statement) =>
        statement.source === 'typeorm' && statement.parameters.map(Number).sort().join() === [...ids].sort().join(),
    );
    expect(rows?.sql).toMatch(/^SELECT/);
    expect(rows?.route).toBe(list[0].route);
  });

  it('writes nothing from the lists once the variable is unset', async () => {
    delete process.env.SQL_CAPTURE_FILE;
    const before = captured().length;
    await request(testApp.http)
      .get('/api/admin/persons')
      .query({ filter: JSON.stringify({ q: tag }) })
      .set('Authorization', admin)
      .expect(200);
    expect(
      captured()
        .slice(before)
        .filter((statement) => statement.source === 'list'),
    ).toEqual([]);
  });
});
