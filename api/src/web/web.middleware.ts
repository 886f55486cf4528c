import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage } from '@medstaff/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

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
/** The text types scripts/compress-assets.mjs writes `.br` and `.gz` siblings for after the build. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/** Precompressed variants, best first: Brotli wins a tie with gzip. */
const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['encoding'];

/**
 * Serves the three front ends from one origin next to the API:
 * `/` redirects by Accept-Language; `/{lang}/admin/*` gets the admin app, the portal's routes
 * the portal (history fallback to each app's index.html); everything else is the static site,
 * and an unknown path gets the site's 404 page with status 404. `/api` is left to Nest.
 */
export interface WebHandlerOptions {
  /** Called for every page of the static site served with 200 to a GET (for anonymous page counts). */
  onSitePage?: (request: Request) => void;
  /**
   * The Content-Security-Policy header of a built HTML page (with the hashes of its inline
   * scripts: web/content-security-policy.ts); other files keep the header set before.
   */
  pagePolicy?: (file: string) => Promise<string>;
}

/** The page policy of the handler serving each response in flight. */
const pagePolicies = new WeakMap<Response, (file: string) => Promise<string>>();

export function createWebHandler(roots: WebRoots, options: WebHandlerOptions = {}): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const path = request.path;
    if (path === '/api' || path.startsWith('/api/')) return next();
    if (options.pagePolicy) pagePolicies.set(response, options.pagePolicy);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return void serveNotFound(roots, request, response, 405);
    }
    handle(roots, request, response, options).catch(next);
  };
}

async function handle(
  roots: WebRoots,
  request: Request,
  response: Response,
  options: WebHandlerOptions,
): Promise<void> {
  let path: string;
  try {
    path = decodeURIComponent(request.path);
  } catch {
    return serveNotFound(roots, request, response);
  }
  if (path === '/') {
    response.setHeader('Vary', 'Accept-Language');
    response.setHeader('Cache-Control', 'no-cache');
    response.redirect(302, `/${pickLanguage(request.get('accept-language'))}`);
    return;
  }
  if (path.startsWith(ADMIN_ASSETS)) {
    await serveFrom(roots.admin, path.slice(ADMIN_ASSETS.length - 1), roots, request, response);
    return;
  }
  if (path.startsWith(PORTAL_ASSETS)) {
    await serveFrom(roots.portal, path.slice(PORTAL_ASSETS.length - 1), roots, request, response);
    return;
  }
  if (ADMIN_ROUTE.test(path)) return serveApp(roots.admin, 'admin', request, response);
  if (PORTAL_ROUTE.test(path)) return serveApp(roots.portal, 'portal', request, response);
  const served = await serveFrom(roots.site, path, roots, request, response);
  if (served?.endsWith('.html') && request.method === 'GET') options.onSitePage?.(request);
}

/** A file under `root` for `path` (also `path/index.html` and `path.html`), never outside root. */
async function findFile(root: string, path: string): Promise<string | undefined> {
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
  request: Request,
  response: Response,
): Promise<string | undefined> {
  const file = await findFile(root, path);
  if (!file) {
    await serveNotFound(roots, request, response);
    return undefined;
  }
  await sendFile(request, response, file, cacheControl(request.path));
  return file;
}

async function serveApp(root: string, name: string, request: Request, response: Response): Promise<void> {
  const index = await findFile(root, '/index.html');
  if (!index) {
    response
      .status(503)
      .type('text/plain')
      .send(`The ${name} app is not built yet. Run "npm run build" (or "npm start", which builds what is missing).`);
    return;
  }
  return sendFile(request, response, index, 'no-cache');
}

async function serveNotFound(roots: WebRoots, request: Request, response: Response, status = 404): Promise<void> {
  const first = request.path.split('/')[1];
  const language = isLanguage(first)
    ? first
    : request.get('accept-language')
      ? pickLanguage(request.get('accept-language'))
      : DEFAULT_LANGUAGE;
  const page = (await findFile(roots.site, `/${language}/404/index.html`)) ?? (await findFile(roots.site, '/404.html'));
  response.status(status);
  response.setHeader('Cache-Control', 'no-cache');
  if (!page) {
    response
      .type('html')
      .send(
        '<!doctype html><title>Page not found.</title><h1>Page not found.</h1><p>The page you are looking for might have been removed.</p><p><a href="/">Return to website</a></p>',
      );
    return;
  }
  return sendFile(request, response, page, 'no-cache');
}

/**
 * The encodings of `Accept-Encoding` this server has variants for, best first (by q, Brotli before
 * gzip on a tie). `q=0` refuses an encoding; `*` stands for every encoding not named; no header
 * at all means identity only.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!token) continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''));
    const name = token === 'x-gzip' ? 'gzip' : token;
    weights.set(name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return ENCODINGS.map(({ encoding }) => encoding)
    .filter((encoding) => weight(encoding) > 0)
    .sort((a, b) => weight(b) - weight(a));
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The precompressed sibling to send for `file`, if any. Responses of a file that has siblings vary
 * by Accept-Encoding, also when the original is sent. A range request gets the original, whose
 * byte ranges are the ones it asks for.
 */
async function compressedVariant(
  request: Request,
  response: Response,
  file: string,
): Promise<{ path: string; encoding: Encoding } | undefined> {
  if (!COMPRESSIBLE.test(file)) return undefined;
  const variants = await Promise.all(
    ENCODINGS.map(async ({ encoding, suffix }) => ({
      encoding,
      path: file + suffix,
      exists: await isFile(file + suffix),
    })),
  );
  if (!variants.some((variant) => variant.exists)) return undefined;
  response.vary('Accept-Encoding');
  if (request.get('range')) return undefined;
  for (const encoding of acceptedEncodings(request.get('accept-encoding'))) {
    const variant = variants.find((candidate) => candidate.encoding === encoding && candidate.exists);
    if (variant) return variant;
  }
  return undefined;
}

/**
 * Sends `file`, or its `.br`/`.gz` sibling with the file's own Content-Type when the client
 * accepts it (the compression middleware leaves responses that have a Content-Encoding alone).
 */
async function sendFile(request: Request, response: Response, file: string, cache: string): Promise<void> {
  const pagePolicy = pagePolicies.get(response);
  if (pagePolicy && file.endsWith('.html')) response.setHeader('Content-Security-Policy', await pagePolicy(file));
  const variant = await compressedVariant(request, response, file);
  if (!variant) return send(response, file, { 'Cache-Control': cache }, true);
  response.type(extname(file));
  return send(response, variant.path, { 'Cache-Control': cache, 'Content-Encoding': variant.encoding }, false);
}

function send(response: Response, file: string, headers: Record<string, string>, acceptRanges: boolean): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    response.sendFile(file, { headers, dotfiles: 'deny', lastModified: true, acceptRanges }, (error) => {
      if (error && !response.headersSent) reject(error);
      else resolvePromise();
    });
  });
}
