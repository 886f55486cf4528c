import request from 'supertest';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

describe.each(TEST_DIALECTS)('health and API basics on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });
  afterAll(() => testApp.close());

  it('reports the database as up with no pending migrations', async () => {
    const response = await request(testApp.http).get('/api/health').expect(200);
    expect(response.body).toMatchObject({ status: 'ok', database: { status: 'up', dialect, pendingMigrations: 0 } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database is gone', async () => {
    const query = jest.spyOn(testApp.dataSource, 'query').mockRejectedValueOnce(new Error('connection lost'));
    const response = await request(testApp.http).get('/api/health').expect(503);
    expect(response.body).toMatchObject({ status: 'error', database: { status: 'down' } });
    query.mockRestore();
  });

  it('echoes a request id, or makes one', async () => {
    const made = await request(testApp.http).get('/api/health');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await request(testApp.http).get('/api/health').set('X-Request-Id', 'trace-12345678');
    expect(echoed.headers['x-request-id']).toBe('trace-12345678');
  });

  it('sets security headers and exposes Content-Range to CORS clients', async () => {
    const response = await request(testApp.http).get('/api/user-roles').set('Origin', testApp.config.publicUrl);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-expose-headers']).toContain('Content-Range');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the OpenAPI document', async () => {
    const response = await request(testApp.http).get('/api/docs/openapi.json').expect(200);
    expect(response.body.info.title).toBe('MedStaff API');
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/fields', '/api/user-roles', '/api/auth/login']),
    );
    await request(testApp.http).get('/api/docs').expect(200).expect('Content-Type', /html/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await request(testApp.http).get('/api/does-not-exist').expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/does-not-exist',
      error: 'Not Found',
    });
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const response = await request(testApp.http)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('answers an oversized body with a 413', async () => {
    const response = await request(testApp.http)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.de', password: 'x'.repeat(2 * 1024 * 1024) }))
      .expect(413);
    expect(response.body).toMatchObject({ statusCode: 413 });
  });
});
