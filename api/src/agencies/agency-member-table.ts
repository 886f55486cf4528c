import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { MembershipKind } from '@medstaff/domain';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { AuditService, type AuditEntryDto } from '../platform/audit/audit.service';
import { MemberTables, type MemberTable, type MembershipRecord } from '../people/member-tables';
import { AgencyMembership } from './agency-membership.entity';

/** The agency memberships for the back-office's member screens (agency users and customers). */
@Injectable()
export class AgencyMemberTable implements MemberTable, OnModuleInit {
  readonly scope = 'AGENCY' as const;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly registry: MemberTables,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  members(kind: MembershipKind | undefined, personColumns?: readonly string[]): SelectQueryBuilder<MembershipRecord> {
    const query = this.dataSource
      .getRepository(AgencyMembership)
      .createQueryBuilder('membership')
      .innerJoinAndSelect('membership.person', 'person') as unknown as SelectQueryBuilder<MembershipRecord>;
    if (personColumns) query.select(['membership', ...personColumns]);
    if (kind) query.andWhere('membership.kind = :kind', { kind });
    return query;
  }

  async remove(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(AgencyMembership, { id });
  }

  history(resource: string, id: number): Promise<AuditEntryDto[]> {
    return this.audit.history(resource, id, AgencyMembership);
  }
}
