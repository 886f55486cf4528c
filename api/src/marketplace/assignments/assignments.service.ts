import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  addBerlinDays,
  berlinDayStart,
  cancellationCharge,
  stateAfterAcceptance,
  type CancellingSide,
  type ContractSide,
  type Language,
} from '@medstaff/domain';
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
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { queuedTransaction } from '../../platform/database/transaction';
import { MailService } from '../../platform/mail/mail.service';
import { FileStorage } from '../../platform/storage/file-storage';
import { CLOCK, type Clock } from '../workflow/clock';
import { JobRequest } from '../jobs/job-request.entity';
import { JobStateMachine } from '../workflow/job-transition.service';
import { ShiftRecipients, type Recipient } from '../workflow/shift-recipients.service';
import { AssignmentAcceptance } from './assignment-acceptance.entity';
import { AssignmentChange } from './assignment-change.entity';
import { AssignmentContract } from './assignment-contract.entity';
import { acceptanceDeadline } from './assignment-deadlines';
import { AssignmentNotifier } from './assignment-notifier.service';
import { ASSIGNMENT_RESOURCE, CONTRACT_FOLDER, sha256Hex } from './assignment-creation.service';
import { AssignmentShift } from './assignment-shift.entity';
import { Assignment } from './assignment.entity';
import { enqueueAssignmentMails } from './assignment-company-mails';
import { renderAcceptanceCertificatePdf } from './contract-pdf';
import {
  ASSIGNMENT_PAGE_SIZE,
  type AssignmentListQueryDto,
  type AssignmentListResponseDto,
  type AssignmentResponseDto,
} from './dto/assignment.dto';

/** Who an assignment's answer is built for: the companies and operators see all of it, the worker no rates unless shared. */
export type AssignmentAudience = 'company' | 'worker';

/** The side of the contract a caller accepts for, by role: the hospital's admins, the agency's users. */
const SIDE_OF_ROLE: ReadonlyMap<string, ContractSide> = new Map([
  ['ORG_ADMIN', 'hospital'],
  ['AGENCY', 'agency'],
]);

/** The side a company's user acts for when cancelling: the hospital's admins and department users, the agency's users. */
const CANCELLING_SIDE_OF_ROLE: ReadonlyMap<string, CancellingSide> = new Map([
  ['ORG_ADMIN', 'hospital'],
  ['ORG_SUB', 'hospital'],
  ['AGENCY', 'agency'],
]);

const notFound = () => new DomainError('NOT_FOUND', 'access.notFound');
const stateConflict = () => new DomainError('ASSIGNMENT_STATE_CONFLICT', 'assignment.stateConflict');
const ms = (date: Date) => date.getTime();
/** A decimal column as text with two places (SQLite answers numbers, MariaDB text), or null. */
const decimal = (value: string | number | null) => (value === null ? null : Number(value).toFixed(2));

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
    private readonly recipients: ShiftRecipients,
    private readonly mail: MailService,
    private readonly moduleRef: ModuleRef,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
    return this.answerFor(id, audienceOf(user));
  }

  /** One assignment's answer for an audience, after the caller's access check (404 once gone). */
  async answerFor(id: number, audience: AssignmentAudience): Promise<AssignmentResponseDto> {
    const assignment = await this.dataSource.getRepository(Assignment).findOne({ where: { id } });
    if (!assignment) throw notFound();
    const [wire] = await this.wires(this.dataSource.manager, [assignment], audience);
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
   * not yet over (0 once one has begun) — and which company cancelled. A late cancellation by the
   * hospital under its structured terms stores the cancellation line for invoicing (hours of the
   * shifts not yet over × the share × the agreed hourly rate). A pending change becomes void. When
   * shifts remain ahead, the request opens again through the one state change (JobStateMachine:
   * back to the agencies, or back to the pool). The other company is mailed; everything is audited,
   * in one transaction.
   */
  async cancel(user: AuthUser, id: number, reason: string, language: Language = 'de'): Promise<AssignmentResponseDto> {
    await this.access.requireAccess(user, Permission.AssignmentCancel, [id]);
    const side = CANCELLING_SIDE_OF_ROLE.get(user.role);
    if (!side) throw new DomainError('FORBIDDEN', 'assignment.forbidden');
    await queuedTransaction(this.dataSource, async (manager) => {
      const current = await this.lockedAssignment(manager, id);
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
      const charge = side === 'hospital' ? await this.chargeOf(manager, current, shifts, noticeHours, now) : null;
      const text = reason.trim();
      const result = await manager
        .createQueryBuilder()
        .update(Assignment)
        .set({
          state: 'cancelled',
          cancelledAt: now,
          cancelReason: text,
          cancelNoticeHours: noticeHours,
          cancelledBy: side,
          cancellationHours: charge?.hours ?? null,
          cancellationSharePercent: charge?.sharePercent ?? null,
          cancellationHourlyRate: charge?.hourlyRate ?? null,
          cancellationAmount: charge?.amount ?? null,
          cancellationFreeHours: charge?.freeHours ?? null,
          version: () => 'version + 1',
        })
        .where('id = :id AND version = :version', { id, version: current.version })
        .execute();
      if (!result.affected) throw stateConflict();
      const voided = await manager
        .createQueryBuilder()
        .update(AssignmentChange)
        .set({ state: 'cancelled', version: () => 'version + 1' })
        .where("assignment_id = :id AND state = 'pending'", { id })
        .execute();
      await this.audit.record(manager, user.id, ASSIGNMENT_RESOURCE, id, 'update', [
        { field: 'state', oldValue: current.state, newValue: 'cancelled' },
        { field: 'cancelReason', oldValue: null, newValue: text },
        { field: 'cancelNoticeHours', oldValue: null, newValue: noticeHours },
        { field: 'cancelledBy', oldValue: null, newValue: side },
        ...(charge ? [{ field: 'cancellationCharge', oldValue: null, newValue: charge }] : []),
        ...(voided.affected ? [{ field: 'pendingChange', oldValue: 'pending', newValue: 'cancelled' }] : []),
      ]);
      if (affected && current.jobRequestId !== null)
        await this.reopenRequest(manager, current.jobRequestId, user, side, language);
      await this.queueCancelMails(manager, current, side, shifts, text, noticeHours);
      await this.notifier.cancelled(manager, id);
    });
    return this.answerFor(id, 'company');
  }

  /** The assignment's row, held until the transaction ends (MariaDB; SQLite's transactions queue). */
  async lockedAssignment(manager: EntityManager, id: number): Promise<Assignment> {
    const read = manager.createQueryBuilder(Assignment, 'assignment').where('assignment.id = :id', { id });
    if (manager.connection.options.type !== 'better-sqlite3') read.setLock('pessimistic_write');
    const current = await read.getOne();
    if (!current) throw notFound();
    return current;
  }

  /** The charge of the hospital's late cancellation under its structured terms (agency assignments only). */
  private async chargeOf(
    manager: EntityManager,
    assignment: Assignment,
    shifts: readonly AssignmentShift[],
    noticeHours: number,
    now: Date,
  ) {
    if (assignment.source !== 'agency') return null;
    const hospital = await this.organisations.contractPartyOf(manager, assignment.organisationId);
    const terms =
      hospital && hospital.cancellationFreeHours !== null && hospital.cancellationLateSharePercent !== null
        ? { freeHours: hospital.cancellationFreeHours, lateSharePercent: hospital.cancellationLateSharePercent }
        : null;
    return cancellationCharge({
      terms,
      noticeHours,
      shifts: shifts.map((shift) => ({ start: shift.startAt.getTime(), end: shift.endAt.getTime() })),
      now: now.getTime(),
      // The agreed rate: the selected application's (first among the rates).
      hourlyRate: assignment.rates[0]?.cost ?? null,
    });
  }

  /**
   * The request opens again through the one state change: reopen (external_fill → external_adv,
   * internal_fill → internal_adv). The workflow module imports this one, so its state machine is
   * looked up at run time instead of injected (no cycle of modules). A request no longer filled
   * (gone, or moved on) is left as it is.
   */
  private async reopenRequest(
    manager: EntityManager,
    jobId: number,
    user: AuthUser,
    side: CancellingSide,
    language: Language,
  ): Promise<void> {
    const request = await manager.findOne(JobRequest, { select: { id: true, state: true }, where: { id: jobId } });
    const job = request?.state;
    if (job !== 'external_fill' && job !== 'internal_fill') return;
    const machine = this.moduleRef.get(JobStateMachine, { strict: false });
    await machine.transition(manager, {
      job: { id: jobId, state: job },
      action: 'reopen',
      actor: { kind: 'CANCELLATION', user },
      cancelledBy: side,
      language,
    });
  }

  /** Tells the other company: the agency when the hospital cancelled, the hospital when the agency did. */
  private async queueCancelMails(
    manager: EntityManager,
    assignment: Assignment,
    side: CancellingSide,
    shifts: readonly AssignmentShift[],
    reason: string,
    noticeHours: number,
  ): Promise<void> {
    const to =
      side === 'hospital'
        ? await this.recipients.agencyUsers(manager, assignment.agencyId)
        : await this.hospitalRecipients(manager, assignment);
    const by =
      side === 'hospital'
        ? ((await this.organisations.nameOf(manager, assignment.organisationId)) ?? '')
        : ((assignment.agencyId === null ? null : await this.recipients.agencyName(manager, assignment.agencyId)) ??
          '');
    await enqueueAssignmentMails(
      manager,
      this.mail,
      to,
      'assignmentCancelled',
      {
        assignmentId: assignment.id,
        title: assignment.title,
        worker: assignment.workerName,
        shifts,
        publicUrl: this.config.publicUrl,
      },
      () => ({ by, reason, notice: String(noticeHours) }),
    );
  }

  /** The hospital's people for an assignment's mails: the organisation's admins and the department's users. */
  async hospitalRecipients(manager: EntityManager, assignment: Assignment): Promise<Recipient[]> {
    const admins = await this.recipients.organisationAdmins(manager, assignment.organisationId);
    return [...admins, ...(await this.recipients.departmentUsers(manager, assignment.departmentId))];
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
  async wires(
    manager: EntityManager,
    rows: readonly Assignment[],
    audience: AssignmentAudience,
  ): Promise<AssignmentResponseDto[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const organisationIds = [...new Set(rows.map((row) => row.organisationId))];
    const agencyIds = [...new Set(rows.flatMap((row) => (row.agencyId === null ? [] : [row.agencyId])))];
    const departmentIds = [...new Set(rows.flatMap((row) => (row.departmentId === null ? [] : [row.departmentId])))];
    const [shifts, documents, acceptances, changes, agencyNames, organisationNames, departmentNames] =
      await Promise.all([
        manager.find(AssignmentShift, { where: { assignmentId: In(ids) }, order: { startAt: 'ASC', id: 'ASC' } }),
        manager.find(AssignmentContract, { where: { assignmentId: In(ids) }, order: { id: 'ASC' } }),
        manager.find(AssignmentAcceptance, { where: { assignmentId: In(ids) }, order: { id: 'ASC' } }),
        manager.find(AssignmentChange, { where: { assignmentId: In(ids) }, order: { id: 'ASC' } }),
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
      const worker = audience === 'worker';
      // The worker sees the changes agreed; in the pool also the pending one they answer themselves.
      const shown = (change: AssignmentChange) =>
        !worker || change.state === 'accepted' || (row.source === 'pool' && change.state === 'pending');
      const charged = row.cancellationAmount !== null && !worker;
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
        cancelledBy: row.cancelledBy,
        cancellationCharge: charged
          ? {
              hours: decimal(row.cancellationHours) ?? '0.00',
              sharePercent: row.cancellationSharePercent ?? 0,
              hourlyRate: decimal(row.cancellationHourlyRate) ?? '0.00',
              amount: decimal(row.cancellationAmount) ?? '0.00',
              freeHours: row.cancellationFreeHours ?? 0,
            }
          : null,
        changes: changes
          .filter((change) => change.assignmentId === row.id && shown(change))
          .map((change) => ({
            _id: change.id,
            state: change.state,
            shifts: change.shifts.map((shift) => ({
              startDate: shift.start,
              endDate: shift.end,
              activities: shift.activities,
            })),
            note: change.note,
            baseShiftsVersion: change.baseShiftsVersion,
            resultShiftsVersion: change.resultShiftsVersion,
            proposedBy: worker ? null : change.proposedBy,
            proposedAt: ms(change.proposedAt),
            decidedBy: worker ? null : change.decidedBy,
            decidedAs: change.decidedAs,
            decidedAt: change.decidedAt ? ms(change.decidedAt) : null,
            amendment: documentWire(documents.find((document) => document.id === change.amendmentId) ?? null),
          })),
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
