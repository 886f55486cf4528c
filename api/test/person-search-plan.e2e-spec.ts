import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { readListPage } from '../src/platform/lists/list-page';
import { parseListQuery, type ListSpec } from '../src/platform/lists/list-query.parser';
import { Person } from '../src/people/person.entity';
import { PERSON_LIST } from '../src/people/persons-admin.service';
import { bearerFor } from './admin-helpers';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

interface Captured {
  sql: string;
  parameters: unknown[];
  source: 'list' | 'typeorm';
}

interface PlanRow {
  key: string | null;
  Extra: string | null;
}

/**
 * The persons search on MySQL/MariaDB reads the covering index `ix_person_search` (migration
 * PersonSearchCover) instead of the rows, walks it for a sort by last name, and finds exactly what
 * the same search finds without it. SQLite searches through its trigram table (person-search).
 */
const dialects = TEST_DIALECTS.filter((dialect) => dialect === 'mysql');
const describeOnMysql = dialects.length > 0 ? describe : describe.skip;

describeOnMysql('persons search through its covering index on mysql', () => {
  let testApp: TestApp;
  let admin: string;
  let folder: string;
  let file: string;
  const tag = `cov${Date.now().toString(36)}`;
  const WITHOUT_INDEX: ListSpec = { ...PERSON_LIST, searchIndex: undefined };

  const captured = (): Captured[] =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Captured);

  /** The list statements of one admin request and their plans. */
  const plansOf = async (query: Record<string, string>) => {
    const before = captured().length;
    await request(testApp.http).get('/api/admin/persons').query(query).set('Authorization', admin).expect(200);
    const list = captured()
      .slice(before)
      .filter((statement) => statement.source === 'list');
    expect(list.length).toBeGreaterThan(0);
    return Promise.all(
      list.map(async (statement) => ({
        sql: statement.sql,
        plan: (await testApp.dataSource.query(`EXPLAIN ${statement.sql}`, statement.parameters)) as PlanRow[],
      })),
    );
  };

  /** The ids a list query finds, with or without the covering index. */
  const idsOf = async (raw: Record<string, string>, spec: ListSpec) => {
    const [rows, total] = await readListPage(
      testApp.dataSource.getRepository(Person).createQueryBuilder('person'),
      parseListQuery(raw, spec),
      spec,
    );
    return { ids: rows.map((row) => row.id), total };
  };

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'medstaff-plan-'));
    file = join(folder, 'statements.jsonl');
    process.env.SQL_CAPTURE_FILE = file;
    // The covering index's own plans: without the n-gram index (person-search-ngram tests that one).
    testApp = await createTestApp('mysql', { personSearchNgram: false });
    admin = (await bearerFor(testApp)).header;
    const persons = testApp.dataSource.getRepository(Person);
    const names: [string, string, string | null, string | null][] = [
      ['Lena', 'Müller', '+49 30 1111', 'DE'],
      ['Jürgen', 'MÜLLER-Lüdenscheidt', null, 'AT'],
      ['Anna', 'Schäfer', '+43 1 2222', 'AT'],
      ['Müller', 'Zorn', null, null],
      ['Ole', 'Mulder', '+41 44 3333', 'CH'],
      ['Eva', 'Rabatt 50%', null, 'DE'],
      ['Tim', 'a_b', null, 'DE'],
    ];
    for (const [index, [firstName, lastName, contact, country]] of names.entries()) {
      for (const role of ['USER', 'AGENCY'] as const) {
        await persons.save(
          persons.create({
            email: `p${index}.${role.toLowerCase()}.${tag}@test.medstaff.de`,
            role,
            status: 'ACTIVE',
            firstName,
            lastName,
            contact,
            country,
          }),
        );
      }
    }
  });

  afterAll(async () => {
    delete process.env.SQL_CAPTURE_FILE;
    await testApp?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('reads the index, not the rows, for the page and the total', async () => {
    for (const plans of [
      await plansOf({ filter: JSON.stringify({ q: 'mül' }) }),
      await plansOf({ filter: JSON.stringify({ q: 'mül', role: 'AGENCY' }), sort: '["email","ASC"]' }),
      await plansOf({ filter: JSON.stringify({ q: 'österreich' }), sort: '["createdAt","DESC"]' }),
    ]) {
      for (const { sql, plan } of plans) {
        expect(sql).toContain('USE INDEX (`ix_person_search`)');
        // The count wraps the capped page of ids in a derived table: its inner row reads the index.
        expect(plan.some((row) => row.key === 'ix_person_search' && /Using index/.test(row.Extra ?? ''))).toBe(true);
      }
    }
  });

  it('walks the index in order for a sort by last name, in both directions, without sorting', async () => {
    for (const order of ['ASC', 'DESC']) {
      const [page] = await plansOf({ filter: JSON.stringify({ q: tag }), sort: `["lastName","${order}"]` });
      expect(page.sql).toMatch(
        new RegExp(`ORDER BY \`person\`\\.\`last_name\` ${order}, \`person\`\\.\`id\` ${order}`),
      );
      expect(page.plan.map((row) => row.Extra ?? '').join()).not.toMatch(/filesort/);
    }
  });

  it.each([
    [{ q: 'mül' }, '["lastName","ASC"]'],
    [{ q: 'MÜL' }, '["lastName","DESC"]'],
    [{ q: 'mül' }, '["email","ASC"]'],
    [{ q: 'mül', role: 'USER' }, '["firstName","DESC"]'],
    [{ q: 'österreich' }, '["createdAt","ASC"]'],
    [{ q: '50%' }, '["id","ASC"]'],
    [{ q: 'a_b' }, '["contact","ASC"]'],
    [{ q: '+4' }, '["role","DESC"]'],
    [{ q: tag }, '["lastName","ASC"]'],
  ])('finds what the scan finds: %j sorted %s', async (filter, sort) => {
    const raw = { filter: JSON.stringify(filter), sort, range: '[0,99]' };
    const found = await idsOf(raw, PERSON_LIST);
    expect(found).toEqual(await idsOf(raw, WITHOUT_INDEX));
    expect(found.ids.length).toBeGreaterThan(0);
    // Pages further on agree too.
    const second = { ...raw, range: '[1,2]' };
    expect(await idsOf(second, PERSON_LIST)).toEqual(await idsOf(second, WITHOUT_INDEX));
  });
});
