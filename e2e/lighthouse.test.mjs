// `node --test e2e/lighthouse.test.mjs`: the verdict of `npm run lighthouse`, without a browser.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { auditWithRetry, failingAudits, PORTAL_PAGES, pageResult, summarize } from './lighthouse.mjs';

const lhr = (performance, accessibility = 1, best = 1, seo = 1) => ({
  categories: {
    performance: { score: performance },
    accessibility: { score: accessibility },
    'best-practices': { score: best },
    seo: { score: seo },
  },
});

describe('lighthouse verdict', () => {
  it('passes when every page scores 95+ everywhere', () => {
    const { lines, exitCode } = summarize([
      pageResult('/de', { lhr: lhr(0.99) }),
      pageResult('/en', { lhr: lhr(0.95, 0.951, 1, 0.96) }),
    ]);
    assert.equal(exitCode, 0);
    assert.match(lines[0], /^page +perf +a11y +best +seo +result$/);
    assert.match(lines[1], /^\/de +99 +100 +100 +100 +ok$/);
    assert.match(lines[2], /^\/en +95 +95 +100 +96 +ok$/);
    assert.equal(lines.at(-1), 'Every page scores 95+ in all four categories.');
  });

  it('fails a page below 95 in any category and names the categories', () => {
    const { lines, below, exitCode } = summarize([
      pageResult('/de', { lhr: lhr(1) }),
      pageResult('/de/agencies', { lhr: lhr(0.94, 1, 0.9) }),
    ]);
    assert.equal(exitCode, 1);
    assert.deepEqual(
      below.map((result) => result.path),
      ['/de/agencies'],
    );
    assert.match(lines[2], /^\/de\/agencies +94 +100 +90 +100 +BELOW 95 \(perf, best\)$/);
    assert.equal(lines.at(-1), '1 page(s) below 95 in at least one category.');
  });

  it("reports a run with Lighthouse's runtimeError as failed, with its code and message", () => {
    const result = pageResult('/en/partners', {
      lhr: {
        runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
        categories: { performance: { score: null }, accessibility: { score: 1 } },
      },
    });
    assert.equal(result.failure, 'NO_FCP: The page did not paint any content.');
    const { lines, failed, exitCode } = summarize([result]);
    assert.equal(exitCode, 1);
    assert.equal(failed.length, 1);
    assert.match(lines[1], /^\/en\/partners +- +100 +- +- +FAILED NO_FCP: The page did not paint any content\.$/);
    assert.equal(lines.at(-1), '1 page(s) could not be audited.');
  });

  it('fails a run with categories without a score, no result, or a thrown error', () => {
    assert.equal(pageResult('/de', { lhr: lhr(null, 1, null) }).failure, 'no score for performance, best-practices');
    assert.equal(
      pageResult('/de', { lhr: { categories: {} } }).failure,
      'no score for ' + ['performance', 'accessibility', 'best-practices', 'seo'].join(', '),
    );
    assert.equal(pageResult('/de', {}).failure, 'Lighthouse returned no result');
    assert.equal(pageResult('/de', { error: new Error('Protocol error') }).failure, 'Protocol error');
    const { lines, exitCode } = summarize([
      pageResult('/de', { error: new Error('Protocol error') }),
      pageResult('/en', { lhr: lhr(0.5) }),
    ]);
    assert.equal(exitCode, 1);
    assert.equal(lines.at(-1), '1 page(s) could not be audited; 1 page(s) below 95 in at least one category.');
  });

  it('tries a failed page once more and keeps the second run', async () => {
    const runs = [{ lhr: { runtimeError: { code: 'PAGE_HUNG', message: 'hung' } } }, { lhr: lhr(0.97) }];
    const retried = await auditWithRetry('/de', async () => runs.shift());
    assert.equal(retried.failure, undefined);
    assert.equal(retried.attempts, 2);
    assert.match(summarize([retried]).lines[1], /ok \(after 2 runs\)$/);

    let calls = 0;
    const broken = await auditWithRetry('/en', async () => {
      calls++;
      throw new Error('Chrome crashed');
    });
    assert.equal(calls, 2);
    assert.equal(broken.failure, 'Chrome crashed');

    let good = 0;
    await auditWithRetry('/en', async () => {
      good++;
      return { lhr: lhr(0.5) };
    });
    assert.equal(good, 1, 'a low score is a result, not a failed run: no second try');
  });

  it('names the audits that cost a category below 95 its points', () => {
    const result = {
      categories: {
        performance: { score: 0.99, auditRefs: [{ id: 'total-blocking-time', weight: 30 }] },
        accessibility: { score: 1, auditRefs: [] },
        'best-practices': { score: 1, auditRefs: [] },
        seo: {
          score: 0.91,
          auditRefs: [
            { id: 'meta-description', weight: 1 },
            { id: 'document-title', weight: 1 },
            { id: 'structured-data', weight: 0 },
          ],
        },
      },
      audits: {
        'total-blocking-time': { score: 0.5 },
        'meta-description': { score: 0 },
        'document-title': { score: 1 },
        'structured-data': { score: 0 },
      },
    };
    assert.deepEqual(failingAudits(result), ['seo: meta-description (0, weight 1)']);
  });

  it('audits the signed-in pages as their demo accounts', () => {
    assert.deepEqual(
      PORTAL_PAGES.map(({ page }) => page),
      [
        '/hospital',
        '/organisations/calendar',
        '/organisations/dashboard',
        '/agency/jobs',
        '/agency/applied-jobs',
        '/shifts',
      ],
    );
    for (const { account } of PORTAL_PAGES) assert.match(account, /@demo\.medstaff\.de$/);
  });
});
