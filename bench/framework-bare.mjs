#!/usr/bin/env node
/**
 * The "bare" side of bench/framework-vs-bare.mjs: a plain `node:http` server doing the work of
 * three of the app's answers, without a framework, so the bench can show what the framework costs.
 *
 *   BARE_PORT=…  SITE_ROOT=/…/site/dist  node bench/framework-bare.mjs
 *
 * - `GET /api/health`: the liveness JSON, built per request as the app does
 *   (`{ status, version, uptimeSeconds }`).
 * - `GET /api/fields`: a reference list prepared once (the app keeps it serialised with its ETag);
 *   the bench posts the app's answer to `POST /__fields` first. A matching If-None-Match gets 304.
 * - `GET /de`: the landing page from SITE_ROOT, the `.br` (or `.gz`) sibling when Accept-Encoding
 *   names it, streamed from disk after a `stat`, as a static file server does.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';

const port = Number(process.env.BARE_PORT ?? 0);
const siteRoot = process.env.SITE_ROOT ?? '';
const started = Date.now();
let fields = { body: '[]', etag: 'W/"2-none"' };

async function sendFile(request, response, file) {
  const accepted = request.headers['accept-encoding'] ?? '';
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (!accepted.includes(encoding)) continue;
    try {
      const info = await stat(file + suffix);
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Encoding': encoding,
        'Content-Length': info.size,
        'Cache-Control': 'no-cache',
        'Last-Modified': info.mtime.toUTCString(),
        Vary: 'Accept-Encoding',
      });
      createReadStream(file + suffix).pipe(response);
      return;
    } catch {
      // the next encoding
    }
  }
  const info = await stat(file);
  response.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': info.size,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  });
  createReadStream(file).pipe(response);
}

const server = createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/__fields') {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      fields = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(204).end();
    });
    return;
  }
  if (request.url === '/api/health') {
    const body = JSON.stringify({
      status: 'ok',
      version: '0.1.0',
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
    });
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(body);
    return;
  }
  if (request.url === '/api/fields') {
    if (request.headers['if-none-match'] === fields.etag) {
      response.writeHead(304, { ETag: fields.etag }).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      ETag: fields.etag,
      'Cache-Control': 'no-store',
    });
    response.end(fields.body);
    return;
  }
  if (request.url === '/de') {
    sendFile(request, response, join(siteRoot, 'de', 'index.html')).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
    return;
  }
  response.writeHead(404).end();
});
server.listen(port, '127.0.0.1', () => console.log(`listening on ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
