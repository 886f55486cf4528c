import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { assignmentShiftProblems, type AssignmentChangeDecider, type Language } from '@medstaff/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessService } from '../../access/access.service';
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
import { JobDatesWriter } from '../jobs/job-dates.writer';
import { CLOCK, type Clock } from '../workflow/clock';
import { ShiftRecipients, type Recipient } from '../workflow/shift-recipients.service';
import { requireNoWorkingTimeClashForShifts } from '../workflow/working-time.check';
import { AssignmentChange, type ProposedShiftValue } from './assignment-change.entity';
import { AssignmentContract } from './assignment-contract.entity';
import { ASSIGNMENT_RESOURCE, CONTRACT_FOLDER, sha256Hex } from './assignment-creation.service';
import { enqueueAssignmentMails } from './assignment-company-mails';
import { AssignmentShift } from './assignment-shift.entity';
import { Assignment } from './assignment.entity';
import { AssignmentNotifier } from './assignment-notifier.service';
import { AssignmentsService } from './assignments.service';
import { renderAmendmentPdf } from './contract-pdf';
import type { AssignmentResponseDto, ProposeAssignmentChangeDto } from './dto/assignment.dto';

const stateConflict = () => new DomainError('ASSIGNMENT_STATE_CONFLICT', 'assignment.stateConflict');
const notPending = () => new DomainError('ASSIGNMENT_CHANGE_NOT_PENDING', 'assignment.changeNotPending');
const OPEN_STATES: ReadonlySet<string> = new Set(['proposed', 'confirmed']);

/** The shift types of a proposed shift ("Aktiv, Passiv" → ["Aktiv", "Passiv"]). */
const activitiesOf = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const asDates = (shifts: readonly ProposedShiftValue[]) =>
  shifts.map((shift) => ({ startAt: new Date(shift.start), endAt: new Date(shift.end), activities: shift.activities }));

/**
 * Changes of an assignment's shifts after the match (issue 29). The hospital proposes new shifts
 * (one pending change at a time); the agency's users accept or decline — for the hospital's own
 * pool the worker themselves. Accepting, in one transaction with the assignment's version check:
 * the Working Hours Act for the worker, the shifts as the next shifts version, the request's dates
 * through the jobs module's writer, who/when/from which address, the change agreement PDF
 * (Nachtrag) of a leasing assignment stored with its SHA-256, the audit entries and the mails.
 */
@Injectable()
export class AssignmentChangesService {
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
    private readonly dates: JobDatesWriter,
    private readonly assignments: AssignmentsService,
    private readonly notifier: AssignmentNotifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The hospital proposes new shifts for a proposed or confirmed assignment. Refuses a second
   * pending change (ASSIGNMENT_CHANGE_PENDING), shifts that break the rules (VALIDATION_FAILED) or
   * the Working Hours Act for the worker (WORKING_TIME_CLASH). Mails the agency (the pool: the worker).
   */
  async propose(
    user: AuthUser,
    id: number,
    dto: ProposeAssignmentChangeDto,
    language: Language,
  ): Promise<AssignmentResponseDto> {
    await this.access.requireAccess(user, Permission.AssignmentChangePropose, [id]);
    const now = this.clock();
    const shifts: ProposedShiftValue[] = dto.shifts
      .map((shift) => ({ start: shift.startDate, end: shift.endDate, activities: activitiesOf(shift.activity) }))
      .sort((a, b) => a.start - b.start);
    const problems = assignmentShiftProblems(shifts, now.getTime());
    if (problems.length > 0) throw new DomainError('VALIDATION_FAILED', problems[0], problems);
    const note = dto.note?.trim() || null;
    await queuedTransaction(this.dataSource, async (manager) => {
      const current = await this.assignments.lockedAssignment(manager, id);
      if (!OPEN_STATES.has(current.state)) throw stateConflict();
      if (await manager.exists(AssignmentChange, { where: { assignmentId: id, state: 'pending' } })) {
        throw new DomainError('ASSIGNMENT_CHANGE_PENDING', 'assignment.changePending');
      }
      if (current.personId !== null) {
        await requireNoWorkingTimeClashForShifts(manager, current.personId, current.jobRequestId, shifts, language);
      }
      const proposedBy = await this.nameOf(manager, user);
      const inserted = await manager.insert(AssignmentChange, {
        assignmentId: id,
        state: 'pending',
        baseShiftsVersion: current.shiftsVersion,
        shifts,
        note,
        proposedById: user.id,
        proposedBy,
      });
      const changeId = Number(inserted.identifiers[0].id);
      await this.audit.record(manager, user.id, ASSIGNMENT_RESOURCE, id, 'update', [
        {
          field: 'change',
          oldValue: null,
          newValue: { change: changeId, shifts: shifts.map((shift) => [shift.start, shift.end]), note },
        },
      ]);
      const to =
        current.source === 'agency'
          ? await this.recipients.agencyUsers(manager, current.agencyId)
          : await this.persons.contactsOf(manager, current.personId === null ? [] : [current.personId]);
      const organisation = (await this.organisations.nameOf(manager, current.organisationId)) ?? '';
      await enqueueAssignmentMails(
        manager,
        this.mail,
        to,
        'assignmentChangeProposed',
        this.mailContext(current, asDates(shifts)),
        (mailLanguage) => ({
          organisation,
          note: note ? (mailLanguage === 'de' ? ` Anmerkung: ${note}` : ` Note: ${note}`) : '',
        }),
      );
    });
    return this.assignments.answerFor(id, 'company');
  }

  /**
   * The agency (the pool: the worker) accepts the pending change: see the class comment. Refuses a
   * change already answered (ASSIGNMENT_CHANGE_NOT_PENDING), one proposed against shifts that have
   * changed since (STALE_VERSION), a shift that has begun meanwhile (VALIDATION_FAILED), and a
   * clash with the worker's other shifts (WORKING_TIME_CLASH).
   */
  async accept(
    user: AuthUser,
    id: number,
    changeId: number,
    ipAddress: string,
    language: Language,
  ): Promise<AssignmentResponseDto> {
    await this.access.requireAccess(user, Permission.AssignmentChangeAnswer, [id]);
    await queuedTransaction(this.dataSource, async (manager) => {
      const { assignment, change, decidedAs } = await this.pendingChange(manager, user, id, changeId);
      const now = this.clock();
      if (change.baseShiftsVersion !== assignment.shiftsVersion) {
        throw new DomainError('STALE_VERSION', 'workflow.staleVersion');
      }
      const problems = assignmentShiftProblems(change.shifts, now.getTime());
      if (problems.length > 0) throw new DomainError('VALIDATION_FAILED', problems[0], problems);
      if (assignment.personId !== null) {
        await requireNoWorkingTimeClashForShifts(
          manager,
          assignment.personId,
          assignment.jobRequestId,
          change.shifts,
          language,
        );
      }
      const shifts = asDates(change.shifts);
      const nextVersion = assignment.shiftsVersion + 1;
      const moved = await manager
        .createQueryBuilder()
        .update(Assignment)
        .set({
          shiftsVersion: nextVersion,
          firstShiftAt: shifts[0].startAt,
          lastShiftEndAt: new Date(Math.max(...change.shifts.map((shift) => shift.end))),
          version: () => 'version + 1',
        })
        .where('id = :id AND version = :version AND shifts_version = :shiftsVersion', {
          id,
          version: assignment.version,
          shiftsVersion: change.baseShiftsVersion,
        })
        .execute();
      if (!moved.affected) throw new DomainError('STALE_VERSION', 'workflow.staleVersion');
      const previous = await manager.find(AssignmentShift, {
        where: { assignmentId: id, shiftsVersion: assignment.shiftsVersion },
        order: { startAt: 'ASC', id: 'ASC' },
      });
      await manager.insert(
        AssignmentShift,
        shifts.map((shift) => ({ assignmentId: id, shiftsVersion: nextVersion, ...shift })),
      );
      const decidedBy = await this.nameOf(manager, user);
      const address = ipAddress.slice(0, 45);
      const amendment =
        assignment.source === 'agency'
          ? await this.storeAmendment(manager, assignment, change, previous, shifts, decidedBy, address, now)
          : null;
      const answered = await manager
        .createQueryBuilder()
        .update(AssignmentChange)
        .set({
          state: 'accepted',
          resultShiftsVersion: nextVersion,
          decidedById: user.id,
          decidedBy,
          decidedAs,
          decidedAt: now,
          decidedIp: address,
          amendmentId: amendment?.id ?? null,
          version: () => 'version + 1',
        })
        .where("id = :id AND state = 'pending' AND version = :version", { id: change.id, version: change.version })
        .execute();
      if (!answered.affected) throw notPending();
      // The request's dates follow the agreed shifts (its own module writes them, and audits it there).
      if (assignment.jobRequestId !== null) {
        await this.dates.replaceForAgreedChange(manager, assignment.jobRequestId, shifts, user.id);
      }
      await this.audit.record(manager, user.id, ASSIGNMENT_RESOURCE, id, 'accept', [
        {
          field: 'change',
          oldValue: { change: change.id, shiftsVersion: assignment.shiftsVersion },
          newValue: {
            change: change.id,
            shiftsVersion: nextVersion,
            decidedAs,
            ipAddress: address,
            at: now.toISOString(),
            ...(amendment ? { amendment: amendment.number, sha256: amendment.sha256 } : {}),
          },
        },
      ]);
      await this.queueAnswerMails(manager, assignment, 'assignmentChangeAccepted', shifts, decidedAs);
      await this.notifier.changeAgreed(manager, assignment.id);
    });
    return this.assignments.answerFor(id, user.role === 'USER' ? 'worker' : 'company');
  }

  /** The agency (the pool: the worker) declines the pending change: the shifts stay; the hospital is mailed. */
  async decline(user: AuthUser, id: number, changeId: number, ipAddress: string): Promise<AssignmentResponseDto> {
    await this.access.requireAccess(user, Permission.AssignmentChangeAnswer, [id]);
    await queuedTransaction(this.dataSource, async (manager) => {
      const { assignment, change, decidedAs } = await this.pendingChange(manager, user, id, changeId);
      const now = this.clock();
      const address = ipAddress.slice(0, 45);
      const answered = await manager
        .createQueryBuilder()
        .update(AssignmentChange)
        .set({
          state: 'declined',
          decidedById: user.id,
          decidedBy: await this.nameOf(manager, user),
          decidedAs,
          decidedAt: now,
          decidedIp: address,
          version: () => 'version + 1',
        })
        .where("id = :id AND state = 'pending' AND version = :version", { id: change.id, version: change.version })
        .execute();
      if (!answered.affected) throw notPending();
      await this.audit.record(manager, user.id, ASSIGNMENT_RESOURCE, id, 'decline', [
        {
          field: 'change',
          oldValue: { change: change.id, state: 'pending' },
          newValue: { change: change.id, state: 'declined', decidedAs, ipAddress: address, at: now.toISOString() },
        },
      ]);
      const current = await manager.find(AssignmentShift, {
        where: { assignmentId: id, shiftsVersion: assignment.shiftsVersion },
        order: { startAt: 'ASC', id: 'ASC' },
      });
      await this.queueAnswerMails(manager, assignment, 'assignmentChangeDeclined', current, decidedAs);
    });
    return this.assignments.answerFor(id, user.role === 'USER' ? 'worker' : 'company');
  }

  /**
   * The locked assignment and its pending change, and who answers it: an agency user for a leased
   * assignment, the worker for the pool (anyone else 403). 404 for a change of another assignment.
   */
  private async pendingChange(
    manager: EntityManager,
    user: AuthUser,
    id: number,
    changeId: number,
  ): Promise<{ assignment: Assignment; change: AssignmentChange; decidedAs: AssignmentChangeDecider }> {
    const assignment = await this.assignments.lockedAssignment(manager, id);
    const decidedAs: AssignmentChangeDecider | null =
      assignment.source === 'agency'
        ? user.role === 'AGENCY'
          ? 'agency'
          : null
        : user.role === 'USER' && assignment.personId === user.id
          ? 'worker'
          : null;
    if (!decidedAs) throw new DomainError('FORBIDDEN', 'assignment.changeAnswerForbidden');
    const change = await manager.findOne(AssignmentChange, { where: { id: changeId, assignmentId: id } });
    if (!change) throw new DomainError('NOT_FOUND', 'access.notFound');
    if (change.state !== 'pending') throw notPending();
    if (!OPEN_STATES.has(assignment.state)) throw stateConflict();
    return { assignment, change, decidedAs };
  }

  /** Renders the change agreement (Nachtrag) to the leasing contract and stores it unchanged, with its hash. */
  private async storeAmendment(
    manager: EntityManager,
    assignment: Assignment,
    change: AssignmentChange,
    previous: readonly AssignmentShift[],
    shifts: readonly { startAt: Date; endAt: Date }[],
    acceptedBy: string,
    ipAddress: string,
    now: Date,
  ): Promise<AssignmentContract> {
    const contract = await manager.findOne(AssignmentContract, {
      where: { assignmentId: assignment.id, kind: 'contract' },
      order: { id: 'DESC' },
    });
    const [agency, hospital] = [
      assignment.agencyId === null ? null : await this.agencies.contractPartyOf(manager, assignment.agencyId),
      await this.organisations.contractPartyOf(manager, assignment.organisationId),
    ];
    if (!contract || !agency || !hospital) throw new DomainError('ASSIGNMENT_STATE_CONFLICT', 'assignment.noContract');
    const departmentName =
      assignment.departmentId === null ? null : await this.departments.nameOf(manager, assignment.departmentId);
    const earlier = await manager.count(AssignmentContract, {
      where: { assignmentId: assignment.id, kind: 'amendment' },
    });
    const number = `${contract.number}-N${earlier + 1}`;
    const bytes = await renderAmendmentPdf({
      number,
      contractNumber: contract.number,
      issuedAt: now,
      agency,
      hospital,
      departmentName,
      workerName: assignment.workerName,
      activity: assignment.title,
      previousShifts: previous,
      shifts,
      note: change.note,
      proposedBy: change.proposedBy,
      proposedAt: change.proposedAt,
      acceptedBy,
      acceptedAt: now,
      ipAddress,
    });
    const storageKey = `${CONTRACT_FOLDER}/assignment-${assignment.id}-amendment-${randomUUID()}.pdf`;
    // Stored before the row: a rollback leaves an unreferenced file, never a row without its file.
    await this.storage.put(storageKey, Buffer.from(bytes), 'application/pdf');
    return manager.save(
      manager.create(AssignmentContract, {
        assignmentId: assignment.id,
        kind: 'amendment',
        number,
        storageKey,
        sha256: sha256Hex(bytes),
        byteSize: bytes.byteLength,
      }),
    );
  }

  /** Tells the hospital (its admins and the department's users) of the answer. */
  private async queueAnswerMails(
    manager: EntityManager,
    assignment: Assignment,
    template: 'assignmentChangeAccepted' | 'assignmentChangeDeclined',
    shifts: readonly { startAt: Date; endAt: Date }[],
    decidedAs: AssignmentChangeDecider,
  ): Promise<void> {
    const to: Recipient[] = await this.assignments.hospitalRecipients(manager, assignment);
    const by =
      decidedAs === 'agency' && assignment.agencyId !== null
        ? await this.recipients.agencyName(manager, assignment.agencyId)
        : assignment.workerName;
    await enqueueAssignmentMails(manager, this.mail, to, template, this.mailContext(assignment, shifts), () => ({
      by,
    }));
  }

  private mailContext(assignment: Assignment, shifts: readonly { startAt: Date; endAt: Date }[]) {
    return {
      assignmentId: assignment.id,
      title: assignment.title,
      worker: assignment.workerName,
      shifts,
      publicUrl: this.config.publicUrl,
    };
  }

  /** "Name <email>" of the person acting (the email alone without a name). */
  private async nameOf(manager: EntityManager, user: AuthUser): Promise<string> {
    const profile = await this.persons.profileOf(manager, user.id);
    const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
    return (name ? `${name} <${user.email}>` : user.email).slice(0, 320);
  }
}
