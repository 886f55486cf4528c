/**
 * The API's modules (issue 26): which folder of api/src belongs to which module, which module may
 * import which, and the documented exceptions to "a module reaches only its own tables". Read by
 * eslint.config.mjs (the rule that keeps modules to their own entities and repositories) and by
 * scripts/move-modules.mjs (the folder moves). docs/module-plan.md explains it in words.
 */

/**
 * Which layout api/src has: 'folders' (today: one folder per feature, FOLDERS' keys) or 'modules'
 * (after scripts/move-modules.mjs, which sets this: FOLDERS' `to`). The lint rule follows it.
 */
export const LAYOUT = 'modules';

/** Where a folder of FOLDERS is in the current layout (relative to api/src). */
export const placeOf = (folder) => (LAYOUT === 'modules' ? FOLDERS[folder].to : folder);

/**
 * Modules from the lowest to the highest; a module may import its own files and those of the
 * modules listed before it (`below`). Entity files (`*.entity.ts`) form the schema layer under every
 * module: they may name each other's classes in TypeORM relations.
 */
export const MODULES = [
  { name: 'platform', below: [] },
  { name: 'access', below: ['platform'] },
  { name: 'people', below: ['platform', 'access'] },
  { name: 'organisations', below: ['platform', 'access', 'people'] },
  { name: 'agencies', below: ['platform', 'access', 'people'] },
  { name: 'accounts', below: ['platform', 'access', 'people', 'organisations', 'agencies'] },
  { name: 'marketplace', below: ['platform', 'access', 'people', 'organisations', 'agencies', 'accounts'] },
  { name: 'site', below: ['platform'] },
  {
    name: 'privacy',
    below: ['platform', 'access', 'people', 'organisations', 'agencies', 'accounts', 'marketplace'],
  },
  {
    name: 'reporting',
    below: ['platform', 'access', 'people', 'organisations', 'agencies', 'accounts', 'marketplace', 'site'],
  },
  {
    name: 'operations',
    below: ['platform', 'access', 'people', 'organisations', 'agencies', 'accounts', 'marketplace', 'site'],
  },
];

/**
 * Each current folder of api/src: its module and its place after the move (`to`, relative to
 * api/src). Folders named like their module become the module's root.
 */
export const FOLDERS = {
  common: { module: 'platform', to: 'platform/common' },
  config: { module: 'platform', to: 'platform/config' },
  database: { module: 'platform', to: 'platform/database' },
  mail: { module: 'platform', to: 'platform/mail' },
  storage: { module: 'platform', to: 'platform/storage' },
  throttle: { module: 'platform', to: 'platform/throttle' },
  metrics: { module: 'platform', to: 'platform/metrics' },
  lifecycle: { module: 'platform', to: 'platform/lifecycle' },
  web: { module: 'platform', to: 'platform/web' },
  audit: { module: 'platform', to: 'platform/audit' },
  'reference-data': { module: 'platform', to: 'platform/reference-data' },
  'admin-common': { module: 'platform', to: 'platform/admin' },
  platform: { module: 'platform', to: 'platform' },
  access: { module: 'access', to: 'access' },
  persons: { module: 'people', to: 'people' },
  organisations: { module: 'organisations', to: 'organisations' },
  departments: { module: 'organisations', to: 'organisations/departments' },
  memberships: { module: 'organisations', to: 'organisations/memberships' },
  agencies: { module: 'agencies', to: 'agencies' },
  auth: { module: 'accounts', to: 'accounts' },
  invitations: { module: 'accounts', to: 'accounts/invitations' },
  jobs: { module: 'marketplace', to: 'marketplace/jobs' },
  applications: { module: 'marketplace', to: 'marketplace/applications' },
  documents: { module: 'marketplace', to: 'marketplace/documents' },
  workflow: { module: 'marketplace', to: 'marketplace/workflow' },
  'calendar-feeds': { module: 'marketplace', to: 'marketplace/calendar-feeds' },
  candidates: { module: 'marketplace', to: 'marketplace/candidates' },
  assignments: { module: 'marketplace', to: 'marketplace/assignments' },
  enquiries: { module: 'site', to: 'site/enquiries' },
  'site-metrics': { module: 'site', to: 'site/metrics' },
  privacy: { module: 'privacy', to: 'privacy' },
  statistics: { module: 'reporting', to: 'reporting/statistics' },
  'demo-data': { module: 'operations', to: 'operations/demo-data' },
  health: { module: 'operations', to: 'operations/health' },
  'test-hooks': { module: 'operations', to: 'operations/test-hooks' },
};

/**
 * Single files that move apart from their folder: what every controller needs to authenticate a
 * request belongs to the platform, not to sign-up and sign-in (the accounts module).
 */
export const FILES = {
  'auth/auth.guards.ts': 'platform/authentication/auth.guards.ts',
  'auth/auth.types.ts': 'platform/authentication/auth.types.ts',
  'auth/authentication.module.ts': 'platform/authentication/authentication.module.ts',
  'auth/session-cookie.ts': 'platform/authentication/session-cookie.ts',
  'auth/admin-only.middleware.ts': 'platform/authentication/admin-only.middleware.ts',
  // What a route declares about access (the permission vocabulary and the decorators) is read by
  // every module's controllers; the access module decides it.
  'access/access-permission.ts': 'platform/authentication/access-permission.ts',
  'access/require-access.decorator.ts': 'platform/authentication/require-access.decorator.ts',
  'access/access.guard.ts': 'platform/authentication/access.guard.ts',
};

/**
 * Files allowed to import another module's entities or repositories, and why. Everything else in
 * api/src is held to its own module's tables by the lint rule.
 */
export const ENTITY_EXCEPTIONS = {
  // Documented for good.
  'api/src/platform/database/entities.ts': 'the list of every entity that the data source registers',
  'api/src/platform/database/data-source.ts': 'the migrations CLI data source',
  'api/src/access/**':
    'the access repository answers "who may" with one query per permission over every membership table (immich access.repository)',
  'api/src/operations/demo-data/**':
    'seeding writes every table in one transaction, outside any request; it bypasses the services on purpose',
  'api/src/**/*.entity.ts': 'TypeORM relations between entities (the schema layer)',
  'api/src/**/*.spec.ts': 'unit tests build rows directly',
};

/**
 * Files whose SQL strings may name tables of another module (scripts/check-module-imports.mjs
 * lists any other), with the tables and why. Everything else reaches another module's table
 * through the owner's exported services or query parts (`platform/database/query-parts.ts`).
 */
export const SQL_EXCEPTIONS = {};
