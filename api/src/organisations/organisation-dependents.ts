import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../platform/common/domain-error';
import type { MessageKey } from '../platform/common/messages';

/**
 * What a module above the organisations keeps that needs an organisation to stay (the
 * marketplace: its shift requests). The organisations module cannot import those modules; they
 * register a check here when the application starts (`OrganisationDependents.register`), and the
 * organisation's delete asks every check in its own transaction.
 */
export interface OrganisationDependentsCheck {
  /** The message key of the 409 HAS_DEPENDENTS answer when the check finds records. */
  readonly message: MessageKey;
  /** Whether the module still keeps records of the organisation, in the caller's transaction. */
  hasDependents(manager: EntityManager, organisationId: number): Promise<boolean>;
}

/**
 * The delete guard of organisations: the checks the modules above registered at start. The
 * foreign keys (RESTRICT) stay the last word should a record slip in after the checks ran
 * (`isForeignKeyRefusal`, mapped to the same 409).
 */
@Injectable()
export class OrganisationDependents {
  private readonly checks: OrganisationDependentsCheck[] = [];

  register(check: OrganisationDependentsCheck): void {
    if (!this.checks.includes(check)) this.checks.push(check);
  }

  /** Throws 409 HAS_DEPENDENTS with the first registered check that finds records of the organisation. */
  async assertNone(manager: EntityManager, organisationId: number): Promise<void> {
    // One after the other, in registration order: the checks share the caller's connection.
    for (const check of this.checks)
      if (await check.hasDependents(manager, organisationId)) throw new DomainError('HAS_DEPENDENTS', check.message);
  }
}
