import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, Not, In } from 'typeorm';
import type { AuthUser } from '../auth/auth.types';
import { DepartmentMembership } from '../departments/department-membership.entity';
import { Department } from '../departments/department.entity';
import { AgencyMembership } from '../agencies/agency-membership.entity';
import { Application } from '../jobs/application.entity';
import { JobRequest } from '../jobs/job-request.entity';
import { OrganisationMembership } from '../organisations/organisation-membership.entity';
import { Organisation } from '../organisations/organisation.entity';
import { Person } from '../persons/person.entity';

/** Small set-returning queries the access policy is built from (immich's access repository). */
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
    const rows = await this.dataSource.getRepository(AgencyMembership).find({
      select: { agencyId: true },
      where: { personId, kind: 'USER' },
    });
    return rows.map((row) => row.agencyId);
  }

  /** Departments whose internal pool the person is in (department membership of kind CUSTOMER). */
  async poolDepartmentIds(personId: number): Promise<number[]> {
    const rows = await this.dataSource.getRepository(DepartmentMembership).find({
      select: { departmentId: true },
      where: { personId, kind: 'CUSTOMER' },
    });
    return rows.map((row) => row.departmentId);
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
}
