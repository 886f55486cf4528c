import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { Agency } from '../src/agencies/agency.entity';
import { BackgroundTasks } from '../src/platform/throttle/background-tasks';
import { bearerFor } from './admin-helpers';
import { ACCESS_MATRIX } from './fuzz/access-matrix';
import { casesForRoute, exampleFor, type FuzzCase, type GenerationLimits, type RouteContext } from './fuzz/cases';
import { dtoMaxLengths } from './fuzz/dto-limits';
import { createTenantFixtures, type TenantFixtures } from './fuzz/fixtures';
import { fillPath, routesOf, type ApiRoute, type OpenApiDocument } from './fuzz/openapi';
import { RawHttpClient } from './fuzz/raw-http';
import { SeededRandom } from './fuzz/random';
import { CASE_HEADER, FuzzRunner, summarise, type Failure, type FailureKind } from './fuzz/runner';
import { TableChecksum, changedTables } from './fuzz/table-checksum';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

/**
 * Generated bad requests for every route of the OpenAPI document: bad bodies from each route's
 * request schema, bad path ids, bad list parameters, wrong content types and encodings. Whatever
 * is sent, the API must answer without a 5xx, refuse with `{ statusCode, code, message, error }`,
 * change no table when it refuses, and keep signing people in.
 *
 * The cases are deterministic for a seed (FUZZ_SEED, printed with the summary). Every failure is
 * also written, in full, to the report file named in the summary.
 */

/**
 * The whole run happens in beforeAll. Quiet, it takes a few minutes per dialect; CI runs two API
 * suites side by side on two cores, where MariaDB's run once took longer than 10 minutes.
 */
const FUZZ_TIMEOUT_MS = 25 * 60_000;

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const LIMITS: GenerationLimits = { propertyCases: 90, changeCases: 80, anonymousShare: 0.3 };
/**
 * Test speed: on MariaDB (the second dialect) half as many sampled cases per route. The core bad
 * values of every property and field (`bounded` in fuzz/cases.ts), and every path, query, body
 * and content-type case, still run on both dialects; only the random remainder is smaller.
 */
const limitsFor = (dialect: string): GenerationLimits =>
  dialect === 'sqlite'
    ? LIMITS
    : { ...LIMITS, propertyCases: LIMITS.propertyCases / 2, changeCases: LIMITS.changeCases / 2 };
/** Requests in flight at once: the machine has two cores, shared. */
const CONCURRENCY = 4;
/** Cases between two table checksums. */
const BATCH_SIZE = 60;
const PASSWORD = 'Fuzz-Passwort-1';
/** The password bearerFor() gives the people it creates. */
const HELPER_PASSWORD = 'Admin-Passwort-1';
/**
 * Routes whose valid body cannot succeed in this suite, and why; every other route must accept
 * the body the cases start from, or the cases would only test its first check.
 */
const BASELINE_REFUSALS: Record<string, string> = {
  'POST /api/auth/confirm-email': 'a valid code only travels by mail',
  'POST /api/auth/reset-password': 'a valid code only travels by mail',
  'POST /api/auth/login': 'the cases sign in with unknown emails, so no real account is throttled',
  'POST /api/job/find': 'agencies only: the cases run as ADMIN (403 before the body)',
  'POST /api/agency/candidates': 'agencies only: the cases run as ADMIN (403 before the body)',
  'POST /api/candidate-invitations/{code}/accept': 'a valid code only travels by mail',
  'PUT /api/agencies/{id}/permit': 'agencies only: the cases run as ADMIN (403 before the body)',
  'POST /api/assignments/{id}/cancel': 'either company only: the cases run as ADMIN (403 before the body)',
  'POST /api/assignments/{id}/contract/accept':
    'the hospital’s admins and agency users only: the cases run as ADMIN (403 before the body)',
  'PUT /api/assignments/{id}/rate-sharing': 'agencies only: the cases run as ADMIN (403 before the body)',
  'POST /api/assignments/{id}/changes': 'the hospital only: the cases run as ADMIN (403 before the body)',
  'POST /api/admin/persons/{id}/erasure-request/refuse':
    'decides only a pending erasure request, and the fixtures have none (409 ERASURE_NOT_PENDING after validation)',
};

/** An id no fixture has: body cases of routes whose success would destroy a fixture (DELETE) use it. */
const MISSING_ID = '999999999';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(TEST_DIALECTS)('generated bad requests on %s', (dialect) => {
  let testApp: TestApp;
  let client: RawHttpClient;
  let fixtures: TenantFixtures;
  let admin: { header: string; email: string };
  let canary: { email: string };
  let routes: ApiRoute[];
  const cases: FuzzCase[] = [];
  let runner: FuzzRunner;
  let address = 0;
  let serial = 0;
  const loggedErrors = new Map<number, string>();
  /** Routes after whose cases the administrator could not sign in any more. */
  const sessionProblems: string[] = [];
  /** route → the answer to its valid body, sent once before the cases. */
  const baselines = new Map<string, string>();

  /** A distinct client address per request (the test app trusts X-Forwarded-For), so no throttle counts twice. */
  const nextAddress = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };

  async function signIn(email: string, password: string): Promise<{ header?: string; answer: string }> {
    const response = await client.send({
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({ email, password }),
    });
    const token = (response.json as { access_token?: string } | undefined)?.access_token;
    return {
      header: response.status === 200 && token ? `Bearer ${token}` : undefined,
      answer: `${response.status} ${response.text.slice(0, 200)}`,
    };
  }

  /**
   * After each route: is the administrator still signed in? A case may end the session on purpose
   * (logout); then a new sign-in must work. When it does not, the route is recorded and the cases
   * go on (the following ones answer 401), so one broken sign-in does not hide other failures.
   */
  async function keepAdminSignedIn(route: ApiRoute): Promise<void> {
    const check = await client.send({
      method: 'GET',
      path: '/api/auth/is-logged-in',
      headers: { authorization: admin.header },
    });
    if (check.status === 200) return;
    const { header, answer } = await signIn(admin.email, HELPER_PASSWORD);
    if (header) admin.header = header;
    else {
      sessionProblems.push(
        `after the cases of ${route.key}: is-logged-in answered ${check.status} and signing in again answered ${answer}`,
      );
    }
  }

  /** Records which case the server was answering when it logged an error (5xx stacks). */
  function captureServerErrors(): void {
    const requests = new AsyncLocalStorage<number>();
    const server = testApp.app.getHttpServer() as Server;
    const listeners = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
    server.removeAllListeners('request');
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      requests.run(Number(request.headers[CASE_HEADER]) || 0, () => {
        for (const listener of listeners) listener.call(server, request, response);
      });
    });
    jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
      const id = requests.getStore();
      if (!id) return;
      const text = [message, ...rest].map((part) => (part instanceof Error ? part.stack : String(part))).join(' ');
      loggedErrors.set(id, loggedErrors.has(id) ? `${loggedErrors.get(id)}\n${text}` : text);
    });
  }

  /** Values of path parameters that name existing records (or harmless values for other parameters). */
  function pathValuesFor(route: ApiRoute, destructive: boolean): Record<string, string> {
    const records: Record<string, number> = {
      agencies: fixtures.ownAgency.id,
      persons: fixtures.person.id,
      'agency-users': fixtures.agencyUser.id,
      'agency-customers': fixtures.agencyCustomer.id,
      'organisation-users': fixtures.organisationUser.id,
      'department-users': fixtures.departmentUser.id,
      'department-customers': fixtures.departmentCustomer.id,
      departments: fixtures.ownOrganisation.department.id,
    };
    const segments = route.path.split('/');
    return Object.fromEntries(
      route.pathParams.map((name) => {
        const resource = segments[segments.indexOf(`{${name}}`) - 1];
        if (name === 'id') return [name, destructive ? MISSING_ID : String(records[resource] ?? 1)];
        if (name === 'email') return [name, encodeURIComponent('nobody.fuzz@test.medstaff.de')];
        if (name === 'folder') return [name, 'logos'];
        if (name === 'name') return [name, 'missing.png'];
        return [name, 'fuzz'];
      }),
    );
  }

  /**
   * A body the route accepts, built from its schema's examples; the values a schema cannot say
   * (ids of this run's records, unique emails, matching passwords, future dates) are set here.
   */
  function validBodyFor(
    route: ApiRoute,
    record?: Record<string, unknown>,
    editable?: string[],
  ): (() => Record<string, unknown>) | undefined {
    const schema = route.body?.schema;
    if (!schema) return undefined;
    const overrides: Record<string, () => Record<string, unknown>> = {
      RegistrationDto: () => ({
        organisation: [fixtures.ownOrganisation.organisation.id],
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        acceptTC: true,
        userRoles: [4],
        language: 'de',
        phoneNumber: '+49 221 4780 1200',
        userInfo: { phoneNumber: '+49 221 4780 1200' },
      }),
      EnquiryDto: () => ({
        date: { startDate: inDays(30), endDate: inDays(37), key: 'selection' },
        isAgreed: true,
        language: 'de',
        specialistValue: undefined,
        fieldValue: undefined,
      }),
      ResetPasswordDto: () => ({
        code: 'fuzz-unknown-code',
        newPassword: 'Fuzz-Passwort-2',
        newPasswordToken: undefined,
        currentPassword: undefined,
      }),
      LoginDto: () => ({ password: PASSWORD, role: 'USER' }),
      ConfirmEmailDto: () => ({ code: 'fuzz-unknown-code' }),
      CreateInvitationDto: () => ({ kind: 'AGENCY_CUSTOMER', targetId: fixtures.ownAgency.id, role: undefined }),
      CreateDepartmentDto: () => ({
        organisationId: fixtures.ownOrganisation.organisation.id,
        name: `Fuzz ${serial}`,
        skills: ['Pflege'],
      }),
      ChangeSetDto: () => ({ version: record?.version ?? 0, changes: noOpChange(record, editable) }),
      // The fixture person (a USER without memberships) is disabled, then becomes an agency user.
      ChangePersonStatusDto: () => ({ version: record?.version ?? 0, status: 'DISABLED', reason: 'Fuzz' }),
      ChangePersonRoleDto: () => ({ version: record?.version ?? 0, role: 'AGENCY', reason: 'Fuzz' }),
    };
    const multipart = route.body?.contentType.startsWith('multipart/');
    return () => {
      serial += 1;
      const body: Record<string, unknown> = {
        ...(exampleFor(schema) as Record<string, unknown>),
        ...(multipart ? { version: record?.version ?? 1 } : {}),
        ...overrides[schema['x-name'] ?? '']?.(),
      };
      for (const name of Object.keys(body)) {
        if (body[name] === undefined) delete body[name];
        else if (/email/i.test(name)) body[name] = `fuzz.${serial}.${name.toLowerCase()}@test.medstaff.de`;
      }
      return body;
    };
  }

  /** A change that sets an editable text field to the value it has: valid, and changes nothing. */
  function noOpChange(
    record: Record<string, unknown> | undefined,
    editable?: string[],
  ): { field: string; value: unknown }[] {
    const field = Object.entries(record ?? {}).find(
      ([name, value]) =>
        typeof value === 'string' &&
        value &&
        !['email', 'createdAt', 'updatedAt'].includes(name) &&
        (!editable || editable.includes(name)),
    );
    return field ? [{ field: field[0], value: field[1] }] : [];
  }

  /** The fields a change-set route takes: from its refusal of an unknown field, else the record's own. */
  async function changeFieldsOf(route: ApiRoute, pathValues: Record<string, string>, record: Record<string, unknown>) {
    const response = await client.send({
      method: route.method,
      path: fillPath(route.path, pathValues),
      headers: { 'content-type': 'application/json', authorization: admin.header },
      body: JSON.stringify({ version: record.version ?? 0, changes: [{ field: 'fuzzNoSuchField', value: 1 }] }),
    });
    const message = JSON.stringify((response.json as { message?: unknown } | undefined)?.message ?? '');
    const listed = /Editable fields: ([^."]+)/.exec(message)?.[1];
    if (listed) return listed.split(',').map((field) => field.trim());
    const flat: string[] = [];
    const walk = (value: unknown, prefix: string) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, child] of Object.entries(value)) walk(child, prefix ? `${prefix}.${key}` : key);
      } else if (!['id', 'version', 'createdAt', 'updatedAt'].includes(prefix)) flat.push(prefix);
    };
    walk(record, '');
    return flat;
  }

  async function contextFor(route: ApiRoute, maxLength: RouteContext['maxLength']): Promise<RouteContext> {
    const pathValues = pathValuesFor(route, false);
    const context: RouteContext = {
      route,
      pathValues,
      bodyPathValues: pathValuesFor(route, route.method === 'DELETE'),
      isList: false,
      // Who may call the route is declared once, in the access matrix; the document's security is the fallback.
      isPublic: ACCESS_MATRIX[route.key] ? ACCESS_MATRIX[route.key].audience === 'public' : !route.secured,
      maxLength,
    };
    if (route.method === 'GET' && route.pathParams.length === 0) {
      // A list refuses a sort field it does not have; other routes ignore the parameter.
      const probe = await client.send({
        method: 'GET',
        path: `${route.path}?sort=${encodeURIComponent('["fuzzNoSuchField","ASC"]')}`,
        headers: { authorization: admin.header },
      });
      context.isList =
        probe.status === 400 || ['sort', 'range', 'filter'].some((name) => route.queryParams.includes(name));
    }
    if (route.body) {
      let record: Record<string, unknown> | undefined;
      if (route.pathParams.includes('id')) {
        // The record the route changes: the path up to its id (`…/agencies/{id}` for `…/{id}/logo`).
        const readPath = fillPath(route.path.slice(0, route.path.indexOf('{id}') + '{id}'.length), pathValues);
        const read = await client.send({ method: 'GET', path: readPath, headers: { authorization: admin.header } });
        record = read.status === 200 ? (read.json as Record<string, unknown>) : undefined;
      }
      const changeSet = Boolean(route.body.schema.properties?.changes);
      if (changeSet && record) context.changeFields = await changeFieldsOf(route, pathValues, record);
      context.validBody = validBodyFor(route, record, context.changeFields);
      // The valid invitation is for an agency customer, for whom a `role` is not read.
      if (route.body.schema['x-name'] === 'CreateInvitationDto') context.ignoredProperties = ['role'];
      if (context.validBody && route.body.contentType === 'application/json') {
        const baseline = await client.send({
          method: route.method,
          path: fillPath(route.path, context.bodyPathValues),
          headers: {
            'content-type': 'application/json',
            authorization: admin.header,
            'x-forwarded-for': nextAddress(),
          },
          body: JSON.stringify(context.validBody()),
        });
        baselines.set(route.key, `${baseline.status} ${baseline.text.slice(0, 300)}`);
      }
    }
    return context;
  }

  /** Routes that end sessions or delete records go last, so they cannot spoil the cases of others. */
  const routeOrder = (route: ApiRoute) => (route.path.endsWith('/logout') ? 3 : route.method === 'DELETE' ? 2 : 1);

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { trustProxy: true });
    captureServerErrors();
    await testApp.app.listen(0, '127.0.0.1');
    const { port } = (testApp.app.getHttpServer() as Server).address() as AddressInfo;
    client = new RawHttpClient('127.0.0.1', port, CONCURRENCY);

    const administrator = await bearerFor(testApp, 'ADMIN');
    admin = { header: administrator.header, email: administrator.person.email };
    canary = { email: (await bearerFor(testApp, 'USER')).person.email };
    fixtures = await createTenantFixtures(testApp);

    const documentResponse = await client.send({ method: 'GET', path: '/api/docs/openapi.json' });
    routes = routesOf(documentResponse.json as OpenApiDocument).sort(
      (left, right) => routeOrder(left) - routeOrder(right),
    );

    const random = new SeededRandom(SEED);
    const maxLength = dtoMaxLengths();
    let id = 0;
    const nextId = () => {
      id += 1;
      return id;
    };
    const background = testApp.app.get(BackgroundTasks);
    runner = new FuzzRunner({
      client,
      checksum: new TableChecksum(testApp.dataSource),
      concurrency: CONCURRENCY,
      authorization: (identity) => (identity === 'admin' ? admin.header : undefined),
      settle: () => background.idle(),
      loggedError: (caseId) => loggedErrors.get(caseId),
    });
    // Each route's cases are made just before they run, from the records as they are then (versions move on).
    for (const route of routes) {
      const context = await contextFor(route, maxLength);
      const ofRoute = casesForRoute(context, limitsFor(dialect), random, nextId, nextAddress);
      cases.push(...ofRoute);
      for (const identity of ['admin', 'anonymous'] as const) {
        const ofIdentity = ofRoute.filter((fuzzCase) => fuzzCase.identity === identity);
        for (let start = 0; start < ofIdentity.length; start += BATCH_SIZE) {
          await runner.runBatch(ofIdentity.slice(start, start + BATCH_SIZE));
        }
      }
      await keepAdminSignedIn(route);
    }

    const report = join(tmpdir(), `medstaff-fuzz-${dialect}.json`);
    writeFileSync(
      report,
      JSON.stringify({ seed: SEED, statistics: runner.statistics, failures: runner.failures }, null, 2),
    );
    const { statistics } = runner;
    process.stdout.write(
      `fuzz on ${dialect}: seed ${SEED}, ${routes.length} routes, ${statistics.cases} cases, ` +
        `${statistics.requests} requests (${JSON.stringify(statistics.byStatus)}) in ${(statistics.milliseconds / 1000).toFixed(1)} s, ` +
        `${runner.failures.length} failures; report: ${report}\n`,
    );
  }, FUZZ_TIMEOUT_MS);

  afterAll(async () => {
    client?.close();
    await testApp?.close();
    jest.restoreAllMocks();
  });

  const failuresOf = (...kinds: FailureKind[]): string[] =>
    summarise(runner.failures.filter((failure: Failure) => kinds.includes(failure.kind)));

  it('generates cases for every route of the OpenAPI document', () => {
    const withoutCases = routes.filter((route) => !cases.some((fuzzCase) => fuzzCase.routeKey === route.key));
    expect(withoutCases.map((route) => route.key)).toEqual([]);
    expect(routes.length).toBeGreaterThan(0);
  });

  it('starts every route from a body the route accepts', () => {
    const refused = [...baselines]
      .filter(([key, answer]) => !BASELINE_REFUSALS[key] && !/^2\d\d /.test(answer))
      .map(([key, answer]) => `${key} → ${answer}`);
    expect(refused).toEqual([]);
  });

  it('notices a changed row in its table checksum', async () => {
    const checksum = new TableChecksum(testApp.dataSource);
    const before = await checksum.take();
    await testApp.dataSource.getRepository(Agency).update({ id: fixtures.otherAgency.id }, { city: 'Prüfstadt' });
    const after = await checksum.take();
    await testApp.dataSource
      .getRepository(Agency)
      .update({ id: fixtures.otherAgency.id }, { city: fixtures.otherAgency.city });
    expect(changedTables(before, after)).toEqual(['agency']);
    expect(checksum.tables).toEqual(expect.arrayContaining(['person', 'agency', 'audit_entry', 'one_time_token']));
  });

  it('answers every request, never with a 5xx', () => {
    expect(failuresOf('serverError', 'noAnswer')).toEqual([]);
  });

  it('refuses with { statusCode, code, message, error } and a code of ERROR_STATUS', () => {
    expect(failuresOf('badErrorBody')).toEqual([]);
  });

  it('changes no table when it refuses a request', () => {
    expect(failuresOf('tableChanged')).toEqual([]);
  });

  it('refuses malformed input (ids, forbidden keys, impossible dates, bad text, list parameters) instead of accepting it', () => {
    expect(failuresOf('accepted')).toEqual([]);
  });

  it('keeps signing the administrator in through the cases of every route', () => {
    expect(sessionProblems).toEqual([]);
  });

  it('still signs a user in afterwards, and the session works', async () => {
    const { header, answer } = await signIn(canary.email, HELPER_PASSWORD);
    expect({ header: Boolean(header), answer }).toEqual({ header: true, answer: expect.stringMatching(/^200 /) });
    const check = await client.send({
      method: 'GET',
      path: '/api/auth/is-logged-in',
      headers: { authorization: header as string },
    });
    expect(check.status).toBe(200);
    expect((check.json as { user?: { email?: string } }).user?.email).toBe(canary.email);
  });

  it('leaves Object.prototype unpolluted', () => {
    expect(failuresOf('prototypePolluted')).toEqual([]);
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(
      Object.getOwnPropertyNames(Object.prototype).filter((name) => ['polluted', 'isAdmin'].includes(name)),
    ).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
