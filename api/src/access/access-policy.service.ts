import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import type { AuthUser } from '../auth/auth.types';
import type { Application } from '../jobs/application.entity';
import type { JobRequest } from '../jobs/job-request.entity';
import { ORGANISATION_MEMBER_PERMISSIONS, Permission, roleMayHold } from './access-permission';
import { AccessRepository } from './access.repository';
import {
  HOSPITAL_AUDIENCE,
  OPERATOR_AUDIENCE,
  POOL_AUDIENCE,
  agencyAudience,
  type HospitalAudience,
  type JobAudience,
  type OperatorAudience,
} from './job-audience';

/** A request the caller may reach, and the audience its answers are built for. */
export interface ReachedJob {
  job: JobRequest;
  audience: JobAudience;
}

/** What a hospital user may reach: organisations as admin, departments as department user. */
export interface AccessScope {
  /** Confirmed organisation memberships of an ORG_ADMIN. */
  organisationIds: number[];
  /** Departments the user administers as ORG_SUB (kind USER memberships). */
  ownDepartmentIds: number[];
  /** Every department the user may manage, with its organisation. */
  departments: { id: number; organisationId: number }[];
}

const forbidden = () => new DomainError('FORBIDDEN', 'access.forbidden');
const unconfirmed = () => new DomainError('FORBIDDEN', 'access.noConfirmedMembership');
const notFound = () => new DomainError('NOT_FOUND', 'access.notFound');

/**
 * The one place that decides who may touch which hospital record (issue 9):
 * - ORG_ADMIN with a confirmed membership of organisation X: every request of X and its departments;
 * - ORG_SUB: the requests of the departments they belong to (kind USER), nothing else of X;
 * - ADMIN (the platform's operators): any single request, if it exists; not the member lists;
 * - a role that can never hold the permission (AGENCY, USER): 403;
 * - a hospital user without any confirmed scope (unconfirmed member): 403;
 * - a record of another organisation: 404, never a hint that it exists;
 * - AGENCY (issue 10): released requests and those its agency applied to, never one with the
 *   internal pool; its own applications and their documents;
 * - USER in a department's internal pool (department customer): that department's offers;
 * - a calendar feed answers while its creator may still manage it (`feedOwnerMayManage`).
 */
@Injectable()
export class AccessPolicy {
  constructor(private readonly access: AccessRepository) {}

  /** Organisations the user is a confirmed ORG_ADMIN of. */
  async adminOrganisationIds(user: AuthUser): Promise<number[]> {
    if (user.role !== 'ORG_ADMIN') return [];
    return this.access.confirmedOrganisationIds(user.id);
  }

  /** All departments of the admin organisations plus the ORG_SUB user's own departments. */
  async manageableDepartmentIds(user: AuthUser): Promise<number[]> {
    return (await this.scope(user)).departments.map((department) => department.id);
  }

  /** The user's whole scope, from three small queries. */
  async scope(user: AuthUser): Promise<AccessScope> {
    const organisationIds = await this.adminOrganisationIds(user);
    const ownDepartmentIds = user.role === 'ORG_SUB' ? await this.access.departmentUserIds(user.id) : [];
    const ofOrganisations = await this.access.departmentsOfOrganisations(organisationIds);
    const own = await this.access.departmentsByIds(
      ownDepartmentIds.filter((id) => !ofOrganisations.some((department) => department.id === id)),
    );
    const departments = [...ofOrganisations, ...own].map(({ id, organisationId }) => ({ id, organisationId }));
    return { organisationIds, ownDepartmentIds, departments };
  }

  /**
   * The audience of a request a hospital-side caller just posted or edited (their place was checked
   * by `requireOrganisation` or `requireDepartment`): the operators or the hospital.
   */
  hospitalSideAudience(user: AuthUser): HospitalAudience | OperatorAudience {
    return user.role === 'ADMIN' ? OPERATOR_AUDIENCE : HOSPITAL_AUDIENCE;
  }

  /** 403 unless the role can ever hold the permission. */
  requireRole(user: AuthUser | undefined, permission: Permission): AuthUser {
    if (!user) throw new DomainError('UNAUTHENTICATED', 'auth.signInRequired');
    if (!roleMayHold(user.role, permission)) throw forbidden();
    return user;
  }

  /**
   * Organisation-level work (post a request without a department, organisation feeds, settings):
   * ORG_ADMIN of X only; a department user of X also for ORGANISATION_MEMBER_PERMISSIONS (reads), 403 otherwise.
   */
  async requireOrganisation(user: AuthUser, permission: Permission, organisationId: number): Promise<void> {
    this.requireRole(user, permission);
    if (user.role === 'ADMIN') {
      if (await this.access.organisationExists(organisationId)) return;
      throw notFound();
    }
    const scope = await this.scope(user);
    if (scope.organisationIds.includes(organisationId)) return;
    if (isEmpty(scope)) throw unconfirmed();
    // A department user of X knows X exists but may not act for all of it; some reads are theirs too.
    if (scope.departments.some((department) => department.organisationId === organisationId)) {
      if (ORGANISATION_MEMBER_PERMISSIONS.has(permission)) return;
      throw forbidden();
    }
    throw notFound();
  }

  /** Department-level work: an admin of its organisation or a department user of it. */
  async requireDepartment(user: AuthUser, permission: Permission, departmentId: number): Promise<void> {
    this.requireRole(user, permission);
    if (user.role === 'ADMIN') {
      if (await this.access.findDepartment(departmentId)) return;
      throw notFound();
    }
    const scope = await this.scope(user);
    if (scope.departments.some((department) => department.id === departmentId)) return;
    if (isEmpty(scope)) throw unconfirmed();
    throw notFound();
  }

  /** The request, when the user may do this with it; 404 for a record they may not see. */
  async requireJob(user: AuthUser, permission: Permission, jobId: number): Promise<JobRequest> {
    return (await this.requireJobFor(user, permission, jobId)).job;
  }

  /**
   * The request with the audience its answer is built for, decided with the reach: the operators,
   * the hospital (admin of its organisation, user of its department), the caller's agencies, or
   * a pool member. 404 for a record the user may not see.
   */
  async requireJobFor(user: AuthUser, permission: Permission, jobId: number): Promise<ReachedJob> {
    this.requireRole(user, permission);
    if (user.role === 'ADMIN') {
      const job = await this.access.findJob(jobId);
      if (!job) throw notFound();
      return { job, audience: OPERATOR_AUDIENCE };
    }
    if (user.role === 'AGENCY') return this.requireAgencyJob(user, jobId);
    if (user.role === 'USER') return { job: await this.requirePoolJob(user, jobId), audience: POOL_AUDIENCE };
    const scope = await this.scope(user);
    if (isEmpty(scope)) throw unconfirmed();
    const job = await this.access.findJob(jobId);
    if (!job || !this.mayReachJob(scope, job)) throw notFound();
    return { job, audience: HOSPITAL_AUDIENCE };
  }

  /** The agencies the AGENCY user works for; 403 while they belong to none. */
  async requireAgencies(user: AuthUser, permission: Permission): Promise<number[]> {
    this.requireRole(user, permission);
    const agencyIds = await this.access.agencyIdsOf(user.id);
    if (agencyIds.length === 0) throw new DomainError('FORBIDDEN', 'access.noAgency');
    return agencyIds;
  }

  /** Departments whose internal pool the person is in (may be none: then nothing is offered). */
  async poolDepartmentIds(user: AuthUser, permission: Permission): Promise<number[]> {
    this.requireRole(user, permission);
    return this.access.poolDepartmentIds(user.id);
  }

  /**
   * An agency reaches a request once it is released (external_adv) and any request it applied to;
   * never one with the internal pool (internal_adv, internal_fill), whatever it knew before.
   */
  private async requireAgencyJob(user: AuthUser, jobId: number): Promise<ReachedJob> {
    const agencyIds = await this.access.agencyIdsOf(user.id);
    if (agencyIds.length === 0) throw new DomainError('FORBIDDEN', 'access.noAgency');
    const job = await this.access.findJob(jobId);
    if (!job || job.state === 'internal_adv' || job.state === 'internal_fill') throw notFound();
    if (job.state === 'external_adv' || (await this.access.agencyApplied(job.id, agencyIds))) {
      return { job, audience: agencyAudience(agencyIds) };
    }
    throw notFound();
  }

  /**
   * A pool member (department customer) reaches the requests of their departments while they are
   * offered to the pool, and the one they accepted.
   */
  private async requirePoolJob(user: AuthUser, jobId: number): Promise<JobRequest> {
    const departmentIds = await this.access.poolDepartmentIds(user.id);
    const job = await this.access.findJob(jobId);
    if (!job || job.departmentId === null || !departmentIds.includes(job.departmentId)) throw notFound();
    if (job.state === 'internal_adv' || (job.state === 'internal_fill' && job.filledById === user.id)) return job;
    throw notFound();
  }

  /**
   * A request a pool member answers (accept, decline): any request of their pool's departments,
   * whatever its state, so someone answering late is told it is taken (409) rather than 404.
   */
  async requirePoolAnswerJob(user: AuthUser, jobId: number): Promise<ReachedJob> {
    this.requireRole(user, Permission.PoolAnswer);
    const departmentIds = await this.access.poolDepartmentIds(user.id);
    const job = await this.access.findJob(jobId);
    if (!job || job.departmentId === null || !departmentIds.includes(job.departmentId)) throw notFound();
    return { job, audience: POOL_AUDIENCE };
  }

  /**
   * An application (and its documents): its agency, the hospital whose request it is, the
   * operators; 404 for anyone else.
   */
  async requireApplication(user: AuthUser, permission: Permission, applicationId: number): Promise<Application> {
    this.requireRole(user, permission);
    const application = await this.access.findApplication(applicationId);
    if (user.role === 'ADMIN') {
      if (!application) throw notFound();
      return application;
    }
    if (user.role === 'AGENCY') {
      const agencyIds = await this.access.agencyIdsOf(user.id);
      if (agencyIds.length === 0) throw new DomainError('FORBIDDEN', 'access.noAgency');
      if (!application || application.agencyId === null || !agencyIds.includes(application.agencyId)) throw notFound();
      return application;
    }
    const scope = await this.scope(user);
    if (isEmpty(scope)) throw unconfirmed();
    const job = application ? await this.access.findJob(application.jobRequestId) : null;
    if (!application || !job || !this.mayReachJob(scope, job)) throw notFound();
    return application;
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
    const owner = await this.access.activeAccount(ownerId);
    if (!owner) return false;
    try {
      if (feed.departmentId !== null) await this.requireDepartment(owner, Permission.FeedManage, feed.departmentId);
      else await this.requireOrganisation(owner, Permission.FeedManage, feed.organisationId);
      return true;
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
  }

  /** The subset of the requests the scope reaches (immich's set-returning check). */
  reachableJobs<T extends Pick<JobRequest, 'organisationId' | 'departmentId'>>(scope: AccessScope, jobs: T[]): T[] {
    return jobs.filter((job) => this.mayReachJob(scope, job));
  }

  /** 403 for a hospital user with nothing confirmed; otherwise the scope. */
  async requireScope(user: AuthUser, permission: Permission): Promise<AccessScope> {
    this.requireRole(user, permission);
    const scope = await this.scope(user);
    if (isEmpty(scope)) throw unconfirmed();
    return scope;
  }

  private mayReachJob(scope: AccessScope, job: Pick<JobRequest, 'organisationId' | 'departmentId'>): boolean {
    if (scope.organisationIds.includes(job.organisationId)) return true;
    return job.departmentId !== null && scope.ownDepartmentIds.includes(job.departmentId);
  }
}

function isEmpty(scope: AccessScope): boolean {
  return scope.organisationIds.length === 0 && scope.departments.length === 0;
}
