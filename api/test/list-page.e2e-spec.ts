import { ListAnchors } from '../src/platform/lists/list-anchors';
import { readListPage } from '../src/platform/lists/list-page';
import { parseListQuery } from '../src/platform/lists/list-query.parser';
import { sortExpression } from '../src/platform/lists/list-sql';
import { ListTotals } from '../src/platform/lists/list-totals-cache';
import { PERSON_LIST } from '../src/people/persons-admin.service';
import { Person } from '../src/people/person.entity';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

describe.each(TEST_DIALECTS)('admin list pages and totals on %s', (dialect) => {
  let testApp: TestApp;
  let tag: string;
  const names = ['Özdemir', 'becker', 'Becker', 'ahrens', 'Zander', 'müller', 'Müller', 'Adler'];

  const persons = () => testApp.dataSource.getRepository(Person);
  const addPersons = async (count: number, label: string) => {
    const rows = Array.from({ length: count }, (_, index) =>
      persons().create({
        email: `${label}.${index}.${tag}@test.medstaff.de`,
        role: index % 3 === 0 ? 'ORG_ADMIN' : 'USER',
        status: 'ACTIVE',
        firstName: label,
        lastName: `${names[index % names.length]} ${tag}`,
      }),
    );
    await persons().save(rows, { chunk: 50 });
  };
  const query = (filter: object, sort: [string, string] = ['lastName', 'ASC'], range: [number, number] = [0, 99]) =>
    parseListQuery(
      { filter: JSON.stringify(filter), sort: JSON.stringify(sort), range: JSON.stringify(range) },
      PERSON_LIST,
    );
  const builder = () => persons().createQueryBuilder('person');

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    tag = `lp${Date.now().toString(36)}`;
    await addPersons(24, 'erste');
  });
  afterAll(() => testApp.close());

  it('pages through the ids in the order of one query, ties by id in the sort direction', async () => {
    for (const sort of [
      ['lastName', 'ASC'],
      ['lastName', 'DESC'],
      ['email', 'DESC'],
      ['role', 'ASC'],
      ['createdAt', 'DESC'],
    ] as [string, string][]) {
      const [all, total] = await readListPage(builder(), query({ q: tag }, sort), PERSON_LIST);
      expect(total).toBe(24);
      const paged: number[] = [];
      for (let first = 0; first < 24; first += 5) {
        const [page] = await readListPage(builder(), query({ q: tag }, sort, [first, first + 4]), PERSON_LIST);
        paged.push(...page.map((person) => person.id));
      }
      expect(paged).toEqual(all.map((person) => person.id));
      for (let index = 1; index < all.length; index += 1) {
        const [before, after] = [all[index - 1], all[index]];
        const column = { lastName: 'lastName', email: 'email', role: 'role', createdAt: 'createdAt' }[sort[0]] as
          'lastName' | 'email' | 'role' | 'createdAt';
        const [a, b] =
          column === 'createdAt'
            ? [before.createdAt.getTime(), after.createdAt.getTime()]
            : [String(before[column]).toLowerCase(), String(after[column]).toLowerCase()];
        if (a === b) expect(sort[1] === 'ASC' ? before.id < after.id : before.id > after.id).toBe(true);
      }
    }
  });

  it('reads deep pages from the anchors earlier pages left, with the same rows as plain offsets', async () => {
    // Every fourth person has no contact: NULL keys come first ascending and last descending.
    const tagged = await persons().find({ where: { firstName: 'erste' } });
    for (const [index, person] of tagged.filter((row) => row.lastName.endsWith(tag)).entries()) {
      await persons().update(person.id, { contact: index % 4 === 0 ? null : `+49 30 ${1000 + (index % 5)}` });
    }
    let now = 5_000_000;
    const anchors = new ListAnchors({ fromOffset: 3, maxAgeMs: 1000, now: () => now });
    const find = jest.spyOn(anchors, 'find');
    for (const sort of [
      ['lastName', 'ASC'],
      ['lastName', 'DESC'],
      ['email', 'DESC'],
      ['contact', 'ASC'],
      ['contact', 'DESC'],
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ] as [string, string][]) {
      const [all] = await readListPage(builder(), query({ q: tag }, sort, [0, 99]), PERSON_LIST);
      const expected = all.map((person) => person.id);
      expect(expected).toHaveLength(24);
      const pageAt = async (first: number, size: number) =>
        (
          await readListPage(builder(), query({ q: tag }, sort, [first, first + size - 1]), PERSON_LIST, { anchors })
        )[0].map((person) => person.id);
      // Forwards page by page, then the same page again, then jumps onwards and back.
      const paged: number[] = [];
      for (let first = 0; first < 24; first += 4) paged.push(...(await pageAt(first, 4)));
      expect(paged).toEqual(expected);
      for (const [first, size] of [
        [8, 4],
        [9, 5],
        [17, 3],
        [4, 6],
        [23, 4],
        [3, 1],
      ]) {
        expect(await pageAt(first, size)).toEqual(expected.slice(first, first + size));
      }
    }
    // The deep pages after the first of each list were read from an anchor.
    const used = find.mock.results.filter((result) => result.value !== undefined).length;
    expect(used).toBeGreaterThan(30);

    // An anchor lives maxAgeMs: a person added before it shifts the pages after it until then.
    const sort: [string, string] = ['email', 'ASC'];
    const page = async (first: number) =>
      (await readListPage(builder(), query({ q: tag }, sort, [first, first + 2]), PERSON_LIST, { anchors }))[0].map(
        (person) => person.email,
      );
    const before = await page(6);
    const first = await persons().save(
      persons().create({ email: `aaa.${tag}@test.medstaff.de`, role: 'USER', status: 'ACTIVE', lastName: `x ${tag}` }),
    );
    try {
      expect(await page(6)).toEqual(before);
      now += 1001;
      const [plain] = await readListPage(builder(), query({ q: tag }, sort, [6, 8]), PERSON_LIST);
      expect(await page(6)).toEqual(plain.map((person) => person.email));
      expect(plain[0].email).not.toBe(before[0]);
    } finally {
      await persons().delete(first.id);
    }
  });

  it('ages an anchor found from another with that one', () => {
    let now = 1_000;
    const anchors = new ListAnchors({ fromOffset: 0, maxAgeMs: 100, now: () => now });
    anchors.remember('a', { offset: 10, key: 'k10', id: 10 });
    now = 1_080;
    const source = anchors.find('a', 20);
    anchors.remember('a', { offset: 20, key: 'k20', id: 20 }, source?.at);
    // A plain offset counted now is fresher than the derived anchor at the same place.
    anchors.remember('a', { offset: 30, key: 'k30', id: 30 }, source?.at);
    anchors.remember('a', { offset: 30, key: 'k30', id: 30 });
    now = 1_150;
    expect(anchors.find('a', 25)).toBeUndefined();
    expect(anchors.find('a', 35)?.offset).toBe(30);
  });

  it('keeps a bounded number of anchors per list and of lists', () => {
    const anchors = new ListAnchors({ fromOffset: 0, perList: 3, maxLists: 2 });
    for (const offset of [10, 20, 30, 40]) anchors.remember('a', { offset, key: `k${offset}`, id: offset });
    expect(anchors.find('a', 10)).toBeUndefined();
    expect(anchors.find('a', 35)?.offset).toBe(30);
    expect(anchors.find('a', 1000)?.offset).toBe(40);
    anchors.remember('a', { offset: 50, key: null, id: 50 });
    expect(anchors.find('a', 55)?.offset).toBe(40);
    anchors.remember('b', { offset: 10, key: 'x', id: 1 });
    anchors.remember('c', { offset: 10, key: 'y', id: 2 });
    expect(anchors.find('a', 1000)).toBeUndefined();
    expect(anchors.find('c', 10)?.key).toBe('y');
  });

  it('sorts names without regard to case, whichever dialect', async () => {
    const [rows] = await readListPage(builder(), query({ q: tag }), PERSON_LIST);
    const lower = rows.map((person) => person.lastName.toLowerCase().split(' ')[0]);
    expect(lower.slice(0, 3)).toEqual(['adler', 'adler', 'adler']);
    const beckers = rows.filter((person) => person.lastName.toLowerCase().startsWith('becker '));
    // "becker" and "Becker" are one name: together, by id.
    const positions = beckers.map((person) => rows.indexOf(person));
    expect(Math.max(...positions) - Math.min(...positions)).toBe(beckers.length - 1);
    expect(beckers.map((person) => person.id)).toEqual([...beckers.map((person) => person.id)].sort((a, b) => a - b));
  });

  it('drops LOWER() on MySQL/MariaDB only, where the collation already ignores case', () => {
    const expression = sortExpression(builder(), 'LOWER(person.lastName)');
    expect(expression).toBe(dialect === 'sqlite' ? 'LOWER(person.lastName)' : 'person.lastName');
    // A search scans anyway: the expression keeps MySQL from walking the index row by row.
    expect(sortExpression(builder(), 'LOWER(person.lastName)', { q: 'mül' })).toBe('LOWER(person.lastName)');
  });

  it('answers an empty page past the end with the total', async () => {
    const [rows, total] = await readListPage(
      builder(),
      query({ q: tag }, ['lastName', 'ASC'], [500, 504]),
      PERSON_LIST,
    );
    expect(rows).toEqual([]);
    expect(total).toBe(24);
  });

  it('counts small totals exactly every time, and caches large ones for a while', async () => {
    let now = 1_000_000;
    const totals = new ListTotals({ exactLimit: 10, maxAgeMs: 1000, now: () => now });
    const count = (role?: string) => {
      const counted = builder().where('person.lastName LIKE :tagged', { tagged: `% ${tag}` });
      if (role) counted.andWhere('person.role = :role', { role });
      return totals.count(counted);
    };
    expect(await count('ORG_ADMIN')).toBe(8);
    expect(await count()).toBe(24);

    await addPersons(3, 'zweite');
    // 1 more ORG_ADMIN (index 0): small totals are exact at once; the large one is cached.
    expect(await count('ORG_ADMIN')).toBe(9);
    expect(await count()).toBe(24);

    now += 1001;
    // Stale: answered from the cache while a recount runs, then the new total.
    expect(await count()).toBe(24);
    // The recount runs in the background: on a loaded machine it may take longer than any pause.
    let total = await count();
    for (const started = Date.now(); total !== 27 && Date.now() - started < 10_000; total = await count()) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(total).toBe(27);
  });

  it('answers a large total counted within maxAgeMs without counting again, then counts exactly', async () => {
    let now = 2_000_000;
    const totals = new ListTotals({ exactLimit: 10, maxAgeMs: 1000, now: () => now });
    const count = () =>
      totals.count(
        builder()
          .where('person.lastName LIKE :tagged', { tagged: `% ${tag}` })
          .andWhere("person.role = 'USER'"),
      );
    const before = await count();
    expect(before).toBeGreaterThan(10);
    // Fewer than the limit now: within maxAgeMs the large total stands (no capped count runs) …
    const users = await testApp.dataSource.query(
      `SELECT id FROM person WHERE last_name LIKE ? AND role = 'USER' ORDER BY id`,
      [`% ${tag}`],
    );
    const removed = (users as { id: number }[]).slice(0, before - 5).map((row) => row.id);
    await persons().update(removed, { role: 'AGENCY' });
    expect(await count()).toBe(before);
    // … and once it is older, the capped count finds the small total exactly at once.
    now += 1001;
    expect(await count()).toBe(5);
    await persons().update(removed, { role: 'USER' });
  });
});
