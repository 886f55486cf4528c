import { Inject, Injectable, Logger } from '@nestjs/common';
import { isLanguage, type Language } from '@medstaff/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../platform/audit/audit.service';
import type { AuthUser } from '../platform/authentication/auth.types';
import { DomainError, notFound } from '../platform/common/domain-error';
import type { AppConfig } from '../platform/config/app-config';
import { APP_CONFIG } from '../platform/config/config.module';
import { MailService } from '../platform/mail/mail.service';
import { AccountPrivacyService } from '../accounts/account-privacy.service';
import { AgencyPrivacyService } from '../agencies/agency-privacy.service';
import { MarketplacePrivacyService } from '../marketplace/jobs/marketplace-privacy.service';
import { AuditPrivacyService } from '../platform/audit/audit-privacy.service';
import { MailPrivacyService } from '../platform/mail/mail-privacy.service';
import { OrganisationPrivacyService } from '../organisations/organisation-privacy.service';
import { PersonPrivacyService, type PrivacyPerson } from '../people/person-privacy.service';
import { FileStorage } from '../platform/storage/file-storage';
import { removeStoredFiles } from '../platform/storage/stored-images';
import { queuedTransaction } from '../platform/database/transaction';
import { ErasureRequest, type ErasureRequestState } from './erasure-request.entity';
import { renderPrivacyMail, type PrivacyMail } from './privacy-mails';

/** The audit resource of erasure requests; the erasure itself is also recorded on `persons`. */
const RESOURCE = 'erasure-requests';

/** The console's list of each role (`/{lang}/admin/persons/{type}/{id}`). */
const CONSOLE_PERSON_TYPE: ReadonlyMap<string, string> = new Map([
  ['USER', 'users'],
  ['AGENCY', 'agencies'],
  ['ORG_ADMIN', 'organisations'],
  ['ORG_SUB', 'departments'],
  ['ADMIN', 'admins'],
]);

/** What an erased person's name becomes on the records others keep (applications, lists). */
export const ERASED_NAME = '—';

/** The address an erased account keeps: unique, never deliverable (`.invalid`, RFC 2606). */
export const erasedEmail = (personId: number) => `erased-${personId}@erased.invalid`;

export interface ErasureRequestView {
  id: number;
  personId: number;
  state: ErasureRequestState;
  message: string | null;
  decisionReason: string | null;
  decidedAt: string | null;
  createdAt: string;
}

const view = (request: ErasureRequest): ErasureRequestView => ({
  id: request.id,
  personId: request.personId,
  state: request.state,
  message: request.message,
  decisionReason: request.decisionReason,
  decidedAt: request.decidedAt ? request.decidedAt.toISOString() : null,
  createdAt: request.createdAt.toISOString(),
});

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string; driverError?: { code?: string } }).driverError?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT';
};

/**
 * The right to erasure (GDPR Art. 17): a person asks, an administrator confirms or refuses with a
 * reason. Confirming anonymises the person's row in place (so the records others need keep their
 * links: a filled shift stays filled, an audit entry keeps its actor id) and deletes what is only
 * theirs: profile, memberships, codes, feeds, documents and their files. Each step is one
 * transaction with its audit entry and mail; the decision claims the pending request with a
 * conditional UPDATE, so two administrators (or processes) never both act on it.
 */
@Injectable()
export class ErasureService {
  private readonly logger = new Logger(ErasureService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly people: PersonPrivacyService,
    private readonly organisations: OrganisationPrivacyService,
    private readonly agencies: AgencyPrivacyService,
    private readonly accounts: AccountPrivacyService,
    private readonly auditLog: AuditPrivacyService,
    private readonly outbox: MailPrivacyService,
    private readonly marketplace: MarketplacePrivacyService,
  ) {}

  /** The person's latest request (pending or decided), or null. */
  async latest(personId: number): Promise<ErasureRequestView | null> {
    const request = await this.dataSource
      .getRepository(ErasureRequest)
      .findOne({ where: { personId }, order: { id: 'DESC' } });
    return request ? view(request) : null;
  }

  /** An administrator's read of a person's latest request: 404 for a person that does not exist. */
  async latestOfPerson(personId: number): Promise<ErasureRequestView | null> {
    if (!(await this.people.exists(personId))) throw notFound('The person');
    return this.latest(personId);
  }

  /** The signed-in person asks to erase their account; one pending request at a time (409 ERASURE_PENDING). */
  async request(user: AuthUser, message: string | undefined): Promise<ErasureRequestView> {
    try {
      return await queuedTransaction(this.dataSource, async (manager) => {
        const person = await this.people.get(manager, user.id);
        // The unique pending_person_id reserves the one pending request before anything else.
        const { identifiers } = await manager.insert(ErasureRequest, {
          personId: user.id,
          pendingPersonId: user.id,
          state: 'pending',
          message: message?.trim() || null,
        });
        const id = Number(identifiers[0].id);
        await this.audit.record(manager, user.id, RESOURCE, id, 'request', [
          { field: 'person', oldValue: null, newValue: user.id },
        ]);
        await this.sendMail(manager, person, 'erasureRequested');
        await this.tellAdministrators(manager, person);
        return view(await manager.findOneOrFail(ErasureRequest, { where: { id } }));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('ERASURE_PENDING', 'privacy.erasurePending');
      throw error;
    }
  }

  /** The person withdraws their pending request. */
  async withdraw(user: AuthUser): Promise<ErasureRequestView> {
    return queuedTransaction(this.dataSource, async (manager) => {
      const request = await this.claimPending(manager, user.id, 'withdrawn', user.id, null);
      await this.audit.record(manager, user.id, RESOURCE, request.id, 'withdraw');
      return view(request);
    });
  }

  /** An administrator refuses the pending request with a reason, mailed to the person. */
  async refuse(personId: number, actor: AuthUser, reason: string): Promise<ErasureRequestView> {
    return queuedTransaction(this.dataSource, async (manager) => {
      const request = await this.claimPending(manager, personId, 'refused', actor.id, reason.trim());
      await this.audit.record(manager, actor.id, RESOURCE, request.id, 'refuse', [
        { field: 'decisionReason', oldValue: null, newValue: reason.trim() },
      ]);
      const person = await this.people.get(manager, personId);
      await this.sendMail(manager, person, 'erasureRefused', reason.trim());
      return view(request);
    });
  }

  /**
   * An administrator confirms: the person's data are erased in one transaction, then their
   * documents' files are removed from the store (a file that cannot be removed is left to the
   * orphan-file sweeper: no row references it any more).
   */
  async confirm(personId: number, actor: AuthUser): Promise<ErasureRequestView> {
    if (personId === actor.id) throw new DomainError('CONFLICT', 'privacy.cannotEraseSelf');
    const { request, storageKeys } = await queuedTransaction(this.dataSource, async (manager) => {
      const person = await this.people.find(manager, personId);
      if (!person) throw notFound('The person');
      const claimed = await this.claimPending(manager, personId, 'confirmed', actor.id, null);
      await this.audit.record(manager, actor.id, RESOURCE, claimed.id, 'erase');
      // The last mail goes to the address before it is erased (the outbox keeps it until sent).
      await this.sendMail(manager, person, 'erasureConfirmed');
      const keys = await this.erase(manager, person, actor.id);
      await manager.update(ErasureRequest, { personId }, { message: null });
      return { request: claimed, storageKeys: keys };
    });
    await removeStoredFiles(this.storage, storageKeys, this.logger);
    return view({ ...request, message: null });
  }

  /** Claims the person's pending request for a decision; 409 ERASURE_NOT_PENDING when there is none. */
  private async claimPending(
    manager: EntityManager,
    personId: number,
    state: Exclude<ErasureRequestState, 'pending'>,
    deciderId: number,
    reason: string | null,
  ): Promise<ErasureRequest> {
    const pending = await manager.findOne(ErasureRequest, { where: { pendingPersonId: personId } });
    if (!pending) throw new DomainError('ERASURE_NOT_PENDING', 'privacy.erasureNotPending');
    const decidedAt = new Date();
    const result = await manager
      .createQueryBuilder()
      .update(ErasureRequest)
      .set({ state, pendingPersonId: null, decidedById: deciderId, decidedAt, decisionReason: reason })
      .where("id = :id AND state = 'pending'", { id: pending.id })
      .execute();
    if (!result.affected) throw new DomainError('ERASURE_NOT_PENDING', 'privacy.erasureNotPending');
    return manager.findOneOrFail(ErasureRequest, { where: { id: pending.id } });
  }

  /** Removes or anonymises everything of the person; answers the storage keys of their deleted documents. */
  private async erase(manager: EntityManager, person: PrivacyPerson, actorId: number): Promise<string[]> {
    const personId = person.id;
    const erased = await this.marketplace.eraseApplications(manager, personId, ERASED_NAME);
    // The requests' audit entries named the applicant: the entries stay, the name goes.
    if (erased.applications) await this.auditLog.forgetApplicantNames(manager, erased.jobIds, erased.names);

    await this.organisations.eraseMemberships(manager, personId);
    await this.agencies.eraseMemberships(manager, personId);
    await this.people.eraseProfileLines(manager, personId);
    await this.accounts.erase(manager, personId);
    // Agencies' candidate invitations she answered or that were sent to her address (names typed), her feeds.
    await this.marketplace.eraseInvitationsAndFeeds(manager, person);
    // Delivered or failed mails to the person (pending ones, like the confirmation, still go out).
    await this.outbox.forgetDelivered(manager, person.email);

    // The entries about the person's record keep what happened (action, field, time), not the values.
    await this.auditLog.forgetPersonValues(manager, personId);

    await this.people.anonymise(manager, personId, erasedEmail(personId));

    await this.audit.record(manager, actorId, 'persons', personId, 'erase', [
      { field: 'documents', oldValue: erased.documents, newValue: 0 },
      { field: 'applicationsAnonymised', oldValue: null, newValue: erased.applications },
    ]);
    return erased.storageKeys;
  }

  /**
   * Every active administrator learns of a new request by mail, with a link to the person's page
   * in the console (the request's id and the person's id only: no name in the mail).
   */
  private async tellAdministrators(manager: EntityManager, person: PrivacyPerson): Promise<void> {
    const administrators = await this.people.activeAdministrators(manager);
    for (const administrator of administrators) {
      if (administrator.id === person.id) continue;
      const language: Language = isLanguage(administrator.language) ? administrator.language : 'de';
      await this.mail.enqueue(
        manager,
        administrator.email,
        renderPrivacyMail('erasureToDecide', language, {
          firstName: administrator.firstName,
          personId: person.id,
          link: `${this.config.publicUrl}/${language}/admin/persons/${CONSOLE_PERSON_TYPE.get(person.role) ?? 'users'}/${person.id}`,
        }),
      );
    }
  }

  private async sendMail(
    manager: EntityManager,
    person: PrivacyPerson,
    mail: PrivacyMail,
    reason?: string,
  ): Promise<void> {
    const language: Language = isLanguage(person.language) ? person.language : 'de';
    await this.mail.enqueue(
      manager,
      person.email,
      renderPrivacyMail(mail, language, {
        firstName: person.firstName,
        link: `${this.config.publicUrl}/${language}/account`,
        reason,
      }),
    );
  }
}
