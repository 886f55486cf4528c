import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { AuditService } from '../src/platform/audit/audit.service';
import { Department } from '../src/organisations/departments/department.entity';
import { JobRequest } from '../src/marketplace/jobs/job-request.entity';
import { OrganisationDependents } from '../src/organisations/organisation-dependents';
import { OrganisationMembership } from '../src/organisations/organisation-membership.entity';
import { OrganisationPicture } from '../src/organisations/organisation-picture.entity';
import { Organisation } from '../src/organisations/organisation.entity';
import { Person } from '../src/people/person.entity';
import { FileStorage } from '../src/platform/storage/file-storage';
import { bearerFor, csvExport, readCsv } from './admin-helpers';
import { TEST_DIALECTS, createTestApp, uniqueEmail, type TestApp } from './test-app';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const BMP = Buffer.concat([Buffer.from([0x42, 0x4d]), Buffer.alloc(64, 3)]);

describe.each(TEST_DIALECTS)('admin organisations on %s', (dialect) => {
  let testApp: TestApp;
  let admin: string;
  let tag: string;

  /** Every stored file (logos and pictures) below the upload folder. */
  const storedFiles = (): string[] =>
    ['logos', 'pictures'].flatMap((folder) => {
      const path = join(testApp.config.uploadDir, folder);
      return existsSync(path) ? readdirSync(path).map((name) => `${folder}/${name}`) : [];
    });

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    admin = (await bearerFor(testApp)).header;
    tag = `T${Date.now().toString(36)}`;
    const organisations = testApp.dataSource.getRepository(Organisation);
    await organisations.save(
      [
        { name: `Alpha Klinik ${tag}`, address: 'Hauptstraße 1', postcode: '10115', country: 'DE' },
        { name: `beta Spital ${tag}`, address: 'Ringstraße 20', postcode: '80331', country: 'AT' },
        { name: `Gamma Heim ${tag}`, address: 'Am Markt 3', postcode: '20095', country: 'DE' },
        { name: `Delta Praxis ${tag}`, address: 'Bahnhofstraße 7', postcode: '50667', country: 'CH' },
        { name: `Epsilon Zentrum ${tag}`, address: 'Parkweg 12', postcode: '01067', country: 'DE' },
        { name: `Zeta 100%_Klinik ${tag}`, address: 'Lindenallee 9', postcode: '04109', country: 'DE' },
      ].map((values) => organisations.create(values)),
    );
  });
  afterAll(() => testApp.close());

  const list = (query: Record<string, unknown>) =>
    request(testApp.http)
      .get('/api/admin/organisations')
      .query(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])))
      .set('Authorization', admin);

  /** The add-organisation form as multipart; `files` are [field, content, filename]. */
  const create = (fields: Record<string, string>, files: [string, Buffer, string][] = []) => {
    let call = request(testApp.http).post('/api/admin/organisations').set('Authorization', admin);
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    for (const [name, content, filename] of files) call = call.attach(name, content, { filename });
    return call;
  };
  const fields = (name: string) => ({
    name,
    postcode: '20249',
    address: 'Martinistraße 52',
    country: 'DE',
    city: 'Hamburg',
    url: 'https://klinik.example',
  });
  const countNamed = (name: string) => testApp.dataSource.getRepository(Organisation).countBy({ name });

  it('is for administrators only: 401 without a token, 403 for other roles', async () => {
    await request(testApp.http).get('/api/admin/organisations').expect(401);
    await request(testApp.http).get('/api/admin/organisation-pictures/1').expect(401);
    const hospital = await bearerFor(testApp, 'ORG_ADMIN');
    const forbidden = await request(testApp.http)
      .get('/api/admin/organisations')
      .set('Authorization', hospital.header)
      .expect(403);
    expect(forbidden.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    await create(fields(`Verboten ${tag}`))
      .set('Authorization', hospital.header)
      .expect(403);
  });

  it('pages, sorts case-insensitively by name and answers Content-Range with the total', async () => {
    const first = await list({ sort: ['name', 'ASC'], range: [0, 4], filter: { q: tag } }).expect(200);
    expect(first.headers['content-range']).toBe('organisations 0-4/6');
    expect(first.body.map((organisation: { name: string }) => organisation.name.split(' ')[0])).toEqual([
      'Alpha',
      'beta',
      'Delta',
      'Epsilon',
      'Gamma',
    ]);
    const second = await list({ sort: ['name', 'ASC'], range: [5, 9], filter: { q: tag } }).expect(200);
    expect(second.headers['content-range']).toBe('organisations 5-5/6');
    const descending = await list({ sort: ['name', 'DESC'], range: [0, 0], filter: { q: tag } }).expect(200);
    expect(descending.body[0]).toEqual(
      expect.objectContaining({ name: expect.stringMatching(/^Zeta/), version: 1, logo: null, country: 'DE' }),
    );
    const byPostcode = await list({ sort: ['postcode', 'ASC'], range: [0, 0], filter: { q: tag } }).expect(200);
    expect(byPostcode.body[0].postcode).toBe('01067');
    expect((await list({ sort: ['logoKey', 'ASC'] }).expect(400)).body.message).toMatch(/^Cannot sort by "logoKey"/);
  });

  it('searches name, postcode, address and country as case-insensitive substrings', async () => {
    const names = async (q: string) =>
      (await list({ filter: { q }, range: [0, 99] }).expect(200)).body.map(
        (organisation: { name: string }) => organisation.name.split(' ')[0],
      );
    expect(await names(`BETA spital ${tag}`)).toEqual(['beta']);
    expect(await names('80331')).toContain('beta');
    expect(await names('RINGSTR')).toContain('beta');
    expect(await names('ch')).toContain('Delta');
    expect(await names('100%_')).toEqual(['Zeta']);
  });

  it('finds organisations by their country name in English or German, not only by its code', async () => {
    const tagged = (await list({ filter: { q: tag }, range: [0, 9] }).expect(200)).body as { id: number }[];
    const ids = tagged.map((organisation) => organisation.id);
    const names = async (q: string) =>
      (await list({ filter: { q, id: ids }, range: [0, 9] }).expect(200)).body.map(
        (organisation: { name: string }) => organisation.name.split(' ')[0],
      );
    expect(await names('austria')).toEqual(['beta']);
    expect(await names('Österreich')).toEqual(['beta']);
    expect(await names('Switzerland')).toEqual(['Delta']);
    expect(await names('Atlantis')).toEqual([]);
  });

  it('exports the searched list as CSV in the list’s order, the header in English with commas', async () => {
    const exported = await csvExport(
      testApp,
      admin,
      'organisations',
      { sort: ['name', 'DESC'], filter: { q: tag } },
      'en',
    )
      .expect(200)
      .expect('Content-Type', /text\/csv/);
    const { rows } = readCsv(exported.body as Buffer, ',');
    expect(rows[0].join(',')).toBe('ID,Organisation,Address,Postcode,City,Country,Website,Created (UTC)');
    const listed = await list({ sort: ['name', 'DESC'], filter: { q: tag }, range: [0, 99] }).expect(200);
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(
      listed.body.map((organisation: { id: number }) => organisation.id),
    );
  });

  it('adds an organisation with a logo and two pictures, and reads it with its pictures', async () => {
    const name = `Neu mit Bildern ${tag}`;
    const created = await create(fields(` ${name} `), [
      ['logo', PNG, 'logo.png'],
      ['pictures', JPEG, 'eingang.jpg'],
      ['pictures', BMP, 'flur.bmp'],
    ]).expect(201);
    expect(created.body).toMatchObject({
      name,
      city: 'Hamburg',
      version: 1,
      logo: expect.stringMatching(/^\/api\/files\/logos\/[0-9a-f-]+\.png$/),
      pictures: [
        { url: expect.stringMatching(/^\/api\/files\/pictures\/[0-9a-f-]+\.jpg$/), description: '' },
        { url: expect.stringMatching(/\.bmp$/), description: '' },
      ],
    });
    const served = await request(testApp.http).get(created.body.pictures[0].url).expect(200);
    expect(Buffer.from(served.body).equals(JPEG)).toBe(true);
    const detail = await request(testApp.http)
      .get(`/api/admin/organisations/${created.body.id}`)
      .set('Authorization', admin)
      .expect(200);
    expect(detail.body.pictures.map((picture: { id: number }) => picture.id)).toEqual(
      created.body.pictures.map((picture: { id: number }) => picture.id),
    );
    const row = await testApp.dataSource.getRepository(Organisation).findOneByOrFail({ id: created.body.id });
    expect(row.creatorId).toEqual(expect.any(Number));
    await request(testApp.http).get('/api/admin/organisations/999999').set('Authorization', admin).expect(404);
    await request(testApp.http).get('/api/admin/organisations/abc').set('Authorization', admin).expect(400);
  });

  it('validates the fields: required ones and the url', async () => {
    const invalid = await create({ name: '', postcode: '', address: '', country: 'XX', url: 'kein url' }).expect(400);
    expect(invalid.body.message).toEqual(
      expect.arrayContaining([
        'Organisation name is required.',
        'Postcode is required.',
        'Organisation address is required.',
        'Country must be one of the listed countries.',
        'Incorrect url',
      ]),
    );
    const json = await request(testApp.http)
      .post('/api/admin/organisations')
      .set('Authorization', admin)
      .send(fields(`Als JSON ${tag}`))
      .expect(415);
    expect(json.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const withoutFiles = await create({ ...fields(`Ohne Bilder ${tag}`), city: '' }).expect(201);
    expect(withoutFiles.body).toMatchObject({ logo: null, city: null, pictures: [] });
  });

  it('checks the postcode for the country when adding and when changing (the shared checkPostcode)', async () => {
    for (const postcode of ['2024', '202490', 'Hamburg']) {
      const refused = await create({ ...fields(`Falsche PLZ ${tag}`), postcode }).expect(400);
      expect(refused.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: ['Postcode is not valid for the country (in Germany five digits).'],
      });
    }
    expect(await countNamed(`Falsche PLZ ${tag}`)).toBe(0);
    const swiss = await create({ ...fields(`Spital ${tag}`), country: 'CH', postcode: '8001' }).expect(201);
    expect(swiss.body).toMatchObject({ postcode: '8001', country: 'CH' });
    const created = (await create(fields(`Richtige PLZ ${tag}`)).expect(201)).body;

    const change = (changes: { field: string; value: unknown }[]) =>
      request(testApp.http)
        .patch(`/api/admin/organisations/${created.id}`)
        .set('Authorization', admin)
        .set('Accept-Language', 'de')
        .send({ version: created.version, changes });
    const refused = await change([{ field: 'postcode', value: '2024' }]).expect(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: ['Die Postleitzahl passt nicht zum Land (in Deutschland fünf Ziffern).'],
    });
    const changed = await change([{ field: 'postcode', value: '22307' }]).expect(200);
    expect(changed.body).toMatchObject({ postcode: '22307', version: created.version + 1 });
  });

  it('leaves nothing behind when the third picture is not an image', async () => {
    const before = storedFiles();
    const name = `Kaputtes Bild ${tag}`;
    const refused = await create(fields(name), [
      ['logo', PNG, 'logo.png'],
      ['pictures', JPEG, 'a.jpg'],
      ['pictures', PNG, 'b.png'],
      ['pictures', Buffer.from('GIF89a-not-allowed'), 'c.png'],
    ]).expect(415);
    expect(refused.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await countNamed(name)).toBe(0);
    expect(storedFiles()).toEqual(before);
  });

  it('removes the files already stored when storing the third picture fails', async () => {
    const storage = testApp.app.get(FileStorage);
    const put = storage.put.bind(storage);
    let calls = 0;
    const spy = jest.spyOn(storage, 'put').mockImplementation(async (key, content, type) => {
      calls += 1;
      if (calls === 4) throw new Error('disk full');
      return put(key, content, type);
    });
    const before = storedFiles();
    const name = `Volle Platte ${tag}`;
    try {
      await create(fields(name), [
        ['logo', PNG, 'logo.png'],
        ['pictures', JPEG, 'a.jpg'],
        ['pictures', PNG, 'b.png'],
        ['pictures', PNG, 'c.png'],
      ]).expect(500);
    } finally {
      spy.mockRestore();
    }
    expect(calls).toBe(4);
    expect(await countNamed(name)).toBe(0);
    expect(storedFiles()).toEqual(before);
  });

  it('removes the stored files when the transaction fails', async () => {
    const audit = testApp.app.get(AuditService);
    const spy = jest.spyOn(audit, 'record').mockRejectedValueOnce(new Error('audit down'));
    const before = storedFiles();
    const name = `Ohne Protokoll ${tag}`;
    try {
      await create(fields(name), [
        ['logo', PNG, 'logo.png'],
        ['pictures', JPEG, 'a.jpg'],
      ]).expect(500);
    } finally {
      spy.mockRestore();
    }
    expect(await countNamed(name)).toBe(0);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an 11th picture with 422 LIMIT_REACHED, too large files with 413, in both languages', async () => {
    const before = storedFiles();
    const name = `Zu viele Bilder ${tag}`;
    const eleven = Array.from({ length: 11 }, (_, index): [string, Buffer, string] => [
      'pictures',
      PNG,
      `p${index}.png`,
    ]);
    const refused = await create(fields(name), eleven).expect(422);
    expect(refused.body).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'An organisation can have at most 10 pictures. Delete a picture before adding another.',
    });
    const german = await create(fields(name), eleven).set('Accept-Language', 'de').expect(422);
    expect(german.body.message).toMatch(/^Eine Organisation kann höchstens 10 Bilder haben/);
    const tooLarge = await create(fields(name), [
      ['pictures', Buffer.concat([PNG, Buffer.alloc(5_000_001)]), 'big.png'],
    ]);
    expect(tooLarge.status).toBe(413);
    const unknownField = await create(fields(name), [['brochure', PNG, 'x.png']]).expect(400);
    expect(unknownField.body.code).toBe('VALIDATION_FAILED');
    expect(await countNamed(name)).toBe(0);
    expect(storedFiles()).toEqual(before);
  });

  it('answers the leasing contracts’ texts the hospital keeps in its settings with the detail', async () => {
    const organisation = (await create(fields(`Vertragstexte ${tag}`)).expect(201)).body;
    expect(organisation).toMatchObject({ workingConditions: null, cancellationTerms: null });
    await testApp.dataSource.manager.update(Organisation, organisation.id, {
      workingConditions: 'TVöD-K, 38,5 Stunden je Woche',
      cancellationTerms: 'Kostenfrei bis 72 Stunden vor Dienstbeginn.',
    });
    const read = await request(testApp.http)
      .get(`/api/admin/organisations/${organisation.id}`)
      .set('Authorization', admin)
      .expect(200);
    expect(read.body).toMatchObject({
      workingConditions: 'TVöD-K, 38,5 Stunden je Woche',
      cancellationTerms: 'Kostenfrei bis 72 Stunden vor Dienstbeginn.',
    });
  });

  it('changes only the fields of the change set, checks the version and records the history', async () => {
    const organisation = (await create(fields(`Versioniert ${tag}`)).expect(201)).body;
    const changed = await request(testApp.http)
      .patch(`/api/admin/organisations/${organisation.id}`)
      .set('Authorization', admin)
      .send({ version: 1, changes: [{ field: 'city', value: 'Lübeck' }] })
      .expect(200);
    expect(changed.body).toMatchObject({ city: 'Lübeck', version: 2, address: 'Martinistraße 52' });
    const stale = await request(testApp.http)
      .patch(`/api/admin/organisations/${organisation.id}`)
      .set('Authorization', admin)
      .send({ version: 1, changes: [{ field: 'address', value: 'Anderswo 2' }] })
      .expect(409);
    expect(stale.body).toMatchObject({ code: 'STALE_VERSION', message: expect.stringMatching(/^Someone else/) });
    const refused = await request(testApp.http)
      .patch(`/api/admin/organisations/${organisation.id}`)
      .set('Authorization', admin)
      .send({ version: 2, changes: [{ field: 'logoKey', value: 'x' }] })
      .expect(400);
    expect(refused.body.message).toEqual([expect.stringMatching(/^"logoKey" cannot be changed/)]);

    const logo = await request(testApp.http)
      .put(`/api/admin/organisations/${organisation.id}/logo`)
      .set('Authorization', admin)
      .field('version', '2')
      .attach('logo', PNG, { filename: 'logo.png' })
      .expect(200);
    expect(logo.body).toMatchObject({ version: 3, logo: expect.stringMatching(/\.png$/) });
    await request(testApp.http)
      .put(`/api/admin/organisations/${organisation.id}/logo`)
      .set('Authorization', admin)
      .field('version', '3')
      .attach('logo', Buffer.from('<svg/>'), { filename: 'logo.png' })
      .expect(415);

    const history = await request(testApp.http)
      .get(`/api/admin/organisations/${organisation.id}/history`)
      .set('Authorization', admin)
      .expect(200);
    expect(history.body.map((entry: { action: string; field: string | null }) => [entry.action, entry.field])).toEqual([
      ['update', 'logo'],
      ['update', 'city'],
      ['create', null],
    ]);
    expect(history.body[1]).toMatchObject({ oldValue: 'Hamburg', newValue: 'Lübeck' });
  });

  it('adds pictures one at a time up to ten, changes a description and deletes a picture with its file', async () => {
    const organisation = (await create(fields(`Bilder ${tag}`), [['pictures', PNG, 'a.png']]).expect(201)).body;
    const addPicture = (content = JPEG) =>
      request(testApp.http)
        .post(`/api/admin/organisations/${organisation.id}/pictures`)
        .set('Authorization', admin)
        .field('description', 'Station 3')
        .attach('picture', content, { filename: 'bild.jpg' });
    const added = await addPicture().expect(201);
    expect(added.body).toMatchObject({ organisationId: organisation.id, description: 'Station 3', version: 1 });
    await addPicture(Buffer.from('not an image')).expect(415);
    for (let count = 2; count < 10; count += 1) await addPicture().expect(201);
    const before = storedFiles();
    const eleventh = await addPicture().expect(422);
    expect(eleventh.body.code).toBe('LIMIT_REACHED');
    expect(storedFiles()).toEqual(before);

    const picture = organisation.pictures[0];
    const read = await request(testApp.http)
      .get(`/api/admin/organisation-pictures/${picture.id}`)
      .set('Authorization', admin)
      .expect(200);
    expect(read.body).toMatchObject({ id: picture.id, description: '', url: picture.url });
    const described = await request(testApp.http)
      .patch(`/api/admin/organisation-pictures/${picture.id}`)
      .set('Authorization', admin)
      .send({ version: 1, changes: [{ field: 'description', value: 'Haupteingang' }] })
      .expect(200);
    expect(described.body).toMatchObject({ description: 'Haupteingang', version: 2 });
    await request(testApp.http)
      .patch(`/api/admin/organisation-pictures/${picture.id}`)
      .set('Authorization', admin)
      .send({ version: 1, changes: [{ field: 'description', value: 'Alt' }] })
      .expect(409);

    const file = join(testApp.config.uploadDir, picture.url.replace('/api/files/', ''));
    expect(existsSync(file)).toBe(true);
    await request(testApp.http)
      .delete(`/api/admin/organisation-pictures/${picture.id}`)
      .set('Authorization', admin)
      .expect(200);
    expect(existsSync(file)).toBe(false);
    await request(testApp.http).get(picture.url).expect(404);
    await request(testApp.http)
      .get(`/api/admin/organisation-pictures/${picture.id}`)
      .set('Authorization', admin)
      .expect(404);
    // Nine left: one more fits again.
    await addPicture().expect(201);
  });

  /** A shift request of the organisation, written straight to the marketplace's table. */
  /** The delete is refused with the English 409 HAS_DEPENDENTS body. */
  const expectHasDependents = async (organisationId: number) => {
    const refused = await request(testApp.http)
      .delete(`/api/admin/organisations/${organisationId}`)
      .set('Authorization', admin)
      .expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      code: 'HAS_DEPENDENTS',
      message: 'This organisation has shift requests, so it cannot be deleted.',
      error: 'Conflict',
    });
  };
  const addRequest = (organisationId: number) =>
    testApp.dataSource.getRepository(JobRequest).save(
      testApp.dataSource.getRepository(JobRequest).create({
        organisationId,
        kind: 'NURSE',
        state: 'internal_adv',
        title: 'Frühdienst',
        skills: [],
      }),
    );

  it('refuses to delete an organisation with shift requests (409 HAS_DEPENDENTS, en and de)', async () => {
    const organisation = (await create(fields(`Mit Anfragen ${tag}`), [['logo', PNG, 'logo.png']]).expect(201)).body;
    const shift = await addRequest(organisation.id);
    await expectHasDependents(organisation.id);
    const german = await request(testApp.http)
      .delete(`/api/admin/organisations/${organisation.id}`)
      .set('Authorization', admin)
      .set('Accept-Language', 'de')
      .expect(409);
    expect(german.body.message).toBe('Diese Organisation hat Dienstanfragen und kann daher nicht gelöscht werden.');
    expect(await countNamed(organisation.name)).toBe(1);
    expect(await testApp.dataSource.getRepository(JobRequest).countBy({ id: shift.id })).toBe(1);
    expect(existsSync(join(testApp.config.uploadDir, organisation.logo.replace('/api/files/', '')))).toBe(true);
  });

  it('answers the same 409 when only the foreign key refuses (a request that slipped past the delete guard)', async () => {
    const organisation = (
      await create(fields(`Nur Fremdschlüssel ${tag}`), [
        ['logo', PNG, 'logo.png'],
        ['pictures', JPEG, 'a.jpg'],
      ]).expect(201)
    ).body;
    const shift = await addRequest(organisation.id);
    // The marketplace's check finds nothing, as if the request came in after it ran: the
    // database's RESTRICT must refuse the delete, and that refusal is the same 409, not a 500.
    const guard = jest.spyOn(testApp.app.get(OrganisationDependents), 'assertNone').mockResolvedValue();
    try {
      await expectHasDependents(organisation.id);
      expect(guard).toHaveBeenCalledTimes(1);
    } finally {
      guard.mockRestore();
    }
    expect(await countNamed(organisation.name)).toBe(1);
    expect(await testApp.dataSource.getRepository(JobRequest).countBy({ id: shift.id })).toBe(1);
    expect(
      await testApp.dataSource.getRepository(OrganisationPicture).countBy({ organisationId: organisation.id }),
    ).toBe(1);
    expect(existsSync(join(testApp.config.uploadDir, organisation.logo.replace('/api/files/', '')))).toBe(true);
  });

  it('deletes an organisation with its pictures, departments and memberships, keeping the people', async () => {
    const organisation = (
      await create(fields(`Weg ${tag}`), [
        ['logo', PNG, 'logo.png'],
        ['pictures', JPEG, 'a.jpg'],
        ['pictures', PNG, 'b.png'],
      ]).expect(201)
    ).body;
    const persons = testApp.dataSource.getRepository(Person);
    const member = await persons.save(
      persons.create({ email: uniqueEmail('orgmember'), role: 'ORG_ADMIN', firstName: 'O', lastName: 'M' }),
    );
    await testApp.dataSource
      .getRepository(OrganisationMembership)
      .insert({ organisationId: organisation.id, personId: member.id });
    await testApp.dataSource
      .getRepository(Department)
      .insert({ organisationId: organisation.id, name: 'Innere', defaultSkills: [] });
    const files = [organisation.logo, ...organisation.pictures.map((picture: { url: string }) => picture.url)].map(
      (url: string) => join(testApp.config.uploadDir, url.replace('/api/files/', '')),
    );
    expect(files.every((file) => existsSync(file))).toBe(true);

    const deleted = await request(testApp.http)
      .delete(`/api/admin/organisations/${organisation.id}`)
      .set('Authorization', admin)
      .expect(200);
    expect(deleted.body.name).toBe(`Weg ${tag}`);
    expect(files.some((file) => existsSync(file))).toBe(false);
    const { dataSource } = testApp;
    expect(await dataSource.getRepository(OrganisationPicture).countBy({ organisationId: organisation.id })).toBe(0);
    expect(await dataSource.getRepository(OrganisationMembership).countBy({ organisationId: organisation.id })).toBe(0);
    expect(await dataSource.getRepository(Department).countBy({ organisationId: organisation.id })).toBe(0);
    expect(await persons.countBy({ id: member.id })).toBe(1);
    const history = await request(testApp.http)
      .get(`/api/admin/organisations/${organisation.id}/history`)
      .set('Authorization', admin)
      .expect(200);
    expect(history.body[0]).toMatchObject({ action: 'delete', field: 'name', oldValue: `Weg ${tag}` });
    await request(testApp.http)
      .delete(`/api/admin/organisations/${organisation.id}`)
      .set('Authorization', admin)
      .expect(404);
  });
});
