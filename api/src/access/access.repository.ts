import { Injectable } from '@nestjs/common';
import { AGENCY_VISIBLE_JOB_STATES, RELEASED_JOB_STATES } from '@medstaff/domain';
import { DataSource, IsNull, Not, In, type SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../platform/authentication/auth.types';
import { DepartmentMembership } from '../organisations/departments/department-membership.entity';
import { Department } from '../organisations/departments/department.entity';
import { Assignment } from '../marketplace/assignments/assignment.entity';
import { Application } from '../marketplace/jobs/application.entity';
import { JobRequest } from '../marketplace/jobs/job-request.entity';
import { OrganisationMembership } from '../organisations/organisation-membership.entity';
import { Organisation } from '../organisations/organisation.entity';
import { Person } from '../people/person.entity';

/** The person's memberships that reach hospital records: confirmed organisations (ORG_ADMIN), own departments (ORG_SUB). */
const CONFIRMED_ORGANISATIONS =
  'SELECT membership.organisation_id FROM organisation_membership membership WHERE membership.person_id = :personId AND membership.confirmed_at IS NOT NULL';
const OWN_DEPARTMENTS =
  "SELECT membership.department_id FROM department_membership membership WHERE membership.person_id = :personId AND membership.kind = 'USER'";
const POOL_DEPARTMENTS =
  "SELECT membership.department_id FROM department_membership membership WHERE membership.person_id = :personId AND membership.kind = 'CUSTOMER'";

/** The agencies a person works for, and the departments whose pool they are in (plain SQL: asked on every such request). */
const AGENCIES_OF_PERSON =
  "SELECT membership.agency_id AS agencyId FROM agency_membership membership WHERE membership.person_id = ? AND membership.kind = 'USER'";
const POOL_DEPARTMENTS_OF_PERSON =
  "SELECT membership.department_id AS departmentId FROM department_membership membership WHERE membership.person_id = ? AND membership.kind = 'CUSTOMER'";

/** Where the hospital side reaches a request: an admin of its organisation, a user of its department. */
export interface HospitalReach {
  /** ORG_ADMIN: the organisations they are a confirmed member of. */
  viaOrganisations: boolean;
  /** ORG_SUB: the departments they belong to (kind USER). */
  viaDepartments: boolean;
}

/**
 * Small set-returning queries the access checks are built from (immich's access repository): each
 * `check…` takes the ids asked for and answers the subset the caller reaches, in one query.
 */
@Injectable()
export class AccessRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The person as a signed-in caller would be, while their account is active; null once disabled or deleted. */
  async activeAccount(personId: number): Promise<AuthUser | null> {
    const person = await this.dataSource.getRepository(Person).findOne({
      select: { id: true, email: true, role: true, status: true },
      where: { id: personId },
    });
    if (!person || person.status !== 'ACTIVE') return null;
    return { id: person.id, email: person.email, role: person.role };
  }

  /** Organisations the person is a confirmed member of (`confirmed_at` not null). */
  async confirmedOrganisationIds(personId: number): Promise<number[]> {
    const rows = await this.dataSource.getRepository(OrganisationMembership).find({
      select: { organisationId: true },
      where: { personId, confirmedAt: Not(IsNull()) },
    });
    return rows.map((row) => row.organisationId);
  }

  /** Every organisation membership of the person, confirmed or not. */
  async organisationMemberships(personId: number): Promise<OrganisationMembership[]> {
    return this.dataSource.getRepository(OrganisationMembership).find({
      where: { personId },
      relations: { organisation: true },
      order: { organisationId: 'ASC' },
    });
  }

  /** Departments the person administers (department membership of kind USER). */
  async departmentUserIds(personId: number): Promise<number[]> {
    const rows = await this.dataSource.getRepository(DepartmentMembership).find({
      select: { departmentId: true },
      where: { personId, kind: 'USER' },
    });
    return rows.map((row) => row.departmentId);
  }

  /** The departments of the organisations. */
  async departmentsOfOrganisations(organisationIds: readonly number[]): Promise<Department[]> {
    if (organisationIds.length === 0) return [];
    return this.dataSource.getRepository(Department).find({
      where: { organisationId: In([...organisationIds]) },
      order: { organisationId: 'ASC', name: 'ASC' },
    });
  }

  async departmentsByIds(departmentIds: readonly number[]): Promise<Department[]> {
    if (departmentIds.length === 0) return [];
    return this.dataSource.getRepository(Department).find({
      where: { id: In([...departmentIds]) },
      order: { organisationId: 'ASC', name: 'ASC' },
    });
  }

  async findDepartment(departmentId: number): Promise<Department | null> {
    return this.dataSource.getRepository(Department).findOne({ where: { id: departmentId } });
  }

  async organisationExists(organisationId: number): Promise<boolean> {
    return this.dataSource.getRepository(Organisation).existsBy({ id: organisationId });
  }

  /** Agencies the person works for (agency membership of kind USER). */
  async agencyIdsOf(personId: number): Promise<number[]> {
    // Plain SQL (every agency request asks this): TypeORM's find built the same statement anew
    // each time, about a tenth of the CPU of an agency's market search (issue 27).
    const rows = (await this.dataSource.query(AGENCIES_OF_PERSON, [personId])) as { agencyId: number | string }[];
    return rows.map((row) => Number(row.agencyId));
  }

  /** Departments whose internal pool the person is in (department membership of kind CUSTOMER). */
  async poolDepartmentIds(personId: number): Promise<number[]> {
    const rows = (await this.dataSource.query(POOL_DEPARTMENTS_OF_PERSON, [personId])) as {
      departmentId: number | string;
    }[];
    return rows.map((row) => Number(row.departmentId));
  }

  /** Whether one of the agencies has an application (in any state) on the request. */
  async agencyApplied(jobId: number, agencyIds: readonly number[]): Promise<boolean> {
    if (agencyIds.length === 0) return false;
    return this.dataSource.getRepository(Application).existsBy({ jobRequestId: jobId, agencyId: In([...agencyIds]) });
  }

  async findApplication(applicationId: number): Promise<Application | null> {
    return this.dataSource.getRepository(Application).findOne({ where: { id: applicationId } });
  }

  async findJob(jobId: number): Promise<JobRequest | null> {
    return this.dataSource.getRepository(JobRequest).findOne({ where: { id: jobId } });
  }

  /** The subset of the ids that exist (the operators reach any record). */
  async checkJobsExist(ids: ReadonlySet<number>): Promise<Set<number>> {
    return this.idsOf(this.jobsAmong(ids));
  }

  /** Requests of the person's hospital reach: their confirmed organisations' and/or their own departments'. */
  async checkHospitalJobs(personId: number, reach: HospitalReach, ids: ReadonlySet<number>): Promise<Set<number>> {
    const clauses = hospitalClauses(reach, 'job');
    if (clauses.length === 0) return new Set();
    return this.idsOf(this.jobsAmong(ids).andWhere(`(${clauses.join(' OR ')})`, { personId }));
  }

  /**
   * Requests an agency reaches: released ones and those one of its agencies applied to, never one
   * that is with the internal pool (`AGENCY_VISIBLE_JOB_STATES`, domain/job-visibility.ts).
   */
  async checkAgencyJobs(agencyIds: readonly number[], ids: ReadonlySet<number>): Promise<Set<number>> {
    if (agencyIds.length === 0) return new Set();
    return this.idsOf(
      this.jobsAmong(ids)
        .andWhere('job.state IN (:...visible)', { visible: AGENCY_VISIBLE_JOB_STATES })
        .andWhere(
          `(job.state IN (:...released) OR EXISTS (SELECT 1 FROM application applied
            WHERE applied.job_request_id = job.id AND applied.agency_id IN (:...agencyIds)))`,
          { released: RELEASED_JOB_STATES, agencyIds: [...agencyIds] },
        ),
    );
  }

  /** Requests of the person's pool departments while offered (`internal_adv`), and the one they took. */
  async checkPoolJobs(personId: number, ids: ReadonlySet<number>): Promise<Set<number>> {
    return this.idsOf(
      this.jobsAmong(ids)
        .andWhere(`job.department_id IN (${POOL_DEPARTMENTS})`, { personId })
        .andWhere("(job.state = 'internal_adv' OR (job.state = 'internal_fill' AND job.filled_by_id = :personId))"),
    );
  }

  /** Requests of the person's pool departments in any state (an answer given late is told why: 409). */
  async checkPoolDepartmentJobs(personId: number, ids: ReadonlySet<number>): Promise<Set<number>> {
    return this.idsOf(this.jobsAmong(ids).andWhere(`job.department_id IN (${POOL_DEPARTMENTS})`, { personId }));
  }

  async checkApplicationsExist(ids: ReadonlySet<number>): Promise<Set<number>> {
    return this.idsOf(this.applicationsAmong(ids));
  }

  /** Applications of the agencies. */
  async checkAgencyApplications(agencyIds: readonly number[], ids: ReadonlySet<number>): Promise<Set<number>> {
    if (agencyIds.length === 0) return new Set();
    return this.idsOf(
      this.applicationsAmong(ids).andWhere('application.agency_id IN (:...agencyIds)', { agencyIds: [...agencyIds] }),
    );
  }

  /** Applications on requests of the person's hospital reach. */
  async checkHospitalApplications(
    personId: number,
    reach: HospitalReach,
    ids: ReadonlySet<number>,
  ): Promise<Set<number>> {
    const clauses = hospitalClauses(reach, 'job');
    if (clauses.length === 0) return new Set();
    return this.idsOf(
      this.applicationsAmong(ids)
        .innerJoin(JobRequest, 'job', 'job.id = application.job_request_id')
        .andWhere(`(${clauses.join(' OR ')})`, { personId }),
    );
  }

  async checkAssignmentsExist(ids: ReadonlySet<number>): Promise<Set<number>> {
    return this.idsOf(this.assignmentsAmong(ids));
  }

  /** Assignments of the agencies. */
  async checkAgencyAssignments(agencyIds: readonly number[], ids: ReadonlySet<number>): Promise<Set<number>> {
    if (agencyIds.length === 0) return new Set();
    return this.idsOf(
      this.assignmentsAmong(ids).andWhere('assignment.agency_id IN (:...agencyIds)', { agencyIds: [...agencyIds] }),
    );
  }

  /** Assignments at the person's hospital reach: the organisations they administer, their own departments. */
  async checkHospitalAssignments(
    personId: number,
    reach: HospitalReach,
    ids: ReadonlySet<number>,
  ): Promise<Set<number>> {
    const clauses = hospitalClauses(reach, 'assignment');
    if (clauses.length === 0) return new Set();
    return this.idsOf(this.assignmentsAmong(ids).andWhere(`(${clauses.join(' OR ')})`, { personId }));
  }

  /** Assignments the person works (the candidate, the pool member). */
  async checkOwnAssignments(personId: number, ids: ReadonlySet<number>): Promise<Set<number>> {
    return this.idsOf(this.assignmentsAmong(ids).andWhere('assignment.person_id = :personId', { personId }));
  }

  async checkOrganisationsExist(ids: ReadonlySet<number>): Promise<Set<number>> {
    return this.idsOf(this.organisationsAmong(ids));
  }

  /** Organisations the person is a confirmed member (admin) of. */
  async checkConfirmedOrganisations(personId: number, ids: ReadonlySet<number>): Promise<Set<number>> {
    return this.idsOf(
      this.organisationsAmong(ids).andWhere(`organisation.id IN (${CONFIRMED_ORGANISATIONS})`, { personId }),
    );
  }

  /** Organisations of the departments the person belongs to (kind USER). */
  async checkOwnDepartmentOrganisations(personId: number, ids: ReadonlySet<number>): Promise<Set<number>> {
    return this.idsOf(
      this.organisationsAmong(ids).andWhere(
        `organisation.id IN (SELECT own.organisation_id FROM department own WHERE own.id IN (${OWN_DEPARTMENTS}))`,
        { personId },
      ),
    );
  }

  async checkDepartmentsExist(ids: ReadonlySet<number>): Promise<Set<number>> {
    return this.idsOf(this.departmentsAmong(ids));
  }

  /** Departments of the person's hospital reach: all of their confirmed organisations', or their own. */
  async checkHospitalDepartments(
    personId: number,
    reach: HospitalReach,
    ids: ReadonlySet<number>,
  ): Promise<Set<number>> {
    const clauses: string[] = [];
    if (reach.viaOrganisations) clauses.push(`department.organisation_id IN (${CONFIRMED_ORGANISATIONS})`);
    if (reach.viaDepartments) clauses.push(`department.id IN (${OWN_DEPARTMENTS})`);
    if (clauses.length === 0) return new Set();
    return this.idsOf(this.departmentsAmong(ids).andWhere(`(${clauses.join(' OR ')})`, { personId }));
  }

  /** Whether the person has any hospital scope at all (else: an unconfirmed member, 403). */
  async hasHospitalScope(personId: number, reach: HospitalReach): Promise<boolean> {
    if (reach.viaOrganisations && (await this.confirmedOrganisationIds(personId)).length > 0) return true;
    return reach.viaDepartments && (await this.departmentUserIds(personId)).length > 0;
  }

  private jobsAmong(ids: ReadonlySet<number>): SelectQueryBuilder<JobRequest> {
    return this.dataSource
      .getRepository(JobRequest)
      .createQueryBuilder('job')
      .select('job.id', 'id')
      .where('job.id IN (:...ids)', { ids: [...ids] });
  }

  private applicationsAmong(ids: ReadonlySet<number>): SelectQueryBuilder<Application> {
    return this.dataSource
      .getRepository(Application)
      .createQueryBuilder('application')
      .select('application.id', 'id')
      .where('application.id IN (:...ids)', { ids: [...ids] });
  }

  private assignmentsAmong(ids: ReadonlySet<number>): SelectQueryBuilder<Assignment> {
    return this.dataSource
      .getRepository(Assignment)
      .createQueryBuilder('assignment')
      .select('assignment.id', 'id')
      .where('assignment.id IN (:...ids)', { ids: [...ids] });
  }

  private organisationsAmong(ids: ReadonlySet<number>): SelectQueryBuilder<Organisation> {
    return this.dataSource
      .getRepository(Organisation)
      .createQueryBuilder('organisation')
      .select('organisation.id', 'id')
      .where('organisation.id IN (:...ids)', { ids: [...ids] });
  }

  private departmentsAmong(ids: ReadonlySet<number>): SelectQueryBuilder<Department> {
    return this.dataSource
      .getRepository(Department)
      .createQueryBuilder('department')
      .select('department.id', 'id')
      .where('department.id IN (:...ids)', { ids: [...ids] });
  }

  private async idsOf(query: SelectQueryBuilder<object>): Promise<Set<number>> {
    const rows = await query.getRawMany<{ id: number | string }>();
    return new Set(rows.map((row) => Number(row.id)));
  }
}

/** The SQL conditions of a hospital reach on a request aliased `alias`. */
function hospitalClauses(reach: HospitalReach, alias: string): string[] {
  const clauses: string[] = [];
  if (reach.viaOrganisations) clauses.push(`${alias}.organisation_id IN (${CONFIRMED_ORGANISATIONS})`);
  if (reach.viaDepartments) clauses.push(`${alias}.department_id IN (${OWN_DEPARTMENTS})`);
  return clauses;
}
