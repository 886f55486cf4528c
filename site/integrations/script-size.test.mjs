// `node --test site/integrations/script-size.test.mjs`
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkBudgets } from './script-size.mjs';

const page = (path, br, gzip = br + 100) => ({
  page: path,
  files: 1,
  br: { inline: 100, fileBytes: br - 100, total: br },
  gzip: { inline: 120, fileBytes: gzip - 120, total: gzip },
});
const options = { budget: 2048, pages: [{ pages: /^\/(de|en)$/, budget: 70 * 1024, name: 'landing page' }] };

describe('script budgets', () => {
  it('holds the landing pages to their own budget and the others to the default', () => {
    const { rows, error } = checkBudgets([page('/de', 68_000, 79_000), page('/de/agencies', 1000)], options);
    assert.equal(error, undefined);
    assert.deepEqual(
      rows.map((row) => [row.page, row.budget, row.over]),
      [
        ['/de', 71_680, false],
        ['/de/agencies', 2048, false],
      ],
    );
  });

  it('fails with the Brotli figure of every page over its budget', () => {
    const { report, error } = checkBudgets(
      [page('/en', 72_000), page('/en/partners', 2049), page('/en/terms', 2048)],
      options,
    );
    assert.match(error ?? '', /\/en \(72000 B of Brotli, budget 71680 B\)/);
    assert.match(error ?? '', /\/en\/partners \(2049 B of Brotli, budget 2048 B\)/);
    assert.doesNotMatch(error ?? '', /terms/);
    assert.match(report, /\/en +1 +100 +72000 +72100 +71680 +\(landing page\) +OVER BY 320 B/);
  });

  it('still reports exempt pages without holding them to a budget', () => {
    const { rows, error } = checkBudgets([page('/de', 90_000)], { budget: 2048, exempt: (path) => path === '/de' });
    assert.equal(error, undefined);
    assert.equal(rows[0].over, false);
  });
});
