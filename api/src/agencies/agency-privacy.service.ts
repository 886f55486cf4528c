import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { AgencyMembership } from './agency-membership.entity';
import { Agency } from './agency.entity';

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);

/**
 * The agencies module's part of the GDPR rights (the privacy module asks): a person's agency
 * memberships for the export, their deletion on erasure, and agency names. In the caller's transaction.
 */
@Injectable()
export class AgencyPrivacyService {
  /** Names by id of the agencies among `ids` (none asked, no query). */
  async names(manager: EntityManager, ids: (number | null)[]): Promise<Map<number, string>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await manager.find(Agency, { select: { id: true, name: true }, where: { id: In(wanted) } });
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** memberships.json's agencies, with their names. */
  async memberships(manager: EntityManager, personId: number) {
    const agencies = await manager.find(AgencyMembership, { where: { personId }, order: { id: 'ASC' } });
    const agencyNames = await this.names(
      manager,
      agencies.map((membership) => membership.agencyId),
    );
    return agencies.map((membership) => ({
      agency: agencyNames.get(membership.agencyId) ?? null,
      kind: membership.kind,
      since: iso(membership.createdAt),
    }));
  }

  async eraseMemberships(manager: EntityManager, personId: number): Promise<void> {
    await manager.delete(AgencyMembership, { personId });
  }
}
