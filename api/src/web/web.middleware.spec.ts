import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { createWebHandler, webRoots } from './web.middleware';

describe('web handler', () => {
  let root: string;
  let app: express.Express;

  const file = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };

  beforeAll(() => {
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
    app = express();
    app.use(createWebHandler(webRoots(root)));
    app.use((_request, response) => response.status(418).send('api'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

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
    await request(app).get('/%E0%A4%A').expect(404);
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
