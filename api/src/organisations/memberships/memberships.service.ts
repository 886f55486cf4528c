import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@medstaff/domain';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import type { ChangeSetDto } from '../../platform/admin/change-set';
import { parseExportQuery, type CsvExport } from '../../platform/lists/csv-export';
import { readListPage, type ListResult } from '../../platform/lists/list-page';
import { parseListQuery, type RawListQuery } from '../../platform/lists/list-query.parser';
import { AuditService, type AuditEntryDto } from '../../platform/audit/audit.service';
import { DomainError, notFound } from '../../platform/common/domain-error';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/app-config';
import { MailService } from '../../platform/mail/mail.service';
import { OrganisationMembership } from '../organisation-membership.entity';
import { Organisation } from '../organisation.entity';
import { MemberTables } from '../../people/member-tables';
import { toPersonRow } from '../../people/person-admin.mapper';
import { PERSON_EXPORT_SELECT, PERSON_ROW_COLUMNS, PersonsAdminService } from '../../people/persons-admin.service';
import type { MemberParentQueryDto, MemberProfileDto, MemberRowDto } from './dto/membership-admin.dto';
import { membershipDecisionMail } from './membership-mails';
import {
  membershipScope,
  parentOf,
  type MembershipRecord,
  type MembershipResource,
  type MembershipScopeSpec,
} from './membership-scopes';

/** The parent ids and confirmation of a row, as the API sends them. */
function membershipFields(spec: MembershipScopeSpec, membership: MembershipRecord) {
  const fields: Pick<MemberRowDto, 'agencyId' | 'organisationId' | 'departmentId' | 'confirmedAt' | 'pending'> = {};
  for (const key of spec.parents) fields[key] = parentOf(membership, key);
  if (spec.scope === 'ORGANISATION') {
    fields.confirmedAt = membership.confirmedAt ? membership.confirmedAt.toISOString() : null;
    fields.pending = !membership.confirmedAt;
  }
  return fields;
}

/**
 * Memberships in the back-office, one service for the three scopes (agency, organisation,
 * department) and two kinds (user, customer); what differs lives in MEMBERSHIP_SCOPE_SPECS.
 * Rows are memberships: edits go to the person (versioned, audited under the membership's
 * resource), a delete removes the membership and never the person.
 */
@Injectable()
export class MembershipsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly persons: PersonsAdminService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tables: MemberTables,
  ) {}

  async list(resource: MembershipResource, raw: RawListQuery): Promise<ListResult<MemberRowDto>> {
    const spec = membershipScope(resource);
    const query = parseListQuery(raw, spec.list);
    const [memberships, total] = await readListPage(this.members(spec, PERSON_ROW_COLUMNS), query, spec.list);
    return {
      query,
      rows: memberships.map((membership) => ({
        ...toPersonRow(membership.person, membership.id),
        ...membershipFields(spec, membership),
      })),
      total,
    };
  }

  export(resource: MembershipResource, raw: RawListQuery): CsvExport<MembershipRecord> {
    const spec = membershipScope(resource);
    return {
      resource,
      spec: spec.list,
      query: parseExportQuery(raw, spec.list),
      rows: () => this.members(spec, PERSON_EXPORT_SELECT),
      columns: spec.columns,
    };
  }

  async get(resource: MembershipResource, id: number, parents: MemberParentQueryDto = {}): Promise<MemberProfileDto> {
    const spec = membershipScope(resource);
    const membership = await this.membership(spec, id, parents);
    return {
      ...(await this.persons.memberProfile(membership.personId, membership.id)),
      ...membershipFields(spec, membership),
    };
  }

  history(resource: MembershipResource, id: number): Promise<AuditEntryDto[]> {
    return this.tables.of(membershipScope(resource).scope).history(resource, id);
  }

  async change(
    resource: MembershipResource,
    id: number,
    changeSet: ChangeSetDto,
    actorId: number,
  ): Promise<MemberProfileDto> {
    const spec = membershipScope(resource);
    const membership = await this.membership(spec, id);
    await this.persons.changeMemberPerson(membership.personId, changeSet, actorId, resource, id);
    return this.get(resource, id);
  }

  /**
   * Removes the membership; the person's account stays. Removing a pending organisation
   * membership is its rejection: the person is told by mail, in their language.
   */
  async remove(resource: MembershipResource, id: number, actorId: number): Promise<MemberRowDto> {
    const spec = membershipScope(resource);
    const membership = await this.membership(spec, id);
    return this.dataSource.transaction(async (manager) => {
      await this.tables.of(spec.scope).remove(manager, id);
      await this.audit.record(manager, actorId, resource, id, 'delete', [
        { field: 'email', oldValue: membership.person.email, newValue: null },
      ]);
      if (spec.scope === 'ORGANISATION' && !membership.confirmedAt) {
        await this.mail.enqueue(manager, membership.person.email, await this.decisionMail('rejected', membership));
      }
      return { ...toPersonRow(membership.person, id), ...membershipFields(spec, membership) };
    });
  }

  /**
   * Confirms a pending organisation membership (picked at sign-up): from now on the person
   * reaches the organisation's data in the portal (the access service trusts confirmed ones only).
   * Audited, and the person is told by mail in their language. A confirmed one answers 409.
   */
  async confirmOrganisationUser(id: number, actorId: number): Promise<MemberProfileDto> {
    const spec = membershipScope('organisation-users');
    const membership = await this.membership(spec, id);
    if (membership.confirmedAt) throw new DomainError('CONFLICT', 'membership.alreadyConfirmed');
    await this.dataSource.transaction(async (manager) => {
      const confirmedAt = new Date();
      const result = await manager
        .createQueryBuilder()
        .update(OrganisationMembership)
        .set({ confirmedAt })
        .where('id = :id AND confirmed_at IS NULL', { id })
        .execute();
      if (!result.affected) throw new DomainError('CONFLICT', 'membership.alreadyConfirmed');
      await this.audit.record(manager, actorId, 'organisation-users', id, 'update', [
        { field: 'confirmedAt', oldValue: null, newValue: confirmedAt.toISOString() },
      ]);
      await this.mail.enqueue(manager, membership.person.email, await this.decisionMail('confirmed', membership));
    });
    return this.get('organisation-users', id);
  }

  private async decisionMail(decision: 'confirmed' | 'rejected', membership: MembershipRecord) {
    const organisation = await this.dataSource
      .getRepository(Organisation)
      .findOne({ where: { id: membership.organisationId }, select: { id: true, name: true } });
    const language: Language = membership.person.language === 'en' ? 'en' : 'de';
    return membershipDecisionMail(decision, language, {
      firstName: membership.person.firstName ?? '',
      organisation: organisation?.name ?? '',
      link: `${this.config.publicUrl}/${language}/auth/sign-in`,
    });
  }

  /**
   * The memberships of a scope with their person (and department). `personColumns` narrows what
   * is read of the person, for the lists and exports (never the password hash); without it the
   * whole person, for the one membership whose profile or mail needs it.
   */
  private members(spec: MembershipScopeSpec, personColumns?: readonly string[]): SelectQueryBuilder<MembershipRecord> {
    return this.tables.of(spec.scope).members(spec.kind, personColumns);
  }

  /** One membership of the resource; 404 when missing, of the other kind, or under other parents. */
  private async membership(
    spec: MembershipScopeSpec,
    id: number,
    parents: MemberParentQueryDto = {},
  ): Promise<MembershipRecord> {
    const membership = await this.members(spec).andWhere('membership.id = :id', { id }).getOne();
    if (!membership) throw notFound(spec.what);
    const expected: [keyof MemberParentQueryDto, number | undefined][] = [
      ['agencyId', parents.agencyId],
      ['organisationId', parents.organisationId],
      ['departmentId', parents.departmentId],
    ];
    for (const [key, value] of expected) {
      if (value === undefined) continue;
      if (!spec.parents.includes(key) || parentOf(membership, key) !== value) throw notFound(spec.what);
    }
    return membership;
  }
}
