import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { AuditService } from '../src/platform/audit/audit.service';
import { FileStorage } from '../src/platform/storage/file-storage';
import { Agency } from '../src/agencies/agency.entity';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Person } from '../src/people/person.entity';
import { bearerFor, postAgency } from './admin-helpers';
import { TEST_DIALECTS, createTestApp, uniqueEmail, type TestApp } from './test-app';

describe.each(TEST_DIALECTS)('admin agencies on %s', (dialect) => {
  let testApp: TestApp;
  let admin: string;
  let tag: string;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    admin = (await bearerFor(testApp)).header;
    tag = `T${Date.now().toString(36)}`;
    const agencies = testApp.dataSource.getRepository(Agency);
    await agencies.save(
      [
        {
          name: `Alpha Pflege ${tag}`,
          address: 'Hauptstraße 1',
          postcode: '10115',
          country: 'DE',
          url: 'https://alpha.example',
        },
        {
          name: `beta Medical ${tag}`,
          address: 'Ringstraße 20',
          postcode: '80331',
          country: 'AT',
          url: 'https://beta.example',
        },
        {
          name: `Gamma Care ${tag}`,
          address: 'Am Markt 3',
          postcode: '20095',
          country: 'DE',
          url: 'https://gamma.example',
        },
        {
          name: `Delta Ärzte ${tag}`,
          address: 'Bahnhofstraße 7',
          postcode: '50667',
          country: 'CH',
          url: 'https://delta.example',
        },
        {
          name: `Epsilon Staffing ${tag}`,
          address: 'Parkweg 12',
          postcode: '01067',
          country: 'DE',
          url: 'https://epsilon.example',
        },
        {
          name: `Zeta 100%_Personal ${tag}`,
          address: 'Lindenallee 9',
          postcode: '04109',
          country: 'DE',
          url: 'https://zeta.example',
        },
      ].map((values) => agencies.create(values)),
    );
  });
  afterAll(() => testApp.close());

  const list = (query: Record<string, unknown>) =>
    request(testApp.http)
      .get('/api/admin/agencies')
      .query(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])))
      .set('Authorization', admin);

  it('is for administrators only: 401 without a token, 403 for other roles', async () => {
    await request(testApp.http).get('/api/admin/agencies').expect(401);
    const agency = await bearerFor(testApp, 'AGENCY');
    const forbidden = await request(testApp.http)
      .get('/api/admin/agencies')
      .set('Authorization', agency.header)
      .expect(403);
    expect(forbidden.body).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'You do not have access to this area.',
      error: 'Forbidden',
    });
  });

  it('pages, sorts case-insensitively by name and answers Content-Range with the total', async () => {
    const first = await list({ sort: ['name', 'ASC'], range: [0, 4], filter: { q: tag } }).expect(200);
    expect(first.headers['content-range']).toBe('agencies 0-4/6');
    expect(first.body.map((agency: { name: string }) => agency.name.split(' ')[0])).toEqual([
      'Alpha',
      'beta',
      'Delta',
      'Epsilon',
      'Gamma',
    ]);
    const second = await list({ sort: ['name', 'ASC'], range: [5, 9], filter: { q: tag } }).expect(200);
    expect(second.headers['content-range']).toBe('agencies 5-5/6');
    expect(second.body).toHaveLength(1);
    const descending = await list({ sort: ['name', 'DESC'], range: [0, 0], filter: { q: tag } }).expect(200);
    expect(descending.body[0].name).toMatch(/^Zeta/);
    expect(descending.body[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), version: 1, logo: null, country: 'DE' }),
    );
  });

  it('searches name, postcode, address and country as case-insensitive substrings', async () => {
    const names = async (q: string) =>
      (await list({ filter: { q }, range: [0, 24] }).expect(200)).body
        .map((agency: { name: string }) => agency.name.split(' ')[0])
        .filter((name: string, _: number, all: string[]) => all.length > 0 && name);
    expect(await names(`BETA medical ${tag}`.toLowerCase())).toEqual(['beta']);
    expect(await names('80331')).toContain('beta');
    expect(await names('RINGSTR')).toContain('beta');
    expect(await names('ch')).toEqual(expect.arrayContaining(['Delta']));
    expect(await names('100%_')).toEqual(['Zeta']);
    const none = await list({ filter: { q: `%${tag}-nothing` } }).expect(200);
    expect(none.headers['content-range']).toBe('agencies 0-0/0');
  });

  it('finds agencies by their country name in English or German, not only by its code', async () => {
    const tagged = (await list({ filter: { q: tag }, range: [0, 9] }).expect(200)).body as { id: number }[];
    const ids = tagged.map((agency) => agency.id);
    const names = async (q: string) =>
      (await list({ filter: { q, id: ids }, range: [0, 9] }).expect(200)).body.map(
        (agency: { name: string }) => agency.name.split(' ')[0],
      );
    expect(await names('Austria')).toEqual(['beta']);
    expect(await names('österreich')).toEqual(['beta']);
    expect(await names('SCHWEIZ')).toEqual(['Delta']);
    expect(await names('Atlantis')).toEqual([]);
  });

  it('gets many by ids, as getMany does', async () => {
    const all = (await list({ filter: { q: tag }, range: [0, 9] }).expect(200)).body as { id: number }[];
    const ids = [all[0].id, all[2].id];
    const many = await list({ filter: { id: ids } }).expect(200);
    expect(many.body.map((agency: { id: number }) => agency.id).sort()).toEqual([...ids].sort());
  });

  it('answers bad list parameters with 400 and a clear message, never 500', async () => {
    expect((await list({ sort: ['password', 'ASC'] }).expect(400)).body.message).toMatch(/^Cannot sort by "password"/);
    await list({ sort: ['name', 'SIDEWAYS'] }).expect(400);
    await list({ range: [5, 1] }).expect(400);
    await list({ range: [0, 5000] }).expect(400);
    await list({ filter: { secret: 1 } }).expect(400);
    await list({ filter: { id: ['x'] } }).expect(400);
    await request(testApp.http).get('/api/admin/agencies?sort=notjson').set('Authorization', admin).expect(400);
    await request(testApp.http).get('/api/admin/agencies/abc').set('Authorization', admin).expect(400);
    await request(testApp.http).get('/api/admin/agencies/999999').set('Authorization', admin).expect(404);
  });

  it('adds an agency, validating the required fields and the url', async () => {
    const created = await postAgency(testApp, admin, {
      name: ' Neue Agentur GmbH ',
      address: 'Weg 1',
      postcode: '12345',
      country: 'DE',
      url: 'www.neue-agentur.de',
    }).expect(201);
    expect(created.body).toMatchObject({
      name: 'Neue Agentur GmbH',
      version: 1,
      url: 'www.neue-agentur.de',
      logo: expect.stringMatching(/^\/api\/files\/logos\/[0-9a-f-]+\.png$/),
    });
    const invalid = await postAgency(testApp, admin, {
      name: '',
      address: '',
      postcode: '',
      country: 'XX',
      url: 'not a url',
    }).expect(400);
    expect(invalid.body.message).toEqual(
      expect.arrayContaining([
        'Agency name is required.',
        'Address is required.',
        'Postcode is required.',
        'Country must be one of the listed countries.',
        'Incorrect url',
      ]),
    );
  });

  it('checks the postcode for the country when adding and when changing (the shared checkPostcode)', async () => {
    const fields = { name: 'PLZ Agentur GmbH', address: 'Weg 1', country: 'DE', url: 'https://plz.example' };
    for (const postcode of ['1234', '123456', 'ABCDE', '10 117']) {
      const refused = await postAgency(testApp, admin, { ...fields, postcode }).expect(400);
      expect(refused.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: ['Postcode is not valid for the country (in Germany five digits).'],
      });
    }
    const german = await postAgency(testApp, admin, { ...fields, postcode: 'ABCDE' })
      .set('Accept-Language', 'de')
      .expect(400);
    expect(german.body.message).toEqual(['Die Postleitzahl passt nicht zum Land (in Deutschland fünf Ziffern).']);
    const british = await postAgency(testApp, admin, { ...fields, country: 'GB', postcode: 'SW1A 1AA' }).expect(201);
    expect(british.body).toMatchObject({ postcode: 'SW1A 1AA', country: 'GB' });
    const agency = (await postAgency(testApp, admin, { ...fields, postcode: ' 01067 ' }).expect(201)).body;
    expect(agency.postcode).toBe('01067');

    const change = (version: number, changes: { field: string; value: unknown }[]) =>
      request(testApp.http)
        .patch(`/api/admin/agencies/${agency.id}`)
        .set('Authorization', admin)
        .send({ version, changes });
    const badPostcode = await change(1, [{ field: 'postcode', value: '1010' }]).expect(400);
    expect(badPostcode.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: ['Postcode is not valid for the country (in Germany five digits).'],
    });
    // Postcode and country in one change set are checked together: 1010 is Vienna's.
    const austrian = await change(1, [
      { field: 'postcode', value: '1010' },
      { field: 'country', value: 'AT' },
    ]).expect(200);
    expect(austrian.body).toMatchObject({ postcode: '1010', country: 'AT', version: 2 });
    // Back to Germany with a four-digit postcode is refused, nothing changed.
    const backToGermany = await change(2, [{ field: 'country', value: 'DE' }]).expect(400);
    expect(backToGermany.body.code).toBe('VALIDATION_FAILED');
    expect(await testApp.dataSource.getRepository(Agency).findOneByOrFail({ id: agency.id })).toMatchObject({
      country: 'AT',
      version: 2,
    });
    // A stored postcode that no longer passes never blocks changing another field.
    await testApp.dataSource.getRepository(Agency).update({ id: agency.id }, { country: 'DE' });
    const { version } = await testApp.dataSource.getRepository(Agency).findOneByOrFail({ id: agency.id });
    await change(version, [{ field: 'name', value: 'PLZ Agentur & Co. GmbH' }]).expect(200);
  });

  it('changes only the fields of the change set, checks the version and records the history', async () => {
    const { person } = await bearerFor(testApp);
    const agency = (
      await postAgency(testApp, admin, {
        name: 'Versioniert GmbH',
        address: 'A 1',
        postcode: '11111',
        country: 'DE',
        url: 'https://v.example',
      }).expect(201)
    ).body;

    const empty = await request(testApp.http)
      .patch(`/api/admin/agencies/${agency.id}`)
      .set('Authorization', admin)
      .send({ version: 1, changes: [] })
      .expect(200);
    expect(empty.body.version).toBe(1);

    const changed = await request(testApp.http)
      .patch(`/api/admin/agencies/${agency.id}`)
      .set('Authorization', admin)
      .send({
        version: 1,
        changes: [
          { field: 'name', value: 'Versioniert & Partner GmbH' },
          { field: 'postcode', value: '11111' },
        ],
      })
      .expect(200);
    expect(changed.body).toMatchObject({
      name: 'Versioniert & Partner GmbH',
      postcode: '11111',
      address: 'A 1',
      version: 2,
    });

    const stale = await request(testApp.http)
      .patch(`/api/admin/agencies/${agency.id}`)
      .set('Authorization', admin)
      .send({ version: 1, changes: [{ field: 'address', value: 'B 2' }] })
      .expect(409);
    expect(stale.body.message).toMatch(/^Someone else changed this record/);
    expect((await testApp.dataSource.getRepository(Agency).findOneByOrFail({ id: agency.id })).address).toBe('A 1');

    const badUrl = await request(testApp.http)
      .patch(`/api/admin/agencies/${agency.id}`)
      .set('Authorization', admin)
      .send({
        version: 2,
        changes: [
          { field: 'url', value: 'kaputt' },
          { field: 'logoKey', value: 'x' },
        ],
      })
      .expect(400);
    expect(badUrl.body.message).toEqual(['Incorrect url', expect.stringMatching(/^"logoKey" cannot be changed/)]);
    await request(testApp.http)
      .patch(`/api/admin/agencies/${agency.id}`)
      .set('Authorization', admin)
      .send({ changes: [] })
      .expect(400);

    const history = await request(testApp.http)
      .get(`/api/admin/agencies/${agency.id}/history`)
      .set('Authorization', admin)
      .expect(200);
    expect(history.body.map((entry: { action: string; field: string | null }) => [entry.action, entry.field])).toEqual([
      ['update', 'name'],
      ['create', null],
    ]);
    expect(history.body[0]).toMatchObject({
      oldValue: 'Versioniert GmbH',
      newValue: 'Versioniert & Partner GmbH',
      actorEmail: expect.stringContaining('@'),
    });
    expect(person.id).toBeGreaterThan(0);
  });

  it('deletes an agency with its memberships, keeping the people', async () => {
    const agency = (
      await postAgency(testApp, admin, {
        name: 'Weg GmbH',
        address: 'A 1',
        postcode: '11111',
        country: 'DE',
        url: 'https://weg.example',
      }).expect(201)
    ).body;
    const persons = testApp.dataSource.getRepository(Person);
    const member = await persons.save(
      persons.create({ email: uniqueEmail('member'), role: 'AGENCY', firstName: 'M', lastName: 'M' }),
    );
    await testApp.dataSource
      .getRepository(AgencyMembership)
      .insert({ agencyId: agency.id, personId: member.id, kind: 'USER' });
    const deleted = await request(testApp.http)
      .delete(`/api/admin/agencies/${agency.id}`)
      .set('Authorization', admin)
      .expect(200);
    expect(deleted.body.name).toBe('Weg GmbH');
    await request(testApp.http).get(`/api/admin/agencies/${agency.id}`).set('Authorization', admin).expect(404);
    expect(await testApp.dataSource.getRepository(AgencyMembership).countBy({ agencyId: agency.id })).toBe(0);
    expect(await persons.countBy({ id: member.id })).toBe(1);
    await request(testApp.http).delete(`/api/admin/agencies/${agency.id}`).set('Authorization', admin).expect(404);
  });

  describe('logos', () => {
    const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
    const newAgency = async () =>
      (
        await postAgency(testApp, admin, {
          name: 'Logo GmbH',
          address: 'A 1',
          postcode: '11111',
          country: 'DE',
          url: 'https://logo.example',
        }).expect(201)
      ).body;
    const upload = (id: number, version: number, content: Buffer, filename: string, contentType = 'image/png') =>
      request(testApp.http)
        .put(`/api/admin/agencies/${id}/logo`)
        .set('Authorization', admin)
        .field('version', String(version))
        .attach('logo', content, { filename, contentType });

    it('stores a PNG or JPEG, serves it publicly and replaces the old file', async () => {
      const agency = await newAgency();
      const first = await upload(agency.id, 1, PNG, 'logo.png').expect(200);
      expect(first.body).toMatchObject({
        version: 2,
        logo: expect.stringMatching(/^\/api\/files\/logos\/[0-9a-f-]+\.png$/),
      });
      const served = await request(testApp.http).get(first.body.logo).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(Buffer.from(served.body).equals(PNG)).toBe(true);
      // A JPEG named .png with a wrong declared type is still a JPEG: the content decides.
      const second = await upload(agency.id, 2, JPEG, 'logo.png', 'application/octet-stream').expect(200);
      expect(second.body.logo).toMatch(/\.jpg$/);
      await request(testApp.http).get(first.body.logo).expect(404);
      const history = await request(testApp.http)
        .get(`/api/admin/agencies/${agency.id}/history`)
        .set('Authorization', admin)
        .expect(200);
      expect(history.body[0]).toMatchObject({ action: 'update', field: 'logo' });
    });

    it('refuses other content with 415, too large files with 413, stale versions with 409', async () => {
      const agency = await newAgency();
      const gif = await upload(agency.id, 1, Buffer.from('GIF89a-not-allowed'), 'logo.png', 'image/png').expect(415);
      expect(gif.body.message).toBe('Logos and pictures must be JPEG, PNG or BMP images.');
      const script = await upload(agency.id, 1, Buffer.from('<svg onload=alert(1)>'), 'logo.jpg', 'image/jpeg').expect(
        415,
      );
      expect(script.body.statusCode).toBe(415);
      const big = Buffer.concat([PNG, Buffer.alloc(5_000_001)]);
      const tooLarge = await upload(agency.id, 1, big, 'big.png').expect(413);
      expect(tooLarge.body.statusCode).toBe(413);
      await upload(agency.id, 7, PNG, 'logo.png').expect(409);
      await request(testApp.http)
        .put(`/api/admin/agencies/${agency.id}/logo`)
        .set('Authorization', admin)
        .field('version', '1')
        .expect(400);
      expect(
        (await request(testApp.http).get(`/api/admin/agencies/${agency.id}`).set('Authorization', admin).expect(200))
          .body,
      ).toMatchObject({ logo: agency.logo, version: 1 });
    });

    const logoFiles = () => {
      const folder = join(testApp.config.uploadDir, 'logos');
      return existsSync(folder) ? readdirSync(folder).sort() : [];
    };
    const fields = (name: string) => ({
      name,
      address: 'A 1',
      postcode: '11111',
      country: 'DE',
      url: 'https://atomar.example',
    });
    const rowsNamed = (name: string) => testApp.dataSource.getRepository(Agency).countBy({ name });

    it('adds an agency with its logo in one request, or leaves neither row nor file', async () => {
      const before = logoFiles();
      const gif = await postAgency(testApp, admin, fields(`Kein Bild ${tag}`), {
        content: Buffer.from('GIF89a-not-allowed'),
        filename: 'logo.png',
        contentType: 'image/png',
      }).expect(415);
      expect(gif.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      const missing = await postAgency(testApp, admin, fields(`Ohne Logo ${tag}`), null).expect(400);
      expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please choose an image file.' });
      expect(await rowsNamed(`Kein Bild ${tag}`)).toBe(0);
      expect(await rowsNamed(`Ohne Logo ${tag}`)).toBe(0);

      // The file is stored, then the insert fails: the stored logo is removed again.
      const audit = testApp.app.get(AuditService);
      const spy = jest.spyOn(audit, 'record').mockRejectedValueOnce(new Error('audit down'));
      try {
        await postAgency(testApp, admin, fields(`Halb ${tag}`)).expect(500);
      } finally {
        spy.mockRestore();
      }
      expect(await rowsNamed(`Halb ${tag}`)).toBe(0);

      // The store fails: nothing is inserted.
      const storage = testApp.app.get(FileStorage);
      const put = jest.spyOn(storage, 'put').mockRejectedValueOnce(new Error('disk full'));
      try {
        await postAgency(testApp, admin, fields(`Voll ${tag}`)).expect(500);
      } finally {
        put.mockRestore();
      }
      expect(await rowsNamed(`Voll ${tag}`)).toBe(0);
      expect(logoFiles()).toEqual(before);

      // A retry after the failures creates exactly one agency, with its logo.
      const created = await postAgency(testApp, admin, fields(`Halb ${tag}`)).expect(201);
      expect(await rowsNamed(`Halb ${tag}`)).toBe(1);
      expect(existsSync(join(testApp.config.uploadDir, created.body.logo.replace('/api/files/', '')))).toBe(true);
    });

    it('refuses the old JSON create (which could leave an agency without its logo)', async () => {
      const refused = await request(testApp.http)
        .post('/api/admin/agencies')
        .set('Authorization', admin)
        .send(fields(`Json ${tag}`))
        .expect(415);
      expect(refused.body).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Send the agency as multipart/form-data (fields and "logo").',
      });
      expect(await rowsNamed(`Json ${tag}`)).toBe(0);
    });
  });

  describe('in German', () => {
    it('answers a bad change set, a bad sort and a missing record in German', async () => {
      const agency = (
        await postAgency(testApp, admin, {
          name: `Deutsch ${tag}`,
          address: 'A 1',
          postcode: '11111',
          country: 'DE',
          url: 'https://de.example',
        }).expect(201)
      ).body;
      const badChange = await request(testApp.http)
        .patch(`/api/admin/agencies/${agency.id}`)
        .set('Authorization', admin)
        .set('Accept-Language', 'de')
        .send({
          version: 1,
          changes: [
            { field: 'name', value: ' ' },
            { field: 'url', value: 'kaputt' },
            { field: 'country', value: 'XX' },
            { field: 'logoKey', value: 'x' },
          ],
        })
        .expect(400);
      expect(badChange.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(badChange.body.message).toEqual([
        'Name der Agentur ist erforderlich.',
        'Ungültige URL',
        'Land muss einer der aufgeführten Werte sein.',
        expect.stringMatching(/^„logoKey“ kann nicht geändert werden\. Änderbare Felder: name, address/),
      ]);
      const badSort = await request(testApp.http)
        .get('/api/admin/agencies')
        .query({ sort: JSON.stringify(['password', 'ASC']) })
        .set('Authorization', admin)
        .set('Accept-Language', 'de')
        .expect(400);
      expect(badSort.body.message).toMatch(
        /^Nach „password“ kann nicht sortiert werden\. Sortierbare Felder: id, name/,
      );
      const badFilter = await request(testApp.http)
        .get('/api/admin/agencies')
        .query({ filter: '{' })
        .set('Authorization', admin)
        .set('Accept-Language', 'de')
        .expect(400);
      expect(badFilter.body.message).toBe('filter muss JSON sein, z. B. {"q":"text"}.');
      const missing = await request(testApp.http)
        .get('/api/admin/agencies/999999')
        .set('Authorization', admin)
        .set('Accept-Language', 'de')
        .expect(404);
      expect(missing.body).toMatchObject({ code: 'NOT_FOUND', message: 'Die Agentur wurde nicht gefunden.' });
      const missingEnglish = await request(testApp.http)
        .get('/api/admin/agencies/999999')
        .set('Authorization', admin)
        .expect(404);
      expect(missingEnglish.body.message).toBe('The agency was not found.');
      const emptyCreate = await postAgency(testApp, admin, {
        name: '',
        address: 'A',
        postcode: '1',
        country: 'DE',
        url: 'x',
      })
        .set('Accept-Language', 'de')
        .expect(400);
      expect(emptyCreate.body.message).toEqual(
        expect.arrayContaining(['Name der Agentur ist erforderlich.', 'Ungültige URL']),
      );
    });
  });

  describe('files', () => {
    it('serves only images from the public folders', async () => {
      await request(testApp.http).get('/api/files/documents/secret.pdf').expect(404);
      await request(testApp.http).get('/api/files/logos/..%2F..%2Fjwt-secret').expect(404);
      await request(testApp.http).get('/api/files/logos/missing.png').expect(404);
    });
  });
});
