#!/usr/bin/env node
/**
 * `npm run load`: how the server holds up under many clients at once, with mixed traffic.
 *
 *   npm run load                                          200 connections for 60 s
 *   npm run load -- --connections 50 --duration 10
 *   npm run load -- --target http://127.0.0.1:3000        a server that is already running
 *
 * Without --target it starts the built server (building what is missing) on a free loopback port
 * with a fresh SQLite database and demo data, like `npm run bench`. It signs in once as the demo
 * administrator, then runs one autocannon instance per scenario at the same time, sharing the
 * connections: a site page, reference data, an admin list with the administrator's token, and
 * failing sign-ins (wrong passwords for a demo account, unknown emails), whose 401/429/503 are
 * expected refusals and counted apart from errors. Loopback only and bounded in connections and
 * time: this is not a tool to point at someone else's server.
 *
 * Exits non-zero on a 5xx other than a 503 with Retry-After, and on connection errors or timeouts.
 */
import autocannon from 'autocannon';
import { lookup } from 'node:dns/promises';
import { cpus, loadavg } from 'node:os';
import { isIP } from 'node:net';
import { parseArgs } from 'node:util';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, signIn, startServer } from './server.mjs';

const LIMITS = { connections: 1000, duration: 600 };
const TIMEOUT_SECONDS = 10;

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    target: { type: 'string' },
  },
});

function boundedInteger(name, min, max) {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`load: --${name} must be a whole number from ${min} to ${max} (got ${values[name]}).`);
    process.exit(2);
  }
  return value;
}

const connections = boundedInteger('connections', 4, LIMITS.connections);
const duration = boundedInteger('duration', 1, LIMITS.duration);

const isLoopbackAddress = (address) =>
  isIP(address) === 4 ? address.startsWith('127.') : address === '::1' || /^::ffff:127\./i.test(address);

/** Refuses anything but plain HTTP to this machine's loopback interface. */
async function loopbackBase(target) {
  let url;
  try {
    url = new URL(target);
  } catch {
    throw new Error(`--target ${target} is not a URL`);
  }
  if (url.protocol !== 'http:') throw new Error(`--target must be http:// on loopback (got ${url.protocol})`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (entries) => entries.map((entry) => entry.address),
        () => [],
      );
  if (addresses.length === 0 || !addresses.every(isLoopbackAddress)) {
    throw new Error(`refusing ${url.host}: the load test runs against loopback addresses only`);
  }
  return url.origin;
}

/** Splits the connections by share (largest remainder), at least one per scenario. */
function splitConnections(total, shares) {
  const exact = shares.map((share) => share * total);
  const counts = exact.map((value) => Math.max(1, Math.floor(value)));
  let left = total - counts.reduce((sum, count) => sum + count, 0);
  const order = exact.map((value, index) => [value - Math.floor(value), index]).sort((a, b) => b[0] - a[0]);
  for (let index = 0; left > 0; index = (index + 1) % order.length, left -= 1) counts[order[index][1]] += 1;
  while (left < 0) {
    const largest = counts.indexOf(Math.max(...counts));
    counts[largest] -= 1;
    left += 1;
  }
  return counts;
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** What one scenario saw: every answer's status, code and latency, and every failure. */
function createTally() {
  return {
    latencies: [],
    statuses: new Map(),
    /** "429 LOGIN_THROTTLED" → count, for non-2xx answers. */
    codes: new Map(),
    errors: new Map(),
    serverErrorsWithoutRetryAfter: 0,
    seconds: 0,
  };
}

const increment = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);

/** Reads the error code of a non-2xx answer and checks a 503 for Retry-After. */
function recordAnswer(tally) {
  return (status, body, _context, headers) => {
    if (status < 300) return;
    let code = '';
    try {
      code = JSON.parse(body)?.code ?? '';
    } catch {
      // not JSON
    }
    increment(tally.codes, `${status} ${code || '(no code)'}`.trim());
    const retryAfter = headers?.['retry-after'] ?? headers?.['Retry-After'];
    if (status >= 500 && !(status === 503 && retryAfter)) tally.serverErrorsWithoutRetryAfter += 1;
  };
}

/** The administrator's token: in production the documentation is served to administrators only. */
async function checkOpenApi(base, paths, token) {
  const response = await fetch(`${base}/api/docs/openapi.json`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /api/docs/openapi.json answered ${response.status}`);
  const documented = Object.keys((await response.json()).paths ?? {});
  const missing = paths.filter(
    (path) => !documented.includes(path) && !documented.includes(path.replace(/^\/api/, '')),
  );
  if (missing.length > 0) throw new Error(`the OpenAPI document lists no ${missing.join(', ')}`);
}

function runScenario(base, scenario, connectionCount, tally) {
  const instance = autocannon({
    url: base,
    connections: connectionCount,
    duration,
    timeout: TIMEOUT_SECONDS,
    requests: scenario.requests.map((request) => ({ ...request, onResponse: recordAnswer(tally) })),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    tally.latencies.push(responseTime);
    increment(tally.statuses, statusCode);
  });
  instance.on('reqError', (error) => increment(tally.errors, error?.code ?? error?.message ?? 'error'));
  return instance.then((result) => {
    tally.seconds = result.duration;
    return result;
  });
}

const format = {
  count: (value) => value.toLocaleString('en-GB'),
  rate: (value) => value.toLocaleString('en-GB', { maximumFractionDigits: 0 }),
  ms: (value) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : value.toFixed(0)),
  statuses: (map) =>
    [...map.entries()]
      .sort((a, b) => (a[0] < b[0] ? -1 : 1))
      .map(([key, count]) => `${key}: ${format.count(count)}`)
      .join(', ') || '–',
};

function summarise(name, connectionCount, tally, expected) {
  const sorted = Float64Array.from(tally.latencies).sort();
  const count = (predicate) =>
    [...tally.statuses.entries()].filter(([status]) => predicate(status)).reduce((sum, [, n]) => sum + n, 0);
  const refusals = new Map([...tally.statuses.entries()].filter(([status]) => expected.has(status)));
  const unexpected = new Map([...tally.statuses.entries()].filter(([s]) => (s < 200 || s >= 300) && !expected.has(s)));
  return {
    name,
    connections: connectionCount,
    requests: sorted.length,
    perSecond: tally.seconds > 0 ? sorted.length / tally.seconds : 0,
    ok: count((status) => status >= 200 && status < 300),
    refusals,
    unexpected,
    errors: [...tally.errors.values()].reduce((sum, n) => sum + n, 0),
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  };
}

function printTable(rows) {
  const columns = [
    ['scenario', (row) => row.name, 'left'],
    ['conns', (row) => String(row.connections)],
    ['requests', (row) => format.count(row.requests)],
    ['req/s', (row) => format.rate(row.perSecond)],
    ['2xx', (row) => format.count(row.ok)],
    ['expected refusals', (row) => format.statuses(row.refusals)],
    ['other non-2xx', (row) => format.statuses(row.unexpected)],
    ['errors', (row) => format.count(row.errors)],
    ['p50 ms', (row) => format.ms(row.p50)],
    ['p99 ms', (row) => format.ms(row.p99)],
  ];
  const cells = rows.map((row) => columns.map(([, value]) => value(row)));
  const widths = columns.map(([title], index) => Math.max(title.length, ...cells.map((line) => line[index].length)));
  const line = (texts) =>
    texts.map((text, index) =>
      columns[index][2] === 'left' ? text.padEnd(widths[index]) : text.padStart(widths[index]),
    );
  console.log(line(columns.map(([title]) => title)).join('  '));
  cells.forEach((texts, index) => {
    if (index === cells.length - 1) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
    console.log(line(texts).join('  '));
  });
}

let server;
try {
  let base;
  if (values.target) {
    base = await loopbackBase(values.target);
  } else {
    console.log('Starting the server on a fresh SQLite database with demo data…');
    server = await startServer();
    base = await loopbackBase(server.base);
  }
  const token = await signIn(base, DEMO_ADMIN_EMAIL, server?.demoPassword() ?? DEMO_PASSWORD);
  await checkOpenApi(base, ['/api/fields', '/api/admin/persons', '/api/auth/login'], token);
  const q = (object) => encodeURIComponent(JSON.stringify(object));

  let attempt = 0;
  const scenarios = [
    { name: 'site page GET /de', share: 0.4, requests: [{ method: 'GET', path: '/de' }] },
    { name: 'reference GET /api/fields', share: 0.3, requests: [{ method: 'GET', path: '/api/fields' }] },
    {
      name: 'admin list GET /api/admin/persons',
      share: 0.2,
      requests: [
        {
          method: 'GET',
          path: `/api/admin/persons?sort=${q(['lastName', 'ASC'])}&range=${q([0, 24])}`,
          headers: { authorization: `Bearer ${token}` },
        },
      ],
    },
    {
      name: 'sign-in, wrong password/unknown',
      share: 0.1,
      // Refusals are the right answer here: wrong password (401), throttled (429), busy (503).
      expected: [401, 429, 503],
      requests: [
        {
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => {
            attempt += 1;
            const email = attempt % 2 ? 'agentur@demo.medstaff.de' : `load-${attempt}@unknown.example.com`;
            return { ...request, body: JSON.stringify({ email, password: `wrong-password-${attempt}` }) };
          },
        },
      ],
    },
  ];

  const split = splitConnections(
    connections,
    scenarios.map((scenario) => scenario.share),
  );
  const tallies = scenarios.map(() => createTally());
  console.log(
    `\n${new Date().toISOString()} · ${base} · ${connections} connections for ${duration} s · ` +
      `${cpus().length} CPU cores · load average before: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(', ')}`,
  );
  console.log('Running…');
  await Promise.all(scenarios.map((scenario, index) => runScenario(base, scenario, split[index], tallies[index])));

  const rows = scenarios.map((scenario, index) =>
    summarise(scenario.name, split[index], tallies[index], new Set(scenario.expected ?? [])),
  );
  const total = createTally();
  for (const tally of tallies) {
    for (const latency of tally.latencies) total.latencies.push(latency);
    for (const [status, count] of tally.statuses) total.statuses.set(status, (total.statuses.get(status) ?? 0) + count);
    for (const [kind, count] of tally.errors) total.errors.set(kind, (total.errors.get(kind) ?? 0) + count);
    total.serverErrorsWithoutRetryAfter += tally.serverErrorsWithoutRetryAfter;
    total.seconds = Math.max(total.seconds, tally.seconds);
  }
  // In the total, a status counts as an expected refusal only where its scenario expected it.
  const totalRow = summarise('total', connections, total, new Set());
  totalRow.refusals = new Map();
  totalRow.unexpected = new Map();
  rows.forEach((row) => {
    for (const [status, count] of row.refusals)
      totalRow.refusals.set(status, (totalRow.refusals.get(status) ?? 0) + count);
    for (const [status, count] of row.unexpected) {
      totalRow.unexpected.set(status, (totalRow.unexpected.get(status) ?? 0) + count);
    }
  });

  console.log(
    `\nLatency over all answers (2xx and refusals); requests = answers received; timeout ${TIMEOUT_SECONDS} s.\n`,
  );
  printTable([...rows, totalRow]);

  console.log('\nNon-2xx answers by status and error code:');
  scenarios.forEach((scenario, index) => {
    if (tallies[index].codes.size > 0) console.log(`  ${scenario.name}: ${format.statuses(tallies[index].codes)}`);
  });
  if (total.errors.size > 0) console.log(`Connection errors and timeouts: ${format.statuses(total.errors)}`);
  if (server) console.log(`Server memory (RSS) after the run: ${server.rss().toFixed(0)} MiB`);

  const problems = [];
  if (total.serverErrorsWithoutRetryAfter > 0) {
    problems.push(`${total.serverErrorsWithoutRetryAfter} server errors (5xx other than 503 with Retry-After)`);
  }
  if (totalRow.errors > 0) problems.push(`${totalRow.errors} connection errors or timeouts`);
  if (problems.length > 0) {
    console.error(`\nload: FAILED: ${problems.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nload: no server errors, no connection errors.');
  }
} catch (error) {
  console.error(`load: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
}
