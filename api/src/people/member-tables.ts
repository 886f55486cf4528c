import { Injectable } from '@nestjs/common';
import type { MembershipKind, MembershipScope } from '@medstaff/domain';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { AuditEntryDto } from '../platform/audit/audit.service';
import type { Person } from './person.entity';

/** A membership row of any scope, with its person (and, for departments, the department). */
export type MembershipRecord = {
  id: number;
  personId: number;
  person: Person;
  kind?: MembershipKind;
  agencyId?: number;
  organisationId?: number;
  departmentId?: number;
  confirmedAt?: Date | null;
  department?: { organisationId: number };
};

/**
 * How the module that owns a membership table (agencies; organisations and departments) answers
 * the back-office's member screens. The screens live in the organisations module, which may not
 * import the agencies module; both register their tables here (the people module is below them).
 */
export interface MemberTable {
  scope: MembershipScope;
  /**
   * The memberships (of `kind` when given) joined with their person as `person` (and department
   * rows with their `department`), as `membership`. `personColumns` narrows what is read of the
   * person (lists, exports: never the password hash); without it the whole person.
   */
  members(kind: MembershipKind | undefined, personColumns?: readonly string[]): SelectQueryBuilder<MembershipRecord>;
  /** Deletes one membership, in the caller's transaction. */
  remove(manager: EntityManager, id: number): Promise<void>;
  /** The audit history of one membership (404 when neither entries nor the row exist). */
  history(resource: string, id: number): Promise<AuditEntryDto[]>;
}

/** The membership tables of the modules that own them, registered when they start. */
@Injectable()
export class MemberTables {
  private readonly tables = new Map<MembershipScope, MemberTable>();

  register(table: MemberTable): void {
    this.tables.set(table.scope, table);
  }

  of(scope: MembershipScope): MemberTable {
    const table = this.tables.get(scope);
    if (!table) throw new Error(`No membership table registered for ${scope}`);
    return table;
  }
}
