import request from 'supertest';
import { ReferenceDataService } from '../src/reference-data/reference-data.service';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

/** The request pipeline after issue 12: work done once instead of per request, same answers. */
describe.each(TEST_DIALECTS)('request pipeline on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });
  afterAll(() => testApp.close());

  const expectSecurityHeaders = (response: request.Response) => {
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['access-control-expose-headers']).toContain('X-Request-Id');
    expect(response.headers['x-powered-by']).toBeUndefined();
  };

  it('sets the security headers on answers refused before Nest, too', async () => {
    const origin = testApp.config.publicUrl;
    const address = await request(testApp.http).get('/api/fields%ff').set('Origin', origin).expect(400);
    expectSecurityHeaders(address);
    const body = await request(testApp.http)
      .post('/api/auth/login')
      .set('Origin', origin)
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expectSecurityHeaders(body);
    expect(body.body).toMatchObject({ statusCode: 400, code: 'MALFORMED_REQUEST' });
  });

  it('marks every API answer as not to be stored, and site pages not', async () => {
    for (const path of ['/api', '/api/health', '/api/does-not-exist']) {
      const response = await request(testApp.http).get(path);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const page = await request(testApp.http).get('/apiary');
    expect(page.headers['cache-control']).not.toBe('no-store');
  });

  it('checks the database with one query', async () => {
    const query = jest.spyOn(testApp.dataSource, 'query');
    const { body } = await request(testApp.http).get('/api/health').expect(200);
    expect(body.database).toMatchObject({ status: 'up', pendingMigrations: 0 });
    expect(query).toHaveBeenCalledTimes(1);
    query.mockRestore();
  });

  it('serves reference lists serialised once, with an ETag that answers 304', async () => {
    const service = testApp.app.get(ReferenceDataService);
    const first = await request(testApp.http).get('/api/fields').expect(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers.etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    await request(testApp.http).get('/api/fields').set('If-None-Match', first.headers.etag).expect(304);

    const list = jest.spyOn(service, 'list');
    const again = await request(testApp.http).get('/api/fields').expect(200);
    expect(again.text).toBe(first.text);
    expect(list).not.toHaveBeenCalled();
    await service.synchronise();
    const rebuilt = await request(testApp.http).get('/api/fields').expect(200);
    expect(list).toHaveBeenCalledTimes(1);
    expect(rebuilt.text).toBe(first.text);
    list.mockRestore();

    const head = await request(testApp.http).head('/api/fields').expect(200);
    expect(head.headers.etag).toBe(first.headers.etag);
  });
});
