/**
 * `npm run bench -- --only framework`: what the web framework costs, as throughput ratios app/bare
 * against a plain `node:http` handler doing the same work (bench/framework-bare.mjs), measured
 * in the same run with autocannon (10 connections), app and bare interleaved:
 *
 * - a fixed JSON answer: `GET /api/health` (the liveness answer, built per request);
 * - `GET /api/fields`: a reference list the app keeps serialised (the same bytes on both sides);
 * - the landing page `GET /de` with `Accept-Encoding: br`: a pre-compressed static file.
 *
 * Goals (issue 27): fixed JSON ≥ 0.5, /api/fields ≥ 0.5, landing page ≥ 0.6.
 */
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root, startBareHandler } from './server.mjs';

/** The cases (names contain "framework", so `--only framework` selects them), with their goals. */
export const frameworkScenarios = [
  { name: 'framework vs bare: fixed JSON /api/health', path: '/api/health', headers: {}, goal: 0.5 },
  { name: 'framework vs bare: /api/fields', path: '/api/fields', headers: {}, goal: 0.5 },
  { name: 'framework vs bare: landing page /de (br)', path: '/de', headers: { 'Accept-Encoding': 'br' }, goal: 0.6 },
];

const cannon = (url, headers, seconds) =>
  new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 10, duration: seconds }, (error, result) => {
      if (error) reject(error);
      else if (result.non2xx > 0 || result.errors > 0)
        reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      else resolve(result);
    });
  });

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Checks that both sides answer a case alike (status, encoding, body length). */
async function compare(appBase, bareBase, scenario) {
  const [app, bare] = await Promise.all(
    [appBase, bareBase].map(async (base) => {
      // fetch asks for gzip by default; autocannon sends what the case says (nothing for JSON).
      const response = await fetch(`${base}${scenario.path}`, {
        headers: { 'Accept-Encoding': 'identity', ...scenario.headers },
      });
      const body = Buffer.from(await response.arrayBuffer());
      return { status: response.status, encoding: response.headers.get('content-encoding'), body };
    }),
  );
  const same =
    app.status === 200 &&
    bare.status === 200 &&
    app.encoding === bare.encoding &&
    (scenario.path === '/api/health' || app.body.equals(bare.body));
  if (!same) {
    throw new Error(
      `the bare handler answers ${scenario.path} unlike the app: app ${app.status} ${app.encoding} ${app.body.length} B, bare ${bare.status} ${bare.encoding} ${bare.body.length} B`,
    );
  }
}

/** Runs the cases against the running server and prints one table; `rounds` interleaved runs of `seconds`. */
export async function runFrameworkVsBare({ server, scenarios, rounds = 2, seconds = 3 }) {
  const bare = await startBareHandler('framework-bare.mjs', { SITE_ROOT: join(root, 'site', 'dist') });
  try {
    const fields = await fetch(`${server.base}/api/fields`, { headers: { 'Accept-Encoding': 'identity' } });
    const prepared = { body: await fields.text(), etag: fields.headers.get('etag') };
    await fetch(`${bare.base}/__fields`, { method: 'POST', body: JSON.stringify(prepared) });
    for (const scenario of scenarios) await compare(server.base, bare.base, scenario);
    const rows = [];
    for (const scenario of scenarios) {
      const targets = [
        { name: 'app', base: server.base },
        { name: 'bare', base: bare.base },
      ];
      const rps = { app: [], bare: [] };
      const p99 = { app: [], bare: [] };
      for (const target of targets) await cannon(`${target.base}${scenario.path}`, scenario.headers, 1);
      for (let round = 0; round < rounds; round += 1) {
        for (const target of round % 2 ? [...targets].reverse() : targets) {
          const result = await cannon(`${target.base}${scenario.path}`, scenario.headers, seconds);
          rps[target.name].push(result.requests.average);
          p99[target.name].push(result.latency.p99);
        }
      }
      rows.push({ scenario, app: mean(rps.app), bare: mean(rps.bare), appP99: mean(p99.app), bareP99: mean(p99.bare) });
      process.stdout.write('.');
    }
    process.stdout.write('\n');
    console.log(
      `\nThe framework against bare node:http doing the same work: autocannon, 10 connections, ${rounds}×${seconds} s each, interleaved`,
    );
    console.log(
      [
        'case'.padEnd(42),
        'app req/s'.padStart(10),
        'bare req/s'.padStart(11),
        'app/bare'.padStart(9),
        'goal'.padStart(6),
        'p99 app/bare ms'.padStart(16),
      ].join(' '),
    );
    for (const row of rows) {
      const ratio = row.app / row.bare;
      console.log(
        [
          row.scenario.name.replace('framework vs bare: ', '').padEnd(42),
          row.app.toFixed(0).padStart(10),
          row.bare.toFixed(0).padStart(11),
          ratio.toFixed(2).padStart(9),
          `≥${row.scenario.goal}`.padStart(6),
          `${row.appP99.toFixed(1)}/${row.bareP99.toFixed(1)}`.padStart(16),
          ratio >= row.scenario.goal ? '' : ' (below goal)',
        ].join(' '),
      );
    }
    return rows;
  } finally {
    await bare.stop();
  }
}
