import request from 'supertest';
import { PERSON_ROLES, type PersonRole } from '@medstaff/domain';
import { bearerFor } from './admin-helpers';
import { ACCESS_MATRIX, rolesOf, type HarmlessRequest, type RouteAccess } from './fuzz/access-matrix';
import { codeOf, errorBodyProblem } from './fuzz/error-body';
import { createTenantFixtures, joinOwnTenant, type TenantFixtures } from './fuzz/fixtures';
import { fillPath, routesOf, type ApiRoute, type OpenApiDocument } from './fuzz/openapi';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

type Caller = 'anonymous' | PersonRole;
const CALLERS: Caller[] = ['anonymous', ...PERSON_ROLES];
/** An id no record has: a caller the route refuses must hear 401/403 before any 404. */
const MISSING_ID = 999_999_999;
const MATRIX_FILE = 'api/test/fuzz/access-matrix.ts';

const DEFAULT_PARAMS: Record<string, string | number> = {
  id: MISSING_ID,
  email: 'nobody.matrix@test.medstaff.de',
  folder: 'logos',
  name: 'missing.png',
};

describe.each(TEST_DIALECTS)('authorization matrix on %s', (dialect) => {
  let testApp: TestApp;
  let fixtures: TenantFixtures;
  let routes: ApiRoute[];
  const headers = new Map<Caller, string>();
  let address = 0;

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { trustProxy: true });
    fixtures = await createTenantFixtures(testApp);
    for (const role of PERSON_ROLES) {
      const { header, person } = await bearerFor(testApp, role);
      await joinOwnTenant(testApp, person, fixtures);
      headers.set(role, header);
    }
    const document = await request(testApp.http).get('/api/docs/openapi.json').expect(200);
    routes = routesOf(document.body as OpenApiDocument);
  });
  afterAll(() => testApp.close());

  /** Sends the route's harmless request as the caller (a fresh person of the role when the call ends the session). */
  async function call(route: ApiRoute, access: RouteAccess, caller: Caller, made?: HarmlessRequest) {
    const harmless = made ?? access.request?.(fixtures) ?? {};
    const params = Object.fromEntries(
      route.pathParams.map((name) => [
        name,
        encodeURIComponent(String(harmless.params?.[name] ?? DEFAULT_PARAMS[name] ?? 'x')),
      ]),
    );
    const path = `${fillPath(route.path, params)}${harmless.query ? `?${harmless.query}` : ''}`;
    address += 1;
    let pending = request(testApp.http)
      [route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path)
      .set('X-Forwarded-For', `10.77.${(address >> 8) & 255}.${address & 255}`);
    if (caller !== 'anonymous') {
      const header = access.endsSession ? (await bearerFor(testApp, caller)).header : headers.get(caller);
      pending = pending.set('Authorization', header as string);
    }
    if (['POST', 'PUT', 'PATCH'].includes(route.method)) pending = pending.send((harmless.body ?? {}) as object);
    return pending;
  }

  /** What is wrong with an answer to a caller, or undefined when the matrix expects it. */
  function problemWith(access: RouteAccess, caller: Caller, status: number, body: unknown): string | undefined {
    const allowed =
      access.audience === 'public' ||
      (caller !== 'anonymous' && rolesOf(access.audience, PERSON_ROLES).includes(caller));
    const expected = allowed ? undefined : caller === 'anonymous' ? 401 : 403;
    const answer = `answered ${status}${codeOf(body) ? ` ${codeOf(body)}` : ''}`;
    if (expected !== undefined && status !== expected) return `${answer}, expected ${expected}`;
    if (expected === undefined && (status === 401 || status === 403 || status >= 500)) {
      return `${answer}, expected it to get through`;
    }
    if (status >= 400) {
      const shape = errorBodyProblem(status, body);
      if (shape) return `answered ${status} with a malformed error body: ${shape}`;
      const code = codeOf(body);
      if (status === 401 && code !== 'UNAUTHENTICATED')
        return `answered 401 with code ${code}, expected UNAUTHENTICATED`;
      if (status === 403 && expected === 403 && code !== 'FORBIDDEN')
        return `answered 403 with code ${code}, expected FORBIDDEN`;
    }
    return undefined;
  }

  it('has an entry for every route of the OpenAPI document, and none for routes that are gone', () => {
    const documented = new Set(routes.map((route) => route.key));
    const problems = [
      ...routes
        .filter((route) => !ACCESS_MATRIX[route.key])
        .map(
          (route) =>
            `"${route.key}" has no entry: add one to ACCESS_MATRIX in ${MATRIX_FILE} saying who may call it ` +
            `(public, signedIn, adminOnly, { roles } or tenantRoute(…)).`,
        ),
      ...Object.keys(ACCESS_MATRIX)
        .filter((key) => !documented.has(key))
        .map(
          (key) => `"${key}" is in ACCESS_MATRIX (${MATRIX_FILE}) but no longer in the OpenAPI document: remove it.`,
        ),
    ];
    expect(problems).toEqual([]);
  });

  it.each(CALLERS)('answers %s as the matrix says on every route', async (caller) => {
    const problems: string[] = [];
    for (const route of routes) {
      const access = ACCESS_MATRIX[route.key];
      if (!access) continue;
      const response = await call(route, access, caller);
      const problem = problemWith(access, caller, response.status, response.body);
      if (problem) problems.push(`${route.key} as ${caller}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers a tenant role 404 for records of another organisation or agency', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const access = ACCESS_MATRIX[route.key];
      if (!access?.tenant) continue;
      const roles = access.tenant.roles ?? rolesOf(access.audience, PERSON_ROLES).filter((role) => role !== 'ADMIN');
      for (const role of roles) {
        const foreign = await call(route, access, role, access.tenant.foreign(fixtures));
        if (foreign.status !== 404 || codeOf(foreign.body) !== 'NOT_FOUND') {
          problems.push(
            `${route.key} as ${role}, another tenant's record: answered ${foreign.status}${codeOf(foreign.body) ? ` ${codeOf(foreign.body)}` : ''}, expected 404 NOT_FOUND`,
          );
        }
        if (access.tenant.own) {
          const own = await call(route, access, role, access.tenant.own(fixtures));
          if ([401, 403, 404].includes(own.status) || own.status >= 500) {
            problems.push(`${route.key} as ${role}, own record: answered ${own.status}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
