#!/usr/bin/env node
/**
 * The market at a national scale (issue 27): the agencies' New Jobs and `POST /job/find` with
 * each filter, deep pages and the last page, sequentially (median, p99) and under 10 connections
 * (autocannon: req/s, p99), beside a bare `node:http` server answering the same bytes (the HTTP
 * ceiling of this machine, no framework, no database).
 *
 * Called by `npm run bench` (bench/run.mjs) on the database it seeded; or on a database seeded
 * beforehand, against a server that is already running:
 *
 *   node bench/market.mjs --base http://127.0.0.1:4320 --password <demo password> [--seconds 5] [--rounds 100]
 *
 * (signs in as the demo agency, agentur@demo.medstaff.de).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

/** The scenarios: [name, path, body?]; the last pages are found from the first answers' totals. */
export async function marketScenarios(base, headers) {
  const total = async (body) => {
    const response = await fetch(`${base}/api/job/find`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`/api/job/find answered ${response.status}`);
    const answer = await response.json();
    return Math.max(1, Math.ceil(answer.total / answer.pageSize));
  };
  const now = Date.now();
  const month = { from: now + 30 * 86_400_000, to: now + 60 * 86_400_000 };
  const week = { from: now + 7 * 86_400_000, to: now + 14 * 86_400_000 };
  const find = (body) => ['/api/job/find', body];
  return [
    ['market: New Jobs, page 1', '/api/job'],
    ['market: New Jobs, page 50', ...find({ page: 50 })],
    ['market: New Jobs, last page', ...find({ page: await total({}) })],
    ['market: field, page 50', ...find({ field: 'kardiologie', page: 50 })],
    ['market: field "Kardiologie" (as typed), page 50', ...find({ field: 'Kardiologie', page: 50 })],
    ['market: field, last page', ...find({ field: 'kardiologie', page: await total({ field: 'kardiologie' }) })],
    ['market: position, page 1', ...find({ position: 'Facharzt' })],
    ['market: position, page 20', ...find({ position: 'Facharzt', page: 20 })],
    ['market: kind NURSE, page 100', ...find({ kind: 'NURSE', page: 100 })],
    ['market: contract type (no match), page 10', ...find({ contractType: 'BefristeteAnstellung', page: 10 })],
    ['market: contract type AÜ, page 1', ...find({ contractType: 'Arbeitnehmerueberlassung' })],
    ['market: nurses in Berlin', ...find({ kind: 'NURSE', place: 'Berlin' })],
    ['market: doctors in Köln, page 20', ...find({ place: 'Köln', kind: 'DOCTOR', page: 20 })],
    ['market: postcode 10, page 5', ...find({ place: '10', page: 5 })],
    ['market: place without match', ...find({ place: 'Atlantis' })],
    ['market: dates, next week', ...find(week)],
    ['market: dates, a month, page 20', ...find({ ...month, page: 20 })],
    ['market: dates from, last page', ...find({ from: month.from, page: await total({ from: month.from }) })],
    ['market: field + dates', ...find({ field: 'kardiologie', ...month })],
    [
      'market: every filter',
      ...find({ field: 'kardiologie', position: 'Facharzt', kind: 'DOCTOR', place: 'Berlin', ...month }),
    ],
  ];
}

const send = async (base, headers, path, body) => {
  const response = await fetch(
    `${base}${path}`,
    body
      ? { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
      : { headers },
  );
  const bytes = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} ${JSON.stringify(body ?? {})} answered ${response.status}`);
  return Buffer.from(bytes);
};

const cannon = (url, headers, path, body, seconds) =>
  new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}${path}`,
        connections: 10,
        duration: seconds,
        ...(body
          ? {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            }
          : { headers }),
      },
      (error, result) => {
        if (error) reject(error);
        else if (result.non2xx > 0 || result.errors > 0)
          reject(new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
        else resolve(result);
      },
    );
  });

/** A bare node:http server in a process of its own that answers every request with `body`. */
async function bareServer(body) {
  const child = fork(fileURLToPath(import.meta.url), ['--bare'], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  child.send(body.toString('base64'));
  const [port] = await new Promise((resolve) => child.once('message', (message) => resolve([message])));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/**
 * Times every scenario: `rounds` sequential requests after 5 warm-ups (median, p99), then
 * autocannon with 10 connections for `seconds` (req/s, p99); then the bare server with the New
 * Jobs answer. Prints one table and answers the rows.
 */
export async function runMarket({ base, headers, rounds = 60, seconds = 3, dialect = '', only = [] }) {
  const chosen = (await marketScenarios(base, headers)).filter(
    ([name]) => only.length === 0 || only.some((word) => name.toLowerCase().includes(word)),
  );
  console.log(
    `\nThe market${dialect ? ` on ${dialect}` : ''}: ${rounds} sequential requests (median, p99), then 10 connections for ${seconds} s (req/s, p99); goal p99 < 50 ms, ≥ 1,000 req/s`,
  );
  console.log(
    `${'case'.padEnd(48)} ${'median'.padStart(10)} ${'p99'.padStart(10)} ${'req/s (10)'.padStart(11)} ${'p99 (10)'.padStart(10)}`,
  );
  const ms = (value) => (Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`);
  const print = (row) =>
    console.log(
      `${row.name.padEnd(48)} ${ms(row.median).padStart(10)} ${ms(row.p99).padStart(10)} ${row.rps.toFixed(0).padStart(11)} ${ms(row.loadedP99).padStart(10)}`,
    );
  const rows = [];
  for (const [name, path, body] of chosen) {
    for (let index = 0; index < 5; index += 1) await send(base, headers, path, body);
    const times = [];
    for (let index = 0; index < rounds; index += 1) {
      const started = performance.now();
      await send(base, headers, path, body);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const loaded = await cannon(base, headers, path, body, seconds);
    rows.push({
      name,
      median: times[Math.floor(times.length / 2)],
      p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))],
      rps: loaded.requests.average,
      loadedP99: loaded.latency.p99,
    });
    print(rows.at(-1));
  }
  const newJobs = await send(base, headers, '/api/job');
  const bare = await bareServer(newJobs);
  try {
    const loaded = await cannon(bare.url, {}, '/', undefined, seconds);
    rows.push({
      name: 'bare node:http, same bytes',
      median: NaN,
      p99: NaN,
      rps: loaded.requests.average,
      loadedP99: loaded.latency.p99,
    });
    print(rows.at(-1));
  } finally {
    bare.stop();
  }
  return rows;
}

if (process.argv.includes('--bare')) {
  const { createServer } = await import('node:http');
  process.once('message', (encoded) => {
    const body = Buffer.from(encoded, 'base64');
    const server = createServer((request, response) => {
      request.resume();
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
      response.end(body);
    });
    server.listen(0, '127.0.0.1', () => process.send(server.address().port));
  });
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      email: { type: 'string', default: 'agentur@demo.medstaff.de' },
      password: { type: 'string', default: 'Demo-Passwort-2026' },
      rounds: { type: 'string', default: '60' },
      seconds: { type: 'string', default: '3' },
      dialect: { type: 'string', default: '' },
      only: { type: 'string', default: '' },
    },
  });
  if (!values.base) {
    console.error(
      'Usage: node bench/market.mjs --base http://127.0.0.1:PORT [--password …] [--rounds N] [--seconds N]',
    );
    process.exit(2);
  }
  const { signIn } = await import('./server.mjs');
  const token = await signIn(values.base, values.email, values.password);
  await runMarket({
    base: values.base,
    headers: { Authorization: `Bearer ${token}` },
    rounds: Number(values.rounds),
    seconds: Number(values.seconds),
    dialect: values.dialect,
    only: values.only ? values.only.split(',').map((word) => word.trim().toLowerCase()) : [],
  });
}
