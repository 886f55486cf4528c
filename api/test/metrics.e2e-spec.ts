import request from 'supertest';
import { MailSenderService } from '../src/platform/mail/mail-sender.service';
import { MailOutboxEntry } from '../src/platform/mail/mail-outbox-entry.entity';
import { ReleaseSweeper } from '../src/marketplace/workflow/release-sweeper.service';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of one sample line (`name{labels} value`) of a Prometheus text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

describe('metrics without METRICS_TOKEN', () => {
  it('are not served: the route answers as one that does not exist', async () => {
    const testApp = await createTestApp('sqlite');
    try {
      const response = await request(testApp.http).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Cannot GET /api/metrics',
        error: 'Not Found',
      });
    } finally {
      await testApp.close();
    }
  });
});

describe.each(TEST_DIALECTS)('metrics on %s', (dialect) => {
  let testApp: TestApp;
  const scrape = async () => {
    const response = await request(testApp.http)
      .get('/api/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    return response.text;
  };

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { metricsToken: TOKEN });
    await testApp.app.get(MailSenderService).stop();
  });
  afterAll(() => testApp.close());

  it('refuse a scraper without the token, or with another, with UNAUTHENTICATED', async () => {
    for (const header of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const call = request(testApp.http).get('/api/metrics');
      const response = await (header ? call.set('Authorization', header) : call).expect(401);
      expect(response.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('count requests by method, route pattern and status, with their latency', async () => {
    const before = await scrape();
    const labels = { method: 'GET', route: '/api/admin/persons/:id', status: '401' };
    const counted = sample(before, 'medstaff_http_requests_total', labels) ?? 0;
    await request(testApp.http).get('/api/admin/persons/12').expect(401);
    await request(testApp.http).get('/api/admin/persons/34').expect(401);
    await request(testApp.http).get('/api/fields').expect(200);
    await request(testApp.http).get('/api/no-such-route').expect(404);
    const after = await scrape();
    expect(after).toContain('# TYPE medstaff_http_requests_total counter');
    expect(sample(after, 'medstaff_http_requests_total', labels)).toBe(counted + 2);
    expect(
      sample(after, 'medstaff_http_requests_total', { route: '/api/fields', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    // Unknown paths share one label: no label per raw path.
    expect(sample(after, 'medstaff_http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(after).not.toContain('/api/admin/persons/12');
    expect(sample(after, 'medstaff_http_request_duration_seconds_count', labels)).toBe(counted + 2);
    expect(sample(after, 'medstaff_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(counted + 2);
    // The scrape itself is in flight while it is answered.
    expect(sample(after, 'medstaff_http_requests_in_flight')).toBe(1);
    // Node's own figures.
    expect(sample(after, 'medstaff_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('show the mail outbox backlog and the release sweeper runs', async () => {
    const outbox = testApp.dataSource.getRepository(MailOutboxEntry);
    await outbox.createQueryBuilder().delete().execute();
    const mail = {
      recipient: 'a@test.medstaff.de',
      subject: 'S',
      text: 't',
      html: '<p>t</p>',
      nextAttemptAt: new Date(),
    };
    await outbox.save([
      outbox.create({ ...mail, status: 'pending' }),
      outbox.create({ ...mail, status: 'pending' }),
      outbox.create({ ...mail, status: 'sent', sentAt: new Date() }),
    ]);
    const sweepsBefore = sample(await scrape(), 'medstaff_release_sweeps_total', { outcome: 'ok' }) ?? 0;
    await testApp.app.get(ReleaseSweeper).runOnce();
    const text = await scrape();
    expect(sample(text, 'medstaff_mail_outbox_backlog')).toBe(2);
    expect(sample(text, 'medstaff_release_sweeps_total', { outcome: 'ok' })).toBe(sweepsBefore + 1);
    await outbox.createQueryBuilder().delete().execute();
  });

  it('show the database pools: the list reader, and on MySQL/MariaDB the main pool', async () => {
    const text = await scrape();
    if (dialect === 'mysql') {
      expect(sample(text, 'medstaff_db_pool_connections', { pool: 'main', state: 'used' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'medstaff_db_pool_connections', { pool: 'main', state: 'free' })).toBeGreaterThanOrEqual(1);
    }
    expect(sample(text, 'medstaff_db_pool_connections', { pool: 'list', state: 'waiting' })).toBe(0);
  });
});
