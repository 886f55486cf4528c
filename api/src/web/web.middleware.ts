import { stat } from 'node:fs/promises';
import { join, normalize, resolve, sep } from 'node:path';
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
const PORTAL_ROUTE = /^\/(de|en)\/(auth(\/.*)?|hospital.*|organisations(\/.*)?|agency(\/.*)?|shifts(\/.*)?)$/;
const HASHED_ASSET = /^\/(_astro|_app\/(admin|portal)\/assets)\//;

/**
 * Serves the three front ends from one origin next to the API:
 * `/` redirects by Accept-Language; `/{lang}/admin/*` gets the admin app, the portal's routes
 * the portal (history fallback to each app's index.html); everything else is the static site,
 * and an unknown path gets the site's 404 page with status 404. `/api` is left to Nest.
 */
export interface WebHandlerOptions {
  /** Called for every page of the static site served with 200 to a GET (for anonymous page counts). */
  onSitePage?: (request: Request) => void;
}

export function createWebHandler(roots: WebRoots, options: WebHandlerOptions = {}): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const path = request.path;
    if (path === '/api' || path.startsWith('/api/')) return next();
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
  if (ADMIN_ROUTE.test(path)) return serveApp(roots.admin, 'admin', response);
  if (PORTAL_ROUTE.test(path)) return serveApp(roots.portal, 'portal', response);
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
  await sendFile(response, file, cacheControl(request.path));
  return file;
}

async function serveApp(root: string, name: string, response: Response): Promise<void> {
  const index = await findFile(root, '/index.html');
  if (!index) {
    response
      .status(503)
      .type('text/plain')
      .send(`The ${name} app is not built yet. Run "npm run build" (or "npm start", which builds what is missing).`);
    return;
  }
  return sendFile(response, index, 'no-cache');
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
  return sendFile(response, page, 'no-cache');
}

function sendFile(response: Response, file: string, cache: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    response.sendFile(file, { headers: { 'Cache-Control': cache }, dotfiles: 'deny', lastModified: true }, (error) => {
      if (error && !response.headersSent) reject(error);
      else resolvePromise();
    });
  });
}
