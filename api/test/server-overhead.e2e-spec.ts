import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { storage } from 'nestjs-pino/storage';
import { OrganisationsService } from '../src/organisations/organisations.service';
import { Person } from '../src/people/person.entity';
import { ReferenceDataService } from '../src/platform/reference-data/reference-data.service';
import { bearerFor } from './admin-helpers';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

/** The request pipeline after issue 12: work done once instead of per request, same answers. */
describe.each(TEST_DIALECTS)('request pipeline on %s', (dialect) => {
  let testApp: TestApp;
  // The built site as `npm run build` leaves it (a page with its Brotli and gzip copies and the 404
  // page), written here so that the test does not depend on a build having run before it.
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'medstaff-overhead-'));
    const pages = new Map([
      ['site/dist/de/index.html', `<!doctype html><title>Start</title>${'<p>Schichten</p>'.repeat(200)}`],
      ['site/dist/404.html', '<!doctype html><title>Nicht gefunden</title>'],
    ]);
    for (const [page, html] of pages) {
      mkdirSync(join(webRoot, page, '..'), { recursive: true });
      writeFileSync(join(webRoot, page), html);
      writeFileSync(join(webRoot, `${page}.br`), brotliCompressSync(html));
      writeFileSync(join(webRoot, `${page}.gz`), gzipSync(html));
    }
    testApp = await createTestApp(dialect, { webRoot });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

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

  /** The headers of an answer that do not change from one request to the next. */
  const stableHeaders = (response: request.Response) =>
    Object.fromEntries(
      Object.entries(response.headers).filter(([name]) => !['date', 'x-request-id', 'content-length'].includes(name)),
    );

  it('answers CORS for our own origin only; preflights through @fastify/cors', async () => {
    const origin = new URL(testApp.config.publicUrl).origin;
    const own = await request(testApp.http).get('/api/user-roles').set('Origin', origin).expect(200);
    expect(own.headers['access-control-allow-origin']).toBe(origin);
    expect(own.headers.vary).toMatch(/Origin/);
    const other = await request(testApp.http).get('/api/user-roles').set('Origin', 'https://evil.example').expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-expose-headers']).toBe('Content-Range, X-Request-Id');

    const preflight = await request(testApp.http)
      .options('/api/auth/login')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type');
    expectSecurityHeaders(preflight);
    const foreign = await request(testApp.http)
      .options('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
      .expect(204);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the hot reads from the request hook exactly as their Nest routes do', async () => {
    const origin = testApp.config.publicUrl;
    for (const [hot, nest] of [
      ['/api/health', '/api/Health/'],
      ['/api/fields', '/api/Fields/'],
    ]) {
      for (const encoding of ['identity', 'gzip, br']) {
        const fast = await request(testApp.http).get(hot).set('Origin', origin).set('Accept-Encoding', encoding);
        const routed = await request(testApp.http).get(nest).set('Origin', origin).set('Accept-Encoding', encoding);
        expect(fast.status).toBe(200);
        expect(stableHeaders(fast)).toEqual(stableHeaders(routed));
        if (hot === '/api/fields') expect(fast.text).toBe(routed.text);
        else expect(Object.keys(fast.body)).toEqual(['status', 'version', 'uptimeSeconds']);
        expect(fast.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    }
    const etag = (await request(testApp.http).get('/api/fields')).headers.etag;
    await request(testApp.http).get('/api/fields').set('If-None-Match', etag).expect(304);
  });

  it("runs a request's handler inside the log context of its request id, also after reading a body", async () => {
    const service = testApp.app.get(OrganisationsService);
    const contexts: unknown[] = [];
    const find = jest.spyOn(service, 'find').mockImplementation(async () => {
      // What nestjs-pino's Logger uses for the application's lines inside a request.
      contexts.push((storage.getStore()?.logger as { bindings(): { req?: { id?: string } } } | undefined)?.bindings());
      return [];
    });
    try {
      await request(testApp.http)
        .post('/api/organisations/find')
        .set('X-Request-Id', 'trace-context-1')
        .send({ searchTerm: 'klinik' })
        .expect(200);
    } finally {
      find.mockRestore();
    }
    expect(contexts).toEqual([expect.objectContaining({ req: expect.objectContaining({ id: 'trace-context-1' }) })]);
  });

  it('sends the landing page from memory exactly as @fastify/static sends it from disk', async () => {
    for (const encoding of ['br', 'gzip', 'gzip, deflate, br', '*', '']) {
      const memory = await request(testApp.http).get('/de').set('Accept-Encoding', encoding).buffer(true);
      // A condition that holds sends the request to @fastify/static (the file is newer than 2000).
      const disk = await request(testApp.http)
        .get('/de')
        .set('Accept-Encoding', encoding)
        .set('If-Modified-Since', 'Sat, 01 Jan 2000 00:00:00 GMT')
        .buffer(true);
      expect(memory.status).toBe(200);
      expect(disk.status).toBe(200);
      expect(stableHeaders(memory)).toEqual(stableHeaders(disk));
      expect(memory.headers['content-length']).toBe(disk.headers['content-length']);
    }
    const missing = await request(testApp.http).get('/de/no-such-page').expect(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('marks every API answer as not to be stored, and site pages not', async () => {
    for (const path of ['/api', '/api/health', '/api/does-not-exist']) {
      const response = await request(testApp.http).get(path);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const page = await request(testApp.http).get('/apiary');
    expect(page.headers['cache-control']).not.toBe('no-store');
  });

  it('answers liveness without a query, and readiness with one query for the database', async () => {
    const query = jest.spyOn(testApp.dataSource, 'query');
    await request(testApp.http).get('/api/health').expect(200);
    expect(query).not.toHaveBeenCalled();
    const { body } = await request(testApp.http).get('/api/health/ready').expect(200);
    expect(body.checks.database).toMatchObject({ status: 'up', pendingMigrations: 0 });
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

  it('gives requests refused before Nest a request id too', async () => {
    const address = await request(testApp.http).get('/api/fields%ff').expect(400);
    expect(address.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const body = await request(testApp.http)
      .post('/api/auth/login')
      .set('X-Request-Id', 'trace-refused-1')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(body.headers['x-request-id']).toBe('trace-refused-1');
    expect(body.body).toMatchObject({ statusCode: 400, code: 'MALFORMED_REQUEST' });
    // Site pages are not API requests: no request id, as before.
    const page = await request(testApp.http).get('/apiary');
    expect(page.headers['x-request-id']).toBeUndefined();
  });

  it('compresses for clients that accept it and leaves the others alone', async () => {
    const gzip = await request(testApp.http)
      .get('/api/docs/openapi.json')
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    const plain = await request(testApp.http)
      .get('/api/docs/openapi.json')
      .set('Accept-Encoding', '')
      .unset('Accept-Encoding')
      .buffer(true)
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(gzip.text);
  });

  it('reads the account on every request with one statement, never the password hash', async () => {
    const { header, person } = await bearerFor(testApp, 'ADMIN');
    const query = jest.spyOn(testApp.dataSource, 'query');
    await request(testApp.http).get('/api/auth/is-logged-in').set('Authorization', header).expect(200);
    const statements = query.mock.calls.map(([sql]) => sql);
    query.mockRestore();
    // The guard's statement comes first, before the handler's own.
    expect(statements[0]).toMatch(/token_version/);
    expect(statements[0]).not.toMatch(/password/i);

    // A role change and a disabled account count at once, for a token issued before.
    const persons = testApp.dataSource.getRepository(Person);
    await persons.update({ id: person.id }, { role: 'USER' });
    await request(testApp.http).get('/api/admin/persons').set('Authorization', header).expect(403);
    await persons.update({ id: person.id }, { role: 'ADMIN', status: 'DISABLED' });
    const disabled = await request(testApp.http).get('/api/admin/persons').set('Authorization', header).expect(403);
    expect(disabled.body).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: 'This account has been disabled. Please contact support.',
    });
  });

  it('accepts only tokens signed with its own secret, for an existing account', async () => {
    const { person } = await bearerFor(testApp, 'ADMIN');
    const payload = { sub: person.id, role: 'ADMIN', ver: person.tokenVersion };
    const secret = testApp.config.jwt.secret;
    const sign = (claims: object, key: string, expiresIn?: number) =>
      new JwtService().sign(claims, { secret: key, algorithm: 'HS256', ...(expiresIn ? { expiresIn } : {}) });
    const own = sign(payload, secret, 600);
    await request(testApp.http).get('/api/auth/is-logged-in').set('Authorization', `Bearer ${own}`).expect(200);
    const forged = sign(payload, `${secret}x`, 600);
    await request(testApp.http).get('/api/auth/is-logged-in').set('Authorization', `Bearer ${forged}`).expect(401);
    const expired = sign({ ...payload, exp: Math.floor(Date.now() / 1000) - 10 }, secret);
    await request(testApp.http).get('/api/auth/is-logged-in').set('Authorization', `Bearer ${expired}`).expect(401);
    const nobody = sign({ ...payload, sub: 2_000_000_000 }, secret, 600);
    const gone = await request(testApp.http).get('/api/auth/is-logged-in').set('Authorization', `Bearer ${nobody}`);
    expect(gone.status).toBe(401);
    expect(gone.body.message).toBe('Your session has ended. Please sign in again.');
  });
});
