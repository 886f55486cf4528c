import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import type { AuthUser } from '../auth/auth.types';
import type { JobRequest } from '../jobs/job-request.entity';
import { Permission, roleMayHold } from './access-permission';
import { AccessRepository } from './access.repository';

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
 * - a record of another organisation: 404, never a hint that it exists.
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

  /** 403 unless the role can ever hold the permission. */
  requireRole(user: AuthUser | undefined, permission: Permission): AuthUser {
    if (!user) throw new DomainError('UNAUTHENTICATED', 'auth.signInRequired');
    if (!roleMayHold(user.role, permission)) throw forbidden();
    return user;
  }

  /** Organisation-level work (post a request without a department, organisation feeds): ORG_ADMIN of X only. */
  async requireOrganisation(user: AuthUser, permission: Permission, organisationId: number): Promise<void> {
    this.requireRole(user, permission);
    if (user.role === 'ADMIN') {
      if (await this.access.organisationExists(organisationId)) return;
      throw notFound();
    }
    const scope = await this.scope(user);
    if (scope.organisationIds.includes(organisationId)) return;
    if (isEmpty(scope)) throw unconfirmed();
    // A department user of X knows X exists but may not act for all of it.
    if (scope.departments.some((department) => department.organisationId === organisationId)) throw forbidden();
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
    this.requireRole(user, permission);
    if (user.role === 'ADMIN') {
      const job = await this.access.findJob(jobId);
      if (!job) throw notFound();
      return job;
    }
    const scope = await this.scope(user);
    if (isEmpty(scope)) throw unconfirmed();
    const job = await this.access.findJob(jobId);
    if (!job || !this.mayReachJob(scope, job)) throw notFound();
    return job;
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
