import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { addBerlinDays, berlinDayStart, stateAfterAcceptance, type ContractSide } from '@medstaff/domain';
import { DataSource, In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { AccessService, type AssignmentListScope } from '../../access/access.service';
import { AgencyMembersService } from '../../agencies/agency-members.service';
import { DepartmentMembersService } from '../../organisations/departments/department-members.service';
import { OrganisationMembersService } from '../../organisations/organisation-members.service';
import { PersonContactsService } from '../../people/person-contacts.service';
import { AuditService } from '../../platform/audit/audit.service';
import { Permission } from '../../platform/authentication/access-permission';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { DomainError } from '../../platform/common/domain-error';
import { queuedTransaction } from '../../platform/database/transaction';
import { FileStorage } from '../../platform/storage/file-storage';
import { CLOCK, type Clock } from '../workflow/clock';
import { AssignmentAcceptance } from './assignment-acceptance.entity';
import { AssignmentContract } from './assignment-contract.entity';
import { acceptanceDeadline } from './assignment-deadlines';
import { AssignmentNotifier } from './assignment-notifier.service';
import { ASSIGNMENT_RESOURCE, CONTRACT_FOLDER, sha256Hex } from './assignment-creation.service';
import { AssignmentShift } from './assignment-shift.entity';
import { Assignment } from './assignment.entity';
import { renderAcceptanceCertificatePdf } from './contract-pdf';
import {
  ASSIGNMENT_PAGE_SIZE,
  type AssignmentListQueryDto,
  type AssignmentListResponseDto,
  type AssignmentResponseDto,
} from './dto/assignment.dto';

/** Who an assignment's answer is built for: the companies and operators see all of it, the worker no rates unless shared. */
type AssignmentAudience = 'company' | 'worker';

/** The side of the contract a caller accepts for, by role: the hospital's admins, the agency's users. */
const SIDE_OF_ROLE: ReadonlyMap<string, ContractSide> = new Map([
  ['ORG_ADMIN', 'hospital'],
  ['AGENCY', 'agency'],
]);

const notFound = () => new DomainError('NOT_FOUND', 'access.notFound');
const stateConflict = () => new DomainError('ASSIGNMENT_STATE_CONFLICT', 'assignment.stateConflict');
const ms = (date: Date) => date.getTime();

/**
 * The assignments (issue 29): lists and one record per audience, the contract PDF, and the two
 * companies' acceptances of it. Access first, through the one policy (AccessService): another
 * tenant's assignment answers 404.
 */
@Injectable()
export class AssignmentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly audit: AuditService,
    private readonly storage: FileStorage,
    private readonly agencies: AgencyMembersService,
    private readonly organisations: OrganisationMembersService,
    private readonly departments: DepartmentMembersService,
    private readonly persons: PersonContactsService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly notifier: AssignmentNotifier,
  ) {}

  async list(user: AuthUser, query: AssignmentListQueryDto): Promise<AssignmentListResponseDto> {
    const scope = await this.access.assignmentListScope(user, Permission.AssignmentRead);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ASSIGNMENT_PAGE_SIZE;
    const builder = this.dataSource.getRepository(Assignment).createQueryBuilder('assignment');
    if (!applyScope(builder, scope)) return { assignments: [], total: 0, page, pageSize };
    if (query.state) builder.andWhere('assignment.state = :state', { state: query.state });
    if (query.from)
      builder.andWhere('assignment.lastShiftEndAt > :from', { from: new Date(berlinDayStart(query.from)) });
    if (query.to) {
      builder.andWhere('assignment.firstShiftAt < :to', { to: new Date(addBerlinDays(berlinDayStart(query.to), 1)) });
    }
    const [rows, total] = await builder
      .orderBy('assignment.firstShiftAt', 'ASC')
      .addOrderBy('assignment.id', 'ASC')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    const audience: AssignmentAudience = scope.kind === 'worker' ? 'worker' : 'company';
    return { assignments: await this.wires(this.dataSource.manager, rows, audience), total, page, pageSize };
  }

  async get(user: AuthUser, id: number): Promise<AssignmentResponseDto> {
    await this.access.requireAccess(user, Permission.AssignmentRead, [id]);
    const assignment = await this.dataSource.getRepository(Assignment).findOne({ where: { id } });
    if (!assignment) throw notFound();
    const [wire] = await this.wires(this.dataSource.manager, [assignment], audienceOf(user));
    return wire;
  }

  /**
   * The stored contract PDF, unchanged, with its SHA-256. The worker reads the assignment but not
   * the contract between the companies (it holds the rates) unless the agency shares the rates.
   */
  async contractPdf(
    user: AuthUser,
    id: number,
  ): Promise<{ number: string; sha256: string; stream: Readable; size: number }> {
    await this.access.requireAccess(user, Permission.AssignmentRead, [id]);
    const assignment = await this.dataSource.getRepository(Assignment).findOne({ where: { id } });
    if (!assignment) throw notFound();
    const contract = await this.currentContract(this.dataSource.manager, id);
    if (!contract) throw new DomainError('NOT_FOUND', 'assignment.noContract');
    if (audienceOf(user) === 'worker' && !assignment.ratesShared) {
      throw new DomainError('FORBIDDEN', 'assignment.contractNotShared');
    }
    const file = await this.storage.open(contract.storageKey);
    if (!file) throw notFound();
    return { number: contract.number, sha256: contract.sha256, ...file };
  }

  /**
   * One company accepts the contract in text form (§126b BGB): a confirmed admin of the hospital
   * or a user of the agency, for the exact PDF they read (its SHA-256). Records who, when, from
   * which address and the hash (acceptance row and audit log); once both companies accepted, the
   * assignment is confirmed and a certificate of both acceptances is stored beside the unchanged
   * contract. Refuses a second acceptance by the same side, a different PDF, and any state but proposed.
   */
  async acceptContract(user: AuthUser, id: number, sha256: string, ipAddress: string): Promise<AssignmentResponseDto> {
    await this.access.requireAccess(user, Permission.AssignmentContractAccept, [id]);
    const side = SIDE_OF_ROLE.get(user.role);
    if (!side) throw new DomainError('FORBIDDEN', 'assignment.forbidden');
    const assignment = await queuedTransaction(this.dataSource, async (manager) => {
      const read = manager.createQueryBuilder(Assignment, 'assignment').where('assignment.id = :id', { id });
      // One acceptance at a time per assignment: the row is held until this one commits.
      if (manager.connection.options.type !== 'better-sqlite3') read.setLock('pessimistic_write');
      const current = await read.getOne();
      if (!current) throw notFound();
      if (current.source !== 'agency') throw new DomainError('ASSIGNMENT_STATE_CONFLICT', 'assignment.noContract');
      if (current.state !== 'proposed') throw stateConflict();
      const contract = await this.currentContract(manager, id);
      if (!contract) throw new DomainError('ASSIGNMENT_STATE_CONFLICT', 'assignment.noContract');
      const accepted = await manager.find(AssignmentAcceptance, { where: { assignmentId: id }, order: { id: 'ASC' } });
      if (accepted.some((acceptance) => acceptance.side === side)) {
        throw new DomainError('CONTRACT_ALREADY_ACCEPTED', 'assignment.contractAlreadyAccepted');
      }
      if (sha256 !== contract.sha256) throw new DomainError('CONTRACT_CHANGED', 'assignment.contractChanged');
      const now = this.clock();
      const profile = await this.persons.profileOf(manager, user.id);
      const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
      const acceptance = manager.create(AssignmentAcceptance, {
        assignmentId: id,
        contractId: contract.id,
        side,
        personId: user.id,
        acceptedBy: name ? `${name} <${user.email}>` : user.email,
        acceptedAt: now,
        ipAddress: ipAddress.slice(0, 45),
        sha256: contract.sha256,
      });
      await manager.save(acceptance);
      await this.audit.record(manager, user.id, ASSIGNMENT_RESOURCE, id, 'accept', [
        {
          field: 'contractAcceptance',
          oldValue: null,
          newValue: {
            side,
            contract: contract.number,
            sha256: contract.sha256,
            ipAddress: acceptance.ipAddress,
            at: now.toISOString(),
          },
        },
      ]);
      const all = [...accepted, acceptance];
      const next = stateAfterAcceptance(new Set(all.map((entry) => entry.side)));
      if (next === 'confirmed') await this.confirm(manager, current, contract, all, now, user.id);
      return manager.findOneOrFail(Assignment, { where: { id } });
    });
    const [wire] = await this.wires(this.dataSource.manager, [assignment], 'company');
    return wire;
  }

  /**
   * Either side cancels with a reason (issue 29): a proposed or confirmed assignment becomes
   * cancelled, recording the notice that applied — the whole hours between now and the first shift
   * not yet over (0 once one has begun) — for the cancellation terms and the invoicing. Audited.
   */
  async cancel(user: AuthUser, id: number, reason: string): Promise<AssignmentResponseDto> {
    await this.access.requireAccess(user, Permission.AssignmentCancel, [id]);
    const assignment = await queuedTransaction(this.dataSource, async (manager) => {
      const read = manager.createQueryBuilder(Assignment, 'assignment').where('assignment.id = :id', { id });
      if (manager.connection.options.type !== 'better-sqlite3') read.setLock('pessimistic_write');
      const current = await read.getOne();
      if (!current) throw notFound();
      if (current.state !== 'proposed' && current.state !== 'confirmed') throw stateConflict();
      const now = this.clock();
      const shifts = await manager.find(AssignmentShift, {
        where: { assignmentId: id, shiftsVersion: current.shiftsVersion },
        order: { startAt: 'ASC' },
      });
      const affected = shifts.find((shift) => shift.endAt.getTime() > now.getTime());
      const noticeHours = affected
        ? Math.max(0, Math.floor((affected.startAt.getTime() - now.getTime()) / 3_600_000))
        : 0;
      const text = reason.trim();
      const result = await manager
        .createQueryBuilder()
        .update(Assignment)
        .set({
          state: 'cancelled',
          cancelledAt: now,
          cancelReason: text,
          cancelNoticeHours: noticeHours,
          version: () => 'version + 1',
        })
        .where('id = :id AND version = :version', { id, version: current.version })
        .execute();
      if (!result.affected) throw stateConflict();
      await this.audit.record(manager, user.id, ASSIGNMENT_RESOURCE, id, 'update', [
        { field: 'state', oldValue: current.state, newValue: 'cancelled' },
        { field: 'cancelReason', oldValue: null, newValue: text },
        { field: 'cancelNoticeHours', oldValue: null, newValue: noticeHours },
      ]);
      await this.notifier.cancelled(manager, id);
      return manager.findOneOrFail(Assignment, { where: { id } });
    });
    const [wire] = await this.wires(this.dataSource.manager, [assignment], 'company');
    return wire;
  }

  /** proposed → confirmed (conditional on the version read), and the certificate of both acceptances. */
  private async confirm(
    manager: EntityManager,
    assignment: Assignment,
    contract: AssignmentContract,
    acceptances: readonly AssignmentAcceptance[],
    now: Date,
    actorId: number,
  ): Promise<void> {
    const result = await manager
      .createQueryBuilder()
      .update(Assignment)
      .set({ state: 'confirmed', confirmedAt: now, version: () => 'version + 1' })
      .where("id = :id AND state = 'proposed' AND version = :version", {
        id: assignment.id,
        version: assignment.version,
      })
      .execute();
    if (!result.affected) throw stateConflict();
    const number = `${contract.number}-B`;
    const bytes = await renderAcceptanceCertificatePdf({
      number,
      contractNumber: contract.number,
      contractSha256: contract.sha256,
      issuedAt: now,
      acceptances,
    });
    const storageKey = `${CONTRACT_FOLDER}/assignment-${assignment.id}-certificate-${randomUUID()}.pdf`;
    await this.storage.put(storageKey, Buffer.from(bytes), 'application/pdf');
    await manager.insert(AssignmentContract, {
      assignmentId: assignment.id,
      kind: 'certificate',
      number,
      storageKey,
      sha256: sha256Hex(bytes),
      byteSize: bytes.byteLength,
    });
    await this.audit.record(manager, actorId, ASSIGNMENT_RESOURCE, assignment.id, 'update', [
      { field: 'state', oldValue: 'proposed', newValue: 'confirmed' },
      { field: 'certificate', oldValue: null, newValue: number },
    ]);
    await this.notifier.confirmed(manager, assignment.id);
  }

  private async currentContract(manager: EntityManager, assignmentId: number): Promise<AssignmentContract | null> {
    return manager.findOne(AssignmentContract, {
      where: { assignmentId, kind: 'contract' },
      order: { id: 'DESC' },
    });
  }

  /** The answers for the rows, with their names, shifts, documents and acceptances read in one query each. */
  private async wires(
    manager: EntityManager,
    rows: readonly Assignment[],
    audience: AssignmentAudience,
  ): Promise<AssignmentResponseDto[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const organisationIds = [...new Set(rows.map((row) => row.organisationId))];
    const agencyIds = [...new Set(rows.flatMap((row) => (row.agencyId === null ? [] : [row.agencyId])))];
    const departmentIds = [...new Set(rows.flatMap((row) => (row.departmentId === null ? [] : [row.departmentId])))];
    const [shifts, documents, acceptances, agencyNames, organisationNames, departmentNames] = await Promise.all([
      manager.find(AssignmentShift, { where: { assignmentId: In(ids) }, order: { startAt: 'ASC', id: 'ASC' } }),
      manager.find(AssignmentContract, { where: { assignmentId: In(ids) }, order: { id: 'ASC' } }),
      manager.find(AssignmentAcceptance, { where: { assignmentId: In(ids) }, order: { id: 'ASC' } }),
      this.agencies.namesOf(manager, agencyIds),
      Promise.all(
        organisationIds.map(async (id) => [id, (await this.organisations.nameOf(manager, id)) ?? ''] as const),
      ),
      this.departments.namesOf(manager, departmentIds),
    ]);
    const organisationName = new Map(organisationNames);
    const departmentName = new Map(departmentNames.map((department) => [department.id, department.name]));
    return rows.map((row) => {
      const latest = (kind: AssignmentContract['kind']) =>
        documents.filter((document) => document.assignmentId === row.id && document.kind === kind).pop() ?? null;
      const documentWire = (document: AssignmentContract | null) =>
        document ? { number: document.number, sha256: document.sha256, createdAt: ms(document.createdAt) } : null;
      return {
        _id: row.id,
        state: row.state,
        source: row.source,
        title: row.title,
        position: row.positionCode,
        field: row.fieldCode,
        jobRequestId: row.jobRequestId,
        organisation: { _id: row.organisationId, name: organisationName.get(row.organisationId) ?? '' },
        department:
          row.departmentId === null
            ? null
            : { _id: row.departmentId, name: departmentName.get(row.departmentId) ?? '' },
        agency: row.agencyId === null ? null : { _id: row.agencyId, name: agencyNames.get(row.agencyId) ?? '' },
        worker: { _id: row.personId, name: row.workerName },
        shifts: shifts
          .filter((shift) => shift.assignmentId === row.id && shift.shiftsVersion === row.shiftsVersion)
          .map((shift) => ({ startDate: ms(shift.startAt), endDate: ms(shift.endAt), activities: shift.activities })),
        shiftsVersion: row.shiftsVersion,
        rates: audience === 'worker' && !row.ratesShared ? null : row.rates,
        ratesShared: row.ratesShared,
        equalPayNotice: row.equalPayNotice,
        contract: documentWire(latest('contract')),
        certificate: documentWire(latest('certificate')),
        acceptances: acceptances
          .filter((acceptance) => acceptance.assignmentId === row.id)
          .map((acceptance) => ({
            side: acceptance.side,
            acceptedBy: audience === 'worker' ? null : acceptance.acceptedBy,
            acceptedAt: ms(acceptance.acceptedAt),
            sha256: acceptance.sha256,
          })),
        firstShiftAt: ms(row.firstShiftAt),
        lastShiftEndAt: ms(row.lastShiftEndAt),
        confirmedAt: row.confirmedAt ? ms(row.confirmedAt) : null,
        cancelledAt: row.cancelledAt ? ms(row.cancelledAt) : null,
        cancelReason: row.cancelReason,
        cancelNoticeHours: row.cancelNoticeHours,
        ...acceptanceDeadline(row, this.clock()),
        createdAt: ms(row.createdAt),
      };
    });
  }
}

/** The worker (role USER: a candidate or pool member) reads their own assignments; everyone else as a company or operator. */
function audienceOf(user: AuthUser): AssignmentAudience {
  return user.role === 'USER' ? 'worker' : 'company';
}

/** Restricts the list to the caller's reach; false when it reaches nothing. */
function applyScope(builder: SelectQueryBuilder<Assignment>, scope: AssignmentListScope): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'worker':
      builder.where('assignment.personId = :personId', { personId: scope.personId });
      return true;
    case 'organisations':
      if (scope.ids.length === 0) return false;
      builder.where('assignment.organisationId IN (:...ids)', { ids: scope.ids });
      return true;
    case 'departments':
      if (scope.ids.length === 0) return false;
      builder.where('assignment.departmentId IN (:...ids)', { ids: scope.ids });
      return true;
    case 'agencies':
      builder.where('assignment.agencyId IN (:...ids)', { ids: scope.ids });
      return true;
  }
}
