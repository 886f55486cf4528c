import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { MembershipKind, MembershipScope } from '@medstaff/domain';
import { DataSource, type EntityManager, type EntityTarget, type SelectQueryBuilder } from 'typeorm';
import { AuditService, type AuditEntryDto } from '../platform/audit/audit.service';
import { MemberTables, type MemberTable, type MembershipRecord } from '../people/member-tables';
import { DepartmentMembership } from './departments/department-membership.entity';
import { OrganisationMembership } from './organisation-membership.entity';

/** One membership table of the organisations module for the back-office's member screens. */
class OrganisationsMemberTable implements MemberTable {
  constructor(
    readonly scope: MembershipScope,
    private readonly entity: EntityTarget<MembershipRecord>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  members(kind: MembershipKind | undefined, personColumns?: readonly string[]): SelectQueryBuilder<MembershipRecord> {
    const department = this.scope === 'DEPARTMENT';
    const query = this.dataSource
      .getRepository(this.entity)
      .createQueryBuilder('membership')
      .innerJoinAndSelect('membership.person', 'person');
    if (department) query.innerJoinAndSelect('membership.department', 'department');
    if (personColumns) query.select(['membership', ...personColumns, ...(department ? ['department'] : [])]);
    if (kind) query.andWhere('membership.kind = :kind', { kind });
    return query;
  }

  async remove(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(this.entity, { id });
  }

  history(resource: string, id: number): Promise<AuditEntryDto[]> {
    return this.audit.history(resource, id, this.entity);
  }
}

/** Registers the organisation and department memberships for the member screens. */
@Injectable()
export class OrganisationMemberTables implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly registry: MemberTables,
  ) {}

  onModuleInit(): void {
    for (const [scope, entity] of [
      ['ORGANISATION', OrganisationMembership],
      ['DEPARTMENT', DepartmentMembership],
    ] as const) {
      this.registry.register(
        new OrganisationsMemberTable(scope, entity as EntityTarget<MembershipRecord>, this.dataSource, this.audit),
      );
    }
  }
}
