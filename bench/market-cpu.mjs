#!/usr/bin/env node
/**
 * The market's cost per request in CPU time, which a loaded machine changes far less than req/s:
 * for each scenario of bench/market.mjs, `--requests` requests over 10 connections (after a
 * warm-up), the server process's CPU time (user + system, /proc/<pid>/stat) before and after,
 * divided by the requests; with `--db-pid` the database server's too (MariaDB's mysqld: shared
 * with anything else using it, so only a rough figure). 1,000 / (ms per request) is the rate one
 * core could serve.
 *
 *   node bench/market-cpu.mjs --base http://127.0.0.1:PORT --pid <server pid> [--db-pid <mysqld pid>] [--only words]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { marketScenarios } from './market.mjs';
import { signIn } from './server.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    pid: { type: 'string' },
    'db-pid': { type: 'string', default: '' },
    password: { type: 'string', default: 'Demo-Passwort-2026' },
    requests: { type: 'string', default: '400' },
    only: { type: 'string', default: '' },
  },
});
const ticks = 100; // USER_HZ on Linux
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
};
const headers = { Authorization: `Bearer ${await signIn(values.base, 'agentur@demo.medstaff.de', values.password)}` };
const only = values.only ? values.only.split(',').map((word) => word.trim().toLowerCase()) : [];
const scenarios = (await marketScenarios(values.base, headers)).filter(
  ([name]) => only.length === 0 || only.some((word) => name.toLowerCase().includes(word)),
);
const run = (path, body, amount) =>
  new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${values.base}${path}`,
        connections: 10,
        amount,
        ...(body
          ? { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }
          : { headers }),
      },
      (error, result) =>
        error ? reject(error) : result.non2xx > 0 ? reject(new Error(`${path}: non-2xx`)) : resolve(result),
    ),
  );
console.log(`${'case'.padEnd(48)} ${'app CPU/req'.padStart(12)} ${'db CPU/req'.padStart(11)}`);
const amount = Number(values.requests);
for (const [name, path, body] of scenarios) {
  await run(path, body, 50);
  const app = cpuMs(values.pid);
  const db = values['db-pid'] ? cpuMs(values['db-pid']) : 0;
  await run(path, body, amount);
  const appPer = (cpuMs(values.pid) - app) / amount;
  const dbPer = values['db-pid'] ? (cpuMs(values['db-pid']) - db) / amount : NaN;
  console.log(
    `${name.padEnd(48)} ${`${appPer.toFixed(2)} ms`.padStart(12)} ${(Number.isNaN(dbPer) ? '–' : `${dbPer.toFixed(2)} ms`).padStart(11)}`,
  );
}
