import request from 'supertest';
import { Document } from '../src/marketplace/documents/document.entity';
import { bearerFor, csvExport, readCsv } from './admin-helpers';
import { addApplicant, createHospital, doctorBody, nurseBody, orgAdmin, postJob, type Hospital } from './jobs-helpers';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

interface Row {
  id: number;
  kind: string;
  state: string;
  title: string;
  organisationId: number;
  organisationName: string | null;
  departmentName: string | null;
  firstDate: string | null;
  lastDate: string | null;
  applicationsCount: number;
}

describe.each(TEST_DIALECTS)('admin shift requests on %s', (dialect) => {
  let testApp: TestApp;
  let admin: string;
  let tag: string;
  let munich: Hospital;
  let goerlitz: Hospital;
  let munichAdmin: string;
  /** Ids in creation order: three nurse requests and a doctor request in Munich, a nurse one in Görlitz. */
  let ids: number[];

  const post = async (header: string, body: object): Promise<number> => {
    const response = await postJob(testApp, header, body);
    expect(response.status).toBe(201);
    return response.body._id as number;
  };

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    admin = (await bearerFor(testApp)).header;
    tag = `T${Date.now().toString(36)}`;
    munich = await createHospital(testApp, `Klinikum München ${tag}`);
    goerlitz = await createHospital(testApp, `Städtisches Klinikum Görlitz ${tag}`);
    munichAdmin = (await orgAdmin(testApp, munich.organisation)).header;
    const goerlitzAdmin = (await orgAdmin(testApp, goerlitz.organisation)).header;
    ids = [
      await post(munichAdmin, nurseBody(munich, { title: `Frühdienst Süd ${tag}` })),
      await post(munichAdmin, nurseBody(munich, { title: `Nachtdienst ${tag}`, orig_dept: munich.otherStation.id })),
      await post(munichAdmin, nurseBody(munich, { title: `Spätdienst ${tag}` })),
      await post(munichAdmin, doctorBody(munich, { title: `Vertretung Neurologie ${tag}` })),
      await post(goerlitzAdmin, nurseBody(goerlitz, { title: `Wochenende ${tag}` })),
    ];
    const application = await addApplicant(testApp, ids[3], 'applied', 'Erika Mustermann');
    await addApplicant(testApp, ids[3], 'applied', 'Jörg Müller');
    await testApp.dataSource.manager.insert(Document, {
      applicationId: application.id,
      kind: 'CV',
      fileName: 'cv.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 100,
      storageKey: `documents/${tag}.pdf`,
    });
  });
  afterAll(() => testApp.close());

  const list = (query: Record<string, unknown>) =>
    request(testApp.http)
      .get('/api/admin/jobs')
      .query(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])))
      .set('Authorization', admin);
  const idsOf = (body: Row[]) => body.map((row) => row.id);

  it('is for administrators only: 401 without a token, 403 for other roles', async () => {
    await request(testApp.http).get('/api/admin/jobs').expect(401);
    await request(testApp.http).get(`/api/admin/jobs/${ids[0]}`).expect(401);
    await request(testApp.http).get(`/api/admin/jobs/${ids[0]}/history`).expect(401);
    for (const path of ['/api/admin/jobs', `/api/admin/jobs/${ids[0]}`, `/api/admin/jobs/${ids[0]}/history`]) {
      const forbidden = await request(testApp.http).get(path).set('Authorization', munichAdmin).expect(403);
      expect(forbidden.body.code).toBe('FORBIDDEN');
    }
    const agency = await bearerFor(testApp, 'AGENCY');
    await request(testApp.http).get('/api/admin/jobs').set('Authorization', agency.header).expect(403);
  });

  it('pages newest first by id and answers Content-Range with the total', async () => {
    const first = await list({ sort: ['id', 'DESC'], range: [0, 2], filter: { q: tag } }).expect(200);
    expect(first.headers['content-range']).toBe('jobs 0-2/5');
    expect(idsOf(first.body)).toEqual([ids[4], ids[3], ids[2]]);
    const second = await list({ sort: ['id', 'DESC'], range: [3, 5], filter: { q: tag } }).expect(200);
    expect(second.headers['content-range']).toBe('jobs 3-4/5');
    expect(idsOf(second.body)).toEqual([ids[1], ids[0]]);
    const ascending = await list({ sort: ['id', 'ASC'], filter: { q: tag } }).expect(200);
    expect(idsOf(ascending.body)).toEqual(ids);
    // The default: by id, ascending.
    expect(idsOf((await list({ filter: { q: tag } }).expect(200)).body)).toEqual(ids);
  });

  it('answers each row with its organisation, department, shift span and application count', async () => {
    const rows = (await list({ sort: ['id', 'ASC'], filter: { q: tag } }).expect(200)).body as Row[];
    expect(rows[0]).toEqual({
      id: ids[0],
      kind: 'NURSE',
      state: 'internal_adv',
      title: `Frühdienst Süd ${tag}`,
      organisationId: munich.organisation.id,
      organisationName: munich.organisation.name,
      departmentId: munich.station.id,
      departmentName: 'Intensiv',
      firstDate: '2026-11-02T04:30:00.000Z',
      lastDate: '2026-11-02T18:30:00.000Z',
      applicationsCount: 0,
      createdAt: expect.any(String),
      releasedAt: null,
      filledAt: null,
    });
    expect(rows[1].departmentName).toBe('Chirurgie');
    expect(rows[3]).toMatchObject({
      kind: 'DOCTOR',
      state: 'external_adv',
      departmentName: null,
      firstDate: '2026-11-10T11:00:00.000Z',
      lastDate: '2026-11-20T11:00:00.000Z',
      applicationsCount: 2,
      releasedAt: expect.any(String),
    });
  });

  it('sorts by creation and by state in both directions, the id breaking ties the same way', async () => {
    expect(idsOf((await list({ sort: ['createdAt', 'ASC'], filter: { q: tag } }).expect(200)).body)).toEqual(ids);
    expect(idsOf((await list({ sort: ['createdAt', 'DESC'], filter: { q: tag } }).expect(200)).body)).toEqual(
      [...ids].reverse(),
    );
    const byState = (await list({ sort: ['state', 'ASC'], filter: { q: tag } }).expect(200)).body as Row[];
    expect(byState.map((row) => [row.state, row.id])).toEqual([
      ['external_adv', ids[3]],
      ['internal_adv', ids[0]],
      ['internal_adv', ids[1]],
      ['internal_adv', ids[2]],
      ['internal_adv', ids[4]],
    ]);
    const byStateDescending = (await list({ sort: ['state', 'DESC'], filter: { q: tag } }).expect(200)).body as Row[];
    expect(idsOf(byStateDescending)).toEqual([ids[4], ids[2], ids[1], ids[0], ids[3]]);
  });

  it('searches title, organisation and department names as case-insensitive substrings, umlauts included', async () => {
    const found = async (q: string) => idsOf((await list({ sort: ['id', 'ASC'], filter: { q } }).expect(200)).body);
    expect(await found(`frühdienst süd ${tag}`)).toEqual([ids[0]]);
    expect(await found(`SPÄTDIENST ${tag}`.toLowerCase())).toEqual([ids[2]]);
    expect(await found(`görlitz ${tag}`)).toEqual([ids[4]]);
    expect(await found(`Klinikum München ${tag}`)).toEqual(ids.slice(0, 4));
    expect((await list({ filter: { q: `${tag} ` } }).expect(200)).headers['content-range']).toBe('jobs 0-4/5');
    // Department names: Chirurgie is only the second request's.
    const chirurgie = (await list({ filter: { q: 'chirurgie', organisationId: munich.organisation.id } }).expect(200))
      .body as Row[];
    expect(idsOf(chirurgie)).toEqual([ids[1]]);
    const none = await list({ filter: { q: `%_${tag}` } }).expect(200);
    expect(none.headers['content-range']).toBe('jobs 0-0/0');
  });

  it('filters by state, organisation and kind, and refuses unknown values with 400', async () => {
    const open = await list({ filter: { q: tag, state: 'external_adv' } }).expect(200);
    expect(idsOf(open.body)).toEqual([ids[3]]);
    const inGoerlitz = await list({ filter: { organisationId: goerlitz.organisation.id } }).expect(200);
    expect(idsOf(inGoerlitz.body)).toEqual([ids[4]]);
    const nurses = await list({ sort: ['id', 'ASC'], filter: { q: tag, kind: 'NURSE' } }).expect(200);
    expect(idsOf(nurses.body)).toEqual([ids[0], ids[1], ids[2], ids[4]]);

    const unknownState = await list({ filter: { state: 'archived' } }).expect(400);
    expect(unknownState.body.code).toBe('VALIDATION_FAILED');
    expect(unknownState.body.message).toMatch(/state must be one of: internal_adv, external_adv/);
    await list({ filter: { kind: 'SURGEON' } }).expect(400);
    await list({ filter: { organisationId: 'abc' } }).expect(400);
    const unknownSort = await list({ sort: ['title', 'ASC'] }).expect(400);
    expect(unknownSort.body.message).toMatch(/^Cannot sort by "title". Sortable fields: id, createdAt, state/);
    await list({ sort: ['__proto__', 'ASC'] }).expect(400);
    await list({ filter: { salary: 1 } }).expect(400);
    await list({ range: [0, 5000] }).expect(400);
  });

  it('exports the filtered list as CSV in the list’s order, with the header in the request’s language', async () => {
    const exported = await csvExport(
      testApp,
      admin,
      'jobs',
      { sort: ['id', 'DESC'], filter: { q: tag, kind: 'NURSE' } },
      'de',
    )
      .expect(200)
      .expect('Content-Type', /text\/csv/);
    const { bom, rows } = readCsv(exported.body as Buffer, ';');
    expect(bom).toBe(true);
    expect(rows[0].join(';')).toBe(
      'ID;Titel;Art;Status;Organisation;Station;Angelegt (UTC);Freigegeben (UTC);Besetzt (UTC)',
    );
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual([ids[4], ids[2], ids[1], ids[0]]);
    expect(rows[1].join(';')).toContain(`Wochenende ${tag};NURSE;internal_adv;Städtisches Klinikum Görlitz ${tag}`);
    await request(testApp.http)
      .get('/api/admin/jobs/export')
      .query({ filter: JSON.stringify({ state: 'archived' }) })
      .set('Authorization', admin)
      .expect(400);
  });

  it('answers one request with its dates, pay lines and applications', async () => {
    const doctor = await request(testApp.http).get(`/api/admin/jobs/${ids[3]}`).set('Authorization', admin).expect(200);
    expect(doctor.body).toMatchObject({
      id: ids[3],
      kind: 'DOCTOR',
      state: 'external_adv',
      title: `Vertretung Neurologie ${tag}`,
      subtitle: 'Zwei Wochen',
      organisationId: munich.organisation.id,
      organisationName: munich.organisation.name,
      organisationAddress: 'Hauptstraße 1, 10115',
      departmentId: null,
      accommodation: true,
      jobOperation: 'Station',
      timeLimit: 0,
      releaseDueAt: null,
      applicationsCount: 2,
      dates: [
        {
          startAt: '2026-11-10T11:00:00.000Z',
          endAt: '2026-11-20T11:00:00.000Z',
          type: 'vertretungsarzt',
        },
      ],
      salaries: [
        { activity: 'Aktiv', cost: '95.00' },
        { activity: 'Passiv', cost: '45.50' },
      ],
    });
    // The codes' names from the reference lists, in both languages; a code no list has is null.
    expect(doctor.body.contractType).toBe('Arbeitnehmerueberlassung');
    expect(doctor.body.names.contractType).toEqual({
      de: 'Arbeitnehmerüberlassung',
      en: 'Temporary agency work (AÜG)',
    });
    expect(doctor.body.names.position).toBeNull();
    expect(doctor.body.applications).toEqual([
      {
        id: expect.any(Number),
        candidateName: 'Erika Mustermann',
        agencyId: expect.any(Number),
        agencyName: expect.stringMatching(/^Agentur /),
        hourlyRate: '60.00',
        state: 'applied',
        createdAt: expect.any(String),
        documents: { cv: true, licence: false, diploma: false },
      },
      expect.objectContaining({
        candidateName: 'Jörg Müller',
        documents: { cv: false, licence: false, diploma: false },
      }),
    ]);

    const nurse = await request(testApp.http).get(`/api/admin/jobs/${ids[0]}`).set('Authorization', admin).expect(200);
    expect(nurse.body).toMatchObject({
      departmentName: 'Intensiv',
      skills: ['Intensiv', 'Beatmung'],
      dates: [{ startAt: '2026-11-02T04:30:00.000Z', endAt: '2026-11-02T18:30:00.000Z' }],
      salaries: [],
      applications: [],
    });
  });

  it('answers 404 for an unknown request and 400 for a malformed id', async () => {
    const missing = await request(testApp.http)
      .get('/api/admin/jobs/999999999')
      .set('Authorization', admin)
      .expect(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    await request(testApp.http).get('/api/admin/jobs/999999999/history').set('Authorization', admin).expect(404);
    await request(testApp.http).get('/api/admin/jobs/abc').set('Authorization', admin).expect(400);
    await request(testApp.http).get('/api/admin/jobs/0/history').set('Authorization', admin).expect(400);
  });

  it('shows the audit trail, newest first, after a workflow transition', async () => {
    await request(testApp.http).post(`/api/job/${ids[2]}/release`).set('Authorization', munichAdmin).expect(200);
    const history = await request(testApp.http)
      .get(`/api/admin/jobs/${ids[2]}/history`)
      .set('Authorization', admin)
      .expect(200);
    expect(history.body[0]).toMatchObject({
      resource: 'jobs',
      recordId: ids[2],
      action: 'release',
      field: 'state',
      oldValue: 'internal_adv',
      newValue: 'external_adv',
      actorEmail: expect.stringContaining('org_admin'),
    });
    expect(history.body.at(-1)).toMatchObject({ action: 'create' });
    const released = (await list({ filter: { q: tag, state: 'external_adv' }, sort: ['id', 'ASC'] }).expect(200))
      .body as Row[];
    expect(idsOf(released)).toEqual([ids[2], ids[3]]);
  });
});
