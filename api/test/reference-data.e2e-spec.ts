import request from 'supertest';
import { CONTRACT_TYPES, FIELDS, POSITIONS, SHIFT_TYPES, USER_ROLES } from '@medstaff/domain';
import { ReferenceDataService } from '../src/platform/reference-data/reference-data.service';
import { ReferenceItem } from '../src/platform/reference-data/reference-item.entity';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

describe.each(TEST_DIALECTS)('reference data on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });
  afterAll(() => testApp.close());

  it('serves the medical fields in German and English', async () => {
    const { body } = await request(testApp.http).get('/api/fields').expect(200);
    expect(body.fields).toHaveLength(FIELDS.length);
    expect(body.fields).toContainEqual(
      expect.objectContaining({
        code: 'anaesthesiologie',
        name: { de: 'Anästhesiologie', en: 'Anaesthesiology' },
        jobKind: 'DOCTOR',
      }),
    );
  });

  it('serves positions with the ids of their fields', async () => {
    const [{ body: positions }, { body: fields }] = await Promise.all([
      request(testApp.http).get('/api/positions').expect(200),
      request(testApp.http).get('/api/fields').expect(200),
    ]);
    expect(positions.positions).toHaveLength(POSITIONS.length);
    const midwife = positions.positions.find((position: { code: string }) => position.code === 'hebamme');
    const deliveryRoom = fields.fields.find((field: { code: string }) => field.code === 'kreisssaal');
    expect(midwife.fieldIds).toEqual([deliveryRoom.id]);
    expect(midwife.fieldCodes).toEqual(['kreisssaal']);
  });

  it('serves the contract, job and shift types', async () => {
    const contract = await request(testApp.http).get('/api/contract-types').expect(200);
    expect(contract.body.contractTypes.map((type: { name: { de: string } }) => type.name.de)).toEqual([
      'Arbeitnehmerüberlassung',
      'Befristete Anstellung',
    ]);
    expect(CONTRACT_TYPES).toHaveLength(2);
    const shifts = await request(testApp.http).get('/api/job-shift-type').expect(200);
    expect(shifts.body.jobShiftTypes.map((type: { code: string }) => type.code)).toEqual(
      SHIFT_TYPES.map((type) => type.code),
    );
    expect(shifts.body.jobShiftTypes.map((type: { code: string }) => type.code)).toEqual([
      'Tagesdienst',
      'Nachtdienst',
      'Bereitschaftsdienst',
    ]);
    const jobTypes = await request(testApp.http).get('/api/job-types').expect(200);
    expect(jobTypes.body.jobTypes.length).toBeGreaterThan(0);
  });

  it('serves job titles with qualifications and fields', async () => {
    const { body } = await request(testApp.http).get('/api/metainformation/job-titles').expect(200);
    const doctor = body.jobTitles.find((title: { code: string }) => title.code === 'arzt');
    expect(doctor.qualifications.map((qualification: { code: string }) => qualification.code)).toEqual([
      'assistenzarzt',
      'facharzt',
      'oberarzt',
      'chefarzt',
    ]);
    expect(doctor.fieldIds.length).toBeGreaterThan(20);
  });

  it('serves user roles in the body the spec names', async () => {
    const { body } = await request(testApp.http).get('/api/user-roles').expect(200);
    expect(body).toEqual({ userRoles: USER_ROLES.map((role) => ({ ...role })) });
  });

  it('serves genders and countries in both languages', async () => {
    const genders = await request(testApp.http).get('/api/genders').expect(200);
    expect(genders.body.genders.map((gender: { code: string }) => gender.code)).toEqual([
      'male',
      'female',
      'diverse',
      'na',
    ]);
    const countries = await request(testApp.http).get('/api/countries').expect(200);
    expect(countries.body.countries).toContainEqual(
      expect.objectContaining({ code: 'DE', name: { de: 'Deutschland', en: 'Germany' } }),
    );
  });

  it('keeps the stored entries in step with the domain package without duplicating them', async () => {
    const repository = testApp.dataSource.getRepository(ReferenceItem);
    const before = await repository.count();
    const field = await repository.findOneByOrFail({ kind: 'FIELD', code: 'urologie' });
    await repository.update(field.id, { nameEn: 'Outdated name' });
    await testApp.app.get(ReferenceDataService).synchronise();
    expect(await repository.count()).toBe(before);
    expect((await repository.findOneByOrFail({ id: field.id })).nameEn).toBe('Urology');
  });
});
