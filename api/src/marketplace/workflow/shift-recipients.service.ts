import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AgencyMembersService } from '../../agencies/agency-members.service';
import { DepartmentMembersService } from '../../organisations/departments/department-members.service';
import { OrganisationMembersService } from '../../organisations/organisation-members.service';
import { PersonContactsService, type PersonContact } from '../../people/person-contacts.service';

/** Someone a workflow mail goes to, in their own language. */
export type Recipient = Pick<PersonContact, 'email' | 'firstName' | 'language'>;

/**
 * Who the mails about a request go to, asked of the modules that own the memberships and the
 * persons (two queries each: the members, then their contacts), in the caller's transaction.
 */
@Injectable()
export class ShiftRecipients {
  constructor(
    private readonly organisations: OrganisationMembersService,
    private readonly departments: DepartmentMembersService,
    private readonly agencies: AgencyMembersService,
    private readonly persons: PersonContactsService,
  ) {}

  /** The department's internal pool: its department customers. */
  async poolMembers(manager: EntityManager, departmentId: number): Promise<Recipient[]> {
    return this.persons.contactsOf(manager, await this.departments.memberIds(manager, departmentId, 'CUSTOMER'));
  }

  /** The department's users (ORG_SUB members of kind USER), who posted and run its requests. */
  async departmentUsers(manager: EntityManager, departmentId: number | null): Promise<Recipient[]> {
    if (departmentId === null) return [];
    return this.persons.contactsOf(manager, await this.departments.memberIds(manager, departmentId, 'USER'));
  }

  /** The organisation's confirmed administrators (ORG_ADMIN members). */
  async organisationAdmins(manager: EntityManager, organisationId: number): Promise<Recipient[]> {
    return this.persons.contactsOf(manager, await this.organisations.confirmedAdminIds(manager, organisationId));
  }

  /** The users of an agency (agency memberships of kind USER). */
  async agencyUsers(manager: EntityManager, agencyId: number | null): Promise<Recipient[]> {
    if (agencyId === null) return [];
    return this.persons.contactsOf(manager, await this.agencies.memberIds(manager, [agencyId], 'USER'));
  }

  /** The department's name ('' when it is gone), for the pool's offer mail. */
  async departmentName(manager: EntityManager, departmentId: number): Promise<string> {
    return (await this.departments.nameOf(manager, departmentId)) ?? '';
  }

  /** The organisation's name ('' when it is gone), for the agencies' selection mails. */
  async organisationName(manager: EntityManager, organisationId: number): Promise<string> {
    return (await this.organisations.nameOf(manager, organisationId)) ?? '';
  }

  /** The agency's name ('' when it is gone), for the hospital's application mails. */
  async agencyName(manager: EntityManager, agencyId: number | null): Promise<string> {
    return agencyId === null ? '' : ((await this.agencies.nameOf(manager, agencyId)) ?? '');
  }
}
