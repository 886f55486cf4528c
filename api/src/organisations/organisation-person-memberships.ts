import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  PersonMemberships,
  type NamedMembership,
  type PersonMembershipSource,
} from '../people/person-memberships.service';
import { DepartmentMembership } from './departments/department-membership.entity';
import { OrganisationMembership } from './organisation-membership.entity';

/** A person's organisation and department memberships, told to the people module (role changes). */
@Injectable()
export class OrganisationPersonMemberships implements PersonMembershipSource, OnModuleInit {
  readonly scopes = ['ORGANISATION', 'DEPARTMENT'] as const;

  constructor(private readonly registry: PersonMemberships) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async membershipsOf(manager: EntityManager, personId: number): Promise<NamedMembership[]> {
    const [organisations, departments] = await Promise.all([
      manager.find(OrganisationMembership, {
        where: { personId },
        relations: { organisation: true },
        order: { id: 'ASC' },
      }),
      manager.find(DepartmentMembership, {
        where: { personId },
        relations: { department: true },
        order: { id: 'ASC' },
      }),
    ]);
    return [
      ...organisations.map((row): NamedMembership => ({
        scope: 'ORGANISATION',
        resource: 'organisation-users',
        id: row.id,
        name: row.organisation.name,
      })),
      ...departments.map((row): NamedMembership => ({
        scope: 'DEPARTMENT',
        kind: row.kind,
        resource: row.kind === 'USER' ? 'department-users' : 'department-customers',
        id: row.id,
        name: row.department.name,
      })),
    ];
  }
}
