import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { bearerFor } from './admin-helpers';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

/** The cookie of a Set-Cookie list, by name. */
function setCookie(response: request.Response, name: string): string | undefined {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((cookie) => cookie.startsWith(`${name}=`));
}

/** The `name=value` part of a Set-Cookie line, as a browser sends it back. */
const cookiePair = (cookie: string | undefined) => (cookie ?? '').split(';')[0];

/** The script-src directive of a Content-Security-Policy header. */
function scriptSources(response: request.Response): string[] {
  const policy = String(response.headers['content-security-policy'] ?? '');
  const directive = policy.split(';').find((part) => part.trim().startsWith('script-src '));
  return directive ? directive.trim().split(/\s+/).slice(1) : [];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Signs a person of `role` in with their password and returns the session cookie the answer sets. */
async function signIn(testApp: TestApp, role: 'ADMIN' | 'AGENCY' = 'AGENCY', name = 'medstaff_session') {
  const { person } = await bearerFor(testApp, role);
  const response = await request(testApp.http)
    .post('/api/auth/login')
    .send({ email: person.email, password: 'Admin-Passwort-1' })
    .expect(200);
  return { response, cookie: cookiePair(setCookie(response, name)), person };
}

describe.each(TEST_DIALECTS)('the browser session on %s', (dialect) => {
  let testApp: TestApp;
  let webRoot: string;
  const siteScript = 'document.documentElement.dataset.ready="1"';
  const islandScript = '(()=>{customElements.define("astro-island",class extends HTMLElement{})})();';

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'medstaff-web-'));
    const pages: Record<string, string> = {
      'site/dist/en/index.html': `<!doctype html><title>Home</title><script>${islandScript}</script><script type="module">${siteScript}</script><script type="module" src="/_astro/page.js"></script>`,
      'site/dist/404.html': '<!doctype html><title>Not found</title>',
      'portal/dist/index.html':
        '<!doctype html><title>Portal</title><script type="module" src="/_app/portal/assets/index.js"></script>',
      'admin/dist/index.html':
        '<!doctype html><title>Admin</title><script type="module" src="/_app/admin/assets/index.js"></script>',
    };
    for (const [page, html] of Object.entries(pages)) {
      mkdirSync(join(webRoot, page, '..'), { recursive: true });
      writeFileSync(join(webRoot, page), html);
    }
    testApp = await createTestApp(dialect, { webRoot });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  describe('no inline script runs unless the build put it there', () => {
    it.each([
      ['an API answer', '/api/health/live'],
      ['the portal', '/en/agency/jobs'],
      ['the admin console', '/en/admin/dashboard'],
      ['a missing page', '/en/nothing-here'],
      ['the API documentation', '/api/docs'],
    ])('%s: script-src without unsafe-inline', async (_name, path) => {
      const response = await request(testApp.http).get(path);
      expect(response.status).toBeLessThan(500);
      const sources = scriptSources(response);
      expect(sources).toContain("'self'");
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources.filter((source) => source.startsWith("'sha256-"))).toEqual([]);
      expect(String(response.headers['content-security-policy'])).toContain("script-src-attr 'none'");
    });

    it('a site page allows exactly the hashes of its own inline scripts', async () => {
      const response = await request(testApp.http).get('/en').expect(200);
      const sources = scriptSources(response);
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources.sort()).toEqual(["'self'", sha256(islandScript), sha256(siteScript)].sort());
    });
  });

  describe('the session cookie', () => {
    it('is set by the sign-in HttpOnly, SameSite=Strict, for the whole origin and as long as the token', async () => {
      const { response } = await signIn(testApp);
      const cookie = setCookie(response, 'medstaff_session') ?? '';
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).toMatch(new RegExp(`; Max-Age=${testApp.config.jwt.ttlSeconds}(;|$)`));
      // Over plain http (the tests' public address) a Secure cookie would be dropped by the browser.
      expect(cookie).not.toMatch(/; Secure/);
      expect(cookiePair(cookie)).toBe(`medstaff_session=${response.body.access_token}`);
    });

    it('signs requests in without a bearer header; the bearer header still works and wins', async () => {
      const { cookie, person } = await signIn(testApp);
      const byCookie = await request(testApp.http).get('/api/auth/is-logged-in').set('Cookie', cookie).expect(200);
      expect(byCookie.body.user.email).toBe(person.email);
      await request(testApp.http)
        .get('/api/auth/is-logged-in')
        .set('Cookie', cookie)
        .set('Authorization', 'Bearer not-a-token')
        .expect(401);
    });

    it('refuses a change another site sends with the cookie (CROSS_SITE_REQUEST), accepts it from our pages', async () => {
      const { cookie } = await signIn(testApp);
      const logout = (withCookie: string) =>
        request(testApp.http).post('/api/auth/logout').set('Cookie', withCookie).set('Accept-Language', 'en');
      const origin = new URL(testApp.config.publicUrl).origin;

      for (const refused of [
        logout(cookie).set('Sec-Fetch-Site', 'cross-site').set('Origin', 'https://evil.example'),
        logout(cookie).set('Sec-Fetch-Site', 'same-site'),
        logout(cookie).set('Sec-Fetch-Site', 'cross-site').set('Origin', origin),
        logout(cookie).set('Origin', 'https://evil.example'),
        logout(cookie),
      ]) {
        const response = await refused;
        expect(response.status).toBe(403);
        expect(response.body).toMatchObject({ statusCode: 403, code: 'CROSS_SITE_REQUEST' });
        expect(response.body.message).toMatch(/another website/);
      }
      // None of them ended the session; reading is not a change.
      await request(testApp.http)
        .get('/api/auth/is-logged-in')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(200);
      await logout(cookie).set('Sec-Fetch-Site', 'same-origin').set('Origin', origin).expect(204);
      // A browser without fetch metadata: the Origin alone decides.
      const other = await signIn(testApp);
      await logout(other.cookie).set('Origin', origin).expect(204);
    });

    it('a bearer header is not a cookie: no CSRF check for API clients', async () => {
      const { header } = await bearerFor(testApp, 'AGENCY');
      await request(testApp.http)
        .post('/api/auth/logout')
        .set('Authorization', header)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(204);
    });

    it('sign-out clears the cookie and its token stops working', async () => {
      const { cookie } = await signIn(testApp);
      const logout = await request(testApp.http)
        .post('/api/auth/logout')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'same-origin')
        .expect(204);
      const cleared = setCookie(logout, 'medstaff_session') ?? '';
      expect(cleared).toMatch(/^medstaff_session=;/);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(cleared).toMatch(/; HttpOnly/);
      const after = await request(testApp.http).get('/api/auth/is-logged-in').set('Cookie', cookie).expect(401);
      expect(after.body.code).toBe('UNAUTHENTICATED');
    });
  });

  it('outside production the API documentation is served to everyone (the test suite reads it)', async () => {
    await request(testApp.http).get('/api/docs/openapi.json').expect(200);
  });
});

describe.each(TEST_DIALECTS)('in production on %s', (dialect) => {
  const publicUrl = 'https://medstaff.example';

  describe('by default', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp(dialect, { env: 'production', publicUrl });
    });
    afterAll(async () => {
      await testApp.close();
    });

    it('the session cookie is Secure and __Host- prefixed', async () => {
      const { response } = await signIn(testApp, 'AGENCY', '__Host-medstaff_session');
      const cookie = setCookie(response, '__Host-medstaff_session') ?? '';
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(cookie).not.toMatch(/; Domain=/);
    });

    it('the API documentation answers 404 to anyone but an administrator', async () => {
      const agency = await bearerFor(testApp, 'AGENCY');
      for (const path of ['/api/docs', '/api/docs/openapi.json', '/api/docs/openapi.yaml']) {
        const anonymous = await request(testApp.http).get(path).expect(404);
        expect(anonymous.body.code).toBe('NOT_FOUND');
        expect(JSON.stringify(anonymous.body)).not.toContain('openapi');
        const member = await request(testApp.http).get(path).set('Authorization', agency.header).expect(404);
        expect(member.body.code).toBe('NOT_FOUND');
      }
      const admin = await bearerFor(testApp, 'ADMIN');
      const document = await request(testApp.http)
        .get('/api/docs/openapi.json')
        .set('Authorization', admin.header)
        .expect(200);
      expect(document.body.openapi).toMatch(/^3\./);
      const { cookie } = await signIn(testApp, 'ADMIN', '__Host-medstaff_session');
      await request(testApp.http).get('/api/docs').set('Cookie', cookie).expect(200).expect('Content-Type', /html/);
    });
  });

  describe('with API_DOCS_PUBLIC', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp(dialect, { env: 'production', publicUrl, apiDocsPublic: true });
    });
    afterAll(async () => {
      await testApp.close();
    });

    it('the API documentation is served to everyone', async () => {
      await request(testApp.http).get('/api/docs/openapi.json').expect(200);
      await request(testApp.http).get('/api/docs').expect(200);
    });
  });
});
