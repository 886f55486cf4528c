import { ListTotals, parseListQuery, readListPage, sortExpression } from '../src/admin-common/list-query';
import { PERSON_LIST } from '../src/persons/persons-admin.service';
import { Person } from '../src/persons/person.entity';
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
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await count()).toBe(27);
  });
});
