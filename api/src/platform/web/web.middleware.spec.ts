import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import request from 'supertest';
import { createWebHandler, webRoots } from './web.middleware';

/**
 * The web handler as configureApp mounts it: every path outside /api, files through @fastify/static
 * with its pre-compressed siblings, other answers compressed by @fastify/compress.
 */
async function webApp(root: string, api: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  const web = createWebHandler(webRoots(root));
  app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: web });
  api(app);
  await app.ready();
  return app;
}

describe('web handler', () => {
  let root: string;
  let fastify: FastifyInstance;
  let app: FastifyInstance['server'];

  const file = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'medstaff-web-'));
    file('site/dist/de/index.html', 'site de');
    file('site/dist/en/index.html', 'site en');
    file('site/dist/en/404/index.html', 'english not found');
    file('site/dist/de/404/index.html', 'deutsch nicht gefunden');
    file('site/dist/404.html', 'root not found');
    file('site/dist/_astro/app.abc123.js', 'console.log(1)');
    file('site/dist/favicon.svg', '<svg/>');
    file('admin/dist/index.html', 'admin app');
    file('admin/dist/assets/index-1.js', 'admin js');
    file('portal/dist/index.html', 'portal app');
    file('portal/dist/assets/index-2.js', 'portal js');
    file('secret.txt', 'outside');
    fastify = await webApp(root, (api) => api.all('/api/*', (_request, reply) => reply.status(418).send('api')));
    app = fastify.server;
  });
  afterAll(async () => {
    await fastify.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('redirects / by Accept-Language, falling back to German', async () => {
    await request(app).get('/').set('Accept-Language', 'en-US,en;q=0.9').expect(302).expect('Location', '/en');
    await request(app).get('/').set('Accept-Language', 'fr').expect(302).expect('Location', '/de');
    const response = await request(app).get('/').expect(302).expect('Location', '/de');
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('serves site pages by folder', async () => {
    await request(app).get('/de').expect(200, 'site de');
    await request(app).get('/en/').expect(200, 'site en');
  });

  it("falls back to each app's index.html for its routes", async () => {
    for (const path of ['/en/admin', '/de/admin/agencies/5', '/en/admin/login'])
      await request(app).get(path).expect(200, 'admin app');
    for (const path of [
      '/de/auth/sign-in',
      '/en/auth/sign-up/agency',
      '/de/hospital',
      '/de/hospital/create-job/3',
      '/en/organisations/calendar',
      '/de/agency/jobs',
      '/de/shifts',
      '/en/shifts/',
      '/de/account',
    ]) {
      await request(app).get(path).expect(200, 'portal app');
    }
  });

  it("serves the apps' assets with long-lived caching", async () => {
    const admin = await request(app).get('/_app/admin/assets/index-1.js').expect(200, 'admin js');
    expect(admin.headers['cache-control']).toContain('immutable');
    await request(app).get('/_app/portal/assets/index-2.js').expect(200, 'portal js');
    const astro = await request(app).get('/_astro/app.abc123.js').expect(200);
    expect(astro.headers['cache-control']).toContain('immutable');
    const html = await request(app).get('/de').expect(200);
    expect(html.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown paths with the 404 page of their language', async () => {
    await request(app).get('/nope').set('Accept-Language', 'en').expect(404, 'english not found');
    await request(app).get('/de/nope').expect(404, 'deutsch nicht gefunden');
    await request(app).get('/en/admins').expect(404, 'english not found');
    await request(app).get('/de/hospitality').expect(200, 'portal app');
  });

  it('never serves files outside the build folders', async () => {
    await request(app).get('/../secret.txt').expect(404);
    await request(app).get('/%2e%2e/secret.txt').expect(404);
  });

  it('leaves /api to the API and refuses other methods on pages', async () => {
    await request(app).get('/api/health').expect(418);
    await request(app).post('/de').expect(405);
  });

  it('says how to build an app that is missing', async () => {
    rmSync(join(root, 'admin/dist/index.html'));
    const response = await request(app).get('/en/admin').expect(503);
    expect(response.text).toContain('npm run build');
  });
});

describe('web handler: precompressed files', () => {
  let root: string;
  let fastify: FastifyInstance;
  let app: FastifyInstance['server'];
  const script = 'export const greeting = "hello";\n'.repeat(200);
  const page = `<!doctype html><title>About</title>${'<p>About us.</p>'.repeat(200)}`;
  const styles = 'body { margin: 0; }\n'.repeat(200);
  const sizes: Record<string, number> = {};

  const file = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
    sizes[path] = Buffer.byteLength(content);
  };
  /** The original, its `.br` and `.gz` as scripts/compress-assets.mjs writes them. */
  const compressed = (path: string, content: string, suffixes = ['.br', '.gz']) => {
    file(path, content);
    if (suffixes.includes('.br')) file(`${path}.br`, brotliCompressSync(content));
    if (suffixes.includes('.gz')) file(`${path}.gz`, gzipSync(content, { level: 9 }));
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'medstaff-web-compressed-'));
    compressed('site/dist/_astro/app.abc123.js', script);
    compressed('site/dist/de/about/index.html', page, ['.gz']);
    file('site/dist/styles.css', styles);
    file('site/dist/de/404/index.html', 'nicht gefunden');
    compressed('admin/dist/index.html', page);
    fastify = await webApp(root, (api) =>
      api.get('/api/list', () => ({ rows: Array.from({ length: 200 }, (_, id) => ({ id, name: `row ${id}` })) })),
    );
    app = fastify.server;
  });
  afterAll(async () => {
    await fastify.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('prefers the Brotli file, with the original type and caching', async () => {
    const response = await request(app)
      .get('/_astro/app.abc123.js')
      .set('Accept-Encoding', 'gzip, deflate, br, zstd')
      .expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(sizes['site/dist/_astro/app.abc123.js.br']));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    // Decoded once by the client: compressed once by the server.
    expect(response.text).toBe(script);
  });

  it('falls back to gzip when Brotli is refused or has no file', async () => {
    const refused = await request(app).get('/_astro/app.abc123.js').set('Accept-Encoding', 'gzip, br;q=0').expect(200);
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(refused.headers['content-length']).toBe(String(sizes['site/dist/_astro/app.abc123.js.gz']));
    expect(refused.text).toBe(script);
    const gzipOnly = await request(app).get('/de/about').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gzipOnly.headers['cache-control']).toBe('no-cache');
    expect(gzipOnly.text).toBe(page);
  });

  it('sends the original when no encoding is accepted', async () => {
    for (const acceptEncoding of [undefined, 'br;q=0, gzip;q=0', 'identity']) {
      const call = request(app).get('/_astro/app.abc123.js');
      if (acceptEncoding) void call.set('Accept-Encoding', acceptEncoding);
      else void call.unset('Accept-Encoding');
      const response = await call.expect(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-length']).toBe(String(sizes['site/dist/_astro/app.abc123.js']));
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.text).toBe(script);
    }
  });

  it('answers HEAD with the headers of the variant and no body', async () => {
    const response = await request(app).head('/_astro/app.abc123.js').set('Accept-Encoding', 'br').expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(sizes['site/dist/_astro/app.abc123.js.br']));
    expect(response.text).toBeFalsy();
  });

  it('serves ranges of the representation it sends', async () => {
    const original = await request(app)
      .get('/_astro/app.abc123.js')
      .unset('Accept-Encoding')
      .set('Range', 'bytes=0-5')
      .expect(206);
    expect(original.headers['content-encoding']).toBeUndefined();
    expect(original.text).toBe('export');
    const brotli = await request(app)
      .get('/_astro/app.abc123.js')
      .set('Accept-Encoding', 'br')
      .set('Range', 'bytes=0-5')
      .buffer(true)
      .parse((response, callback) => response.on('data', () => undefined).on('end', () => callback(null, null)))
      .expect(206);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-range']).toBe(`bytes 0-5/${sizes['site/dist/_astro/app.abc123.js.br']}`);
  });

  it('gives precompressed variants their own ETag and honours If-None-Match', async () => {
    const brotli = await request(app).get('/_astro/app.abc123.js').set('Accept-Encoding', 'br');
    const gzip = await request(app).get('/_astro/app.abc123.js').set('Accept-Encoding', 'gzip');
    expect(brotli.headers.etag).toBeDefined();
    expect(brotli.headers.etag).not.toBe(gzip.headers.etag);
    await request(app)
      .get('/_astro/app.abc123.js')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', brotli.headers.etag as string)
      .expect(304);
  });

  it('serves the apps and a file without siblings as before', async () => {
    const admin = await request(app).get('/en/admin/persons').set('Accept-Encoding', 'br').expect(200);
    expect(admin.headers['content-encoding']).toBe('br');
    expect(admin.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(admin.text).toBe(page);
    // No sibling: @fastify/compress compresses it on the fly, as the compression middleware did.
    const css = await request(app).get('/styles.css').set('Accept-Encoding', 'gzip').expect(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.text).toBe(styles);
    const plain = await request(app).get('/styles.css').unset('Accept-Encoding').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(sizes['site/dist/styles.css']));
    const missing = await request(app).get('/de/nope').set('Accept-Encoding', 'br').expect(404);
    expect(missing.text).toBe('nicht gefunden');
  });

  it('leaves /api answers to @fastify/compress', async () => {
    const response = await request(app).get('/api/list').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toContain('application/json');
    expect((response.body as { rows: unknown[] }).rows).toHaveLength(200);
  });
});
