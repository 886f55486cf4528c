import request from 'supertest';
import { readListPage } from '../src/platform/lists/list-page';
import { parseListQuery } from '../src/platform/lists/list-query.parser';
import * as listReader from '../src/platform/lists/list-reader';
import { PERSON_LIST } from '../src/people/persons-admin.service';
import { PersonPrivacyService } from '../src/people/person-privacy.service';
import { PERSON_NGRAM_TABLE, PersonSearchIndex, preparePersonSearch } from '../src/people/person-search-index';
import { Person } from '../src/people/person.entity';
import { bearerFor } from './admin-helpers';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

interface IndexedRow {
  email: string;
  first_name: string;
  last_name: string;
  contact: string | null;
  country: string | null;
  role: string;
  status: string;
  search_text: string;
}

/**
 * The persons search's n-gram index on MySQL/MariaDB (person_ngram, people/person-search-index.ts):
 * made at start where the server has an n-gram engine (Mroonga on MariaDB: `.ci/run` installs
 * it), kept in step with every write of a person by triggers, used by the admin search; with
 * PERSON_SEARCH_NGRAM=false (or no engine) the covering index serves. The search's meaning on
 * either path is person-search.e2e-spec's, which runs on both.
 */
const describeOnMysql = TEST_DIALECTS.includes('mysql') ? describe : describe.skip;

describeOnMysql('persons search through person_ngram on mysql', () => {
  let testApp: TestApp;
  let admin: string;
  let mroonga: boolean;
  const tag = `ng${Date.now().toString(36)}`;
  const repository = () => testApp.dataSource.getRepository(Person);

  const indexed = async (id: number): Promise<IndexedRow | undefined> =>
    (
      (await testApp.dataSource.query(
        `SELECT email, first_name, last_name, contact, country, role, status, search_text FROM ${PERSON_NGRAM_TABLE} WHERE id = ?`,
        [id],
      )) as IndexedRow[]
    )[0];

  /** The index's row holds exactly the person's current values (nothing left of older ones). */
  const expectInStep = async (id: number) => {
    const person = await repository().findOneByOrFail({ id });
    expect(await indexed(id)).toEqual({
      email: person.email,
      first_name: person.firstName,
      last_name: person.lastName,
      // Mroonga has no NULL: an empty text stands for it (it sorts and matches as NULL does).
      contact: person.contact ?? '',
      country: person.country ?? '',
      role: person.role,
      status: person.status,
      search_text: [person.email, person.firstName, person.lastName, person.contact]
        .filter((value) => value !== null)
        .join('\n'),
    });
  };

  /** The ids the admin search answers for `q`, and the list statements it ran. */
  const search = async (q: string, sort = ['lastName', 'ASC']) => {
    const statements: string[] = [];
    const query = listReader.listQuery;
    const spy = jest.spyOn(listReader, 'listQuery').mockImplementation((connection, sql, parameters) => {
      statements.push(sql);
      return query(connection, sql, parameters);
    });
    try {
      const response = await request(testApp.http)
        .get('/api/admin/persons')
        .query({ filter: JSON.stringify({ q }), sort: JSON.stringify(sort), range: '[0,99]' })
        .set('Authorization', admin)
        .expect(200);
      return { ids: (response.body as { id: number }[]).map((row) => row.id), statements };
    } finally {
      spy.mockRestore();
    }
  };

  const add = (lastName: string, values: Partial<Person> = {}) =>
    repository().save(
      repository().create({
        email: `${lastName.toLowerCase().replace(/[^a-z]/g, '')}.${tag}@test.medstaff.de`,
        role: 'USER',
        status: 'ACTIVE',
        firstName: 'Test',
        lastName,
        ...values,
      }),
    );

  beforeAll(async () => {
    testApp = await createTestApp('mysql');
    admin = (await bearerFor(testApp)).header;
    const engines = (await testApp.dataSource.query(
      "SELECT 1 FROM information_schema.ENGINES WHERE ENGINE = 'Mroonga' AND SUPPORT IN ('YES', 'DEFAULT')",
    )) as unknown[];
    mroonga = engines.length > 0;
  });
  afterAll(() => testApp.close());

  it('uses Mroonga where the server has it, and the covering index where it has not', async () => {
    expect(testApp.app.get(PersonSearchIndex).kind).toBe(mroonga ? 'mroonga' : 'covering-index');
    const tables = (await testApp.dataSource.query(
      'SELECT ENGINE AS engine FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?',
      [PERSON_NGRAM_TABLE],
    )) as { engine: string }[];
    expect(tables).toEqual(mroonga ? [{ engine: 'Mroonga' }] : []);
    const person = await add(`Nadelöhr${tag}`);
    const { ids, statements } = await search(`delöhr${tag}`);
    expect(ids).toEqual([person.id]);
    expect(statements.some((sql) => sql.includes('MATCH('))).toBe(mroonga);
  });

  it('keeps the index in step when a person is created, changed, deleted and erased', async () => {
    if (!mroonga) return;
    // Created (the backfill at start and the insert trigger).
    const person = await add(`Wölfflin${tag}`, { contact: '+49 30 555', country: 'AT' });
    await expectInStep(person.id);
    expect((await search(`wölfflin${tag}`)).ids).toEqual([person.id]);

    // Changed through the console (the versioned update), accents and case included.
    const before = (await request(testApp.http).get(`/api/admin/persons/${person.id}`).set('Authorization', admin))
      .body as { version: number };
    await request(testApp.http)
      .patch(`/api/admin/persons/${person.id}`)
      .set('Authorization', admin)
      .send({
        version: before.version,
        changes: [
          { field: 'lastName', value: `Wolfflin${tag}` },
          { field: 'contact', value: '+49 40 777' },
        ],
      })
      .expect(200);
    await expectInStep(person.id);
    expect((await search('+49 40 777')).ids).toContain(person.id);
    expect((await search('+49 30 555')).ids).not.toContain(person.id);
    // The collation folds "ö" and "o" alike: so does the search, as it did without the index.
    expect((await search(`wölfflin${tag}`)).ids).toEqual([person.id]);

    // A write of other columns leaves the index's row alone; status and role are copied.
    await repository().update(person.id, { lastLoginAt: new Date(), status: 'DISABLED' });
    await expectInStep(person.id);

    // Erased: the anonymising update of the erasure leaves nothing of the old values in the index.
    await testApp.dataSource.transaction((manager) =>
      testApp.app.get(PersonPrivacyService).anonymise(manager, person.id, `erased-${person.id}@erased.invalid`),
    );
    await expectInStep(person.id);
    const erased = await indexed(person.id);
    expect(JSON.stringify(erased)).not.toMatch(/wolfflin|\+49/i);
    expect((await search(`wolfflin${tag}`)).ids).toEqual([]);

    // Deleted through the console.
    const other = await add(`Zweiter${tag}`);
    await request(testApp.http).delete(`/api/admin/persons/${other.id}`).set('Authorization', admin).expect(200);
    expect(await indexed(other.id)).toBeUndefined();
    expect((await search(`zweiter${tag}`)).ids).toEqual([]);
  });

  it('finds the same rows in every sort order through the index as without it', async () => {
    if (!mroonga) return;
    const own = `${tag}s`;
    const names = ['Müller', 'MÜLLER-Lüdenscheidt', 'Mulder', 'Amüller', 'Schmül'];
    const values = (name: string, index: number) => ({
      email: `${name.toLowerCase().replace(/[^a-z]/g, '')}.${own}${index}@test.medstaff.de`,
      role: 'USER' as const,
      status: 'ACTIVE' as const,
      firstName: index % 2 ? 'Anna' : 'Zoë',
      lastName: `${name}${own}${index}`,
      contact: `+49 ${index}`,
    });
    for (const [index, name] of names.entries()) await repository().save(repository().create(values(name, index)));
    const withoutIndex = await createTestApp('mysql', { personSearchNgram: false });
    try {
      expect(withoutIndex.app.get(PersonSearchIndex).kind).toBe('covering-index');
      const persons = withoutIndex.dataSource.getRepository(Person);
      for (const [index, name] of names.entries()) await persons.save(persons.create(values(name, index)));
      /** The last names of this test's persons the search finds on `app`, in the list's order. */
      const found = async (app: TestApp, q: string, sort: string[]) => {
        const query = parseListQuery(
          { filter: JSON.stringify({ q }), sort: JSON.stringify(sort), range: '[0,999]' },
          PERSON_LIST,
        );
        const [rows, total] = await readListPage(
          app.dataSource.getRepository(Person).createQueryBuilder('person'),
          query,
          PERSON_LIST,
        );
        return { total, rows: rows.map((row) => row.lastName).filter((name) => name.includes(own)) };
      };
      for (const sort of [
        ['lastName', 'ASC'],
        ['email', 'DESC'],
        ['firstName', 'ASC'],
        ['contact', 'DESC'],
        ['createdAt', 'ASC'],
      ]) {
        for (const q of ['mül', 'MUL', own, 'ü', 'zo']) {
          const mine = await found(testApp, q, sort);
          const theirs = await found(withoutIndex, q, sort);
          expect({ q, sort, rows: mine.rows }).toEqual({ q, sort, rows: theirs.rows });
          expect(mine.rows.length).toBeGreaterThan(0);
        }
      }
      expect((await found(testApp, own, ['id', 'ASC'])).total).toBe(names.length);
    } finally {
      await withoutIndex.close();
    }
  });

  it('fills the rows the index lacks at the next start, and drops the rows of persons gone', async () => {
    if (!mroonga) return;
    const kept = await add(`Lücke${tag}`);
    await testApp.dataSource.query(`DELETE FROM ${PERSON_NGRAM_TABLE} WHERE id = ?`, [kept.id]);
    await testApp.dataSource.query(
      `INSERT INTO ${PERSON_NGRAM_TABLE} (id, email, first_name, last_name, contact, country, role, status, created_at, search_text)
       VALUES (2000000000, 'gone@example.test', 'Weg', 'Weg', NULL, NULL, 'USER', 'ACTIVE', NOW(6), 'gone@example.test')`,
    );
    expect(await indexed(kept.id)).toBeUndefined();
    expect(await preparePersonSearch(testApp.dataSource, { ngram: true })).toBe('mroonga');
    await expectInStep(kept.id);
    expect(await indexed(2_000_000_000)).toBeUndefined();
  });
});
