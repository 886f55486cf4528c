import { Injectable, type OnModuleInit } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import type { AgencySummaryDto } from '../people/dto/person-admin.dto';
import {
  PersonMemberships,
  type NamedMembership,
  type PersonMembershipSource,
} from '../people/person-memberships.service';
import { AgencyMembership } from './agency-membership.entity';
import { Agency } from './agency.entity';

/** A person's agency memberships, told to the people module (role changes, the person's profile). */
@Injectable()
export class AgencyPersonMemberships implements PersonMembershipSource, OnModuleInit {
  readonly scopes = ['AGENCY'] as const;

  constructor(private readonly registry: PersonMemberships) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async membershipsOf(manager: EntityManager, personId: number): Promise<NamedMembership[]> {
    const rows = await manager.find(AgencyMembership, {
      where: { personId },
      relations: { agency: true },
      order: { id: 'ASC' },
    });
    return rows.map((row) => ({
      scope: 'AGENCY',
      kind: row.kind,
      resource: row.kind === 'USER' ? 'agency-users' : 'agency-customers',
      id: row.id,
      name: row.agency.name,
    }));
  }

  async agenciesOf(manager: EntityManager, personId: number): Promise<AgencySummaryDto[]> {
    const memberships = await manager.find(AgencyMembership, { where: { personId }, select: { agencyId: true } });
    if (!memberships.length) return [];
    const agencies = await manager.find(Agency, {
      where: { id: In(memberships.map((membership) => membership.agencyId)) },
      order: { name: 'ASC' },
    });
    return agencies.map(({ id, name, address, postcode, country, url }) => ({
      id,
      name,
      address,
      postcode,
      country,
      url,
    }));
  }
}
