import { DataSource } from 'typeorm';
import {
  departmentNameJoin,
  departmentNamesById,
  organisationAddressesById,
} from '../../organisations/organisation-query-parts';
import { personNamesById } from '../../people/person-query-parts';
import { buildDataSourceOptions } from './data-source';
import { sqlNames } from './query-parts';
import { Person } from '../../people/person.entity';

/**
 * The owners' query parts write, from their metadata, the very statements the marketplace wrote
 * by hand before (issue 26): the same text, so the same plans and the same number of statements.
 */
describe('query parts of the owning modules', () => {
  // The app's own options (an empty in-memory database: only the metadata is used), so that the
  // better-sqlite3 binary is the one for this Node (SQLITE_NATIVE_BINDING in CI's Node 22 run).
  const dataSource = new DataSource(
    buildDataSourceOptions({ dialect: 'sqlite', url: ':memory:' }, { migrationsRun: false }),
  );
  beforeAll(() => dataSource.initialize());
  afterAll(() => dataSource.destroy());

  it('reads the names a request shows by id, as the wire reader did', () => {
    const manager = dataSource.manager;
    expect(personNamesById(manager).sql('?, ?')).toBe(
      'SELECT id, first_name, last_name, qualification_level FROM person WHERE id IN (?, ?)',
    );
    expect(organisationAddressesById(manager).sql('?')).toBe(
      'SELECT id, name, address, postcode, city, country FROM organisation WHERE id IN (?)',
    );
    expect(departmentNamesById(manager).sql('?')).toBe('SELECT id, name FROM department WHERE id IN (?)');
  });

  it('maps the raw rows to fields, NULLs included', () => {
    const manager = dataSource.manager;
    const person = personNamesById(manager);
    const row = { id: '7', first_name: 'Ada', last_name: 'Lovelace', qualification_level: null };
    expect(person.id(row)).toBe(7);
    expect(person.fields(row)).toEqual({ firstName: 'Ada', lastName: 'Lovelace', qualificationLevel: null });
    const organisation = organisationAddressesById(manager).fields({
      id: 3,
      name: 'Klinik',
      address: 'Weg 1',
      postcode: '20249',
      city: null,
      country: 'DE',
    });
    expect(organisation).toEqual({ name: 'Klinik', address: 'Weg 1', postcode: '20249', city: null, country: 'DE' });
    expect(departmentNamesById(manager).fields({ id: 1, name: 'Station 4' })).toBe('Station 4');
  });

  it('joins the department name as the calendar did', () => {
    expect(
      departmentNameJoin(dataSource, { alias: 'department', on: 'job.department_id', as: 'department_name' }),
    ).toEqual({
      select: 'department.name AS department_name',
      join: 'LEFT JOIN department department ON department.id = job.department_id',
    });
  });

  it('refuses a property that is no column', () => {
    expect(() => sqlNames(dataSource, Person, ['id', 'educations' as 'id'])).toThrow(
      'Person.educations is not a column',
    );
  });
});
