import { Injectable } from '@nestjs/common';
import { cancellationTermsProblems, type OrganisationSettingsWire } from '@medstaff/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { Permission } from '../platform/authentication/access-permission';
import { AccessService } from '../access/access.service';
import { AuditService } from '../platform/audit/audit.service';
import type { AuthUser } from '../platform/authentication/auth.types';
import { DomainError } from '../platform/common/domain-error';
import { queuedTransaction } from '../platform/database/transaction';
import type { UpdateOrganisationSettingsDto } from './dto/organisation-settings.dto';
import { Organisation } from './organisation.entity';

const RESOURCE = 'organisations';
/** A change lost to a concurrent one is tried again this often before 409. */
const ATTEMPTS = 3;
const LOST = Symbol('lost');

type SettingsFields = Pick<
  Organisation,
  | 'defaultTimeLimitHours'
  | 'workingConditions'
  | 'cancellationTerms'
  | 'cancellationFreeHours'
  | 'cancellationLateSharePercent'
>;
/** The settings a PATCH may change (an allow-list: request data never names a column). */
const SETTINGS_FIELDS: readonly (keyof SettingsFields)[] = [
  'defaultTimeLimitHours',
  'workingConditions',
  'cancellationTerms',
  'cancellationFreeHours',
  'cancellationLateSharePercent',
];

const wireOf = (organisation: Pick<Organisation, 'id' | 'name'> & SettingsFields): OrganisationSettingsWire => ({
  _id: organisation.id,
  name: organisation.name,
  defaultTimeLimitHours: organisation.defaultTimeLimitHours,
  workingConditions: organisation.workingConditions,
  cancellationTerms: organisation.cancellationTerms,
  cancellationFreeHours: organisation.cancellationFreeHours,
  cancellationLateSharePercent: organisation.cancellationLateSharePercent,
});

/** A text setting as stored: trimmed, empty as null. */
const textSetting = (value: string | null) => (value === null ? null : value.trim() || null);

/**
 * An organisation's settings: the default time limit of its internal pool, and the texts its
 * leasing contracts print (issue 29: essential working conditions, cancellation terms) with the
 * structured cancellation terms (free hours, late share) that a cancellation is charged by. Access: one call
 * (OrganisationSettingsRead / OrganisationSettingsWrite on the organisation) first.
 */
@Injectable()
export class OrganisationSettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly access: AccessService,
  ) {}

  async read(user: AuthUser, organisationId: number): Promise<OrganisationSettingsWire> {
    await this.access.requireAccess(user, Permission.OrganisationSettingsRead, [organisationId]);
    return wireOf(await this.find(this.dataSource.manager, organisationId));
  }

  /**
   * Sets the default time limit and, when sent, the contract texts: one UPDATE conditional on the version it was read with, with its
   * audit entry, in one transaction; an unchanged value writes nothing. Requests already posted
   * keep their release time.
   */
  async update(
    user: AuthUser,
    organisationId: number,
    dto: UpdateOrganisationSettingsDto,
  ): Promise<OrganisationSettingsWire> {
    await this.access.requireAccess(user, Permission.OrganisationSettingsWrite, [organisationId]);
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const outcome = await queuedTransaction(this.dataSource, async (manager) => {
        const current = await this.find(manager, organisationId);
        const wanted: SettingsFields = {
          defaultTimeLimitHours: dto.defaultTimeLimitHours,
          workingConditions:
            dto.workingConditions === undefined ? current.workingConditions : textSetting(dto.workingConditions),
          cancellationTerms:
            dto.cancellationTerms === undefined ? current.cancellationTerms : textSetting(dto.cancellationTerms),
          cancellationFreeHours:
            dto.cancellationFreeHours === undefined ? current.cancellationFreeHours : dto.cancellationFreeHours,
          cancellationLateSharePercent:
            dto.cancellationLateSharePercent === undefined
              ? current.cancellationLateSharePercent
              : dto.cancellationLateSharePercent,
        };
        const problems = cancellationTermsProblems({
          freeHours: wanted.cancellationFreeHours,
          lateSharePercent: wanted.cancellationLateSharePercent,
        });
        if (problems.length > 0) throw new DomainError('VALIDATION_FAILED', problems[0], problems);
        const changes = SETTINGS_FIELDS.filter((field) => current[field] !== wanted[field]).map((field) => ({
          field,
          oldValue: current[field],
          newValue: wanted[field],
        }));
        if (changes.length === 0) return wireOf(current);
        const result = await manager
          .createQueryBuilder()
          .update(Organisation)
          .set({ ...wanted, version: () => 'version + 1' })
          .where('id = :id AND version = :version', { id: current.id, version: current.version })
          .execute();
        if (!result.affected) return LOST;
        await this.audit.record(manager, user.id, RESOURCE, current.id, 'update', changes);
        return wireOf({ ...current, ...wanted });
      });
      if (outcome !== LOST) return outcome;
    }
    throw new DomainError('STALE_VERSION', 'workflow.staleVersion');
  }

  private async find(manager: EntityManager, organisationId: number): Promise<Organisation> {
    const organisation = await manager.findOne(Organisation, {
      select: {
        id: true,
        name: true,
        defaultTimeLimitHours: true,
        workingConditions: true,
        cancellationTerms: true,
        cancellationFreeHours: true,
        cancellationLateSharePercent: true,
        version: true,
      },
      where: { id: organisationId },
    });
    if (!organisation) throw new DomainError('NOT_FOUND', 'access.notFound');
    return organisation;
  }
}
