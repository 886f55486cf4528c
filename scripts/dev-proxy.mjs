/**
 * The one address of `npm run dev` (scripts/dev.mjs): routes every request, websockets included,
 * to the dev server that owns its path, the way the production server splits them
 * (api/src/configure-app.ts and api/src/platform/web/web.middleware.ts):
 *   /api, /api/*                       → the API (Nest, in watch mode)
 *   /_app/admin/*, /{lang}/admin*      → admin's Vite (base /_app/admin/)
 *   /_app/portal/*, the portal's routes → portal's Vite (base /_app/portal/)
 *   everything else                    → the Astro site
 * A page route of an app (/en/admin/agencies/5) is answered with the app's index.html, as
 * production does: the request goes to its Vite as `{base}index.html`, which Vite answers with
 * the page and its hot-reload client; the app then routes on the address in the browser.
 */
import { createServer, request as httpRequest, Agent } from 'node:http';
import { connect } from 'node:net';

/** Where the single-page apps live in the dev servers and in production (their Vite `base`). */
export const ADMIN_BASE = '/_app/admin/';
export const PORTAL_BASE = '/_app/portal/';

/** As in api/src/platform/web/web.middleware.ts (ADMIN_ROUTE, PORTAL_ROUTE) and the API's global prefix. */
const API_PATH = /^\/api(?:\/|$)/i;
const ADMIN_ROUTE = /^\/(de|en)\/admin(\/.*)?$/;
const PORTAL_ROUTE = /^\/(de|en)\/(auth(\/.*)?|hospital.*|organisations(\/.*)?|agency(\/.*)?|shifts(\/.*)?|account)$/;

/** @typedef {'api' | 'admin' | 'portal' | 'site'} DevServer */

/**
 * Which dev server answers `url` (path and query), and the address to ask it for.
 * @param {string} url
 * @returns {{ server: DevServer, url: string }}
 */
export function route(url) {
  const path = url.split('?')[0];
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  if (API_PATH.test(path)) return { server: 'api', url };
  if (path.startsWith(ADMIN_BASE)) return { server: 'admin', url };
  if (path.startsWith(PORTAL_BASE)) return { server: 'portal', url };
  if (ADMIN_ROUTE.test(decoded)) return { server: 'admin', url: `${ADMIN_BASE}index.html` };
  if (PORTAL_ROUTE.test(decoded)) return { server: 'portal', url: `${PORTAL_BASE}index.html` };
  return { server: 'site', url };
}

/** Headers that belong to one connection, not to the request: never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The raw header list without hop-by-hop headers (and without those named in Connection). */
function endToEndHeaders(rawHeaders, connectionHeader) {
  const named = new Set(
    String(connectionHeader ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const headers = [];
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index].toLowerCase();
    if (!HOP_BY_HOP.has(name) && !named.has(name)) headers.push(rawHeaders[index], rawHeaders[index + 1]);
  }
  return headers;
}

function forwardedHeaders(request) {
  const client = request.socket.remoteAddress ?? '';
  const previous = request.headers['x-forwarded-for'];
  return [
    'X-Forwarded-For',
    previous ? `${previous}, ${client}` : client,
    'X-Forwarded-Proto',
    'http',
    'X-Forwarded-Host',
    request.headers.host ?? '',
  ];
}

/**
 * An HTTP server that passes every request and websocket upgrade on to the dev server its path
 * belongs to. `targets(server)` resolves to where that dev server listens (once it is up), or to
 * why it cannot answer.
 * The Host header is kept, so the dev servers see the address the browser used.
 * @param {{ targets: (server: DevServer) => Promise<{ port: number } | { unavailable: string }> }} options
 */
export function createDevProxy({ targets }) {
  const agent = new Agent({ keepAlive: true });

  const unavailable = (server, reason) =>
    `The ${server} dev server cannot answer: ${reason}. See the output of npm run dev.\n`;

  const server = createServer((request, response) => {
    forward(request, response).catch((error) => {
      if (response.headersSent) return void response.destroy();
      response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(`npm run dev could not pass this request on: ${error.message}\n`);
    });
  });

  /** Sends `request` on to its dev server and its answer back. */
  async function forward(request, response) {
    const { server: name, url } = route(request.url ?? '/');
    const target = await targets(name);
    // The client may have gone while its server was starting.
    if (response.destroyed || request.socket.destroyed) return;
    if ('unavailable' in target) {
      response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' });
      response.end(unavailable(name, target.unavailable));
      return;
    }
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: target.port,
        method: request.method,
        path: url,
        headers: [...endToEndHeaders(request.rawHeaders, request.headers.connection), ...forwardedHeaders(request)],
        agent,
      },
      (answer) => {
        response.writeHead(
          answer.statusCode ?? 502,
          answer.statusMessage,
          endToEndHeaders(answer.rawHeaders, answer.headers.connection),
        );
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    upstream.on('error', (error) => {
      if (response.headersSent) return void response.destroy();
      response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' });
      response.end(unavailable(name, `${error.code ?? error.message} on 127.0.0.1:${target.port}`));
    });
    // A client that goes away (a closed tab, an aborted fetch) ends the request upstream too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  }

  // Websockets (Vite's and Astro's hot reload): the handshake is sent on as it came, then the two
  // connections are joined byte for byte.
  server.on('upgrade', (request, socket, head) => {
    socket.on('error', () => socket.destroy());
    join(request, socket, head).catch(() => socket.destroy());
  });

  /** Passes a websocket handshake on to its dev server and joins the two connections. */
  async function join(request, socket, head) {
    const { server: name, url } = route(request.url ?? '/');
    const target = await targets(name);
    if (socket.destroyed) return;
    if ('unavailable' in target) {
      socket.end(`HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n`);
      return;
    }
    const upstream = connect(target.port, '127.0.0.1');
    upstream.on('connect', () => {
      const headers = [...request.rawHeaders, ...forwardedHeaders(request)];
      let handshake = `${request.method} ${url} HTTP/1.1\r\n`;
      for (let index = 0; index < headers.length; index += 2)
        handshake += `${headers[index]}: ${headers[index + 1]}\r\n`;
      upstream.write(`${handshake}\r\n`);
      if (head.length > 0) upstream.write(head);
      socket.setNoDelay(true);
      socket.setTimeout(0);
      upstream.setNoDelay(true);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => {
      if (socket.writable && upstream.bytesRead === 0)
        socket.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n');
      else socket.destroy();
    });
    // An end on either side is passed on by the pipes; a broken or vanished side ends the other.
    upstream.on('close', (hadError) => hadError && socket.destroy());
    socket.on('close', () => upstream.destroy());
  }

  server.on('close', () => agent.destroy());
  return server;
}
