import { Logger } from '@nestjs/common';
import request from 'supertest';
import { PasswordService } from '../src/accounts/password.service';
import { SIGN_IN_CHECK_TTL_MS } from '../src/operations/health/health.service';
import { Lifecycle } from '../src/platform/lifecycle/lifecycle';
import { FileStorage } from '../src/platform/storage/file-storage';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';
import { testRedisUrl } from './test-redis';

describe.each(TEST_DIALECTS)('health and API basics on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });
  afterAll(() => testApp.close());

  it('answers liveness without asking the database', async () => {
    const query = jest.spyOn(testApp.dataSource, 'query').mockRejectedValue(new Error('connection lost'));
    try {
      const response = await request(testApp.http).get('/api/health').expect(200);
      expect(response.body).toEqual({ status: 'ok', version: expect.any(String), uptimeSeconds: expect.any(Number) });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });

  it('is ready with the database up, no pending migrations, the file store and a working sign-in', async () => {
    const response = await request(testApp.http).get('/api/health/ready').expect(200);
    expect(response.body).toMatchObject({
      status: 'ready',
      checks: {
        database: { status: 'up', dialect, pendingMigrations: 0 },
        redis: { status: 'not-configured' },
        storage: { status: 'up', kind: 'local' },
        signIn: { status: 'up' },
      },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('says how persons are searched: the trigram index on SQLite, Mroonga where MariaDB has it', async () => {
    let expected = 'trigram';
    if (dialect === 'mysql') {
      const engines = (await testApp.dataSource.query(
        "SELECT 1 FROM information_schema.ENGINES WHERE ENGINE = 'Mroonga' AND SUPPORT IN ('YES', 'DEFAULT')",
      )) as unknown[];
      expected = engines.length > 0 ? 'mroonga' : 'covering-index';
    }
    const response = await request(testApp.http).get('/api/health/ready').expect(200);
    expect(response.body.checks.search).toEqual({ persons: expected });
  });

  it('is not ready when the database is gone', async () => {
    const query = jest.spyOn(testApp.dataSource, 'query').mockRejectedValueOnce(new Error('connection lost'));
    const response = await request(testApp.http).get('/api/health/ready').expect(503);
    expect(response.body).toMatchObject({ status: 'not-ready', checks: { database: { status: 'down' } } });
    query.mockRestore();
  });

  it('is not ready when the file store fails', async () => {
    const ready = jest.spyOn(testApp.app.get(FileStorage), 'ready').mockRejectedValueOnce(new Error('disk full'));
    const response = await request(testApp.http).get('/api/health/ready').expect(503);
    // What failed is logged, not told to anyone who asks.
    expect(response.body.checks.storage).toEqual({ status: 'down', kind: 'local' });
    ready.mockRestore();
  });

  it('is not ready when the sign-in path is broken, and logs what broke', async () => {
    const later = Date.now() + SIGN_IN_CHECK_TTL_MS + 1_000;
    const now = jest.spyOn(Date, 'now').mockReturnValue(later);
    const verify = jest.spyOn(testApp.app.get(PasswordService), 'verify').mockResolvedValue(true);
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const response = await request(testApp.http).get('/api/health/ready').expect(503);
      expect(response.body.checks.signIn).toEqual({ status: 'down' });
      expect(warned).toHaveBeenCalledWith('The sign-in path is broken: the password check accepted a wrong password');
    } finally {
      verify.mockRestore();
      warned.mockRestore();
      now.mockReturnValue(later + 1);
    }
    // A failed check is not kept: the next probe checks again, and passes.
    const again = await request(testApp.http).get('/api/health/ready').expect(200);
    expect(again.body.checks.signIn).toEqual({ status: 'up' });
    now.mockRestore();
  });

  it('is not ready while stopping', async () => {
    const lifecycle = testApp.app.get(Lifecycle);
    const draining = jest.spyOn(lifecycle, 'isDraining', 'get').mockReturnValue(true);
    try {
      const response = await request(testApp.http).get('/api/health/ready').expect(503);
      expect(response.body.status).toBe('stopping');
    } finally {
      draining.mockRestore();
    }
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

const redisUrl = testRedisUrl();
(redisUrl ? describe : describe.skip)('readiness with Redis', () => {
  it('checks Redis when REDIS_URL is set: up while it answers, not ready when it does not', async () => {
    const up = await createTestApp('sqlite', { redis: { url: redisUrl, keyPrefix: `ready-${Date.now()}` } });
    try {
      const response = await request(up.http).get('/api/health/ready').expect(200);
      expect(response.body.checks.redis).toEqual({ status: 'up' });
    } finally {
      await up.close();
    }
    // Nothing listens on port 1.
    const down = await createTestApp('sqlite', { redis: { url: 'redis://127.0.0.1:1', keyPrefix: 'ready-down' } });
    try {
      const response = await request(down.http).get('/api/health/ready').expect(503);
      expect(response.body.checks.redis).toEqual({ status: 'down' });
      // Liveness does not depend on it.
      await request(down.http).get('/api/health').expect(200);
    } finally {
      await down.close();
    }
  });
});
