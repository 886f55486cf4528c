import { parseListQuery, readListPage } from '../src/admin-common/list-query';
import { PERSON_LIST } from '../src/persons/persons-admin.service';
import { Person } from '../src/persons/person.entity';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

/**
 * The persons search: a case-insensitive substring of email, first name, last name or contact,
 * the same on both dialects whether an index serves it (SQLite's trigram table, three characters
 * or more) or a scan does (shorter queries, MySQL/MariaDB).
 */
describe.each(TEST_DIALECTS)('persons search on %s', (dialect) => {
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
    testApp = await createTestApp(dialect);
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
});
