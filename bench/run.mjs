#!/usr/bin/env node
/**
 * `npm run bench`: speed and memory of the hot paths on realistic data, as ratios against a
 * baseline measured in the same run (GET /api/health), so results compare across machines.
 *
 *   npm run bench                 20,000 people, 20,000 requests of the demo hospital (default)
 *   npm run bench -- --persons 100000 --jobs 50000
 *   npm run bench -- --database mysql://root@127.0.0.1:3306/test   (MySQL/MariaDB: a fresh database there)
 *   npm run bench -- --only "New Jobs,offers"                     (the baseline and the matching cases)
 *   npm run bench -- --persons 1000000 --only persons              (the person list, app vs bare handler)
 *   npm run bench -- --jobs 200000 --only market                   (the agencies' market search: bench/market.mjs)
 *   node bench/market-cpu.mjs --base … --pid <server pid>          (the market's CPU time per request, against a running server)
 *   npm run bench -- --only framework                              (small answers, app vs bare node:http)
 *
 * Starts the built server (building what is missing) on a free port with a fresh SQLite
 * database in a temp folder, fills it with `npm run seed`, then times each request
 * (sequentially, after a warm-up) and reports median and p95 latency and the server's memory.
 * The "persons vs bare" cases compare the admin person list with a bare node:http handler running
 * the same SQL (bench/persons-bare.mjs, bench/bare-handler.mjs); `--seconds` sets the length of
 * their autocannon runs.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { runMarket } from './market.mjs';
import { personSearchCases } from './person-search.mjs';
import { frameworkScenarios, runFrameworkVsBare } from './framework-vs-bare.mjs';
import { personsBareScenarios, runPersonsVsBare } from './persons-bare.mjs';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_AGENCY_EMAIL,
  DEMO_HOSPITAL,
  DEMO_HOSPITAL_ADMIN_EMAIL,
  DEMO_POOL_MEMBER_EMAIL,
  root,
  signIn,
  startServer,
} from './server.mjs';

const { values } = parseArgs({
  options: {
    persons: { type: 'string', default: '20000' },
    jobs: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '60' },
    database: { type: 'string', default: '' },
    only: { type: 'string', default: '' },
    seconds: { type: 'string', default: '3' },
  },
});
const jobs = Number(values.jobs);
const persons = Number(values.persons);
const rounds = Number(values.rounds);

let server;
try {
  server = await startServer({ databaseUrl: values.database });
  const dialect = values.database ? 'MySQL/MariaDB' : 'SQLite';
  const { base, env } = server;
  console.log(`Seeding ${persons} people and ${jobs} requests of ${DEMO_HOSPITAL} into a fresh ${dialect} database…`);
  // Asynchronously: a bench blocked in spawnSync for the whole seed kept a keep-alive socket that
  // the server had closed meanwhile, and the first request after the seed could fail on it
  // ("fetch failed", seen once in CI).
  const [status] = await once(
    spawn(
      'npm',
      [
        'run',
        'seed',
        '--',
        '--persons',
        String(persons),
        '--agencies',
        '200',
        '--organisations',
        '100',
        '--jobs',
        String(jobs),
        // Every request goes to the demo hospital, so its grouped list and calendar carry them all.
        '--job-organisation',
        DEMO_HOSPITAL,
      ],
      {
        cwd: root,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    ),
    'exit',
  );
  if (status !== 0) {
    console.error('Seeding failed.');
    throw new Error('seeding failed');
  }
  // A fresh demo database: the administrator signs in with the printed demo password.
  const token = await signIn(base, DEMO_ADMIN_EMAIL, server.demoPassword());
  const admin = { Authorization: `Bearer ${token}` };
  const hospital = {
    Authorization: `Bearer ${await signIn(base, DEMO_HOSPITAL_ADMIN_EMAIL, server.demoPassword())}`,
  };
  const agency = {
    Authorization: `Bearer ${await signIn(base, DEMO_AGENCY_EMAIL, server.demoPassword())}`,
  };
  const poolMember = {
    Authorization: `Bearer ${await signIn(base, DEMO_POOL_MEMBER_EMAIL, server.demoPassword())}`,
  };
  const q = (object) => encodeURIComponent(JSON.stringify(object));
  // The calendar's month view asks for its six-week grid (from the Monday on or before the 1st),
  // as YYYY-MM-DD, which the calendar and the list filters take.
  const today = new Date();
  const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const nextMonthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  const gridStart = new Date(monthStart.getTime() - ((monthStart.getUTCDay() + 6) % 7) * 86_400_000);
  const gridEnd = new Date(gridStart.getTime() + 42 * 86_400_000);
  const day = (date) => date.toISOString().slice(0, 10);

  const cases = [
    ['baseline: GET /api/health', '/api/health', {}],
    ['site page /de', '/de', {}],
    ['reference /api/positions', '/api/positions', {}],
    [
      'persons, first page by last name',
      `/api/admin/persons?sort=${q(['lastName', 'ASC'])}&range=${q([0, 4])}&filter=${q({ role: 'USER' })}`,
      admin,
    ],
    [
      'persons, search "mül"',
      `/api/admin/persons?sort=${q(['lastName', 'ASC'])}&range=${q([0, 4])}&filter=${q({ q: 'mül' })}`,
      admin,
    ],
    ['persons, deep page', `/api/admin/persons?sort=${q(['email', 'DESC'])}&range=${q([10000, 10004])}`, admin],
    ...personSearchCases(admin),
    [
      'agencies, search',
      `/api/admin/agencies?sort=${q(['name', 'ASC'])}&range=${q([0, 4])}&filter=${q({ q: 'care' })}`,
      admin,
    ],
    ['organisation type-ahead', '/api/organisations/find', {}, { searchTerm: 'klinik' }],
    ['dashboard figures', '/api/admin/statistics/dashboard', admin],
    [`organisation jobs, grouped (${jobs})`, '/api/organisations/jobs', hospital],
    [
      'organisation jobs, one month',
      `/api/organisations/jobs?from=${day(monthStart)}&to=${day(nextMonthStart)}`,
      hospital,
    ],
    ['calendar month view', `/api/organisations/calendar?from=${day(gridStart)}&to=${day(gridEnd)}`, hospital],
    [
      'calendar week view',
      `/api/organisations/calendar?from=${day(today)}&to=${day(new Date(today.getTime() + 7 * 86_400_000))}`,
      hospital,
    ],
    // The agency's New Jobs: released requests newest released first, read along ix_job_request_released.
    ['agency New Jobs, page 1', '/api/job', agency],
    ['agency New Jobs, page 50', '/api/job/find', agency, { page: 50 }],
    ['agency New Jobs, nurses in Köln', '/api/job/find', agency, { kind: 'NURSE', place: 'Köln' }],
    ['pool member offers', '/api/job/offers', poolMember],
  ];

  /** One request of a case (POST when it has a body), answering the response with its body read. */
  const send = async ([, path, headers, body]) => {
    const response = await fetch(
      `${base}${path}`,
      body
        ? { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
        : { headers },
    );
    await response.arrayBuffer();
    return response;
  };

  const measure = async (entry) => {
    const request = () =>
      send(entry).then((response) => {
        if (!response.ok) throw new Error(`${entry[1]} answered ${response.status}`);
      });
    for (let index = 0; index < 5; index += 1) await request();
    const times = [];
    for (let index = 0; index < rounds; index += 1) {
      const started = performance.now();
      await request();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return {
      median: times[Math.floor(times.length / 2)],
      p95: times[Math.floor(times.length * 0.95)],
      p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))],
    };
  };

  /** A route another change is still building answers 404: skip it with a message instead of failing. */
  const exists = async (entry) => {
    const [name, path] = entry;
    if ((await send(entry)).status !== 404) return true;
    console.log(`skipped "${name}": ${path} answered 404 (the route does not exist yet)`);
    return false;
  };

  /** Budgets from the issues (p99, ms): a case over its budget is flagged in the table. */
  const budgets = new Map([
    ['calendar month view', 50],
    ['agency New Jobs, page 1', 50],
  ]);
  const results = [];
  // `--only "New Jobs,offers"`: the baseline and the cases whose names contain one of the words.
  const only = values.only ? values.only.split(',').map((word) => word.trim().toLowerCase()) : [];
  const chosen = cases.filter(
    ([name], index) => index === 0 || only.length === 0 || only.some((word) => name.toLowerCase().includes(word)),
  );
  for (const entry of chosen) {
    if (await exists(entry)) results.push([entry[0], await measure(entry)]);
  }
  const baseline = results[0][1].median;
  console.log(
    `\n${dialect}: ${persons} people, ${jobs} requests, ${rounds} sequential requests each; ratios against the baseline median (${baseline.toFixed(2)} ms)`,
  );
  console.log(
    `${'case'.padEnd(40)} ${'median'.padStart(10)} ${'p95'.padStart(10)} ${'p99'.padStart(10)} ${'ratio'.padStart(8)}`,
  );
  const budgetNote = (name, p99) => {
    const budget = budgets.get(name);
    if (budget === undefined) return '';
    return p99 <= budget ? `  (p99 budget ${budget} ms: met)` : `  (p99 budget ${budget} ms: OVER)`;
  };
  for (const [name, { median, p95, p99 }] of results) {
    console.log(
      `${name.padEnd(40)} ${`${median.toFixed(2)} ms`.padStart(10)} ${`${p95.toFixed(2)} ms`.padStart(10)} ${`${p99.toFixed(2)} ms`.padStart(10)} ${`×${(median / baseline).toFixed(1)}`.padStart(8)}${budgetNote(name, p99)}`,
    );
  }
  // The CSV export of every person (`--only export`): one download, timed, with the server's RSS
  // sampled meanwhile, so its peak growth shows whether the export streams in constant memory.
  const exportName = 'persons, CSV export of all';
  if (only.length === 0 || only.some((word) => exportName.toLowerCase().includes(word))) {
    const rssBefore = server.rss();
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, server.rss())), 10);
    const started = performance.now();
    const response = await fetch(`${base}/api/admin/persons/export?sort=${q(['lastName', 'ASC'])}`, {
      headers: { ...admin, 'Accept-Language': 'de' },
    });
    if (!response.ok) throw new Error(`/api/admin/persons/export answered ${response.status}`);
    // Counted as it arrives, never held whole: the client stays small too.
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lines += 1;
    }
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, server.rss());
    console.log(
      `\n${exportName}: ${lines - 1} rows (lines after the header, incl. line breaks inside cells), ${(bytes / 1048576).toFixed(1)} MiB in ${(elapsed / 1000).toFixed(2)} s; server RSS ${rssBefore.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB (growth ${(peak - rssBefore).toFixed(0)} MiB)`,
    );
  }
  // The market's search, every filter and the deepest pages (bench/market.mjs; `--only market`).
  if (only.length === 0 || only.includes('market')) {
    await runMarket({ base, headers: agency, rounds, seconds: Number(values.seconds), dialect });
  }
  console.log(`\nServer memory (RSS) after the run: ${server.rss().toFixed(0)} MiB`);
  // The framework's own cost: small answers against bare node:http handlers (bench/framework-vs-bare.mjs).
  const frameworkCases = frameworkScenarios.filter(
    ({ name }) => only.length === 0 || only.some((word) => name.toLowerCase().includes(word)),
  );
  if (frameworkCases.length > 0) {
    await runFrameworkVsBare({ server, scenarios: frameworkCases, seconds: Number(values.seconds) });
  }
  // The person list against a bare handler running the same SQL (restarts the server twice).
  const bareScenarios = personsBareScenarios(persons).filter(
    ({ name }) => only.length === 0 || only.some((word) => name.toLowerCase().includes(word)),
  );
  if (bareScenarios.length > 0) {
    await runPersonsVsBare({
      server,
      persons,
      dialect,
      databaseUrl: values.database,
      scenarios: bareScenarios,
      seconds: Number(values.seconds),
    });
  }
  // Every request answered, yet the server may have failed inside (a 500 the bench retried past,
  // a background error): a run with server errors is no clean measurement.
  if (server.errors().length > 0) throw new Error('the server logged errors during the run');
} catch (error) {
  // fetch's own message is only "fetch failed": its cause says what the socket saw.
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}${cause}`);
  const logged = server?.errors() ?? [];
  if (logged.length > 0) console.error(`The server logged these errors:\n${logged.slice(-5).join('\n')}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
}
