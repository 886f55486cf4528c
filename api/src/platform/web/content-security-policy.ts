import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';

/** A Content-Security-Policy as directive name → sources (helmet's shape, names in kebab-case). */
export type PolicyDirectives = ReadonlyMap<string, readonly string[]>;

/**
 * The policy of every answer. Scripts only from our own origin: no `'unsafe-inline'`, so a script
 * injected into a page (a name, a message) does not run. The inline scripts our builds emit
 * (Astro's island loader and small page scripts) are allowed one by one, by hash, on the pages that
 * carry them (pagePolicy). Styles stay `'unsafe-inline'`: MUI (Emotion) injects style elements at
 * run time, and a style cannot read the session (docs/decisions.md).
 */
export function basePolicy(https: boolean): PolicyDirectives {
  const directives = new Map<string, string[]>([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ]);
  if (https) directives.set('upgrade-insecure-requests', []);
  return directives;
}

/** The header text of `directives`, with `scriptHashes` added to `script-src`. */
export function policyHeader(directives: PolicyDirectives, scriptHashes: readonly string[] = []): string {
  return [...directives]
    .map(([name, sources]) => {
      const all = name === 'script-src' ? [...sources, ...scriptHashes] : sources;
      return all.length > 0 ? `${name} ${all.join(' ')}` : name;
    })
    .join(';');
}

/** `<script …>body</script>`: the attributes and the body of every script element. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SOURCE_ATTRIBUTE = /(?:^|\s)src\s*=/i;

/**
 * The CSP hash sources (`'sha256-…'`) of the inline scripts of an HTML page: every script element
 * without `src` and with a body, hashed over its exact text as the browser does.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SOURCE_ATTRIBUTE.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy header of each built HTML page, with the hashes of that page's inline scripts. The
 * builds are static, so a page is read once (again only when its file changes, which is looked
 * at no more than every `revalidateMs`): the hashes are
 * those of the files as built, never of anything a request or the database puts into a page.
 */
export function pagePolicies(directives: PolicyDirectives, revalidateMs = 0): (file: string) => Promise<string> {
  const cache = new Map<string, { version: string; header: string; checked: number }>();
  return async (file: string) => {
    const cached = cache.get(file);
    // Within `revalidateMs` of the last look the file is taken as unchanged (the file cache's time).
    if (cached && Date.now() - cached.checked < revalidateMs) return cached.header;
    const checked = Date.now();
    const info = await stat(file);
    const version = `${info.mtimeMs}:${info.size}`;
    if (cached?.version === version) {
      cached.checked = checked;
      return cached.header;
    }
    const header = policyHeader(directives, inlineScriptHashes(await readFile(file, 'utf8')));
    cache.set(file, { version, header, checked });
    return header;
  };
}
