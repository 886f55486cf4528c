#!/usr/bin/env node
/**
 * The bench's "bare handler" (bench/persons-bare.mjs): a plain `node:http` server that answers an
 * admin list URL with exactly the SQL the app ran for it, straight through the driver — no
 * framework, no guards, no ORM — so the bench can show what the app costs on top of its SQL.
 *
 *   BARE_PORT=…  DATABASE_URL=mysql://…   node bench/bare-handler.mjs   (MySQL/MariaDB: a mysql2 pool)
 *   BARE_PORT=…  SQLITE_FILE=/…/x.sqlite  node bench/bare-handler.mjs   (SQLite: a read-only connection)
 *
 * The statements are never written here: the bench captures them from the app (SQL_CAPTURE_FILE)
 * and posts one plan per URL to `POST /__plan`:
 *   { path, resource, skip, exactLimit, cachedTotal, expected,
 *     statements: [{ role: 'walk' | 'ids' | 'count' | 'rows', sql, parameters, idPositions?, wanted? }] }
 * For each `GET <path>` the handler runs the `ids` statement (the page's ids; on SQLite a search's
 * first pages try the `walk` first, as the app does, and keep its rows when it found `wanted`)
 * and the `count` statement (the capped total) together, then the `rows` statement with the
 * page's ids of its own first statement put at `idPositions`, and answers the rows in the ids'
 * order as JSON, with `Content-Range: <resource> <skip>-<end>/<total>` (a capped total above
 * `exactLimit`, or no count at all, as the app answers a total it counted moments before: the
 * app's cached total, `cachedTotal`). The JSON fields are mapped from the
 * raw columns once, when the plan arrives, by matching the app's answer (`expected`).
 */
import { createServer } from 'node:http';

const port = Number(process.env.BARE_PORT ?? 0);
const mysqlUrl = process.env.DATABASE_URL ?? '';
const sqliteFile = process.env.SQLITE_FILE ?? '';

/** The driver: `run(sql, parameters)` answers the rows. */
async function openDriver() {
  if (mysqlUrl) {
    const { createPool } = await import('mysql2/promise');
    // As the app's list pool (list-reader.ts) and TypeORM's connections are configured.
    const pool = createPool({
      uri: mysqlUrl,
      connectionLimit: 10,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      supportBigNumbers: true,
    });
    return {
      parallel: true,
      run: async (sql, parameters) => (await pool.query(sql, parameters))[0],
      close: () => pool.end(),
    };
  }
  const { default: Database } = await import('better-sqlite3');
  // Read-only, like the app's list worker; WAL lets it read the file the app has open.
  const db = new Database(sqliteFile, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const statements = new Map();
  return {
    parallel: false,
    run: async (sql, parameters) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = db.prepare(sql);
        statements.set(sql, statement);
      }
      return statement.all(...parameters.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value)));
    },
    close: async () => db.close(),
  };
}

const driver = await openDriver();
const plans = new Map();

/** Runs a plan's statements: the raw rows of the page (in the ids' order) and the total. */
async function execute(plan) {
  const walk = plan.statements.find((statement) => statement.role === 'walk');
  const ids = plan.statements.find((statement) => statement.role === 'ids');
  const count = plan.statements.find((statement) => statement.role === 'count');
  const rows = plan.statements.find((statement) => statement.role === 'rows');
  // The page's ids as the app reads them: a walk's full page, or else the page statement.
  const readIds = async () => {
    if (walk) {
      const walked = await driver.run(walk.sql, walk.parameters);
      if (walked.length === walk.wanted || !ids) return walked.slice(plan.skip);
    }
    return driver.run(ids.sql, ids.parameters);
  };
  const [idRows, countRows] = driver.parallel
    ? await Promise.all([readIds(), count ? driver.run(count.sql, count.parameters) : []])
    : [await readIds(), count ? await driver.run(count.sql, count.parameters) : []];
  const pageIds = idRows.map((row) => Number(row.id));
  // Without a capped count the app answered a large total it had counted moments before.
  const capped = Number(countRows[0]?.n ?? 0);
  const total = !count || capped > plan.exactLimit ? plan.cachedTotal : capped;
  if (pageIds.length === 0 || !rows) return { raw: [], pageIds, total };
  const parameters = [...rows.parameters];
  for (const [parameterIndex, idIndex] of rows.idPositions) parameters[parameterIndex] = pageIds[idIndex];
  const raw = await driver.run(rows.sql, parameters);
  return { raw, pageIds, total };
}

/** The rows in the order of the page's ids (the rows statement reads them by id, in any order). */
function inPageOrder(raw, pageIds, idColumn) {
  const byId = new Map(raw.map((row) => [Number(row[idColumn]), row]));
  return pageIds.map((id) => byId.get(id)).filter(Boolean);
}

const snake = (key) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const same = (value, expected) =>
  value === null || expected === null ? value === expected : String(value) === String(expected);

/**
 * Which raw column holds each field of the app's answer: the column named like the field
 * (`person_first_name` for `firstName`), else the one whose values are the field's on every row.
 */
function mapFields(raw, expected) {
  if (expected.length === 0) return [];
  return Object.keys(expected[0]).map((key) => {
    const columns = Object.keys(raw[0] ?? {});
    const matches = (column) => expected.every((row, index) => raw[index] && same(raw[index][column], row[key]));
    const named = columns.filter((column) => column === key || column.endsWith(`_${snake(key)}`));
    const column = named.find(matches) ?? columns.find(matches);
    if (!column) {
      const sample = JSON.stringify(raw[0]).slice(0, 400);
      throw new Error(
        `no column of the rows statement holds the field "${key}" (${JSON.stringify(expected[0][key])}; a row: ${sample})`,
      );
    }
    const kind = typeof expected[0][key];
    return [key, column, kind];
  });
}

const convert = (value, kind) => {
  if (value === null || value === undefined) return null;
  if (kind === 'number') return Number(value);
  if (kind === 'boolean') return Boolean(value);
  return value;
};

async function answer(plan, response) {
  const { raw, pageIds, total } = await execute(plan);
  const body = inPageOrder(raw, pageIds, plan.idColumn).map((row) => {
    const out = {};
    for (const [key, column, kind] of plan.fields) out[key] = convert(row[column], kind);
    return out;
  });
  const end = body.length === 0 ? plan.skip : plan.skip + body.length - 1;
  const json = JSON.stringify(body);
  response.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
    'Content-Range': `${plan.resource} ${plan.skip}-${end}/${total}`,
  });
  response.end(json);
}

const readBody = async (request) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
};

const server = createServer((request, response) => {
  const fail = (error) => {
    if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(error instanceof Error ? error.message : String(error));
  };
  if (request.method === 'GET' && request.url === '/__health') {
    response.end('ok');
    return;
  }
  if (request.method === 'POST' && request.url === '/__plan') {
    readBody(request)
      .then(async (plan) => {
        const rows = plan.statements.find((statement) => statement.role === 'rows');
        plan.idColumn = 'id';
        plan.fields = [];
        if (rows) {
          // Calibrate once: the raw rows of the page, then which column is the id and each field.
          const { raw, pageIds } = await execute(plan);
          // The id column: the one holding exactly the page's ids.
          const wanted = [...pageIds].sort().join();
          plan.idColumn =
            Object.keys(raw[0] ?? {}).find(
              (column) =>
                raw
                  .map((row) => Number(row[column]))
                  .sort()
                  .join() === wanted,
            ) ?? 'id';
          plan.fields = mapFields(inPageOrder(raw, pageIds, plan.idColumn), plan.expected);
        }
        delete plan.expected;
        plans.set(plan.path, plan);
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ fields: plan.fields }));
      })
      .catch(fail);
    return;
  }
  const plan = plans.get(request.url);
  if (!plan) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(`no plan for ${request.url}`);
    return;
  }
  answer(plan, response).catch(fail);
});

server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => {
  // The bench waits for this line.
  console.log(`bare handler listening on ${server.address().port}`);
});

const shutdown = () => server.close(() => driver.close().finally(() => process.exit(0)));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
