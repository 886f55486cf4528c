/**
 * How the portal's modules are grouped into chunks (issue 12, "First loads"): React with its
 * renderer and the router; the entry (main.tsx and what it imports, statically); and what the auth
 * pages need beyond the entry (MUI's text field and its parts, the form hooks, the auth API) as
 * two chunks instead of some twenty small ones, which compress worse apart (the sign-up page:
 * 28.7 kB gzip apart, 22.9 kB together) and cost a request each: `auth-forms`, the part the
 * signed-in shell's home pages need too, and `auth-pages`, the rest. Everything else (the pages, the
 * signed-in area) is split by Rollup as it sees fit (output.onlyExplicitManualChunks).
 */

/**
 * @typedef {Pick<import('rollup').ManualChunkMeta, 'getModuleIds' | 'getModuleInfo'>} Graph
 * @typedef {ReadonlySet<string> | 'all'} Names
 * @typedef {{ name?: string, value?: string }} Identifier
 * @typedef {{ type: string, imported?: Identifier, local?: Identifier, exported?: Identifier }} Specifier
 * @typedef {{ type: string, source?: { value: unknown } | null, specifiers?: Specifier[] }} Node
 */

/** @param {Identifier | undefined} node */
const nameOf = (node) => node?.name ?? node?.value ?? '';

/**
 * A module's top-level statements, and the module each import or export declaration with a source
 * refers to: Rollup lists a module's imports once each, in the order of their first declaration.
 * `matched` is false when the two lists disagree (then no declaration is matched).
 * @param {Graph} graph @param {string} id
 */
function declarations(graph, id) {
  const info = graph.getModuleInfo(id);
  /** @type {Node[]} */
  const body = /** @type {{ body?: Node[] } | null} */ (info?.ast)?.body ?? [];
  /** @type {string[]} */
  const order = [];
  for (const node of body) {
    const source = node.source?.value;
    if (typeof source === 'string' && !order.includes(source)) order.push(source);
  }
  const imported = info?.importedIds ?? [];
  const matched = order.length === imported.length;
  const bySource = new Map(matched ? order.map((source, index) => [source, imported[index]]) : []);
  return { body, imported, matched, target: (/** @type {Node} */ node) => bySource.get(String(node.source?.value)) };
}

/**
 * The modules `start` needs, statically: like following every import, except that a re-export
 * (`export { a } from`, `export * from`) is followed only for the names asked of the module. The
 * barrels (`@mui/material/utils`, `@medstaff/domain`) re-export much that the entry never uses;
 * following all of it would put those modules into the entry chunk. A module's own imports are
 * followed whenever the module is needed (its code may use them). A module whose imports cannot
 * be matched to their declarations is followed in full.
 * @param {Graph} graph @param {Iterable<string>} start @returns {Set<string>}
 */
export function staticNeeds(graph, start) {
  /** @type {Map<string, Names>} */
  const asked = new Map();
  /** @type {[string, Names][]} */
  const pending = [...start].map((id) => [id, 'all']);
  const ask = (/** @type {string | undefined} */ id, /** @type {Names} */ names) => {
    if (id !== undefined && (names === 'all' || names.size > 0)) pending.push([id, names]);
  };
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [id, names] = next;
    const before = asked.get(id);
    if (before === 'all' || (before && names !== 'all' && [...names].every((name) => before.has(name)))) continue;
    /** @type {Names} */
    const now = names === 'all' || !before ? names : new Set([...before, ...names]);
    asked.set(id, now);
    const { body, imported, matched, target } = declarations(graph, id);
    const followed = new Set();
    for (const node of matched ? body : []) {
      const module = target(node);
      if (module === undefined) continue;
      followed.add(module);
      if (node.type === 'ImportDeclaration') ask(module, wanted(node));
      else if (node.type === 'ExportAllDeclaration')
        ask(module, now === 'all' ? 'all' : exportedOf(graph, module, now));
      else if (node.type === 'ExportNamedDeclaration') {
        const taken = (node.specifiers ?? []).filter(
          (specifier) => now === 'all' || now.has(nameOf(specifier.exported)),
        );
        if (taken.length > 0) ask(module, new Set(taken.map((specifier) => nameOf(specifier.local))));
      }
    }
    for (const module of imported) if (!followed.has(module)) ask(module, 'all');
  }
  return new Set(asked.keys());
}

/**
 * Of `names`, those `module` exports (all of them when Rollup does not know its exports).
 * @param {Graph} graph @param {string} module @param {ReadonlySet<string>} names @returns {ReadonlySet<string>}
 */
function exportedOf(graph, module, names) {
  const exports = graph.getModuleInfo(module)?.exports;
  if (!exports || exports.includes('*')) return names;
  return new Set([...names].filter((name) => exports.includes(name)));
}

/**
 * The names a declaration takes from its source ('all' for a namespace or a bare import).
 * @param {Node} node @returns {Names}
 */
function wanted(node) {
  const specifiers = node.specifiers ?? [];
  if (node.type === 'ExportAllDeclaration' || specifiers.length === 0) return 'all';
  const names = new Set();
  for (const specifier of specifiers) {
    if (specifier.type === 'ImportNamespaceSpecifier') return 'all';
    if (specifier.type === 'ImportDefaultSpecifier') names.add('default');
    else if (specifier.type === 'ImportSpecifier') names.add(nameOf(specifier.imported));
    else names.add(nameOf(specifier.local));
  }
  return names;
}

/** React, its DOM renderer and the router (they import nothing else): one chunk that changes only with them. */
const REACT_PACKAGES = /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//;
const ENTRY = /\/src\/app\/main\.tsx$/;
const AUTH_PAGE = /\/src\/auth\/pages\/[^/]+$/;
/**
 * The signed-in shell and the home pages it opens on (scripts/check-budgets.mjs measures them):
 * of what the auth pages add to the entry, the part these need too (MUI's buttons, alerts and
 * text field) is `auth-forms`; the rest (the form hook, the validators, the auth components) is
 * `auth-pages`, which the shell does not load (issue 28: TanStack Query paid for by the form hook).
 */
const SIGNED_IN_HOME =
  /\/src\/(shell\/AppShell|hospital\/RequireConfirmedMembership|hospital\/HospitalDashboardPage|agency\/AgencyJobsPage)\.tsx$/;

/**
 * Rollup's `output.manualChunks` for the portal (with `onlyExplicitManualChunks`).
 * @returns {(id: string, meta: import('rollup').ManualChunkMeta) => string | undefined}
 */
export function portalChunks() {
  /** @type {{ entry: Set<string>, auth: Set<string>, shared: Set<string> } | undefined} */
  let groups;
  return (id, meta) => {
    if (REACT_PACKAGES.test(id.replace(/\\/g, '/')) || id === '\0commonjsHelpers.js') return 'react';
    if (!groups) {
      const ids = [...meta.getModuleIds()];
      const entry = staticNeeds(
        meta,
        ids.filter((module) => ENTRY.test(module)),
      );
      const pages = ids.filter((module) => AUTH_PAGE.test(module));
      const auth = staticNeeds(meta, pages);
      for (const module of [...entry, ...pages]) auth.delete(module);
      const shared = staticNeeds(
        meta,
        ids.filter((module) => SIGNED_IN_HOME.test(module)),
      );
      groups = { entry, auth, shared };
    }
    if (groups.entry.has(id)) return 'index';
    if (!groups.auth.has(id)) return undefined;
    return groups.shared.has(id) ? 'auth-forms' : 'auth-pages';
  };
}
