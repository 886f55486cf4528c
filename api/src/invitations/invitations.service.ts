import { Inject, Injectable } from '@nestjs/common';
import { allowList, type InvitationKind, type Language, type PersonRole } from '@medstaff/domain';
import { DataSource, type EntityManager } from 'typeorm';
import {
  readListPage,
  parseListQuery,
  type ListResult,
  type ListSpec,
  type RawListQuery,
} from '../admin-common/list-query';
import { AgencyMembership } from '../agencies/agency-membership.entity';
import { Agency } from '../agencies/agency.entity';
import { AuditService } from '../audit/audit.service';
import { OneTimeTokenService } from '../auth/one-time-token.service';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DomainError, notFound } from '../common/domain-error';
import { DepartmentMembership } from '../departments/department-membership.entity';
import { Department } from '../departments/department.entity';
import { MailService } from '../mail/mail.service';
import { renderMail } from '../mail/mail-templates';
import { OrganisationMembership } from '../organisations/organisation-membership.entity';
import { Organisation } from '../organisations/organisation.entity';
import { Person } from '../persons/person.entity';
import { ThrottleService } from '../throttle/throttle.service';
import type { CreateInvitationDto, InvitationDto } from './dto/invitation.dto';
import { Invitation } from './invitation.entity';

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
  ) {}

  async list(raw: RawListQuery): Promise<ListResult<InvitationDto>> {
    const query = parseListQuery(raw, INVITATION_LIST);
    const [rows, total] = await readListPage(
      this.dataSource.getRepository(Invitation).createQueryBuilder('invitation'),
      query,
      INVITATION_LIST,
    );
    return { query, rows: rows.map((row) => toDto(row)), total };
  }

  /** Invites (or links) a person: administrators only (agencies invite candidates in src/candidates/). */
  async invite(dto: CreateInvitationDto, actorId: number): Promise<InvitationDto> {
    // Mails to one address are limited (429); administrators are trusted, so there is no limit per address.
    await this.throttle.enforce('invitation.target', [dto.email], 'throttle.tooMany');
    const language: Language = dto.language ?? 'de';
    const role = dto.kind === 'PERSON' ? (dto.role as PersonRole) : ROLE_FOR_KIND[dto.kind];
    const result = await this.dataSource.transaction(async (manager) => {
      await this.assertTarget(manager, dto.kind, dto.targetId);
      const existing = await manager.findOne(Person, { where: { email: dto.email } });
      const person =
        existing ??
        (await manager.save(
          manager.create(Person, {
            email: dto.email,
            role,
            status: 'PENDING',
            passwordHash: null,
            language,
          }),
        ));
      await this.addMembership(manager, dto.kind, dto.targetId, person.id);
      const invitation = await manager.save(
        manager.create(Invitation, {
          email: dto.email,
          kind: dto.kind,
          targetId: dto.targetId ?? null,
          personId: person.id,
          invitedById: actorId,
          language,
        }),
      );
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
    const target =
      kind === 'AGENCY_USER' || kind === 'AGENCY_CUSTOMER'
        ? [Agency, 'The agency']
        : kind === 'ORGANISATION_USER'
          ? [Organisation, 'The organisation']
          : kind === 'PERSON'
            ? undefined
            : [Department, 'The department'];
    if (!target) return;
    const [entity, what] = target as [typeof Agency | typeof Organisation | typeof Department, string];
    if (!(await manager.exists(entity, { where: { id: targetId } }))) throw notFound(what);
  }

  private async addMembership(
    manager: EntityManager,
    kind: InvitationKind,
    targetId: number | undefined,
    personId: number,
  ): Promise<void> {
    const alreadyMember = new DomainError('ALREADY_MEMBER', 'invitation.alreadyMember');
    if (kind === 'AGENCY_USER' || kind === 'AGENCY_CUSTOMER') {
      const membership = {
        agencyId: targetId as number,
        personId,
        kind: kind === 'AGENCY_USER' ? ('USER' as const) : ('CUSTOMER' as const),
      };
      if (await manager.exists(AgencyMembership, { where: membership })) throw alreadyMember;
      await manager.insert(AgencyMembership, membership);
    } else if (kind === 'ORGANISATION_USER') {
      const membership = { organisationId: targetId as number, personId };
      if (await manager.exists(OrganisationMembership, { where: membership })) throw alreadyMember;
      await manager.insert(OrganisationMembership, { ...membership, confirmedAt: new Date() });
    } else if (kind === 'DEPARTMENT_USER' || kind === 'DEPARTMENT_CUSTOMER') {
      const membership = {
        departmentId: targetId as number,
        personId,
        kind: kind === 'DEPARTMENT_USER' ? ('USER' as const) : ('CUSTOMER' as const),
      };
      if (await manager.exists(DepartmentMembership, { where: membership })) throw alreadyMember;
      await manager.insert(DepartmentMembership, membership);
    }
  }
}
