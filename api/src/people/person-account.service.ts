import { Inject, Injectable } from '@nestjs/common';
import {
  accountReasonProblem,
  isLanguage,
  membershipsNotFitting,
  statusAfterEnable,
  type Language,
  type PersonRole,
} from '@medstaff/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../platform/audit/audit.service';
import { DomainError, notFound } from '../platform/common/domain-error';
import { withParams } from '../platform/common/messages';
import type { AppConfig } from '../platform/config/app-config';
import { APP_CONFIG } from '../platform/config/config.module';
import { MailService } from '../platform/mail/mail.service';
import type { ChangePersonRoleDto, ChangePersonStatusDto } from './dto/person-account.dto';
import { accountChangeMail, type AccountChange } from './person-account-mails';
import { PersonMemberships } from './person-memberships.service';
import { Person, type PersonStatus } from './person.entity';

/** The reason, trimmed, or 400 VALIDATION_FAILED with the message of the rule it breaks. */
function checkedReason(reason: unknown): string {
  const problem = accountReasonProblem(reason);
  if (problem) throw new DomainError('VALIDATION_FAILED', problem, [problem]);
  return (reason as string).trim();
}

/**
 * Disabling, enabling and re-roling accounts in the back-office. Each change is one transaction:
 * the guard rails (not oneself, never the last active administrator, memberships that fit the
 * role), the version-conditional update, the audit entries (from → to, and the reason) and the
 * mail to the person. Sessions end with the change: the token version moves on, and every request
 * reads the account (JwtStrategy), so a disabled account's live token answers ACCOUNT_DISABLED.
 */
@Injectable()
export class PersonAccountService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly memberships: PersonMemberships,
  ) {}

  async changeStatus(id: number, dto: ChangePersonStatusDto, actorId: number): Promise<void> {
    const reason = checkedReason(dto.reason);
    if (id === actorId) throw new DomainError('OWN_ACCOUNT', 'admin.ownAccount');
    await this.dataSource.transaction(async (manager) => {
      const person = await this.current(manager, id, dto.version);
      const disable = dto.status === 'DISABLED';
      if (disable ? person.status === 'DISABLED' : person.status !== 'DISABLED') {
        throw new DomainError('CONFLICT', disable ? 'admin.alreadyDisabled' : 'admin.notDisabled');
      }
      if (disable && person.role === 'ADMIN') await this.keepAnotherAdministrator(manager, id);
      const status: PersonStatus = disable ? 'DISABLED' : statusAfterEnable(Boolean(person.emailConfirmedAt));
      await this.update(manager, person, { status });
      await this.audit.record(manager, actorId, 'persons', id, 'update', [
        { field: 'status', oldValue: person.status, newValue: status },
        { field: 'reason', oldValue: null, newValue: reason },
      ]);
      await this.tell(manager, person, disable ? 'disabled' : 'enabled', reason);
    });
  }

  async changeRole(id: number, dto: ChangePersonRoleDto, actorId: number): Promise<void> {
    const reason = checkedReason(dto.reason);
    if (id === actorId) throw new DomainError('OWN_ACCOUNT', 'admin.ownAccount');
    await this.dataSource.transaction(async (manager) => {
      const person = await this.current(manager, id, dto.version);
      if (person.role === dto.role) throw new DomainError('CONFLICT', 'admin.roleUnchanged');
      if (person.role === 'ADMIN' && person.status === 'ACTIVE') await this.keepAnotherAdministrator(manager, id);
      const misfits = membershipsNotFitting(await this.memberships.of(manager, id), dto.role);
      if (misfits.length) {
        throw new DomainError('ROLE_MEMBERSHIP_CONFLICT', 'admin.roleMembershipConflict', [
          withParams('admin.roleMembershipConflict', { role: dto.role, count: misfits.length }),
          ...misfits.map((membership) =>
            withParams('admin.roleMembershipItem', {
              resource: membership.resource,
              id: membership.id,
              name: membership.name,
            }),
          ),
        ]);
      }
      await this.update(manager, person, { role: dto.role });
      await this.audit.record(manager, actorId, 'persons', id, 'update', [
        { field: 'role', oldValue: person.role, newValue: dto.role },
        { field: 'reason', oldValue: null, newValue: reason },
      ]);
      await this.tell(manager, person, 'roleChanged', reason, dto.role);
    });
  }

  /** The person at the version the change was made on: 404 for none, 409 STALE_VERSION for another. */
  private async current(manager: EntityManager, id: number, version: number): Promise<Person> {
    const person = await manager.findOne(Person, { where: { id } });
    if (!person) throw notFound('The person');
    if (person.version !== version) throw new DomainError('STALE_VERSION', 'admin.staleVersion');
    return person;
  }

  /**
   * 409 LAST_ADMINISTRATOR unless an active administrator other than `id` remains. On MySQL and
   * MariaDB the active administrators' rows are read FOR UPDATE, so two administrators disabling
   * each other at once cannot both pass (the second reads after the first commits); SQLite
   * writes one transaction at a time.
   */
  private async keepAnotherAdministrator(manager: EntityManager, id: number): Promise<void> {
    const query = manager
      .createQueryBuilder(Person, 'person')
      .select('person.id')
      .where('person.role = :role AND person.status = :status', { role: 'ADMIN', status: 'ACTIVE' });
    const type = manager.connection.options.type;
    if (type === 'mysql' || type === 'mariadb') query.setLock('pessimistic_write');
    const administrators = await query.getMany();
    if (!administrators.some((administrator) => administrator.id !== id)) {
      throw new DomainError('LAST_ADMINISTRATOR', 'admin.lastAdministrator');
    }
  }

  /**
   * The version-conditional update; the token version moves on too, so every session of the
   * person ends (an enabled account does not revive tokens from before it was disabled; a role
   * change signs the person in again with the new role).
   */
  private async update(
    manager: EntityManager,
    person: Person,
    values: { status: PersonStatus } | { role: PersonRole },
  ): Promise<void> {
    const result = await manager
      .createQueryBuilder()
      .update(Person)
      .set({ ...values, version: () => 'version + 1', tokenVersion: () => 'token_version + 1' })
      .where('id = :id AND version = :version', { id: person.id, version: person.version })
      .execute();
    if (!result.affected) throw new DomainError('STALE_VERSION', 'admin.staleVersion');
  }

  /** Queues the mail to the person, in their language, in the change's transaction (the outbox sends it). */
  private async tell(
    manager: EntityManager,
    person: Person,
    change: AccountChange,
    reason: string,
    newRole?: PersonRole,
  ): Promise<void> {
    const language: Language = isLanguage(person.language) ? person.language : 'de';
    await this.mail.enqueue(
      manager,
      person.email,
      accountChangeMail(change, language, {
        firstName: person.firstName,
        reason,
        link: `${this.config.publicUrl}/${language}/auth/sign-in`,
        from: person.role,
        to: newRole,
      }),
    );
  }
}
