import { readListPage } from '../src/platform/lists/list-page';
import { parseListQuery } from '../src/platform/lists/list-query.parser';
import { SEARCH_WALK_ROWS } from '../src/platform/lists/sqlite-search-walk';
import * as listReader from '../src/platform/lists/list-reader';
import { PERSON_LIST } from '../src/people/persons-admin.service';
import { Person } from '../src/people/person.entity';
import type { DatabaseDialect } from '../src/platform/config/app-config';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

/**
 * The persons search: a case-insensitive substring of email, first name, last name or contact,
 * the same on both dialects whether an index serves it (SQLite's trigram table, three characters
 * or more; on MySQL/MariaDB the n-gram index person_ngram where the server has one, two
 * characters or more) or a scan does (shorter queries, the covering index). On MySQL/MariaDB the
 * suite runs twice: with the n-gram index (where the server has it) and without it
 * (PERSON_SEARCH_NGRAM=false).
 */
const RUNS: [string, DatabaseDialect, boolean][] = TEST_DIALECTS.flatMap(
  (dialect): [string, DatabaseDialect, boolean][] =>
    dialect === 'mysql'
      ? [
          ['mysql with its n-gram index', dialect, true],
          ['mysql without an n-gram index', dialect, false],
        ]
      : [[dialect, dialect, true]],
);

describe.each(RUNS)('persons search on %s', (_name, dialect, personSearchNgram) => {
  let testApp: TestApp;
  let tag: string;
  const people: Record<string, Person> = {};
  const repository = () => testApp.dataSource.getRepository(Person);

  const add = async (key: string, values: Partial<Person>) => {
    people[key] = await repository().save(
      repository().create({
        email: `${key.toLowerCase()}.${tag}@test.medstaff.de`,
        role: 'USER',
        status: 'ACTIVE',
        firstName: 'Test',
        lastName: 'Person',
        ...values,
      }),
    );
  };
  /** The keys of this test's people the search finds (other suites' rows are left out). */
  const found = async (q: string) => {
    const query = parseListQuery({ filter: JSON.stringify({ q }), range: '[0,999]' }, PERSON_LIST);
    const [rows] = await readListPage(
      testApp.dataSource.getRepository(Person).createQueryBuilder('person'),
      query,
      PERSON_LIST,
    );
    const ids = new Set(rows.map((row) => row.id));
    return Object.keys(people)
      .filter((key) => ids.has(people[key].id))
      .sort();
  };

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { personSearchNgram });
    tag = `ps${Date.now().toString(36)}`;
    await add('mueller', { lastName: 'Müller' });
    await add('upper', { lastName: 'MÜLLER' });
    await add('strasse', { lastName: 'Straße' });
    await add('percent', { firstName: 'Rabatt 50%' });
    await add('percentless', { firstName: 'Rabatt 500' });
    await add('underscore', { lastName: 'a_b' });
    await add('wildcard', { lastName: 'axb' });
    await add('quote', { lastName: 'O"Neil' });
    await add('phone', { contact: '+49 30 1234567' });
    await add('named', { firstName: 'Hannelore', lastName: 'Kraft' });
  });
  afterAll(() => testApp.close());

  it('finds a substring of any column without regard to case, umlauts included', async () => {
    expect(await found('mül')).toEqual(['mueller', 'upper']);
    expect(await found('MÜLLER')).toEqual(['mueller', 'upper']);
    expect(await found('aße')).toEqual(['strasse']);
    expect(await found('nnelo')).toEqual(['named']);
    expect(await found('+49 30 12')).toEqual(['phone']);
    expect(await found(`UNDERSCORE.${tag.toUpperCase()}`)).toEqual(['underscore']);
  });

  it('reads % and _ and quotes as themselves', async () => {
    expect(await found('50%')).toEqual(['percent']);
    expect(await found('a_b')).toEqual(['underscore']);
    expect(await found('o"n')).toEqual(['quote']);
  });

  it('still searches with one or two characters', async () => {
    expect(await found('%')).toEqual(['percent']);
    expect(await found('_b')).toEqual(['underscore']);
    expect(await found('kr')).toEqual(['named']);
  });

  it('follows changes and deletions at once', async () => {
    await repository().update(people.named.id, { lastName: 'Schwarz' });
    expect(await found('kraft')).toEqual([]);
    expect(await found('schwarz')).toEqual(['named']);
    await repository().delete(people.wildcard.id);
    delete people.wildcard;
    expect(await found('axb')).toEqual([]);
  });

  if (dialect === 'sqlite') {
    describe('the first pages of a broad search, walked in sort order', () => {
      const statements: string[] = [];
      let spy: jest.SpyInstance;
      const page = async (q: string, sort: string, range: string) => {
        const query = parseListQuery({ filter: JSON.stringify({ q }), sort, range }, PERSON_LIST);
        const [rows, total] = await readListPage(repository().createQueryBuilder('person'), query, PERSON_LIST);
        return { ids: rows.map((row) => row.id), total };
      };

      beforeAll(async () => {
        // More people than the walk tests, all matching "walkable", in an order that is not the ids'.
        const rows = Array.from({ length: SEARCH_WALK_ROWS + 100 }, (_, index) =>
          repository().create({
            email: `walk.${index}.${tag}@test.medstaff.de`,
            role: 'USER',
            status: 'ACTIVE',
            firstName: index % 2 === 0 ? 'Walkable' : 'WALKABLE',
            lastName: `Walker ${String((index * 7919) % 5000).padStart(4, '0')}`,
          }),
        );
        await repository().save(rows, { chunk: 200 });
        // One match after everything the walk reaches (by last name).
        await add('needle', { firstName: 'Walkable', lastName: 'Zzz' });
      });
      beforeEach(() => {
        statements.length = 0;
        const query = listReader.listQuery;
        spy = jest.spyOn(listReader, 'listQuery').mockImplementation((connection, sql, parameters) => {
          statements.push(sql);
          return query(connection, sql, parameters);
        });
      });
      afterEach(() => spy.mockRestore());

      it.each([
        ['["lastName","ASC"]', '[0,24]'],
        ['["lastName","DESC"]', '[25,49]'],
        ['["email","ASC"]', '[0,9]'],
        ['["id","DESC"]', '[50,99]'],
      ])('sorted %s, range %s: the walk answers the same page as the index', async (sort, range) => {
        const walked = await page('alkab', sort, range);
        expect(statements.some((sql) => sql.includes(') walked WHERE EXISTS'))).toBe(true);
        // Beyond the walk's pages (ranges past 100) the index's matches are read and sorted.
        const [from, to] = JSON.parse(range) as [number, number];
        const read = await page('alkab', sort, '[0,199]');
        expect(walked.ids).toEqual(read.ids.slice(from, to + 1));
        expect(walked.total).toBe(read.total);
        expect(walked.total).toBe(SEARCH_WALK_ROWS + 101);
      });

      it('falls back to the index when the walk does not fill the page', async () => {
        const found = await page('zzz', '["lastName","ASC"]', '[0,24]');
        expect(statements.some((sql) => sql.includes(') walked WHERE EXISTS'))).toBe(true);
        expect(found.ids).toEqual([people.needle.id]);
        // The needle sorts after every row the walk reached: it is the last match of the broad search.
        const last = await page('walkable', '["lastName","DESC"]', '[0,0]');
        expect(last.ids).toEqual([people.needle.id]);
      });

      it('does not walk for short queries or deep pages', async () => {
        await page('al', '["lastName","ASC"]', '[0,24]');
        await page('alkab', '["lastName","ASC"]', '[100,124]');
        expect(statements.some((sql) => sql.includes(') walked WHERE EXISTS'))).toBe(false);
      });
    });
  }
});
