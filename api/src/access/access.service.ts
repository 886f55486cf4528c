import { Injectable } from '@nestjs/common';
import type { PersonRole } from '@medstaff/domain';
import { DomainError } from '../platform/common/domain-error';
import type { AuthUser } from '../platform/authentication/auth.types';
import type { JobRequest } from '../marketplace/jobs/job-request.entity';
import {
  ORGANISATION_MEMBER_PERMISSIONS,
  PERMISSION_RESOURCE,
  Permission,
  refusalOf,
  roleMayHold,
  type AccessResource,
} from '../platform/authentication/access-permission';
import { AccessRepository, type HospitalReach } from './access.repository';
import { HOSPITAL_AUDIENCE, OPERATOR_AUDIENCE, POOL_AUDIENCE, agencyAudience, type JobAudience } from './job-audience';

/** What one access call answers: the ids the caller may use, and the audience answers are built for. */
export interface AccessGrant {
  ids: Set<number>;
  audience: JobAudience;
}

/** A request the caller may reach, and the audience its answers are built for. */
export interface ReachedJob {
  job: JobRequest;
  audience: JobAudience;
}

/** What a hospital user may reach, for lists: organisations as admin, departments as department user. */
export interface AccessScope {
  /** Confirmed organisation memberships of an ORG_ADMIN. */
  organisationIds: number[];
  /** Departments the user administers as ORG_SUB (kind USER memberships). */
  ownDepartmentIds: number[];
  /** Every department the user may manage, with its organisation. */
  departments: { id: number; organisationId: number }[];
}

/** The rows an assignment list may show (see `AccessService.assignmentListScope`). */
export type AssignmentListScope =
  | { kind: 'all' }
  | { kind: 'organisations' | 'departments' | 'agencies'; ids: number[] }
  | { kind: 'worker'; personId: number };

const unconfirmed = () => new DomainError('FORBIDDEN', 'access.noConfirmedMembership');
const noAgency = () => new DomainError('FORBIDDEN', 'access.noAgency');
const notFound = () => new DomainError('NOT_FOUND', 'access.notFound');

const HOSPITAL_ROLES: readonly PersonRole[] = ['ORG_ADMIN', 'ORG_SUB'];
const reachOf = (role: PersonRole): HospitalReach => ({
  viaOrganisations: role === 'ORG_ADMIN',
  viaDepartments: role === 'ORG_SUB',
});

/**
 * Access decided once, in the service, as a set (immich's `utils/access.ts`). A service method
 * starts with one call, `requireAccess(user, permission, ids)`, which answers the ids and the
 * audience, or refuses:
 * - a role that can never hold the permission: 403 (the route's guard said so already, from the token);
 * - an AGENCY user without an agency, a hospital user without any confirmed scope: 403;
 * - a department user of X asking for organisation-level work of X that is not a read: 403;
 * - any record the caller may not reach (another organisation's, agency's, pool's) or that does
 *   not exist: 404, never a hint that it exists.
 * Who reaches what (one set-returning query per permission and role, access.repository.ts):
 * - ADMIN (the operators): any record that exists;
 * - ORG_ADMIN with a confirmed membership of X: every request of X and its departments;
 * - ORG_SUB: the requests of the departments they belong to (kind USER);
 * - AGENCY: released requests and those its agency applied to, never one with the internal pool
 *   (domain/job-visibility.ts); its own applications and their documents;
 * - USER in a department's internal pool: that department's offers and the shift they took.
 */
@Injectable()
export class AccessService {
  constructor(private readonly repository: AccessRepository) {}

  /** All the ids, or a refusal (404 for any one the caller may not reach). */
  async requireAccess(
    user: AuthUser,
    permission: Permission,
    ids: Iterable<number>,
    resource: AccessResource = PERMISSION_RESOURCE[permission],
  ): Promise<AccessGrant> {
    const wanted = new Set(ids);
    const grant = await this.checkAccess(user, permission, wanted, resource);
    if (grant.ids.size === wanted.size) return grant;
    await this.refuseMissingScope(user, permission, wanted, resource);
    throw notFound();
  }

  /** The subset of the ids the caller may use for the permission (403 only for a role or scope that never can). */
  async checkAccess(
    user: AuthUser,
    permission: Permission,
    ids: Iterable<number>,
    resource: AccessResource = PERMISSION_RESOURCE[permission],
  ): Promise<AccessGrant> {
    this.requireRole(user, permission);
    const wanted = new Set(ids);
    if (user.role === 'AGENCY') {
      const agencyIds = await this.repository.agencyIdsOf(user.id);
      if (agencyIds.length === 0) throw noAgency();
      return { ids: await this.checkAgency(agencyIds, wanted, resource), audience: agencyAudience(agencyIds) };
    }
    return { ids: await this.checkOther(user, permission, wanted, resource), audience: audienceOf(user.role) };
  }

  /** One request with the audience its answer is built for: `requireAccess` and then its row (404 once gone). */
  async requireJob(user: AuthUser, permission: Permission, jobId: number): Promise<ReachedJob> {
    const { audience } = await this.requireAccess(user, permission, [jobId], 'job');
    const job = await this.repository.findJob(jobId);
    if (!job) throw notFound();
    return { job, audience };
  }

  /** 403 unless the role can ever hold the permission (asked again here: a service never trusts its caller). */
  requireRole(user: AuthUser | undefined, permission: Permission): AuthUser {
    if (!user) throw new DomainError('UNAUTHENTICATED', 'auth.signInRequired');
    if (!roleMayHold(user.role, permission)) throw new DomainError('FORBIDDEN', refusalOf(permission));
    return user;
  }

  /** The agencies the AGENCY user works for, for the agency's lists; 403 while they belong to none. */
  async requireAgencies(user: AuthUser, permission: Permission): Promise<number[]> {
    this.requireRole(user, permission);
    const agencyIds = await this.repository.agencyIdsOf(user.id);
    if (agencyIds.length === 0) throw noAgency();
    return agencyIds;
  }

  /**
   * Whose assignments a list shows (`GET /api/assignments`), by the same reach as one record's
   * check: the operators every one; an ORG_ADMIN their confirmed organisations'; an ORG_SUB their
   * departments'; an agency user their agencies'; anyone else the ones they work themselves.
   */
  async assignmentListScope(user: AuthUser, permission: Permission): Promise<AssignmentListScope> {
    this.requireRole(user, permission);
    switch (user.role) {
      case 'ADMIN':
        return { kind: 'all' };
      case 'ORG_ADMIN':
        return { kind: 'organisations', ids: await this.repository.confirmedOrganisationIds(user.id) };
      case 'ORG_SUB':
        return { kind: 'departments', ids: await this.repository.departmentUserIds(user.id) };
      case 'AGENCY':
        return { kind: 'agencies', ids: await this.requireAgencies(user, permission) };
      default:
        return { kind: 'worker', personId: user.id };
    }
  }

  /** Departments whose internal pool the person is in, for the offers list (may be none). */
  async poolDepartmentIds(user: AuthUser, permission: Permission): Promise<number[]> {
    this.requireRole(user, permission);
    return this.repository.poolDepartmentIds(user.id);
  }

  /** The hospital user's whole scope, for the organisation's lists; 403 with nothing confirmed. */
  async requireScope(user: AuthUser, permission: Permission): Promise<AccessScope> {
    this.requireRole(user, permission);
    const organisationIds = user.role === 'ORG_ADMIN' ? await this.repository.confirmedOrganisationIds(user.id) : [];
    const ownDepartmentIds = user.role === 'ORG_SUB' ? await this.repository.departmentUserIds(user.id) : [];
    const ofOrganisations = await this.repository.departmentsOfOrganisations(organisationIds);
    const own = await this.repository.departmentsByIds(
      ownDepartmentIds.filter((id) => !ofOrganisations.some((department) => department.id === id)),
    );
    const departments = [...ofOrganisations, ...own].map(({ id, organisationId }) => ({ id, organisationId }));
    if (organisationIds.length === 0 && departments.length === 0) throw unconfirmed();
    return { organisationIds, ownDepartmentIds, departments };
  }

  /**
   * Whether a private calendar feed may still answer (issue 24): its creator's account is active
   * and may still manage that organisation's or department's feed, by the same rule as creating
   * it. A feed URL carries no session, so this is asked on every fetch; a creator who was deleted
   * (`null`), disabled, or lost the membership ends the feed.
   */
  async feedOwnerMayManage(
    ownerId: number | null,
    feed: { organisationId: number; departmentId: number | null },
  ): Promise<boolean> {
    if (ownerId === null) return false;
    const owner = await this.repository.activeAccount(ownerId);
    if (!owner || !roleMayHold(owner.role, Permission.FeedManage)) return false;
    const [resource, id]: [AccessResource, number] =
      feed.departmentId !== null ? ['department', feed.departmentId] : ['organisation', feed.organisationId];
    const { ids } = await this.checkAccess(owner, Permission.FeedManage, [id], resource);
    return ids.has(id);
  }

  private async checkAgency(agencyIds: number[], ids: Set<number>, resource: AccessResource): Promise<Set<number>> {
    if (ids.size === 0) return new Set();
    switch (resource) {
      case 'job':
        return this.repository.checkAgencyJobs(agencyIds, ids);
      case 'application':
        return this.repository.checkAgencyApplications(agencyIds, ids);
      case 'assignment':
        return this.repository.checkAgencyAssignments(agencyIds, ids);
      case 'agency':
        // The agencies the user works for.
        return new Set([...ids].filter((id) => agencyIds.includes(id)));
      default:
        return new Set();
    }
  }

  private async checkOther(
    user: AuthUser,
    permission: Permission,
    ids: Set<number>,
    resource: AccessResource,
  ): Promise<Set<number>> {
    if (ids.size === 0) return new Set();
    if (user.role === 'ADMIN') {
      switch (resource) {
        case 'job':
          return this.repository.checkJobsExist(ids);
        case 'application':
          return this.repository.checkApplicationsExist(ids);
        case 'organisation':
          return this.repository.checkOrganisationsExist(ids);
        case 'department':
          return this.repository.checkDepartmentsExist(ids);
        case 'assignment':
          return this.repository.checkAssignmentsExist(ids);
        default:
          return new Set();
      }
    }
    if (user.role === 'USER') {
      // The person who works an assignment reads it (the candidate; a pool member their own shift).
      if (resource === 'assignment') return this.repository.checkOwnAssignments(user.id, ids);
      if (resource !== 'job') return new Set();
      return permission === Permission.PoolAnswer
        ? this.repository.checkPoolDepartmentJobs(user.id, ids)
        : this.repository.checkPoolJobs(user.id, ids);
    }
    const reach = reachOf(user.role);
    switch (resource) {
      case 'job':
        return this.repository.checkHospitalJobs(user.id, reach, ids);
      case 'application':
        return this.repository.checkHospitalApplications(user.id, reach, ids);
      case 'organisation':
        // A department user of X knows X exists but may not act for all of it; some reads are theirs too.
        if (user.role === 'ORG_ADMIN') return this.repository.checkConfirmedOrganisations(user.id, ids);
        return ORGANISATION_MEMBER_PERMISSIONS.has(permission)
          ? this.repository.checkOwnDepartmentOrganisations(user.id, ids)
          : new Set();
      case 'department':
        return this.repository.checkHospitalDepartments(user.id, reach, ids);
      case 'assignment':
        return this.repository.checkHospitalAssignments(user.id, reach, ids);
      default:
        return new Set();
    }
  }

  /**
   * Why a hospital user reached less than asked, when it is not a 404: nothing confirmed at all
   * (403), or organisation-level work of their own department's organisation that is not a read (403).
   * Asked only on refusal, so a granted call costs one query.
   */
  private async refuseMissingScope(
    user: AuthUser,
    permission: Permission,
    ids: Set<number>,
    resource: AccessResource,
  ): Promise<void> {
    if (!HOSPITAL_ROLES.includes(user.role)) return;
    if (!(await this.repository.hasHospitalScope(user.id, reachOf(user.role)))) throw unconfirmed();
    if (resource !== 'organisation' || user.role !== 'ORG_SUB' || ORGANISATION_MEMBER_PERMISSIONS.has(permission))
      return;
    if ((await this.repository.checkOwnDepartmentOrganisations(user.id, ids)).size === 0) return;
    throw new DomainError('FORBIDDEN', refusalOf(permission));
  }
}

/** The audience of a caller other than an agency's. */
function audienceOf(role: PersonRole): JobAudience {
  if (role === 'ADMIN') return OPERATOR_AUDIENCE;
  if (role === 'USER') return POOL_AUDIENCE;
  return HOSPITAL_AUDIENCE;
}
