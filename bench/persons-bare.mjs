/**
 * `npm run bench -- --only persons`: the admin person list at scale, the app against a "bare
 * handler" (bench/bare-handler.mjs) that runs the very same SQL straight through the driver.
 *
 * 1. The server restarts with SQL_CAPTURE_FILE: each scenario's URL is requested (the second
 *    answer is kept: its list total is cached, as in steady use) and the statements of that
 *    request are read from the capture — the page's ids and the capped count (`listQuery()`)
 *    and the rows by id (TypeORM's query logger; found by their parameters, the page's ids).
 * 2. The server restarts without the capture; the bare handler gets one plan per URL and must
 *    answer each URL exactly as the app does (body and Content-Range), or the bench stops.
 * 3. Timed, app and bare interleaved in rounds: sequential requests (latency, req/s = 1 / mean),
 *    autocannon with 10 connections for the concurrent case (req/s), and autocannon at a fixed
 *    rate (`overallRate`, half the app's req/s) for p50/p99.
 */
import { readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_ADMIN_EMAIL, signIn, startBareHandler } from './server.mjs';

/** The scenarios (names contain "persons", so `--only persons` selects them). */
export function personsBareScenarios(persons) {
  const q = (object) => encodeURIComponent(JSON.stringify(object));
  const list = (sort, range, filter) =>
    `/api/admin/persons?sort=${q(sort)}&range=${q(range)}${filter ? `&filter=${q(filter)}` : ''}`;
  const deep = Math.floor(persons / 2);
  return [
    { name: 'persons vs bare: page 1 by email', path: list(['email', 'ASC'], [0, 4]) },
    { name: `persons vs bare: deep page (${deep})`, path: list(['email', 'ASC'], [deep, deep + 4]) },
    { name: 'persons vs bare: search "mül"', path: list(['email', 'ASC'], [0, 4], { q: 'mül' }) },
    // The console's own order (PersonList: last name), which a search on MySQL/MariaDB reads by walking its index.
    {
      name: 'persons vs bare: search "mül" by lastName',
      path: list(['lastName', 'ASC'], [0, 4], { q: 'mül' }),
    },
    { name: 'persons vs bare: role USER by lastName', path: list(['lastName', 'ASC'], [0, 4], { role: 'USER' }) },
    { name: 'persons vs bare: page 1, 10 connections', path: list(['email', 'ASC'], [0, 4]), connections: 10 },
  ];
}

const fetchText = async (url, headers = {}) => {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return { text, range: response.headers.get('content-range') };
};

/** The statements appended to the capture file since `offset`. */
const capturedSince = (file, offset) =>
  readFileSync(file)
    .subarray(offset)
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

/** The bare handler's plan for one URL from the statements the app ran for it. */
function planOf(scenario, statements, answer) {
  const body = JSON.parse(answer.text);
  const ids = body.map((row) => Number(row.id));
  const list = statements.filter((statement) => statement.source === 'list');
  const isCount = (statement) => /^SELECT COUNT\(\*\) AS n FROM/.test(statement.sql);
  // SQLite: a search's first pages may walk the sort order first (searchWalk), then read the page.
  const walk = list.find((statement) => statement.sql.includes(') walked WHERE EXISTS'));
  const idsStatement = list.find((statement) => !isCount(statement) && statement !== walk);
  // The capped count; none when the app answered a large total it had counted within 30 s.
  const count = list.find((statement) => /\) capped_rows$/.test(statement.sql));
  if (!walk && !idsStatement) throw new Error(`${scenario.path}: the capture holds no list statements`);
  const planned = [];
  if (walk) {
    const wanted = Number(/LIMIT (\d+)$/.exec(walk.sql)?.[1]);
    planned.push({ role: 'walk', sql: walk.sql, parameters: walk.parameters, wanted });
  }
  if (idsStatement) planned.push({ role: 'ids', sql: idsStatement.sql, parameters: idsStatement.parameters });
  if (count) planned.push({ role: 'count', sql: count.sql, parameters: count.parameters });
  if (ids.length > 0) {
    // The rows by id: a query on the app's connection whose parameters are the page's ids.
    const wanted = [...ids].sort().join();
    const rows = statements.find(
      (statement) =>
        statement.source === 'typeorm' &&
        /^SELECT/i.test(statement.sql) &&
        statement.parameters
          .filter((value) => ids.includes(Number(value)))
          .map(Number)
          .sort()
          .join() === wanted,
    );
    if (!rows) throw new Error(`${scenario.path}: the capture holds no rows-by-id statement`);
    const idPositions = [];
    rows.parameters.forEach((value, index) => {
      const at = ids.indexOf(Number(value));
      if (at >= 0) idPositions.push([index, at]);
    });
    planned.push({ role: 'rows', sql: rows.sql, parameters: rows.parameters, idPositions });
  }
  const [, resource, skip, , total] = /^(\S+) (\d+)-(\d+)\/(\d+)$/.exec(answer.range) ?? [];
  return {
    path: scenario.path,
    resource,
    skip: Number(skip),
    exactLimit: 10_000,
    cachedTotal: Number(total),
    expected: body,
    statements: planned,
    // For the report: what else the app ran for the request (sign-in checks and the like).
    others: statements.length - list.length - (ids.length > 0 ? 1 : 0),
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Sequential requests: the time of each, in ms. */
async function sequential(url, headers, count) {
  const times = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
    times.push(performance.now() - started);
  }
  return times;
}

const cannon = (url, headers, options) =>
  new Promise((resolve, reject) => {
    autocannon({ url, headers, ...options }, (error, result) => {
      if (error) reject(error);
      else if (result.non2xx > 0 || result.errors > 0)
        reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      else resolve(result);
    });
  });

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Runs the comparison on a seeded server (see the file's comment) and prints one table.
 * `rounds`: interleaved rounds; `seconds`: the length of each autocannon run.
 */
export async function runPersonsVsBare({ server, persons, dialect, databaseUrl, scenarios, rounds = 4, seconds = 3 }) {
  const captureFile = join(server.dataDir, 'sql-capture.jsonl');
  console.log(`\nCapturing the app's SQL for ${scenarios.length} person list scenarios…`);
  await server.restart({ SQL_CAPTURE_FILE: captureFile });
  let admin = { Authorization: `Bearer ${await signIn(server.base, DEMO_ADMIN_EMAIL, server.demoPassword())}` };
  const plans = [];
  for (const scenario of scenarios) {
    // The first answer counts the total (cached from then on); the second is the steady state.
    await fetchText(`${server.base}${scenario.path}`, admin);
    const offset = existsSync(captureFile) ? statSync(captureFile).size : 0;
    const answer = await fetchText(`${server.base}${scenario.path}`, admin);
    plans.push(planOf(scenario, capturedSince(captureFile, offset), answer));
  }

  // The timed runs: the app without the capture, the bare handler beside it.
  await server.restart({});
  admin = { Authorization: `Bearer ${await signIn(server.base, DEMO_ADMIN_EMAIL, server.demoPassword())}` };
  const bare = await startBareHandler('bare-handler.mjs', {
    DATABASE_URL: databaseUrl ? server.env.DATABASE_URL : '',
    SQLITE_FILE: databaseUrl ? '' : join(server.dataDir, 'staffing.sqlite'),
  });
  try {
    for (const plan of plans) {
      // The app's answer as of now (signing in again changed the administrator's row).
      plan.expected = JSON.parse((await fetchText(`${server.base}${plan.path}`, admin)).text);
      const response = await fetch(`${bare.base}/__plan`, { method: 'POST', body: JSON.stringify(plan) });
      if (!response.ok) throw new Error(`the bare handler refused the plan of ${plan.path}: ${await response.text()}`);
    }
    // No drift: the bare handler answers each URL exactly as the app does.
    for (const scenario of scenarios) {
      const app = await fetchText(`${server.base}${scenario.path}`, admin);
      const own = await fetchText(`${bare.base}${scenario.path}`);
      if (app.text !== own.text || app.range !== own.range) {
        throw new Error(
          `the bare handler drifted from the app for ${scenario.name}:\n  app:  ${app.range} ${app.text.slice(0, 300)}\n  bare: ${own.range} ${own.text.slice(0, 300)}`,
        );
      }
    }
    console.log(
      `The bare handler answers all ${scenarios.length} URLs byte for byte as the app; per request it runs ${plans
        .map((plan) => plan.statements.length)
        .join('/')} statements (the app ran ${plans.map((plan) => plan.others).join('/')} more: its sign-in checks).`,
    );

    const rows = [];
    for (const scenario of scenarios) {
      const targets = [
        { name: 'app', url: `${server.base}${scenario.path}`, headers: admin },
        { name: 'bare', url: `${bare.base}${scenario.path}`, headers: admin },
      ];
      const results = { app: { times: [], rps: [], p50: [], p99: [] }, bare: { times: [], rps: [], p50: [], p99: [] } };
      // Warm-up (and the app's first count of the total).
      for (const target of targets) await sequential(target.url, target.headers, 5);
      // Latency and (sequential) throughput, interleaved, the order alternating per round.
      for (let round = 0; round < rounds; round += 1) {
        for (const target of round % 2 ? [...targets].reverse() : targets) {
          results[target.name].times.push(...(await sequential(target.url, target.headers, 25)));
        }
      }
      if (scenario.connections) {
        for (let round = 0; round < 2; round += 1) {
          for (const target of round % 2 ? [...targets].reverse() : targets) {
            const result = await cannon(target.url, target.headers, {
              connections: scenario.connections,
              duration: seconds,
            });
            results[target.name].rps.push(result.requests.average);
          }
        }
      } else {
        for (const name of ['app', 'bare']) results[name].rps.push(1000 / mean(results[name].times));
      }
      // p50/p99 at a fixed rate both sustain: half the app's rate.
      const rate = Math.max(1, Math.floor(mean(results.app.rps) / 2));
      for (let round = 0; round < 2; round += 1) {
        for (const target of round % 2 ? [...targets].reverse() : targets) {
          const result = await cannon(target.url, target.headers, {
            connections: scenario.connections ?? 10,
            overallRate: rate,
            duration: seconds,
          });
          results[target.name].p50.push(result.latency.p50);
          results[target.name].p99.push(result.latency.p99);
        }
      }
      const summary = (name) => {
        const sorted = [...results[name].times].sort((a, b) => a - b);
        return {
          rps: mean(results[name].rps),
          median: percentile(sorted, 0.5),
          p50: mean(results[name].p50),
          p99: mean(results[name].p99),
        };
      };
      rows.push({ name: scenario.name, rate, app: summary('app'), bare: summary('bare') });
      process.stdout.write('.');
    }
    process.stdout.write('\n');

    const ms = (value) => `${value.toFixed(1)}`;
    console.log(
      `\n${dialect}: admin person list, app vs bare handler (same SQL), ${persons} people; ${rounds}×25 sequential requests each (req/s = 1 / mean; autocannon, ${seconds} s × 2, for 10 connections); p50/p99 in ms at the fixed rate (autocannon overallRate, 10 connections, mean of 2 runs)`,
    );
    const header = [
      'scenario'.padEnd(42),
      'app req/s'.padStart(10),
      'bare req/s'.padStart(11),
      'app/bare'.padStart(9),
      'median app/bare ms'.padStart(19),
      'rate/s'.padStart(7),
      'app p50/p99'.padStart(14),
      'bare p50/p99'.padStart(14),
    ];
    console.log(header.join(' '));
    for (const row of rows) {
      console.log(
        [
          row.name.replace('persons vs bare: ', '').padEnd(42),
          row.app.rps.toFixed(0).padStart(10),
          row.bare.rps.toFixed(0).padStart(11),
          (row.app.rps / row.bare.rps).toFixed(2).padStart(9),
          `${ms(row.app.median)}/${ms(row.bare.median)}`.padStart(19),
          String(row.rate).padStart(7),
          `${ms(row.app.p50)}/${ms(row.app.p99)}`.padStart(14),
          `${ms(row.bare.p50)}/${ms(row.bare.p99)}`.padStart(14),
        ].join(' '),
      );
    }
    return rows;
  } finally {
    await bare.stop();
  }
}
