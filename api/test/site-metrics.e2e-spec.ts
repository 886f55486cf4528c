import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { SiteMetricsService } from '../src/site/metrics/site-metrics.service';
import { PasswordService } from '../src/accounts/password.service';
import { Person } from '../src/people/person.entity';
import { TEST_DIALECTS, createTestApp, uniqueEmail, type TestApp } from './test-app';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe.each(TEST_DIALECTS)('anonymous site figures on %s', (dialect) => {
  let testApp: TestApp;
  let webRoot: string;
  let adminToken: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'medstaff-site-'));
    for (const page of ['de/index.html', 'en/index.html', 'de/agencies/index.html', '404.html']) {
      mkdirSync(join(webRoot, 'site/dist', page, '..'), { recursive: true });
      writeFileSync(join(webRoot, 'site/dist', page), `<!doctype html><title>${page}</title>`);
    }
    testApp = await createTestApp(dialect, { webRoot, trustProxy: true });
    const persons = testApp.dataSource.getRepository(Person);
    const email = uniqueEmail('figures');
    await persons.save(
      persons.create({
        email,
        role: 'ADMIN',
        status: 'ACTIVE',
        emailConfirmedAt: new Date(),
        passwordHash: await testApp.app.get(PasswordService).hash('Admin-Passwort-1'),
      }),
    );
    adminToken = (
      await request(testApp.http).post('/api/auth/login').send({ email, password: 'Admin-Passwort-1' }).expect(200)
    ).body.access_token;
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const figures = async () =>
    (
      await request(testApp.http)
        .get('/api/admin/statistics/site')
        .set('Authorization', `Bearer ${adminToken}`)
        .expect(200)
    ).body;

  it('counts pages served to people, and visits only when they come from elsewhere', async () => {
    const before = await figures();
    await request(testApp.http).get('/de').set('User-Agent', BROWSER).expect(200);
    await request(testApp.http)
      .get('/de/agencies')
      .set('User-Agent', BROWSER)
      .set('Referer', 'http://127.0.0.1/de')
      .set('Host', '127.0.0.1')
      .expect(200);
    await request(testApp.http)
      .get('/en')
      .set('User-Agent', BROWSER)
      .set('Referer', 'https://www.google.com/')
      .expect(200);
    await request(testApp.http)
      .get('/de')
      .set('User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)')
      .expect(200);
    await request(testApp.http).get('/de').set('User-Agent', 'Mozilla/5.0 Chrome-Lighthouse').expect(200);
    await request(testApp.http).head('/de').set('User-Agent', BROWSER).expect(200);
    await request(testApp.http).get('/de/nope').set('User-Agent', BROWSER).expect(404);
    const after = await figures();
    expect(after.pageViews - before.pageViews).toBe(3);
    expect(after.visits - before.visits).toBe(2);
    expect(after.since).toBe(new Date().toISOString().slice(0, 10));
  });

  it('counts enquiry searches and submits, ignores bots and validates the event', async () => {
    const before = await figures();
    await request(testApp.http)
      .post('/api/events')
      .set('User-Agent', BROWSER)
      .send({ type: 'search', path: '/de', language: 'de' })
      .expect(204);
    await request(testApp.http)
      .post('/api/events')
      .set('User-Agent', BROWSER)
      .send({ type: 'submit', path: '/de', language: 'de' })
      .expect(204);
    await request(testApp.http).post('/api/events').set('User-Agent', 'curl/8.0').send({ type: 'search' }).expect(204);
    await request(testApp.http).post('/api/events').send({ type: 'click' }).expect(400);
    await request(testApp.http).post('/api/events').send({ type: 'search', path: 'https://evil.example' }).expect(400);
    await request(testApp.http).post('/api/events').send({ type: 'search', email: 'x@y.de' }).expect(400);
    const after = await figures();
    expect(after.searches - before.searches).toBe(1);
    expect(after.submits - before.submits).toBe(1);
  });

  it('adds up counts per day in one row per page and kind', async () => {
    const metrics = testApp.app.get(SiteMetricsService);
    for (let index = 0; index < 3; index += 1) metrics.record('page_view', '/en/partners', 'en');
    await metrics.flush();
    metrics.record('page_view', '/en/partners/', 'en');
    await metrics.flush();
    const rows: { total: number | string }[] = await testApp.dataSource.query(
      "SELECT total FROM site_metric_daily WHERE path = '/en/partners'",
    );
    expect(rows.map((row) => Number(row.total))).toEqual([4]);
  });

  it('throttles a flood of events and keeps the figures for administrators', async () => {
    for (let index = 0; index < 60; index += 1) {
      await request(testApp.http)
        .post('/api/events')
        .set('X-Forwarded-For', '198.51.100.7')
        .send({ type: 'search' })
        .expect(204);
    }
    await request(testApp.http)
      .post('/api/events')
      .set('X-Forwarded-For', '198.51.100.7')
      .send({ type: 'search' })
      .expect(429);
    await request(testApp.http).get('/api/admin/statistics/site').expect(401);
  });

  it('gives the dashboard its eight figures from real data, explaining the one without a source', async () => {
    const { body } = await request(testApp.http)
      .get('/api/admin/statistics/dashboard')
      .set('Authorization', `Bearer ${adminToken}`)
      .set('Accept-Language', 'de')
      .expect(200);
    expect(Object.keys(body).sort()).toEqual([
      'agencies',
      'externalUsers',
      'fulfilledJobs',
      'internalUsers',
      'organisations',
      'postedJobs',
      'totalEarnings',
      'visitors',
    ]);
    expect(body.visitors.value).toBeGreaterThanOrEqual(2);
    expect(body.postedJobs).toEqual({ value: 0, unavailableReason: null });
    expect(body.totalEarnings).toEqual({
      value: null,
      unavailableReason: expect.stringMatching(/^Noch keine Umsätze/),
    });
  });
});
