import request from 'supertest';
import { type ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { exportBatches } from '../src/platform/lists/csv-export';
import { Agency } from '../src/agencies/agency.entity';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Person } from '../src/people/person.entity';
import { PersonsAdminService } from '../src/people/persons-admin.service';
import { bearerFor, csvExport, parseCsv } from './admin-helpers';
import { TEST_DIALECTS, createTestApp, uniqueEmail, type TestApp } from './test-app';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const originalGetQuery = SelectQueryBuilder.prototype.getQuery;
const originalGetMany = SelectQueryBuilder.prototype.getMany;

describe.each(TEST_DIALECTS)('admin CSV export on %s', (dialect) => {
  let testApp: TestApp;
  let admin: string;
  let tag: string;
  let agency: Agency;
  const created: Person[] = [];

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    admin = (await bearerFor(testApp)).header;
    tag = `X${Date.now().toString(36)}`;
    const persons = testApp.dataSource.getRepository(Person);
    const person = (lastName: string, firstName: string, role: Person['role'], contact: string | null) =>
      persons.create({
        email: uniqueEmail(tag.toLowerCase()),
        role,
        status: 'ACTIVE',
        firstName,
        lastName: `${lastName} ${tag}`,
        contact,
      });
    created.push(
      ...(await persons.save([
        person('Semi;colon', 'Anna', 'USER', '+49 30 1234567'),
        person('Quote', 'Say "hi"', 'USER', null),
        person('Müller', 'Line\nbreak', 'USER', null),
        person('Formula', '=SUM(1,2)', 'AGENCY', '030 555'),
        person('Zander', 'Comma, Carl', 'USER', '+49 40 1'),
      ])),
    );
    agency = await testApp.dataSource
      .getRepository(Agency)
      .save({ name: `Export Agency ${tag}`, address: 'Hauptstraße 1', postcode: '10115', country: 'DE' });
    await testApp.dataSource.getRepository(AgencyMembership).insert([
      { agencyId: agency.id, personId: created[0].id, kind: 'USER' },
      { agencyId: agency.id, personId: created[1].id, kind: 'USER' },
      { agencyId: agency.id, personId: created[2].id, kind: 'CUSTOMER' },
    ]);
  });
  afterAll(() => testApp.close());

  const query = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)]));
  /** GET …/export with the raw body as a Buffer, so the BOM and line ends are checked byte by byte. */
  const download = (resource: string, values: Record<string, unknown> = {}, language = 'en') =>
    csvExport(testApp, admin, resource, values, language);
  const text = (body: Buffer) => body.subarray(BOM.length).toString('utf8');
  const list = async (resource: string, values: Record<string, unknown>) =>
    (
      await request(testApp.http)
        .get(`/api/admin/${resource}`)
        .query(query({ ...values, range: [0, 999] }))
        .set('Authorization', admin)
        .expect(200)
    ).body as { id: number }[];

  it('is for administrators only: 401 without a token, 403 for other roles', async () => {
    for (const resource of ['agencies', 'persons', 'agency-users', 'agency-customers']) {
      await request(testApp.http).get(`/api/admin/${resource}/export`).expect(401);
      const other = await bearerFor(testApp, 'AGENCY');
      const forbidden = await request(testApp.http)
        .get(`/api/admin/${resource}/export`)
        .set('Authorization', other.header)
        .expect(403);
      expect(forbidden.body.code).toBe('FORBIDDEN');
    }
  });

  it('sends a UTF-8 CSV download with a BOM, an English header row, commas and CRLF line ends', async () => {
    const response = await download('persons', { filter: { q: tag }, sort: ['lastName', 'ASC'] }).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="persons-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['content-disposition']).toContain(new Date().toISOString().slice(0, 10));
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body as Buffer;
    expect(body.subarray(0, 3).equals(BOM)).toBe(true);
    const csv = text(body);
    expect(csv.split('\r\n')[0]).toBe('ID,Email,First name,Last name,Contact,Role,Status,Created (UTC)');
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(csv, ',');
    expect(rows).toHaveLength(1 + created.length);
    expect(rows.every((row) => row.length === 8)).toBe(true);
    const anna = rows.find((row) => row[2] === 'Anna') as string[];
    expect(anna[1]).toBe(created[0].email);
    expect(anna[4]).toBe('+49 30 1234567');
    expect(anna[7]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    expect(csv).not.toMatch(/password|hash|\$argon/i);
  });

  it('answers in German with ";" between cells and quotes ";", quotes and line breaks in values', async () => {
    const response = await download('persons', { filter: { q: tag }, sort: ['lastName', 'ASC'] }, 'de').expect(200);
    const body = response.body as Buffer;
    expect(body.subarray(0, 3).equals(BOM)).toBe(true);
    const csv = text(body);
    expect(csv.split('\r\n')[0]).toBe('ID;E-Mail;Vorname;Nachname;Kontakt;Rolle;Status;Angelegt (UTC)');
    expect(csv).toContain(`;"Semi;colon ${tag}";`);
    expect(csv).toContain(';"Say ""hi""";');
    expect(csv).toContain(';"Line\nbreak";');
    expect(csv).toContain(`;Müller ${tag};`);
    // A comma needs no quotes when ';' separates, and a formula never reaches a spreadsheet as one.
    expect(csv).toContain(';Comma, Carl;');
    expect(csv).toContain(";'=SUM(1,2);");
    const rows = parseCsv(csv, ';');
    expect(rows.map((row) => row[2])).toEqual([
      'Vorname',
      "'=SUM(1,2)",
      'Line\nbreak',
      'Say "hi"',
      'Anna',
      'Comma, Carl',
    ]);
    expect(rows.every((row) => row.length === 8)).toBe(true);
  });

  it('quotes the separator of English files too', async () => {
    const csv = text((await download('persons', { filter: { q: tag } })).body as Buffer);
    expect(csv).toContain(',"Comma, Carl",');
    expect(csv).toContain(`,Semi;colon ${tag},`);
  });

  it('exports exactly the rows of the filtered, sorted list (search and an equality filter)', async () => {
    for (const sort of [
      ['lastName', 'DESC'],
      ['email', 'ASC'],
      ['contact', 'ASC'],
      ['contact', 'DESC'],
    ]) {
      const values = { filter: { q: tag, role: 'USER' }, sort };
      const rows = parseCsv(text((await download('persons', values).expect(200)).body as Buffer), ',').slice(1);
      const expected = await list('persons', values);
      expect(expected).toHaveLength(4);
      expect(rows.map((row) => Number(row[0]))).toEqual(expected.map((row) => row.id));
    }
  });

  it('reads batch after batch in the list order, ties and NULLs included (keyset paging)', async () => {
    const service = testApp.app.get(PersonsAdminService);
    for (const sort of [
      ['lastName', 'ASC'],
      ['contact', 'ASC'],
      ['contact', 'DESC'],
      ['createdAt', 'DESC'],
      ['role', 'ASC'],
      ['id', 'DESC'],
    ]) {
      const values = { filter: JSON.stringify({ q: tag }), sort: JSON.stringify(sort) };
      const ids: number[] = [];
      let batches = 0;
      for await (const batch of exportBatches({ ...service.exportPersons(values), batchSize: 2 })) {
        batches += 1;
        ids.push(...batch.map((person) => person.id));
      }
      expect(batches).toBe(3);
      expect(ids).toEqual((await list('persons', { filter: { q: tag }, sort })).map((row) => row.id));
      if (sort[0] === 'id') expect(ids).toEqual([...ids].sort((a, b) => b - a));
    }
  });

  if (dialect === 'sqlite') {
    it('seeks the sort’s index for every batch after the first instead of reading it from its start', async () => {
      // An OR of the cases made every batch read the index from its start: an export of 1,000,000
      // persons took minutes. (MySQL's plan depends on the table's size; measured in
      // docs/decisions.md, "CSV export".)
      const service = testApp.app.get(PersonsAdminService);
      const getMany = jest.spyOn(SelectQueryBuilder.prototype, 'getMany');
      const statements: [string, unknown[]][] = [];
      getMany.mockImplementation(function (this: SelectQueryBuilder<ObjectLiteral>) {
        statements.push(this.getQueryAndParameters());
        return originalGetMany.call(this);
      });
      try {
        for (const sort of [
          ['lastName', 'ASC'],
          ['contact', 'DESC'],
          ['createdAt', 'ASC'],
        ]) {
          statements.length = 0;
          const source = service.exportPersons({ sort: JSON.stringify(sort) });
          let batches = 0;
          for await (const batch of exportBatches({ ...source, batchSize: 2 })) {
            batches += 1;
            if (batches === 3 || batch.length === 0) break;
          }
          const [sql, parameters] = statements.filter(([text]) => /IS NOT NULL/.test(text))[1];
          const plan = (await testApp.dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, parameters)) as {
            detail: string;
          }[];
          const main = plan.map((row) => row.detail).filter((detail) => /^(SCAN|SEARCH) person\b/.test(detail));
          expect(main[0]).toMatch(/^SEARCH person USING (COVERING )?INDEX \w+ \((<expr>|\w+)[<>]/);
          expect(main.every((detail) => !detail.startsWith('SCAN'))).toBe(true);
        }
      } finally {
        getMany.mockRestore();
      }
    });
  }

  it('breaks ties by the id in the sort direction, in batches as in one query', async () => {
    const service = testApp.app.get(PersonsAdminService);
    const read = async (sort: string[], batchSize: number) => {
      const source = service.exportPersons({ filter: JSON.stringify({ q: tag }), sort: JSON.stringify(sort) });
      const ids: number[] = [];
      for await (const batch of exportBatches({ ...source, batchSize })) {
        ids.push(...batch.map((person) => person.id));
      }
      return ids;
    };
    for (const sort of [
      ['role', 'DESC'],
      ['role', 'ASC'],
      ['contact', 'DESC'],
      ['createdAt', 'DESC'],
    ]) {
      const all = await read(sort, 1000);
      expect(all).toHaveLength(created.length);
      expect(await read(sort, 2)).toEqual(all);
    }
    // Ties on the role go by id in the sort's direction: the four USERs newest first.
    const users = created.filter((person) => person.role === 'USER').map((person) => person.id);
    expect((await read(['role', 'DESC'], 2)).slice(0, 4)).toEqual([...users].sort((a, b) => b - a));
  });

  it('stops reading when the consumer has gone', async () => {
    const service = testApp.app.get(PersonsAdminService);
    let stopped = false;
    let batches = 0;
    for await (const batch of exportBatches(
      { ...service.exportPersons({ filter: JSON.stringify({ q: tag }) }), batchSize: 1 },
      () => stopped,
    )) {
      batches += 1;
      expect(batch).toHaveLength(1);
      stopped = true;
    }
    expect(batches).toBe(1);
  });

  it('never reads the password hash for the lists and exports of persons and memberships', async () => {
    const statements: string[] = [];
    const getQuery = jest.spyOn(SelectQueryBuilder.prototype, 'getQuery');
    getQuery.mockImplementation(function (this: SelectQueryBuilder<ObjectLiteral>) {
      const sql = originalGetQuery.call(this);
      statements.push(sql);
      return sql;
    });
    try {
      for (const resource of ['persons', 'agency-users', 'agency-customers']) {
        const filter = resource === 'persons' ? { q: tag } : { agencyId: agency.id };
        await download(resource, { filter }).expect(200);
        const page = await request(testApp.http)
          .get(`/api/admin/${resource}`)
          .query(query({ filter, range: [0, 9] }))
          .set('Authorization', admin)
          .expect(200);
        expect(page.body.length).toBeGreaterThan(0);
      }
    } finally {
      getQuery.mockRestore();
    }
    expect(statements.length).toBeGreaterThan(6);
    expect(statements.filter((sql) => /password_hash/i.test(sql))).toEqual([]);
  });

  it('exports agencies and the users and customers of an agency', async () => {
    const agencies = parseCsv(
      text((await download('agencies', { filter: { q: tag } }).expect(200)).body as Buffer),
      ',',
    );
    expect(agencies[0]).toEqual([
      'ID',
      'Agency name',
      'Address',
      'Postcode',
      'City',
      'Country',
      'Website',
      'Created (UTC)',
      'Changed (UTC)',
    ]);
    expect(agencies.slice(1).map((row) => row.slice(0, 6))).toEqual([
      [String(agency.id), `Export Agency ${tag}`, 'Hauptstraße 1', '10115', '', 'DE'],
    ]);

    const users = await download('agency-users', { filter: { agencyId: agency.id }, sort: ['lastName', 'ASC'] }, 'de');
    expect(users.status).toBe(200);
    expect(users.headers['content-disposition']).toMatch(/filename="agency-users-\d{4}-\d{2}-\d{2}\.csv"/);
    const userRows = parseCsv(text(users.body as Buffer), ';');
    expect(userRows[0].slice(0, 5)).toEqual(['ID', 'Personen-ID', 'Agentur-ID', 'E-Mail', 'Vorname']);
    expect(userRows.slice(1).map((row) => row[1])).toEqual([String(created[1].id), String(created[0].id)]);
    expect(userRows.slice(1).every((row) => row[2] === String(agency.id))).toBe(true);

    const customers = parseCsv(
      text((await download('agency-customers', { filter: { agencyId: agency.id } }).expect(200)).body as Buffer),
      ',',
    );
    expect(customers.slice(1).map((row) => row[4])).toEqual(['Line\nbreak']);
  });

  it('sends only the header row when nothing matches', async () => {
    const csv = text((await download('persons', { filter: { q: `${tag}-nothing` } }).expect(200)).body as Buffer);
    expect(csv).toBe('ID,Email,First name,Last name,Contact,Role,Status,Created (UTC)\r\n');
  });

  it('refuses a bad sort, a bad filter and a range with 400 like the list, before any CSV', async () => {
    const bad = async (values: Record<string, unknown>) => {
      const response = await request(testApp.http)
        .get('/api/admin/persons/export')
        .query(query(values))
        .set('Authorization', admin)
        .expect(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      return response.body as { code: string; message: string };
    };
    expect((await bad({ sort: ['passwordHash', 'ASC'] })).code).toBe('VALIDATION_FAILED');
    expect((await bad({ filter: { passwordHash: 'x' } })).code).toBe('VALIDATION_FAILED');
    expect(await bad({ range: [0, 4] })).toEqual(
      expect.objectContaining({ code: 'VALIDATION_FAILED', message: expect.stringContaining('range') }),
    );
    const german = await request(testApp.http)
      .get('/api/admin/agency-users/export')
      .query({ sort: 'not json' })
      .set('Authorization', admin)
      .set('Accept-Language', 'de')
      .expect(400);
    expect(german.body.code).toBe('VALIDATION_FAILED');
  });
});
