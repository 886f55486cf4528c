import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ONE_TIME_TOKEN_TTL_MS,
  type CandidateAgenciesWire,
  type CandidateInvitationByCodeWire,
  type CandidateInvitationState,
  type CandidateInvitationWire,
  type Language,
} from '@medstaff/domain';
import { DataSource, EntityNotFoundError, In, Not, QueryFailedError, type EntityManager } from 'typeorm';
import { AgencyMembersService } from '../../agencies/agency-members.service';
import { AuditService } from '../../platform/audit/audit.service';
import { hashCode } from '../../accounts/one-time-token.service';
import { PasswordService } from '../../accounts/password.service';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { DomainError, type DomainConstraintError } from '../../platform/common/domain-error';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { withdrawApplication } from '../applications/application-withdrawal';
import { Application } from '../jobs/application.entity';
import { queuedTransaction } from '../../platform/database/transaction';
import { MailService } from '../../platform/mail/mail.service';
import { renderMail } from '../../platform/mail/mail-templates';
import { PersonContactsService, type PersonAccount } from '../../people/person-contacts.service';
import { ThrottleService } from '../../platform/throttle/throttle.service';
import { ShiftRecipients } from '../workflow/shift-recipients.service';
import { CandidateInvitation } from './candidate-invitation.entity';
import { canonicalEmail, emailKey } from './candidate-email';
import type { InviteCandidateDto } from '../applications/dto/apply.dto';
import type { AcceptCandidateInvitationDto } from './dto/candidate-invitation.dto';

const RESOURCE = 'candidateInvitations';
/** The mailed link's lifetime: as the administrators' invitations (seven days). */
export const CANDIDATE_INVITATION_TTL_MS = ONE_TIME_TOKEN_TTL_MS.INVITATION;

const codeInvalid = () => new DomainError('VALIDATION_FAILED', 'auth.codeInvalid');
const notOpen = () => new DomainError('INVITATION_NOT_OPEN', 'candidateInvitation.notOpen');
const fieldError = (property: string, rule: string, key: string): DomainConstraintError[] => [
  { property, constraints: { [rule]: key } },
];

function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as { code?: unknown } | undefined)?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The state a reader sees: a pending invitation past its end is `expired`. */
export function invitationState(invitation: CandidateInvitation, now = Date.now()): CandidateInvitationState {
  if (invitation.status === 'PENDING') return invitation.expiresAt.getTime() <= now ? 'expired' : 'pending';
  return invitation.status === 'ACCEPTED' ? 'accepted' : invitation.status === 'DECLINED' ? 'declined' : 'left';
}

/** The agency's view: what it typed, never the account's stored data. */
export const toAgencyWire = (invitation: CandidateInvitation): CandidateInvitationWire => ({
  _id: invitation.id,
  email: invitation.email,
  firstName: invitation.firstName,
  lastName: invitation.lastName,
  state: invitationState(invitation),
  createdAt: invitation.invitedAt.getTime(),
  expiresAt: invitation.expiresAt.getTime(),
});

/**
 * Agencies invite candidates; the person accepts, declines or later leaves. Only an accepted
 * invitation creates the agency customer membership (the link applications need). The agency's
 * answer is built from what it typed alone, so it is the same whether the address has an account.
 */
@Injectable()
export class CandidateInvitationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly throttle: ThrottleService,
    private readonly passwords: PasswordService,
    private readonly recipients: ShiftRecipients,
    private readonly agencies: AgencyMembersService,
    private readonly persons: PersonContactsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Invites an address for the agency (or invites it again: a new link, the new names; a person
   * who declined or left is asked again). Refused only when the person already is the agency's
   * candidate, which the agency knows anyway.
   */
  async invite(
    user: AuthUser,
    agencyId: number,
    dto: InviteCandidateDto,
    language: Language,
  ): Promise<CandidateInvitationWire> {
    const email = canonicalEmail(dto.email);
    // Both limits count every address alike (an existing account or not).
    await this.throttle.enforce('invitation.agencyUser', [String(user.id)], 'throttle.tooMany');
    await this.throttle.enforce('invitation.target', [email], 'throttle.tooMany');
    const write = () =>
      this.dataSource.transaction((manager) => this.writeInvitation(manager, user, agencyId, email, dto, language));
    let invitation: CandidateInvitation;
    try {
      invitation = await write();
    } catch (error) {
      // Two invitations of one address at once: the second finds the first's row on its retry.
      if (!isUniqueViolation(error)) throw error;
      invitation = await write();
    }
    return toAgencyWire(invitation);
  }

  private async writeInvitation(
    manager: EntityManager,
    user: AuthUser,
    agencyId: number,
    email: string,
    dto: InviteCandidateDto,
    language: Language,
  ): Promise<CandidateInvitation> {
    const key = emailKey(email);
    const existing = await manager.findOne(CandidateInvitation, { where: { agencyId, emailKey: key } });
    // Refused only for a person who is the agency's candidate now (by this address, or the one who
    // accepted this invitation); a link an administrator removed may be asked for again.
    const person = await this.persons.accountWithEmail(manager, email);
    const candidateIds = [person?.id, existing?.status === 'ACCEPTED' ? existing.personId : null].filter(
      (id): id is number => typeof id === 'number',
    );
    const linked = await this.agencies.isAnyMember(manager, agencyId, candidateIds, 'CUSTOMER');
    if (linked) throw new DomainError('ALREADY_MEMBER', 'invitation.alreadyMember');
    const code = randomBytes(32).toString('base64url');
    const now = new Date();
    const fields = {
      email,
      emailKey: key,
      firstName: dto.firstName,
      lastName: dto.lastName,
      status: 'PENDING' as const,
      personId: null,
      invitedById: user.id,
      language,
      codeHash: hashCode(code),
      expiresAt: new Date(now.getTime() + CANDIDATE_INVITATION_TTL_MS),
      answeredAt: null,
      invitedAt: now,
    };
    let id: number;
    if (existing) {
      await manager.update(CandidateInvitation, { id: existing.id }, fields);
      id = existing.id;
    } else {
      const inserted = await manager.insert(CandidateInvitation, { agencyId, ...fields });
      id = Number(inserted.identifiers[0].id);
    }
    await this.audit.record(manager, user.id, RESOURCE, id, 'create', [
      { field: 'agency', oldValue: null, newValue: agencyId },
      { field: 'email', oldValue: null, newValue: email },
    ]);
    const agencyName = await this.agencyName(manager, agencyId);
    await this.mail.enqueue(
      manager,
      email,
      renderMail('candidateInvitation', language, {
        agency: agencyName,
        link: `${this.config.publicUrl}/${language}/auth/candidate-invitation/${code}`,
      }),
    );
    return manager.findOneOrFail(CandidateInvitation, { where: { id } });
  }

  /** The agencies' invitations that are not accepted (pending, expired, declined, left), newest first. */
  async openForAgencies(agencyIds: readonly number[]): Promise<CandidateInvitationWire[]> {
    if (agencyIds.length === 0) return [];
    const rows = await this.dataSource.getRepository(CandidateInvitation).find({
      where: { agencyId: In([...agencyIds]), status: Not('ACCEPTED') },
      order: { invitedAt: 'DESC', id: 'DESC' },
    });
    return rows.map(toAgencyWire);
  }

  /** The signed-in person's open invitations and the agencies she is a candidate of. */
  async mine(user: AuthUser): Promise<CandidateAgenciesWire> {
    const person = await this.persons.accountOf(this.dataSource.manager, user.id);
    const now = Date.now();
    const invitations = (await this.invitationsOf(this.dataSource.manager, person)).filter(
      (invitation) => invitationState(invitation, now) === 'pending',
    );
    const candidateOf = await this.agencies.agencyIdsOf(this.dataSource.manager, person.id, 'CUSTOMER');
    const agencyIds = [...new Set([...invitations.map((item) => item.agencyId), ...candidateOf])];
    const names = await this.agencies.namesOf(this.dataSource.manager, agencyIds);
    const ref = (id: number) => ({ _id: id, name: names.get(id) ?? '' });
    return {
      invitations: invitations.map((invitation) => ({
        _id: invitation.id,
        agency: ref(invitation.agencyId),
        state: invitationState(invitation, now),
        createdAt: invitation.invitedAt.getTime(),
        expiresAt: invitation.expiresAt.getTime(),
      })),
      agencies: candidateOf.map((agencyId) => ref(agencyId)).sort((left, right) => left.name.localeCompare(right.name)),
    };
  }

  /** Accepts (or declines) one of the signed-in person's invitations; another's answers 404. */
  async answer(user: AuthUser, invitationId: number, accept: boolean): Promise<CandidateAgenciesWire> {
    await this.dataSource.transaction(async (manager) => {
      const person = await this.persons.accountOf(manager, user.id);
      const invitation = (await this.invitationsOf(manager, person)).find((item) => item.id === invitationId);
      if (!invitation) throw new DomainError('NOT_FOUND', 'access.notFound');
      await this.decide(manager, invitation, person, accept);
    });
    return this.mine(user);
  }

  /** The person leaves an agency: the link goes, the agency can no longer apply with her. */
  async leave(user: AuthUser, agencyId: number): Promise<CandidateAgenciesWire> {
    await queuedTransaction(this.dataSource, async (manager) => {
      const removed = await this.agencies.removeMember(manager, agencyId, user.id, 'CUSTOMER');
      if (!removed) throw new DomainError('NOT_FOUND', 'candidateInvitation.notCandidate');
      // The agency no longer speaks for her: its open applications with her are withdrawn (the
      // hospital is told as on any withdrawal); a selected one stays, it is a shift she holds.
      const open = await manager.find(Application, {
        select: { id: true, jobRequestId: true, agencyId: true, applicantName: true },
        where: { agencyId, candidateId: user.id, state: 'applied' },
        order: { id: 'ASC' },
      });
      for (const application of open) {
        await withdrawApplication(
          manager,
          { audit: this.audit, mail: this.mail, recipients: this.recipients, publicUrl: this.config.publicUrl },
          user.id,
          application,
        );
      }
      const now = new Date();
      const invitation = await manager.findOne(CandidateInvitation, { where: { agencyId, personId: user.id } });
      if (invitation) {
        await manager.update(CandidateInvitation, { id: invitation.id }, { status: 'LEFT', answeredAt: now });
      }
      // A link an administrator made has no invitation: the entry then names the agency.
      await this.audit.record(
        manager,
        user.id,
        invitation ? RESOURCE : 'agencies',
        invitation?.id ?? agencyId,
        'delete',
        [{ field: 'candidate', oldValue: user.id, newValue: null }],
      );
    });
    return this.mine(user);
  }

  /** What the mailed link shows: the agency and the address, and whether an account exists. */
  async byCode(code: string): Promise<CandidateInvitationByCodeWire> {
    const invitation = await this.openByCode(this.dataSource.manager, code);
    const agencyName = await this.agencyName(this.dataSource.manager, invitation.agencyId);
    return {
      agency: { _id: invitation.agencyId, name: agencyName },
      email: invitation.email,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      accountExists: (await this.persons.accountWithEmail(this.dataSource.manager, invitation.email)) !== null,
    };
  }

  /**
   * Accepts by the mailed link (the code proves the mailbox). Without an account, the password
   * (and the names, defaulting to the agency's) create one, active and confirmed.
   */
  async acceptByCode(code: string, dto: AcceptCandidateInvitationDto): Promise<{ email: string }> {
    const passwordHash = dto.password === undefined ? undefined : await this.passwords.hash(dto.password);
    return this.dataSource.transaction(async (manager) => {
      const invitation = await this.openByCode(manager, code);
      let person = await this.persons.accountWithEmail(manager, invitation.email);
      if (!person) {
        if (passwordHash === undefined) {
          throw new DomainError(
            'VALIDATION_FAILED',
            'validation.passwordRequired',
            fieldError('password', 'isNotEmpty', 'validation.passwordRequired'),
          );
        }
        if ((dto.password ?? '').toLowerCase() === invitation.email) {
          throw new DomainError(
            'VALIDATION_FAILED',
            'validation.passwordEqualsEmail',
            fieldError('password', 'notEmail', 'validation.passwordEqualsEmail'),
          );
        }
        person = await this.persons.createConfirmedUser(manager, {
          email: invitation.email,
          passwordHash,
          firstName: dto.firstName ?? invitation.firstName,
          lastName: dto.lastName ?? invitation.lastName,
          language: invitation.language,
        });
      }
      await this.decide(manager, invitation, person, true);
      return { email: person.email };
    });
  }

  /** Declines by the mailed link; nothing about an account is created or changed. */
  async declineByCode(code: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const invitation = await this.openByCode(manager, code);
      const person = await this.persons.accountWithEmail(manager, invitation.email);
      await this.decide(manager, invitation, person, false);
    });
  }

  /**
   * Records the answer with a conditional update (an answered or expired invitation is not open:
   * 409), and on acceptance creates the agency customer membership.
   */
  private async decide(
    manager: EntityManager,
    invitation: CandidateInvitation,
    person: PersonAccount | null,
    accept: boolean,
  ): Promise<void> {
    if (invitationState(invitation) !== 'pending') throw notOpen();
    if (accept && person) {
      if (person.role !== 'USER') throw new DomainError('FORBIDDEN', 'candidateInvitation.roleNotAllowed');
      if (person.status === 'DISABLED') throw new DomainError('ACCOUNT_DISABLED', 'auth.accountDisabled');
    }
    const now = new Date();
    const result = await manager.update(
      CandidateInvitation,
      { id: invitation.id, status: 'PENDING' },
      { status: accept ? 'ACCEPTED' : 'DECLINED', personId: person?.id ?? null, answeredAt: now, codeHash: null },
    );
    if (!result.affected) throw notOpen();
    if (accept && person) {
      await this.agencies.ensureMember(manager, invitation.agencyId, person.id, 'CUSTOMER');
    }
    if (person) {
      await this.audit.record(manager, person.id, RESOURCE, invitation.id, accept ? 'accept' : 'decline', [
        { field: 'agency', oldValue: null, newValue: invitation.agencyId },
      ]);
    }
  }

  /** A pending, unexpired invitation by its mailed code; every other code answers alike. */
  private async openByCode(manager: EntityManager, code: string): Promise<CandidateInvitation> {
    if (!code || code.length > 128) throw codeInvalid();
    const invitation = await manager.findOne(CandidateInvitation, { where: { codeHash: hashCode(code) } });
    if (!invitation || invitationState(invitation) !== 'pending') throw codeInvalid();
    return invitation;
  }

  /** The invitations addressed to the person's address, or answered by her. */
  private async invitationsOf(
    manager: EntityManager,
    person: Pick<PersonAccount, 'id' | 'email'>,
  ): Promise<CandidateInvitation[]> {
    return manager.find(CandidateInvitation, {
      where: [{ emailKey: emailKey(person.email) }, { personId: person.id }],
      order: { invitedAt: 'DESC', id: 'DESC' },
    });
  }

  /** The agency's name; throws when the agency is gone (as reading its row did). */
  private async agencyName(manager: EntityManager, agencyId: number): Promise<string> {
    const name = await this.agencies.nameOf(manager, agencyId);
    if (name === null) throw new EntityNotFoundError('Agency', { id: agencyId });
    return name;
  }
}
