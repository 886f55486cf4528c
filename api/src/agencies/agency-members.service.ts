import { Injectable } from '@nestjs/common';
import type { MembershipKind } from '@medstaff/domain';
import { In, type EntityManager } from 'typeorm';
import { AgencyMembership } from './agency-membership.entity';
import { Agency } from './agency.entity';

/**
 * The agencies module's answer to other modules about agencies and their memberships: sign-up and
 * invitations (accounts), applications, candidates and their mails (marketplace): the agencies'
 * names and who belongs to them (USER: runs the agency; CUSTOMER: one of its candidates). Every
 * method takes the caller's `manager`, so a read inside a transaction stays in it, and a write
 * commits with the caller's other writes.
 */
/** The agency as a leasing contract names it. */
export interface AgencyContractParty {
  id: number;
  name: string;
  address: string;
  postcode: string;
  city: string | null;
  permitAuthority: string | null;
  permitIssuedOn: string | null;
}

@Injectable()
export class AgencyMembersService {
  agencyExists(manager: EntityManager, agencyId: number): Promise<boolean> {
    return manager.exists(Agency, { where: { id: agencyId } });
  }

  isMember(manager: EntityManager, agencyId: number, personId: number, kind: MembershipKind): Promise<boolean> {
    return manager.exists(AgencyMembership, { where: { agencyId, personId, kind } });
  }

  async addMember(manager: EntityManager, agencyId: number, personId: number, kind: MembershipKind): Promise<void> {
    await manager.insert(AgencyMembership, { agencyId, personId, kind });
  }

  /** A sign-up as an agency: the new agency with the person as its first user. */
  async createWithFirstUser(manager: EntityManager, name: string, personId: number): Promise<number> {
    const agency = await manager.save(manager.create(Agency, { name }));
    await this.addMember(manager, agency.id, personId, 'USER');
    return agency.id;
  }

  /** The names of these agencies (those that exist), by id. */
  async namesOf(manager: EntityManager, agencyIds: readonly number[]): Promise<Map<number, string>> {
    if (agencyIds.length === 0) return new Map();
    const agencies = await manager.find(Agency, {
      select: { id: true, name: true },
      where: { id: In([...agencyIds]) },
    });
    return new Map(agencies.map((agency) => [agency.id, agency.name]));
  }

  /** The agency's name, or null when it is gone. */
  async nameOf(manager: EntityManager, agencyId: number): Promise<string | null> {
    const agency = await manager.findOne(Agency, { select: { id: true, name: true }, where: { id: agencyId } });
    return agency?.name ?? null;
  }

  /**
   * What a leasing contract names of the agency (issue 29): name, address and its permit for
   * temporary agency work (Erlaubnis nach §1 AÜG; null fields without one); null when it is gone.
   */
  async contractPartyOf(manager: EntityManager, agencyId: number): Promise<AgencyContractParty | null> {
    const agency = await manager.findOne(Agency, {
      select: {
        id: true,
        name: true,
        address: true,
        postcode: true,
        city: true,
        permitAuthority: true,
        permitIssuedOn: true,
      },
      where: { id: agencyId },
    });
    if (!agency) return null;
    const { id, name, address, postcode, city, permitAuthority, permitIssuedOn } = agency;
    return { id, name, address, postcode, city, permitAuthority, permitIssuedOn };
  }

  /** The persons with this kind of membership of any of the agencies, each once, in the order read. */
  async memberIds(manager: EntityManager, agencyIds: readonly number[], kind: MembershipKind): Promise<number[]> {
    if (agencyIds.length === 0) return [];
    const rows = await manager.find(AgencyMembership, {
      select: { personId: true },
      where: agencyIds.length === 1 ? { agencyId: agencyIds[0], kind } : { agencyId: In([...agencyIds]), kind },
    });
    return [...new Set(rows.map((row) => row.personId))];
  }

  /** The first (lowest id) of the agencies the person belongs to with this kind, or null. */
  async firstAgencyOf(
    manager: EntityManager,
    agencyIds: readonly number[],
    personId: number,
    kind: MembershipKind,
  ): Promise<number | null> {
    if (agencyIds.length === 0) return null;
    const membership = await manager.findOne(AgencyMembership, {
      select: { id: true, agencyId: true },
      where: { agencyId: In([...agencyIds]), personId, kind },
      order: { agencyId: 'ASC' },
    });
    return membership?.agencyId ?? null;
  }

  /** The agencies the person belongs to with this kind of membership. */
  async agencyIdsOf(manager: EntityManager, personId: number, kind: MembershipKind): Promise<number[]> {
    const rows = await manager.find(AgencyMembership, { select: { agencyId: true }, where: { personId, kind } });
    return rows.map((row) => row.agencyId);
  }

  /** Whether any of these persons belongs to the agency with this kind of membership. */
  isAnyMember(
    manager: EntityManager,
    agencyId: number,
    personIds: readonly number[],
    kind: MembershipKind,
  ): Promise<boolean> {
    if (personIds.length === 0) return Promise.resolve(false);
    return manager.exists(AgencyMembership, { where: { agencyId, personId: In([...personIds]), kind } });
  }

  /** Adds the membership unless the person has it already. */
  async ensureMember(manager: EntityManager, agencyId: number, personId: number, kind: MembershipKind): Promise<void> {
    if (!(await this.isMember(manager, agencyId, personId, kind)))
      await this.addMember(manager, agencyId, personId, kind);
  }

  /** Removes the membership; false when the person did not have it. */
  async removeMember(
    manager: EntityManager,
    agencyId: number,
    personId: number,
    kind: MembershipKind,
  ): Promise<boolean> {
    const removed = await manager.delete(AgencyMembership, { agencyId, personId, kind });
    return Boolean(removed.affected);
  }
}
