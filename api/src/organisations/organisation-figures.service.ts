import { Injectable } from '@nestjs/common';
import { DataSource, type EntityTarget } from 'typeorm';
import { DepartmentMembership } from './departments/department-membership.entity';
import { OrganisationMembership } from './organisation-membership.entity';
import { Organisation } from './organisation.entity';

/** The organisations module's figures for the back-office dashboard (the reporting module). */
@Injectable()
export class OrganisationFiguresService {
  constructor(private readonly dataSource: DataSource) {}

  count(): Promise<number> {
    return this.dataSource.manager.count(Organisation);
  }

  /** People who belong to an organisation or one of its departments (the dashboard's internal users). */
  async memberCount(): Promise<number> {
    const [organisationPeople, departmentPeople] = await Promise.all([
      this.distinctPeople(OrganisationMembership),
      this.distinctPeople(DepartmentMembership),
    ]);
    return new Set([...organisationPeople, ...departmentPeople]).size;
  }

  private async distinctPeople(target: EntityTarget<{ personId: number }>): Promise<number[]> {
    const rows = await this.dataSource.manager
      .createQueryBuilder(target, 'membership')
      .select('DISTINCT membership.personId', 'personId')
      .getRawMany<{ personId: number }>();
    return rows.map((row) => Number(row.personId));
  }
}
