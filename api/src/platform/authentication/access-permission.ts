import { PERSON_ROLES, type PersonRole } from '@medstaff/domain';
import type { MessageKey } from '../common/messages';

/**
 * Everything a caller may be allowed to do, in one enum. Every route declares one with
 * `@RequireAccess` (the guard refuses a role that can never hold it, from the token); the service
 * asks `AccessService.requireAccess` for the records.
 */
export enum Permission {
  JobCreate = 'job.create',
  JobRead = 'job.read',
  JobUpdate = 'job.update',
  JobDelete = 'job.delete',
  OrganisationJobsRead = 'organisation.jobs.read',
  FeedManage = 'feed.manage',
  ApplicationRead = 'application.read',
  ApplicationSelect = 'application.select',
  /** Release a request to agencies now, or withdraw a release (organisation). */
  JobRelease = 'job.release',
  /** Accept or decline an offer of the internal pool (a department customer). */
  PoolAnswer = 'pool.answer',
  /** The released requests, applying, the agency's own applications and candidates. */
  AgencyJobs = 'agency.jobs',
  /** Read an application's documents: its agency, the hospital of the request, the operators. */
  DocumentRead = 'document.read',
  /** Upload, replace or remove a document of an application: its agency only. */
  DocumentManage = 'document.manage',
  /** The offers of the person's pool departments (`GET /job/offers`): anyone signed in; none without a pool. */
  PoolOffersRead = 'pool.offers.read',
  /** Read an organisation's settings: its confirmed members (admins, department users) and the operators. */
  OrganisationSettingsRead = 'organisation.settings.read',
  /** Change an organisation's settings: its confirmed admins and the operators. */
  OrganisationSettingsWrite = 'organisation.settings.write',
  /** See, accept and decline one's own candidate invitations, and leave an agency (a candidate: role USER). */
  CandidateConsent = 'candidate.consent',
  /** Issue, rotate and revoke one's own calendar feed of one's assignments (a candidate or pool member: role USER). */
  OwnFeedManage = 'feed.own.manage',
  /**
   * Read assignments (issue 29): the hospital (its confirmed admins, the department's users), the
   * agency (its users), the candidate who works them (read only), the operators.
   */
  AssignmentRead = 'assignment.read',
  /** Accept an assignment's leasing contract for one's company: the hospital's confirmed admins, the agency's users. */
  AssignmentContractAccept = 'assignment.contract.accept',
  /** Cancel an assignment with a reason: either side (the hospital's admins and department users, the agency's users). */
  AssignmentCancel = 'assignment.cancel',
  /** Share the agreed rates with the candidate, or stop sharing them: the agency's users. */
  AssignmentRateShare = 'assignment.rates.share',
  /** Propose a change of an assignment's shifts: the hospital (its confirmed admins, the department's users). */
  AssignmentChangePropose = 'assignment.change.propose',
  /**
   * Accept or decline a proposed change: the agency's users for a leased assignment, the worker
   * themselves for the hospital's own pool (the service tells them apart by the assignment's source).
   */
  AssignmentChangeAnswer = 'assignment.change.answer',
  /** Read and set one's agency's permit for temporary agency work (Erlaubnis nach §1 AÜG): its users. */
  AgencyPermitManage = 'agency.permit.manage',
  /** The platform's back office (`/api/admin/*`, the site's visitor numbers): the operators only. */
  PlatformAdmin = 'platform.admin',
}

const HOSPITAL: readonly PersonRole[] = ['ORG_ADMIN', 'ORG_SUB'];
/** The platform's operators may read, post, edit and delete any request (support), audited like everyone. */
const HOSPITAL_AND_OPERATOR: readonly PersonRole[] = ['ADMIN', 'ORG_ADMIN', 'ORG_SUB'];
const AGENCY: readonly PersonRole[] = ['AGENCY'];
/** A request is read by its hospital and the operators, by agencies once released, by its pool members while offered. */
const JOB_READERS: readonly PersonRole[] = ['ADMIN', 'ORG_ADMIN', 'ORG_SUB', 'AGENCY', 'USER'];
/** The internal pool: department customers (persons linked to a department as customers; role USER). */
const POOL: readonly PersonRole[] = ['USER'];
/** Every role: what the permission reaches depends on the person's memberships alone. */
const EVERYONE: readonly PersonRole[] = PERSON_ROLES;

/**
 * The roles that can ever hold a permission; any other role answers 403 before any record is
 * looked at. ADMIN may work on any single request; the organisation lists are for members only.
 * Which records of a permitted role are reachable is `AccessService`'s decision.
 */
export const PERMISSION_ROLES: Readonly<Record<Permission, readonly PersonRole[]>> = {
  [Permission.JobCreate]: HOSPITAL_AND_OPERATOR,
  [Permission.JobRead]: JOB_READERS,
  [Permission.JobUpdate]: HOSPITAL_AND_OPERATOR,
  [Permission.JobDelete]: HOSPITAL_AND_OPERATOR,
  [Permission.OrganisationJobsRead]: HOSPITAL,
  [Permission.FeedManage]: HOSPITAL,
  [Permission.ApplicationRead]: HOSPITAL_AND_OPERATOR,
  [Permission.ApplicationSelect]: HOSPITAL,
  [Permission.JobRelease]: HOSPITAL,
  [Permission.PoolAnswer]: POOL,
  [Permission.AgencyJobs]: AGENCY,
  [Permission.DocumentRead]: ['ADMIN', 'ORG_ADMIN', 'ORG_SUB', 'AGENCY'],
  [Permission.DocumentManage]: AGENCY,
  [Permission.PoolOffersRead]: EVERYONE,
  [Permission.OrganisationSettingsRead]: HOSPITAL_AND_OPERATOR,
  [Permission.OrganisationSettingsWrite]: ['ADMIN', 'ORG_ADMIN'],
  [Permission.CandidateConsent]: POOL,
  [Permission.OwnFeedManage]: POOL,
  [Permission.AssignmentRead]: JOB_READERS,
  [Permission.AssignmentContractAccept]: ['ORG_ADMIN', 'AGENCY'],
  [Permission.AssignmentCancel]: ['ORG_ADMIN', 'ORG_SUB', 'AGENCY'],
  [Permission.AssignmentRateShare]: ['AGENCY'],
  [Permission.AssignmentChangePropose]: HOSPITAL,
  [Permission.AssignmentChangeAnswer]: ['AGENCY', 'USER'],
  [Permission.AgencyPermitManage]: AGENCY,
  [Permission.PlatformAdmin]: ['ADMIN'],
};

/** The kind of record a permission's ids name; `none` for lists and actions without a record. */
export type AccessResource = 'job' | 'application' | 'organisation' | 'department' | 'assignment' | 'agency' | 'none';

/**
 * What `requireAccess(user, permission, ids)` reads the ids as. Posting (JobCreate, JobUpdate of
 * the place) and feeds name an organisation or a department: their calls say which.
 */
export const PERMISSION_RESOURCE: Readonly<Record<Permission, AccessResource>> = {
  [Permission.JobCreate]: 'organisation',
  [Permission.JobRead]: 'job',
  [Permission.JobUpdate]: 'job',
  [Permission.JobDelete]: 'job',
  [Permission.OrganisationJobsRead]: 'none',
  [Permission.FeedManage]: 'organisation',
  [Permission.ApplicationRead]: 'job',
  [Permission.ApplicationSelect]: 'job',
  [Permission.JobRelease]: 'job',
  [Permission.PoolAnswer]: 'job',
  [Permission.AgencyJobs]: 'application',
  [Permission.DocumentRead]: 'application',
  [Permission.DocumentManage]: 'application',
  [Permission.PoolOffersRead]: 'none',
  [Permission.OrganisationSettingsRead]: 'organisation',
  [Permission.OrganisationSettingsWrite]: 'organisation',
  [Permission.CandidateConsent]: 'none',
  [Permission.OwnFeedManage]: 'none',
  [Permission.AssignmentRead]: 'assignment',
  [Permission.AssignmentContractAccept]: 'assignment',
  [Permission.AssignmentCancel]: 'assignment',
  [Permission.AssignmentRateShare]: 'assignment',
  [Permission.AssignmentChangePropose]: 'assignment',
  [Permission.AssignmentChangeAnswer]: 'assignment',
  [Permission.AgencyPermitManage]: 'agency',
  [Permission.PlatformAdmin]: 'none',
};

const ASSIGNMENT_PERMISSIONS: ReadonlySet<Permission> = new Set([
  Permission.AssignmentRead,
  Permission.AssignmentContractAccept,
  Permission.AssignmentCancel,
  Permission.AssignmentRateShare,
  Permission.AssignmentChangePropose,
  Permission.AssignmentChangeAnswer,
]);

/** The message of a 403 for a role that can never hold the permission (the back office keeps its own words). */
export function refusalOf(permission: Permission): MessageKey {
  if (permission === Permission.PlatformAdmin) return 'auth.forbidden';
  return ASSIGNMENT_PERMISSIONS.has(permission) ? 'assignment.forbidden' : 'access.forbidden';
}

/**
 * Organisation-level permissions that a department user (ORG_SUB) of the organisation holds too:
 * reading what applies to the whole organisation, never changing it.
 */
export const ORGANISATION_MEMBER_PERMISSIONS: ReadonlySet<Permission> = new Set([Permission.OrganisationSettingsRead]);

export function roleMayHold(role: PersonRole, permission: Permission): boolean {
  return PERMISSION_ROLES[permission].includes(role);
}

/** The metadata key under which a route declares its access (`@RequireAccess`, `@SignedIn`, `@PublicRoute`). */
export const ACCESS_KEY = 'routeAccess';

/**
 * What a route declares about its callers: a permission (sign-in and a role that can hold it),
 * `signedIn` (anyone signed in; the service keeps to the person's own records), or `public`.
 * `api/test/route-access.e2e-spec.ts` fails for a route that declares nothing.
 */
export type RouteAccess = Permission | 'public' | 'signedIn';
