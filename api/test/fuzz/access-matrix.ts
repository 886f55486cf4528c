import type { PersonRole } from '@medstaff/domain';
import type { OrganisationTenant, TenantFixtures } from './fixtures';

/**
 * Who may call each route of the API, checked by authorization-matrix.e2e-spec.ts against the
 * running app for anonymous callers and every role. A route in the OpenAPI document without an
 * entry here fails that test, and so does an entry for a route that is gone.
 *
 * Audiences:
 * - `public`: everyone, signed in or not; nobody gets 401 or 403.
 * - `signedIn`: every role; anonymous callers get 401.
 * - `adminOnly`: anonymous callers get 401, other roles 403 (before any 404), ADMIN gets through.
 * - `{ roles }`: like adminOnly, for the listed roles.
 * Tenant routes (hospital and agency data) add a `tenant` check: the roles that may use the route
 * get 404 for a record of another organisation or agency, never a hint that it exists.
 */
export type Audience = 'public' | 'signedIn' | 'adminOnly' | { roles: readonly PersonRole[] };

/** A request that changes nothing: ids no record has, bodies validation refuses, or plain reads. */
export interface HarmlessRequest {
  /** Path parameter values; the default is an id no record has (and harmless text for others). */
  params?: Record<string, string | number>;
  /** Query string without `?`. */
  query?: string;
  /** JSON body of POST, PUT and PATCH; the default `{}` is refused by validation, after the guards. */
  body?: unknown;
}

export interface TenantCheck {
  /** The roles the check applies to (default: the route's roles, ADMIN excepted). */
  roles?: readonly PersonRole[];
  /** A request for a record of another organisation or agency than the caller's: must answer 404. */
  foreign: (fixtures: TenantFixtures) => HarmlessRequest;
  /** A request for a record of the caller's own organisation or agency: must not answer 401, 403 or 404. */
  own?: (fixtures: TenantFixtures) => HarmlessRequest;
}

export interface RouteAccess {
  audience: Audience;
  /** The request to make (default: see HarmlessRequest). */
  request?: (fixtures: TenantFixtures) => HarmlessRequest;
  /** The call ends the caller's session (logout): it is made by a person of its own. */
  endsSession?: boolean;
  tenant?: TenantCheck;
}

const PUBLIC: RouteAccess = { audience: 'public' };
const SIGNED_IN: RouteAccess = { audience: 'signedIn' };
const ADMIN_ONLY: RouteAccess = { audience: 'adminOnly' };

/** A route for some roles whose records belong to an organisation or agency (see TenantCheck). */
export const tenantRoute = (
  roles: readonly PersonRole[],
  tenant: TenantCheck,
  request?: RouteAccess['request'],
): RouteAccess => ({ audience: { roles }, tenant, request });

const HOSPITAL_ROLES: readonly PersonRole[] = ['ORG_ADMIN', 'ORG_SUB'];
/** Single shift requests: the hospital roles, and the platform's operators (support). */
const JOB_ROLES: readonly PersonRole[] = ['ADMIN', 'ORG_ADMIN', 'ORG_SUB'];
/** The agency side of the marketplace. */
const AGENCY_ROLES: readonly PersonRole[] = ['AGENCY'];
const JOB_READER_ROLES: readonly PersonRole[] = ['ADMIN', 'ORG_ADMIN', 'ORG_SUB', 'AGENCY', 'USER'];
/** Persons who may be an agency's candidate and answer its invitations. */
const CANDIDATE_ROLES: readonly PersonRole[] = ['USER'];
/** Members of a department's internal pool (department customers). */
const POOL_ROLES: readonly PersonRole[] = ['USER'];
/** A valid nurse request for the tenant's department. */
const jobBody = (tenant: OrganisationTenant) => ({
  kind: 'NURSE',
  title: 'Nachtdienst',
  dates: [{ date: { startDate: Date.UTC(2030, 0, 7, 5), endDate: Date.UTC(2030, 0, 7, 18) } }],
  organisation: tenant.organisation.id,
  orig_dept: tenant.department.id,
});

/** Key: `METHOD path` exactly as the OpenAPI document writes the path. */
export const ACCESS_MATRIX: Readonly<Record<string, RouteAccess>> = {
  // Public reference data, files and health.
  'GET /api/health': PUBLIC,
  'GET /api/health/ready': PUBLIC,
  // Not for users: its own bearer token (METRICS_TOKEN), and without one it answers 404 to
  // everybody, as here (metrics.e2e-spec.ts checks the token).
  'GET /api/metrics': PUBLIC,
  'GET /api/files/{folder}/{name}': PUBLIC,
  'GET /api/fields': PUBLIC,
  'GET /api/positions': PUBLIC,
  'GET /api/contract-types': PUBLIC,
  'GET /api/job-types': PUBLIC,
  'GET /api/job-shift-type': PUBLIC,
  'GET /api/metainformation/job-titles': PUBLIC,
  'GET /api/qualifications': PUBLIC,
  'GET /api/genders': PUBLIC,
  'GET /api/countries': PUBLIC,
  'GET /api/user-roles': PUBLIC,

  // The public site and sign-up.
  'POST /api/organisations/find': { audience: 'public', request: () => ({ body: { searchTerm: '' } }) },
  'POST /api/events': PUBLIC,
  'POST /api/metainformation/submit/send-email': PUBLIC,

  // Accounts: open to everyone (reset-password reads a token when one is sent), except the session's own routes.
  'POST /api/auth/registration': PUBLIC,
  'POST /api/auth/confirm-email': PUBLIC,
  'GET /api/auth/resend-verification/{email}': PUBLIC,
  'GET /api/auth/forgot-password/{email}': PUBLIC,
  'POST /api/auth/reset-password': PUBLIC,
  'POST /api/auth/login': PUBLIC,
  'GET /api/auth/is-logged-in': SIGNED_IN,
  'POST /api/auth/logout': { audience: 'signedIn', endsSession: true },
  // GDPR: every signed-in person's own data (a ZIP) and erasure request. The POST's body is refused
  // by validation (a message must be text), the DELETE finds nothing pending (409): neither changes anything.
  'GET /api/account/export': SIGNED_IN,
  'GET /api/account/erasure-request': SIGNED_IN,
  'POST /api/account/erasure-request': { audience: 'signedIn', request: () => ({ body: { message: 5 } }) },
  'DELETE /api/account/erasure-request': SIGNED_IN,

  // The back-office.
  'GET /api/admin/agencies': ADMIN_ONLY,
  'POST /api/admin/agencies': ADMIN_ONLY,
  'GET /api/admin/agencies/export': ADMIN_ONLY,
  'GET /api/admin/agencies/{id}': ADMIN_ONLY,
  'PATCH /api/admin/agencies/{id}': ADMIN_ONLY,
  'DELETE /api/admin/agencies/{id}': ADMIN_ONLY,
  'GET /api/admin/agencies/{id}/history': ADMIN_ONLY,
  'PUT /api/admin/agencies/{id}/logo': ADMIN_ONLY,
  'GET /api/admin/organisations': ADMIN_ONLY,
  'GET /api/admin/organisations/export': ADMIN_ONLY,
  'POST /api/admin/organisations': ADMIN_ONLY,
  'GET /api/admin/organisations/{id}': ADMIN_ONLY,
  'PATCH /api/admin/organisations/{id}': ADMIN_ONLY,
  'DELETE /api/admin/organisations/{id}': ADMIN_ONLY,
  'GET /api/admin/organisations/{id}/history': ADMIN_ONLY,
  'PUT /api/admin/organisations/{id}/logo': ADMIN_ONLY,
  'POST /api/admin/organisations/{id}/pictures': ADMIN_ONLY,
  'GET /api/admin/organisation-pictures/{id}': ADMIN_ONLY,
  'PATCH /api/admin/organisation-pictures/{id}': ADMIN_ONLY,
  'DELETE /api/admin/organisation-pictures/{id}': ADMIN_ONLY,
  'GET /api/admin/jobs': ADMIN_ONLY,
  'GET /api/admin/jobs/export': ADMIN_ONLY,
  'GET /api/admin/jobs/{id}': ADMIN_ONLY,
  'GET /api/admin/jobs/{id}/history': ADMIN_ONLY,
  'GET /api/admin/persons': ADMIN_ONLY,
  'GET /api/admin/persons/export': ADMIN_ONLY,
  'GET /api/admin/persons/{id}': ADMIN_ONLY,
  'PATCH /api/admin/persons/{id}': ADMIN_ONLY,
  'DELETE /api/admin/persons/{id}': ADMIN_ONLY,
  'GET /api/admin/persons/{id}/history': ADMIN_ONLY,
  'POST /api/admin/persons/{id}/status': ADMIN_ONLY,
  'POST /api/admin/persons/{id}/role': ADMIN_ONLY,

  // GDPR: an administrator's export for a person and decision on their erasure request.
  'GET /api/admin/persons/{id}/personal-data': ADMIN_ONLY,
  'GET /api/admin/persons/{id}/erasure-request': ADMIN_ONLY,
  'POST /api/admin/persons/{id}/erasure-request/confirm': ADMIN_ONLY,
  'POST /api/admin/persons/{id}/erasure-request/refuse': ADMIN_ONLY,
  'GET /api/admin/agency-users': ADMIN_ONLY,
  'GET /api/admin/agency-users/export': ADMIN_ONLY,
  'GET /api/admin/agency-users/{id}': ADMIN_ONLY,
  'PATCH /api/admin/agency-users/{id}': ADMIN_ONLY,
  'DELETE /api/admin/agency-users/{id}': ADMIN_ONLY,
  'GET /api/admin/agency-users/{id}/history': ADMIN_ONLY,
  'GET /api/admin/agency-customers': ADMIN_ONLY,
  'GET /api/admin/agency-customers/export': ADMIN_ONLY,
  'GET /api/admin/agency-customers/{id}': ADMIN_ONLY,
  'PATCH /api/admin/agency-customers/{id}': ADMIN_ONLY,
  'DELETE /api/admin/agency-customers/{id}': ADMIN_ONLY,
  'GET /api/admin/agency-customers/{id}/history': ADMIN_ONLY,
  'GET /api/admin/organisation-users': ADMIN_ONLY,
  'GET /api/admin/organisation-users/export': ADMIN_ONLY,
  'GET /api/admin/organisation-users/{id}': ADMIN_ONLY,
  'PATCH /api/admin/organisation-users/{id}': ADMIN_ONLY,
  'DELETE /api/admin/organisation-users/{id}': ADMIN_ONLY,
  'GET /api/admin/organisation-users/{id}/history': ADMIN_ONLY,
  'POST /api/admin/organisation-users/{id}/confirm': ADMIN_ONLY,
  'GET /api/admin/department-users': ADMIN_ONLY,
  'GET /api/admin/department-users/export': ADMIN_ONLY,
  'GET /api/admin/department-users/{id}': ADMIN_ONLY,
  'PATCH /api/admin/department-users/{id}': ADMIN_ONLY,
  'DELETE /api/admin/department-users/{id}': ADMIN_ONLY,
  'GET /api/admin/department-users/{id}/history': ADMIN_ONLY,
  'GET /api/admin/department-customers': ADMIN_ONLY,
  'GET /api/admin/department-customers/export': ADMIN_ONLY,
  'GET /api/admin/department-customers/{id}': ADMIN_ONLY,
  'PATCH /api/admin/department-customers/{id}': ADMIN_ONLY,
  'DELETE /api/admin/department-customers/{id}': ADMIN_ONLY,
  'GET /api/admin/department-customers/{id}/history': ADMIN_ONLY,
  'GET /api/admin/departments': ADMIN_ONLY,
  'GET /api/admin/departments/export': ADMIN_ONLY,
  'POST /api/admin/departments': ADMIN_ONLY,
  'GET /api/admin/departments/{id}': ADMIN_ONLY,
  'PATCH /api/admin/departments/{id}': ADMIN_ONLY,
  'DELETE /api/admin/departments/{id}': ADMIN_ONLY,
  'GET /api/admin/departments/{id}/history': ADMIN_ONLY,
  'GET /api/admin/invitations': ADMIN_ONLY,
  'POST /api/admin/invitations': ADMIN_ONLY,
  'GET /api/admin/statistics/dashboard': ADMIN_ONLY,
  'GET /api/admin/statistics/site': ADMIN_ONLY,

  // Shift requests of the hospital side (AccessService; the full role × tenant matrix is in job-access.e2e-spec.ts).
  'POST /api/job': tenantRoute(JOB_ROLES, {
    foreign: (fixtures) => ({ body: jobBody(fixtures.otherOrganisation) }),
    own: (fixtures) => ({ body: { ...jobBody(fixtures.ownOrganisation), title: '' } }),
  }),
  // Read also by agencies (released requests) and pool members (their departments' offers):
  // job-access.e2e-spec.ts tries their reach; here the hospital roles' tenant check.
  'GET /api/job/{id}': tenantRoute(JOB_READER_ROLES, {
    roles: HOSPITAL_ROLES,
    foreign: (fixtures) => ({ params: { id: fixtures.otherOrganisation.job.id } }),
    own: (fixtures) => ({ params: { id: fixtures.ownOrganisation.job.id } }),
  }),
  'PUT /api/job/{id}': tenantRoute(JOB_ROLES, {
    foreign: (fixtures) => ({
      params: { id: fixtures.otherOrganisation.job.id },
      body: { version: 1, title: 'Fremd' },
    }),
    // A stale version: through access, then 409 (the own request stays as it is).
    own: (fixtures) => ({ params: { id: fixtures.ownOrganisation.job.id }, body: { version: 0, title: 'Eigen' } }),
  }),
  'DELETE /api/job/{id}': tenantRoute(JOB_ROLES, {
    foreign: (fixtures) => ({ params: { id: fixtures.otherOrganisation.job.id } }),
  }),
  // The workflow (issue 10): pool members answer offers of their departments; the hospital releases, recalls and selects.
  'POST /api/job/{id}/accept': tenantRoute(POOL_ROLES, {
    foreign: (fixtures) => ({ params: { id: fixtures.otherOrganisation.job.id } }),
  }),
  'POST /api/job/{id}/decline': tenantRoute(POOL_ROLES, {
    foreign: (fixtures) => ({ params: { id: fixtures.otherOrganisation.job.id } }),
  }),
  'POST /api/job/{id}/release': tenantRoute(HOSPITAL_ROLES, {
    foreign: (fixtures) => ({ params: { id: fixtures.otherOrganisation.job.id } }),
  }),
  'POST /api/job/{id}/recall': tenantRoute(HOSPITAL_ROLES, {
    foreign: (fixtures) => ({ params: { id: fixtures.otherOrganisation.job.id } }),
  }),
  'POST /api/job/{id}/select/{applicationId}': tenantRoute(HOSPITAL_ROLES, {
    // A well-formed application id: the path is parsed (400) before the service checks the request's reach (404).
    foreign: (fixtures) => ({ params: { id: fixtures.otherOrganisation.job.id, applicationId: 999_999_999 } }),
  }),
  // The agency's own permit (§1 AÜG): its users; another agency answers 404. The PUT's body is
  // refused by validation, so it changes nothing.
  'GET /api/agencies/{id}/permit': tenantRoute(AGENCY_ROLES, {
    foreign: (fixtures) => ({ params: { id: fixtures.otherAgency.id } }),
    own: (fixtures) => ({ params: { id: fixtures.ownAgency.id } }),
  }),
  'PUT /api/agencies/{id}/permit': tenantRoute(AGENCY_ROLES, {
    foreign: (fixtures) => ({
      params: { id: fixtures.otherAgency.id },
      body: { authority: 'BA', issuedOn: '2020-01-01' },
    }),
  }),
  // Assignments (issue 29): read by the hospital, the agency, the worker and the operators; the
  // contract accepted by the hospital's admins and the agency's users. The default id names no
  // record (404); another tenant's assignment answering 404 is checked per actor in assignments.e2e-spec.ts.
  'GET /api/assignments': { audience: { roles: JOB_READER_ROLES } },
  'GET /api/assignments/{id}': { audience: { roles: JOB_READER_ROLES } },
  'GET /api/assignments/{id}/contract.pdf': { audience: { roles: JOB_READER_ROLES } },
  'POST /api/assignments/{id}/cancel': {
    audience: { roles: ['ORG_ADMIN', 'ORG_SUB', 'AGENCY'] },
    request: () => ({ body: { reason: 'Prüfung' } }),
  },
  // Changes of the shifts: proposed by the hospital (its admins, the department's users), answered
  // by the agency's users — or, in the hospital's own pool, by the worker (role USER; the service
  // refuses a candidate of a leased assignment with 403, checked in assignments.e2e-spec.ts).
  'POST /api/assignments/{id}/changes': {
    audience: { roles: ['ORG_ADMIN', 'ORG_SUB'] },
    request: () => ({
      body: { shifts: [{ startDate: Date.UTC(2030, 0, 7, 5), endDate: Date.UTC(2030, 0, 7, 13) }] },
    }),
  },
  'POST /api/assignments/{id}/changes/{changeId}/accept': {
    audience: { roles: ['AGENCY', 'USER'] },
    request: () => ({ params: { changeId: 999_999_999 } }),
  },
  'POST /api/assignments/{id}/changes/{changeId}/decline': {
    audience: { roles: ['AGENCY', 'USER'] },
    request: () => ({ params: { changeId: 999_999_999 } }),
  },
  'POST /api/assignments/{id}/contract/accept': {
    audience: { roles: ['ORG_ADMIN', 'AGENCY'] },
    request: () => ({ body: { sha256: 'a'.repeat(64) } }),
  },
  'PUT /api/assignments/{id}/rate-sharing': {
    audience: { roles: ['AGENCY'] },
    request: () => ({ body: { shared: true } }),
  },
  'GET /api/organisations/jobs': tenantRoute(HOSPITAL_ROLES, {
    foreign: (fixtures) => ({ query: `department=${fixtures.otherOrganisation.department.id}` }),
    own: (fixtures) => ({ query: `department=${fixtures.ownOrganisation.department.id}` }),
  }),
  'GET /api/organisations/calendar': tenantRoute(HOSPITAL_ROLES, {
    foreign: (fixtures) => ({
      query: `from=2026-11-01&to=2026-12-01&department=${fixtures.otherOrganisation.department.id}`,
    }),
    own: (fixtures) => ({
      query: `from=2026-11-01&to=2026-12-01&department=${fixtures.ownOrganisation.department.id}`,
    }),
  }),
  'GET /api/organisations/mine': { audience: { roles: HOSPITAL_ROLES } },
  // Organisation settings: read by its members and the operators, changed by its admins and the operators.
  'GET /api/organisations/{id}/settings': tenantRoute(JOB_ROLES, {
    foreign: (fixtures) => ({ params: { id: fixtures.otherOrganisation.organisation.id } }),
    own: (fixtures) => ({ params: { id: fixtures.ownOrganisation.organisation.id } }),
  }),
  'PATCH /api/organisations/{id}/settings': tenantRoute(
    ['ADMIN', 'ORG_ADMIN'],
    {
      foreign: (fixtures) => ({
        params: { id: fixtures.otherOrganisation.organisation.id },
        body: { defaultTimeLimitHours: 1 },
      }),
      // Refused by validation after access: the own organisation stays as it is.
      own: (fixtures) => ({
        params: { id: fixtures.ownOrganisation.organisation.id },
        body: { defaultTimeLimitHours: -1 },
      }),
    },
    () => ({ body: { defaultTimeLimitHours: -1 } }),
  ),
  // The pool's list: anyone signed in (empty without a pool department).
  'GET /api/job/offers': SIGNED_IN,
  // A request's audit trail: as its applications (ApplicationRead).
  'GET /api/job/{id}/history': tenantRoute(JOB_ROLES, {
    foreign: (fixtures) => ({ params: { id: fixtures.otherOrganisation.job.id } }),
    own: (fixtures) => ({ params: { id: fixtures.ownOrganisation.job.id } }),
  }),

  // Calendar feeds: managed by hospital users (AccessService, FeedManage); the feed itself is public (its token is the key).
  'GET /api/calendar-feeds': { audience: { roles: HOSPITAL_ROLES } },
  'POST /api/calendar-feeds/{scope}/{id}': tenantRoute(HOSPITAL_ROLES, {
    foreign: (fixtures) => ({ params: { scope: 'department', id: fixtures.otherOrganisation.department.id } }),
  }),
  'DELETE /api/calendar-feeds/{scope}/{id}': tenantRoute(HOSPITAL_ROLES, {
    foreign: (fixtures) => ({ params: { scope: 'department', id: fixtures.otherOrganisation.department.id } }),
    own: (fixtures) => ({ params: { scope: 'department', id: fixtures.ownOrganisation.department.id } }),
  }),
  'GET /api/calendar-feeds/ics/{token}.ics': PUBLIC,
  // A person's own feed of her assignments (issue 29): no id to reach for, so no foreign case.
  'GET /api/calendar-feeds/mine': { audience: { roles: CANDIDATE_ROLES } },
  'POST /api/calendar-feeds/mine': { audience: { roles: CANDIDATE_ROLES } },
  'DELETE /api/calendar-feeds/mine': { audience: { roles: CANDIDATE_ROLES } },

  // Agencies apply (issue 10, src/marketplace/applications/): released requests, candidates, applications and
  // their documents; applications-e2e tries each party's reach on real applications.
  'GET /api/job': { audience: { roles: AGENCY_ROLES } },
  'POST /api/job/find': { audience: { roles: AGENCY_ROLES } },
  'GET /api/job/applied-jobs': { audience: { roles: AGENCY_ROLES } },
  'GET /api/agency/candidates': { audience: { roles: AGENCY_ROLES } },
  // The caller's own agency's permit (§1 AÜG): no id to reach for, so no foreign case.
  'GET /api/agency/permit': { audience: { roles: AGENCY_ROLES } },
  'POST /api/agency/candidates': { audience: { roles: AGENCY_ROLES } },
  // The invited person's consent (src/marketplace/candidates/): her invitations and agencies signed in, and the
  // mailed link (its code is the key, like a password-reset code); candidate-invitations-e2e tries
  // another person's invitation (404).
  'GET /api/candidate/agencies': { audience: { roles: CANDIDATE_ROLES } },
  'POST /api/candidate/invitations/{id}/accept': { audience: { roles: CANDIDATE_ROLES } },
  'POST /api/candidate/invitations/{id}/decline': { audience: { roles: CANDIDATE_ROLES } },
  'DELETE /api/candidate/agencies/{id}': { audience: { roles: CANDIDATE_ROLES } },
  'GET /api/candidate-invitations/{code}': PUBLIC,
  'POST /api/candidate-invitations/{code}/accept': PUBLIC,
  'POST /api/candidate-invitations/{code}/decline': PUBLIC,
  'POST /api/job/apply/{jobId}': { audience: { roles: AGENCY_ROLES } },
  'DELETE /api/job/apply/remove/{id}': { audience: { roles: AGENCY_ROLES } },
  'GET /api/job/{id}/applications': tenantRoute(JOB_ROLES, {
    foreign: (fixtures) => ({ params: { id: fixtures.otherOrganisation.job.id } }),
    own: (fixtures) => ({ params: { id: fixtures.ownOrganisation.job.id } }),
  }),
  'GET /api/documents/{id}': { audience: { roles: ['ADMIN', 'ORG_ADMIN', 'ORG_SUB', 'AGENCY'] } },
  'POST /api/documents/{id}': { audience: { roles: AGENCY_ROLES } },
  'DELETE /api/documents/{id}': { audience: { roles: AGENCY_ROLES } },
};

/** The roles an audience lets through. */
export function rolesOf(audience: Audience, allRoles: readonly PersonRole[]): readonly PersonRole[] {
  if (audience === 'public' || audience === 'signedIn') return allRoles;
  if (audience === 'adminOnly') return ['ADMIN'];
  return audience.roles;
}
