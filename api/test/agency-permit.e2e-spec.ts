import request from 'supertest';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { AuditEntry } from '../src/platform/audit/audit-entry.entity';
import { bearerFor } from './admin-helpers';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

describe.each(TEST_DIALECTS)('the agency’s permit for temporary agency work on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });
  afterAll(() => testApp.close());

  const manager = () => testApp.dataSource.manager;
  async function agencyUser() {
    const agency = await manager().save(manager().create(Agency, { name: `Agentur ${Date.now()}`, country: 'DE' }));
    const user = await bearerFor(testApp, 'AGENCY');
    await manager().insert(AgencyMembership, { agencyId: agency.id, personId: user.person.id, kind: 'USER' });
    return { agency, user };
  }
  const put = (header: string, id: number, body: object, language = 'en') =>
    request(testApp.http)
      .put(`/api/agencies/${id}/permit`)
      .set('Authorization', header)
      .set('Accept-Language', language)
      .send(body);

  it('lets the agency’s users read and set it, audited, and checks it by the shared rule', async () => {
    const { agency, user } = await agencyUser();
    const empty = await request(testApp.http)
      .get(`/api/agencies/${agency.id}/permit`)
      .set('Authorization', user.header);
    expect(empty.body).toEqual({ agencyId: agency.id, authority: null, issuedOn: null });

    const saved = await put(user.header, agency.id, {
      authority: '  Bundesagentur für Arbeit, Regionaldirektion Nord ',
      issuedOn: '2021-09-15',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      agencyId: agency.id,
      authority: 'Bundesagentur für Arbeit, Regionaldirektion Nord',
      issuedOn: '2021-09-15',
    });
    const row = await manager().findOneByOrFail(Agency, { id: agency.id });
    expect([row.permitAuthority, row.permitIssuedOn]).toEqual([
      'Bundesagentur für Arbeit, Regionaldirektion Nord',
      '2021-09-15',
    ]);
    const audit = await manager().find(AuditEntry, {
      where: { resource: 'agencies', recordId: agency.id },
      order: { id: 'ASC' },
    });
    expect(audit.map((entry) => [entry.actorId, entry.field])).toEqual([
      [user.person.id, 'permitAuthority'],
      [user.person.id, 'permitIssuedOn'],
    ]);

    const future = await put(user.header, agency.id, { authority: 'BA', issuedOn: '2999-01-01' }, 'de');
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: ['Der Tag der Erteilung darf nicht in der Zukunft liegen.'],
    });
    const bad = await put(user.header, agency.id, { authority: ' ', issuedOn: '2021-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.message).toEqual([
      'Enter the authority that granted the permit for temporary agency work (§1 AÜG).',
      'The day the permit was granted must be a date (YYYY-MM-DD).',
    ]);
    expect((await put(user.header, agency.id, { authority: 'BA' })).status).toBe(400);
  });

  it('answers the caller’s own agency’s permit at /api/agency/permit, 403 to others', async () => {
    const { agency, user } = await agencyUser();
    const own = () => request(testApp.http).get('/api/agency/permit').set('Authorization', user.header);
    expect((await own()).body).toEqual({ agencyId: agency.id, authority: null, issuedOn: null });
    await put(user.header, agency.id, { authority: 'Regionaldirektion Nord', issuedOn: '2020-03-01' });
    expect((await own()).body).toEqual({
      agencyId: agency.id,
      authority: 'Regionaldirektion Nord',
      issuedOn: '2020-03-01',
    });
    const alone = await bearerFor(testApp, 'AGENCY');
    const none = await request(testApp.http).get('/api/agency/permit').set('Authorization', alone.header);
    expect({ status: none.status, code: none.body.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    const hospital = await bearerFor(testApp, 'ORG_ADMIN');
    const refused = await request(testApp.http).get('/api/agency/permit').set('Authorization', hospital.header);
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
  });

  it('answers another agency’s permit 404 and other roles 403', async () => {
    const { agency } = await agencyUser();
    const { user: stranger } = await agencyUser();
    const foreign = await put(stranger.header, agency.id, { authority: 'BA', issuedOn: '2020-01-01' });
    expect({ status: foreign.status, code: foreign.body.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
    const hospital = await bearerFor(testApp, 'ORG_ADMIN');
    const refused = await put(hospital.header, agency.id, { authority: 'BA', issuedOn: '2020-01-01' });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect((await manager().findOneByOrFail(Agency, { id: agency.id })).permitAuthority).toBeNull();
  });

  it('lets the operators set it in the back office', async () => {
    const { agency } = await agencyUser();
    const admin = await bearerFor(testApp, 'ADMIN');
    const read = await request(testApp.http).get(`/api/admin/agencies/${agency.id}`).set('Authorization', admin.header);
    expect(read.body).toMatchObject({ permitAuthority: null, permitIssuedOn: null });
    const changed = await request(testApp.http)
      .patch(`/api/admin/agencies/${agency.id}`)
      .set('Authorization', admin.header)
      .send({
        version: read.body.version,
        changes: [
          { field: 'permitAuthority', value: 'Regionaldirektion Bayern' },
          { field: 'permitIssuedOn', value: '2018-05-02' },
        ],
      });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ permitAuthority: 'Regionaldirektion Bayern', permitIssuedOn: '2018-05-02' });
    const refused = await request(testApp.http)
      .patch(`/api/admin/agencies/${agency.id}`)
      .set('Authorization', admin.header)
      .set('Accept-Language', 'en')
      .send({ version: changed.body.version, changes: [{ field: 'permitIssuedOn', value: '2018-13-01' }] });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('The day the permit was granted must be a date (YYYY-MM-DD).');
  });
});
