import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { OrganisationMembership } from './organisation-membership.entity';
import { Organisation } from './organisation.entity';

/** LIKE patterns escape with `!` (one character on both dialects; MySQL reads a backslash in a literal itself). */
const escapeLike = (text: string) => text.replace(/[!%_]/g, (character) => `!${character}`);

/** A person's membership of an organisation, confirmed or not, with the organisation's name. */
/** The hospital as a leasing contract names it. */
export interface HospitalContractParty {
  id: number;
  name: string;
  address: string;
  postcode: string;
  city: string | null;
  workingConditions: string | null;
  cancellationTerms: string | null;
  /** The structured cancellation terms (both null: none): free until N hours before, then a share of the booked hours. */
  cancellationFreeHours: number | null;
  cancellationLateSharePercent: number | null;
}

export interface OrganisationMembershipOf {
  organisationId: number;
  organisationName: string;
  confirmedAt: Date | null;
}

/**
 * The organisations module's answer to other modules (sign-up, invitations; the marketplace's
 * requests, their mails and the portal's menu) about organisations
 * and their memberships. Every method runs in the caller's transaction (`manager`), so a sign-up
 * or an invitation still commits its person, membership and mail together. It needs nothing but
 * the manager, so the accounts module can import it without importing the organisations' screens.
 */
@Injectable()
export class OrganisationMembersService {
  organisationExists(manager: EntityManager, organisationId: number): Promise<boolean> {
    return manager.exists(Organisation, { where: { id: organisationId } });
  }

  /** The names of these organisations (those that exist), for other modules' screens and mails. */
  namesOf(manager: EntityManager, organisationIds: readonly number[]): Promise<{ id: number; name: string }[]> {
    if (organisationIds.length === 0) return Promise.resolve([]);
    return manager.find(Organisation, { select: { id: true, name: true }, where: { id: In([...organisationIds]) } });
  }

  isMember(manager: EntityManager, organisationId: number, personId: number): Promise<boolean> {
    return manager.exists(OrganisationMembership, { where: { organisationId, personId } });
  }

  /** A sign-up names a hospital: anyone can type its name, so the membership waits for confirmation. */
  async requestMembership(manager: EntityManager, organisationId: number, personId: number): Promise<void> {
    await manager.insert(OrganisationMembership, { organisationId, personId, confirmedAt: null });
  }

  /** An administrator's invitation: the membership is confirmed at once. */
  async addConfirmedMember(manager: EntityManager, organisationId: number, personId: number): Promise<void> {
    await manager.insert(OrganisationMembership, { organisationId, personId, confirmedAt: new Date() });
  }

  /** The organisation's default time limit of pool offers in hours (0 when it is gone). */
  async defaultTimeLimitHours(manager: EntityManager, organisationId: number): Promise<number> {
    const organisation = await manager.findOne(Organisation, {
      select: { id: true, defaultTimeLimitHours: true },
      where: { id: organisationId },
    });
    return organisation?.defaultTimeLimitHours ?? 0;
  }
  /** The organisation's name, or null when it is gone. */
  async nameOf(manager: EntityManager, organisationId: number): Promise<string | null> {
    const organisation = await manager.findOne(Organisation, {
      select: { id: true, name: true },
      where: { id: organisationId },
    });
    return organisation?.name ?? null;
  }
  /**
   * What a leasing contract names of the hospital (issue 29): name, address, the essential working
   * conditions of its comparable staff and its cancellation terms; null when it is gone.
   */
  async contractPartyOf(manager: EntityManager, organisationId: number): Promise<HospitalContractParty | null> {
    const organisation = await manager.findOne(Organisation, {
      select: {
        id: true,
        name: true,
        address: true,
        postcode: true,
        city: true,
        workingConditions: true,
        cancellationTerms: true,
        cancellationFreeHours: true,
        cancellationLateSharePercent: true,
      },
      where: { id: organisationId },
    });
    if (!organisation) return null;
    const { id, name, address, postcode, city, workingConditions, cancellationTerms } = organisation;
    const { cancellationFreeHours, cancellationLateSharePercent } = organisation;
    return {
      id,
      name,
      address,
      postcode,
      city,
      workingConditions,
      cancellationTerms,
      cancellationFreeHours,
      cancellationLateSharePercent,
    };
  }

  /** Every organisation membership of the person, confirmed or not, by organisation. */
  async organisationMembershipsOf(manager: EntityManager, personId: number): Promise<OrganisationMembershipOf[]> {
    const memberships = await manager.find(OrganisationMembership, {
      where: { personId },
      relations: { organisation: true },
      order: { organisationId: 'ASC' },
    });
    return memberships.map((membership) => ({
      organisationId: membership.organisationId,
      organisationName: membership.organisation.name,
      confirmedAt: membership.confirmedAt,
    }));
  }
  /** The organisation's confirmed administrators (confirmed members whose role is ORG_ADMIN). */
  async confirmedAdminIds(manager: EntityManager, organisationId: number): Promise<number[]> {
    const rows = await manager
      .createQueryBuilder(OrganisationMembership, 'membership')
      .innerJoin('membership.person', 'person')
      .select('membership.personId', 'personId')
      .where('membership.organisationId = :organisationId', { organisationId })
      .andWhere('membership.confirmedAt IS NOT NULL')
      .andWhere("person.role = 'ORG_ADMIN'")
      .getRawMany<{ personId: number | string }>();
    return rows.map((row) => Number(row.personId));
  }

  /**
   * The organisations at a place (the agencies' market search): whose postcode starts with the
   * text, or whose city does, case-insensitively (`LOWER` in the database, as before). A few
   * hundred for a large city, read once per search; the requests are then found by their
   * organisation's id in their own index.
   */
  async idsAt(manager: EntityManager, place: string): Promise<number[]> {
    const rows = await manager
      .createQueryBuilder(Organisation, 'place')
      .select('place.id', 'id')
      .where("place.postcode LIKE :prefix ESCAPE '!' OR LOWER(place.city) LIKE :cityPrefix ESCAPE '!'", {
        prefix: `${escapeLike(place)}%`,
        cityPrefix: `${escapeLike(place.toLowerCase())}%`,
      })
      .orderBy('place.id', 'ASC')
      .getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }
}
