import { stat } from 'node:fs/promises';
import { join, normalize, relative, resolve, sep } from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage } from '@medstaff/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathOf, requestHeader } from '../http/request-header';
import { SmallFileCache } from './file-cache';

export interface WebRoots {
  site: string;
  admin: string;
  portal: string;
}

export function webRoots(webRoot: string): WebRoots {
  return {
    site: join(webRoot, 'site', 'dist'),
    admin: join(webRoot, 'admin', 'dist'),
    portal: join(webRoot, 'portal', 'dist'),
  };
}

/** Where the single-page apps keep their hashed assets (their Vite `base`). */
export const ADMIN_ASSETS = '/_app/admin/';
export const PORTAL_ASSETS = '/_app/portal/';

const ADMIN_ROUTE = /^\/(de|en)\/admin(\/.*)?$/;
const PORTAL_ROUTE = /^\/(de|en)\/(auth(\/.*)?|hospital.*|organisations(\/.*)?|agency(\/.*)?|shifts(\/.*)?|account)$/;
const HASHED_ASSET = /^\/(_astro|_app\/(admin|portal)\/assets)\//;

/**
 * Serves the three front ends from one origin next to the API:
 * `/` redirects by Accept-Language; `/{lang}/admin/*` gets the admin app, the portal's routes
 * the portal (history fallback to each app's index.html); everything else is the static site,
 * and an unknown path gets the site's 404 page with status 404. `/api` is left to Nest. Files go
 * out through @fastify/static (`reply.sendFile`, registered with `preCompressed`): the `.br` or
 * `.gz` sibling that scripts/compress-assets.mjs wrote, when the client accepts it.
 */
export interface WebHandlerOptions {
  /** Called for every page of the static site served with 200 to a GET (for anonymous page counts). */
  onSitePage?: (request: FastifyRequest) => void;
  /**
   * The Content-Security-Policy header of a built HTML page (with the hashes of its inline
   * scripts: web/content-security-policy.ts); other files keep the header set before.
   */
  pagePolicy?: (file: string) => Promise<string>;
  /**
   * Small files held in memory (web/file-cache.ts), and where each address was found, for the
   * same time: a page then costs no file system call. Without it every request looks on disk.
   */
  fileCache?: SmallFileCache;
}

/** A handler for every request outside /api (configureApp routes them here). */
export type WebHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function createWebHandler(roots: WebRoots, options: WebHandlerOptions = {}): WebHandler {
  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply.header('Allow', 'GET, HEAD');
      return serveNotFound(roots, request, reply, options, 405);
    }
    return handle(roots, request, reply, options);
  };
}

async function handle(
  roots: WebRoots,
  request: FastifyRequest,
  reply: FastifyReply,
  options: WebHandlerOptions,
): Promise<void> {
  let path: string;
  try {
    path = decodeURIComponent(pathOf(request.url));
  } catch {
    return serveNotFound(roots, request, reply, options);
  }
  if (path === '/') {
    reply.header('Vary', 'Accept-Language');
    reply.header('Cache-Control', 'no-cache');
    return void reply.redirect(`/${pickLanguage(requestHeader(request, 'accept-language'))}`, 302);
  }
  if (path.startsWith(ADMIN_ASSETS)) {
    await serveFrom(roots.admin, path.slice(ADMIN_ASSETS.length - 1), roots, request, reply, options);
    return;
  }
  if (path.startsWith(PORTAL_ASSETS)) {
    await serveFrom(roots.portal, path.slice(PORTAL_ASSETS.length - 1), roots, request, reply, options);
    return;
  }
  if (ADMIN_ROUTE.test(path)) return serveApp(roots.admin, 'admin', reply, options);
  if (PORTAL_ROUTE.test(path)) return serveApp(roots.portal, 'portal', reply, options);
  const served = await serveFrom(roots.site, path, roots, request, reply, options);
  if (served?.endsWith('.html') && request.method === 'GET') options.onSitePage?.(request);
}

/** `findFile`, remembered for as long as the file cache holds files, when there is one. */
async function findFile(root: string, path: string, options: WebHandlerOptions): Promise<string | undefined> {
  const cache = options.fileCache;
  if (!cache) return lookUp(root, path);
  return cache.found(root, path, () => lookUp(root, path));
}

/** A file under `root` for `path` (also `path/index.html` and `path.html`), never outside root. */
async function lookUp(root: string, path: string): Promise<string | undefined> {
  const base = resolve(root);
  const target = resolve(base, `.${normalize(path)}`);
  if (target !== base && !target.startsWith(base + sep)) return undefined;
  if (target.split(sep).some((segment) => segment.startsWith('.') && segment.length > 1)) return undefined;
  for (const candidate of [target, join(target, 'index.html'), `${target}.html`]) {
    try {
      if ((await stat(candidate)).isFile()) return candidate;
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

function cacheControl(path: string): string {
  return HASHED_ASSET.test(path)
    ? 'public, max-age=31536000, immutable'
    : path.endsWith('.html') || !/\.\w+$/.test(path)
      ? 'no-cache'
      : 'public, max-age=3600';
}

/** Serves the file for `path` and returns it, or serves the 404 page and returns undefined. */
async function serveFrom(
  root: string,
  path: string,
  roots: WebRoots,
  request: FastifyRequest,
  reply: FastifyReply,
  options: WebHandlerOptions,
): Promise<string | undefined> {
  const file = await findFile(root, path, options);
  if (!file) {
    await serveNotFound(roots, request, reply, options);
    return undefined;
  }
  await sendFile(reply, root, file, cacheControl(pathOf(request.url)), options);
  return file;
}

async function serveApp(root: string, name: string, reply: FastifyReply, options: WebHandlerOptions): Promise<void> {
  const index = await findFile(root, '/index.html', options);
  if (!index) {
    return void reply
      .status(503)
      .type('text/plain; charset=utf-8')
      .send(`The ${name} app is not built yet. Run "npm run build" (or "npm start", which builds what is missing).`);
  }
  return sendFile(reply, root, index, 'no-cache', options);
}

async function serveNotFound(
  roots: WebRoots,
  request: FastifyRequest,
  reply: FastifyReply,
  options: WebHandlerOptions,
  status = 404,
): Promise<void> {
  const first = pathOf(request.url).split('/')[1];
  const acceptLanguage = requestHeader(request, 'accept-language');
  const language = isLanguage(first) ? first : acceptLanguage ? pickLanguage(acceptLanguage) : DEFAULT_LANGUAGE;
  const page =
    (await findFile(roots.site, `/${language}/404/index.html`, options)) ??
    (await findFile(roots.site, '/404.html', options));
  reply.status(status);
  reply.header('Cache-Control', 'no-cache');
  if (!page) {
    return void reply
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><title>Page not found.</title><h1>Page not found.</h1><p>The page you are looking for might have been removed.</p><p><a href="/">Return to website</a></p>',
      );
  }
  return sendFile(reply, roots.site, page, 'no-cache', options);
}

/**
 * Sends `file` (under `root`) with @fastify/static: its `.br`/`.gz` sibling with the file's own
 * Content-Type when the client accepts it, `Vary: Accept-Encoding`, Last-Modified and ranges.
 * A built HTML page gets its own Content-Security-Policy (with the hashes of its inline scripts).
 */
async function sendFile(
  reply: FastifyReply,
  root: string,
  file: string,
  cache: string,
  options: WebHandlerOptions,
): Promise<void> {
  if (options.pagePolicy && file.endsWith('.html'))
    reply.header('Content-Security-Policy', await options.pagePolicy(file));
  reply.header('Cache-Control', cache);
  const memory = options.fileCache;
  if (memory && SmallFileCache.answers(reply.request) && (await memory.send(reply.request, reply, file))) return;
  return reply.sendFile(relative(root, file).split(sep).join('/'), root, {
    cacheControl: false,
    dotfiles: 'deny',
    lastModified: true,
  });
}
