import { Inject, Injectable } from '@nestjs/common';
import { allowList, type InvitationKind, type Language, type PersonRole } from '@medstaff/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { readListPage, type ListResult } from '../../platform/lists/list-page';
import { parseListQuery, type ListSpec, type RawListQuery } from '../../platform/lists/list-query.parser';
import { AgencyMembersService } from '../../agencies/agency-members.service';
import { AuditService } from '../../platform/audit/audit.service';
import { OneTimeTokenService } from '../one-time-token.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { DomainError, notFound } from '../../platform/common/domain-error';
import { DepartmentMembersService } from '../../organisations/departments/department-members.service';
import { MailService } from '../../platform/mail/mail.service';
import { renderMail } from '../../platform/mail/mail-templates';
import { OrganisationMembersService } from '../../organisations/organisation-members.service';
import { PersonsService } from '../../people/persons.service';
import { ThrottleService } from '../../platform/throttle/throttle.service';
import type { CreateInvitationDto, InvitationDto } from './dto/invitation.dto';
import type { Invitation } from './invitation.entity';
import { InvitationRepository } from './invitation.repository';

/** The role a new person gets from the kind of invitation. */
export const ROLE_FOR_KIND: Record<Exclude<InvitationKind, 'PERSON'>, PersonRole> = {
  AGENCY_USER: 'AGENCY',
  AGENCY_CUSTOMER: 'USER',
  ORGANISATION_USER: 'ORG_ADMIN',
  DEPARTMENT_USER: 'ORG_SUB',
  DEPARTMENT_CUSTOMER: 'USER',
};

const ROLE_NAMES: Record<PersonRole, Record<Language, string>> = {
  ADMIN: { de: 'Administrator:in', en: 'administrator' },
  ORG_ADMIN: { de: 'Organisations-Administrator:in', en: 'organisation administrator' },
  ORG_SUB: { de: 'Abteilungsnutzer:in', en: 'department user' },
  AGENCY: { de: 'Agenturnutzer:in', en: 'agency user' },
  USER: { de: 'Nutzer:in', en: 'user' },
};

export const INVITATION_LIST: ListSpec = {
  sortable: allowList({
    id: 'invitation.id',
    email: 'LOWER(invitation.email)',
    createdAt: 'invitation.createdAt',
    kind: 'invitation.kind',
  }),
  defaultSort: 'createdAt',
  searchable: ['invitation.email'],
  filters: allowList({
    kind: 'invitation.kind',
    targetId: 'invitation.targetId',
    personId: 'invitation.personId',
  }),
};

const toDto = (invitation: Invitation, linkedExisting = false): InvitationDto => ({
  id: invitation.id,
  email: invitation.email,
  kind: invitation.kind,
  targetId: invitation.targetId,
  personId: invitation.personId,
  linkedExisting,
  language: invitation.language,
  acceptedAt: invitation.acceptedAt ? invitation.acceptedAt.toISOString() : null,
  createdAt: invitation.createdAt.toISOString(),
});

/**
 * Invitations by administrators: a new person gets a pending account, the membership and a link
 * to set a password (the accounts flow); an existing person is linked and told by mail.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: OneTimeTokenService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly throttle: ThrottleService,
    private readonly invitations: InvitationRepository,
    private readonly organisationMembers: OrganisationMembersService,
    private readonly departmentMembers: DepartmentMembersService,
    private readonly agencyMembers: AgencyMembersService,
    private readonly persons: PersonsService,
  ) {}

  async list(raw: RawListQuery): Promise<ListResult<InvitationDto>> {
    const query = parseListQuery(raw, INVITATION_LIST);
    const [rows, total] = await readListPage(this.invitations.listQuery(), query, INVITATION_LIST);
    return { query, rows: rows.map((row) => toDto(row)), total };
  }

  /** Invites (or links) a person: administrators only (agencies invite candidates in src/marketplace/candidates/). */
  async invite(dto: CreateInvitationDto, actorId: number): Promise<InvitationDto> {
    // Mails to one address are limited (429); administrators are trusted, so there is no limit per address.
    await this.throttle.enforce('invitation.target', [dto.email], 'throttle.tooMany');
    const language: Language = dto.language ?? 'de';
    const role = dto.kind === 'PERSON' ? (dto.role as PersonRole) : ROLE_FOR_KIND[dto.kind];
    const result = await this.dataSource.transaction(async (manager) => {
      await this.assertTarget(manager, dto.kind, dto.targetId);
      const existing = await this.persons.findByEmail(dto.email, manager);
      const person = existing ?? (await this.persons.createInvited(manager, dto.email, role, language));
      await this.addMembership(manager, dto.kind, dto.targetId, person.id);
      const invitation = await this.invitations.create(manager, {
        email: dto.email,
        kind: dto.kind,
        targetId: dto.targetId ?? null,
        personId: person.id,
        invitedById: actorId,
        language,
      });
      await this.audit.record(manager, actorId, 'invitations', invitation.id, 'create', [
        { field: 'email', oldValue: null, newValue: dto.email },
        { field: 'kind', oldValue: null, newValue: dto.kind },
      ]);
      const needsPassword = !person.passwordHash;
      const code = needsPassword ? await this.tokens.issue(person.id, 'INVITATION', manager) : undefined;
      // The mail is committed with the invitation; the outbox delivers it (and retries).
      const link = code
        ? `${this.config.publicUrl}/${language}/auth/create-new-password/${code}`
        : `${this.config.publicUrl}/${language}/auth/sign-in`;
      await this.mail.enqueue(
        manager,
        dto.email,
        renderMail('invitation', language, { role: ROLE_NAMES[role][language], link }),
      );
      return { invitation, linkedExisting: Boolean(existing) };
    });
    return toDto(result.invitation, result.linkedExisting);
  }

  private async assertTarget(
    manager: EntityManager,
    kind: InvitationKind,
    targetId: number | undefined,
  ): Promise<void> {
    if (kind === 'PERSON') return;
    const id = targetId as number;
    if (kind === 'AGENCY_USER' || kind === 'AGENCY_CUSTOMER') {
      if (!(await this.agencyMembers.agencyExists(manager, id))) throw notFound('The agency');
    } else if (kind === 'ORGANISATION_USER') {
      if (!(await this.organisationMembers.organisationExists(manager, id))) throw notFound('The organisation');
    } else if (!(await this.departmentMembers.departmentExists(manager, id))) {
      throw notFound('The department');
    }
  }

  private async addMembership(
    manager: EntityManager,
    kind: InvitationKind,
    targetId: number | undefined,
    personId: number,
  ): Promise<void> {
    const alreadyMember = new DomainError('ALREADY_MEMBER', 'invitation.alreadyMember');
    const id = targetId as number;
    if (kind === 'AGENCY_USER' || kind === 'AGENCY_CUSTOMER') {
      const membershipKind = kind === 'AGENCY_USER' ? 'USER' : 'CUSTOMER';
      if (await this.agencyMembers.isMember(manager, id, personId, membershipKind)) throw alreadyMember;
      await this.agencyMembers.addMember(manager, id, personId, membershipKind);
    } else if (kind === 'ORGANISATION_USER') {
      if (await this.organisationMembers.isMember(manager, id, personId)) throw alreadyMember;
      await this.organisationMembers.addConfirmedMember(manager, id, personId);
    } else if (kind === 'DEPARTMENT_USER' || kind === 'DEPARTMENT_CUSTOMER') {
      const membershipKind = kind === 'DEPARTMENT_USER' ? 'USER' : 'CUSTOMER';
      if (await this.departmentMembers.isMember(manager, id, personId, membershipKind)) throw alreadyMember;
      await this.departmentMembers.addMember(manager, id, personId, membershipKind);
    }
  }
}
