import { Injectable } from '@nestjs/common';
import type { MembershipKind, MembershipScope } from '@medstaff/domain';
import type { EntityManager } from 'typeorm';
import type { AgencySummaryDto } from './dto/person-admin.dto';

/** One membership of a person, named by its agency, organisation or department. */
export interface NamedMembership {
  scope: MembershipScope;
  kind?: MembershipKind;
  /** The back-office resource of the membership (agency-users, organisation-users, …). */
  resource: string;
  id: number;
  name: string;
}

/**
 * What a module that keeps memberships of persons (organisations and departments, agencies) tells
 * the people module. The people module sits below them and cannot import them; they register here
 * when the application starts (`PersonMemberships.register`), the people module asks.
 */
export interface PersonMembershipSource {
  /** The scopes whose memberships this source names. */
  readonly scopes: readonly MembershipScope[];
  /** Every membership of the person in the module, named, oldest first, in the caller's transaction. */
  membershipsOf(manager: EntityManager, personId: number): Promise<NamedMembership[]>;
  /** The agencies the person belongs to, by name (the person's profile); only the agencies module answers. */
  agenciesOf?(manager: EntityManager, personId: number): Promise<AgencySummaryDto[]>;
}

/** The order in which a person's memberships are named: agencies, organisations, departments. */
const SCOPE_ORDER: readonly MembershipScope[] = ['AGENCY', 'ORGANISATION', 'DEPARTMENT'];

/** The memberships of a person, collected from the modules that own them (registered at start). */
@Injectable()
export class PersonMemberships {
  private readonly sources: PersonMembershipSource[] = [];

  register(source: PersonMembershipSource): void {
    if (!this.sources.includes(source)) this.sources.push(source);
  }

  /**
   * Every membership of the person, agencies first, then organisations, then departments. Throws
   * when a scope has no source: a role change must never pass for want of a registration.
   */
  async of(manager: EntityManager, personId: number): Promise<NamedMembership[]> {
    const missing = SCOPE_ORDER.filter((scope) => !this.sources.some((source) => source.scopes.includes(scope)));
    if (missing.length) throw new Error(`No membership source registered for ${missing.join(', ')}`);
    const lists = await Promise.all(this.sources.map((source) => source.membershipsOf(manager, personId)));
    const rank = (membership: NamedMembership) => SCOPE_ORDER.indexOf(membership.scope);
    // Array.prototype.sort is stable: within a scope each source's own order stays.
    return lists.flat().sort((a, b) => rank(a) - rank(b));
  }

  /** The agencies the person belongs to, by name. */
  async agenciesOf(manager: EntityManager, personId: number): Promise<AgencySummaryDto[]> {
    const lists = await Promise.all(this.sources.map((source) => source.agenciesOf?.(manager, personId) ?? []));
    return lists.flat();
  }
}
