import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { berlinDay, equalPayDue, leasingLimitBreach, type Language, type LeasingPeriod } from '@medstaff/domain';
import { In, Not, type EntityManager } from 'typeorm';
import { AgencyMembersService } from '../../agencies/agency-members.service';
import { OrganisationMembersService } from '../../organisations/organisation-members.service';
import { DepartmentMembersService } from '../../organisations/departments/department-members.service';
import { PersonContactsService } from '../../people/person-contacts.service';
import { AuditService, type AuditChange } from '../../platform/audit/audit.service';
import { DomainError } from '../../platform/common/domain-error';
import { translate, withParams } from '../../platform/common/messages';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { FileStorage } from '../../platform/storage/file-storage';
import type { Application } from '../jobs/application.entity';
import { JobDate } from '../jobs/job-date.entity';
import { JobRequest } from '../jobs/job-request.entity';
import { JobSalary } from '../jobs/job-salary.entity';
import { AssignmentContract } from './assignment-contract.entity';
import { AssignmentNotifier } from './assignment-notifier.service';
import { AssignmentShift } from './assignment-shift.entity';
import { Assignment, type AssignmentRate } from './assignment.entity';
import { renderContractPdf } from './contract-pdf';

export const ASSIGNMENT_RESOURCE = 'assignments';
/** The folder of the contract PDFs in the file storage (not swept: a contract is kept unchanged). */
export const CONTRACT_FOLDER = 'contracts';
/** The agreed rate of the selected application, first among the rates. */
export const APPLICATION_RATE_ACTIVITY = 'Stundensatz';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The document number printed on the contract: AÜV-<year of issue>-<assignment id, 6 digits>. */
export const contractNumber = (assignmentId: number, issuedAt: Date) =>
  `AÜV-${berlinDay(issuedAt).slice(0, 4)}-${String(assignmentId).padStart(6, '0')}`;

/** What the one state change (JobStateMachine) hands over when a request is filled. */
export type AssignmentOrigin =
  | {
      source: 'agency';
      application: Pick<Application, 'id' | 'candidateId' | 'agencyId' | 'applicantName' | 'hourlyRate'>;
    }
  | { source: 'pool'; personId: number };

/**
 * Creates the assignment of a filled request (issue 29) in the transaction of the request's state
 * change, so a selection and its assignment commit together or not at all. An agency's candidate
 * gets a leasing contract (the PDF, stored unchanged), after the platform's AÜG checks: the
 * agency's permit, the 18 months in a row at one hospital, the equal-pay notice after 9 months.
 * A pool member's acceptance gets an assignment without a contract, confirmed at once.
 */
@Injectable()
export class AssignmentCreator {
  constructor(
    private readonly agencies: AgencyMembersService,
    private readonly organisations: OrganisationMembersService,
    private readonly departments: DepartmentMembersService,
    private readonly persons: PersonContactsService,
    private readonly audit: AuditService,
    private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifier: AssignmentNotifier,
  ) {}

  async create(
    manager: EntityManager,
    input: { jobId: number; origin: AssignmentOrigin; actorId: number | null; now: Date; language: Language },
  ): Promise<Assignment> {
    const { origin, now } = input;
    const job = await manager.findOneOrFail(JobRequest, { where: { id: input.jobId } });
    const dates = await manager.find(JobDate, {
      where: { jobRequestId: job.id },
      order: { startAt: 'ASC', id: 'ASC' },
    });
    // An open end (SPORADIC) is copied as the start: the change flow sets a real end later.
    const shifts = dates.map((date) => ({
      startAt: date.startAt,
      endAt: date.endAt ?? date.startAt,
      activities: date.activities,
    }));
    const firstShiftAt = shifts[0]?.startAt ?? now;
    const lastShiftEndAt = shifts.reduce(
      (latest, shift) => (shift.endAt > latest ? shift.endAt : latest),
      firstShiftAt,
    );
    const salaries = await manager.find(JobSalary, { where: { jobRequestId: job.id }, order: { id: 'ASC' } });
    const requestRates: AssignmentRate[] = salaries.map((salary) => ({
      activity: salary.activity,
      cost: euros(salary.cost),
    }));

    let personId: number | null;
    let workerName: string;
    let agencyId: number | null = null;
    let rates: AssignmentRate[] = [];
    let equalPayNotice = false;
    if (origin.source === 'agency') {
      const { application } = origin;
      personId = application.candidateId;
      workerName = application.applicantName;
      agencyId = application.agencyId;
      rates = [{ activity: APPLICATION_RATE_ACTIVITY, cost: euros(application.hourlyRate) }, ...requestRates];
      await this.requirePermit(manager, agencyId);
      if (personId !== null) {
        const next: LeasingPeriod = {
          firstDay: berlinDay(firstShiftAt),
          lastDay: lastDayOf(firstShiftAt, lastShiftEndAt),
        };
        const earlier = await this.earlierLeasing(manager, personId, job.organisationId);
        const breach = leasingLimitBreach(earlier, next);
        if (breach) {
          throw new DomainError(
            'LEASING_LIMIT_REACHED',
            withParams('assignment.leasingLimit', {
              assignment: breach.earliest.id ?? '–',
              firstDay: breach.firstDay,
              limitDay: breach.limitDay,
            }),
          );
        }
        equalPayNotice = equalPayDue(earlier, next);
      }
    } else {
      personId = origin.personId;
      const profile = await this.persons.profileOf(manager, personId);
      workerName = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || (profile?.email ?? '');
    }

    const pool = origin.source === 'pool';
    const inserted = await manager.insert(Assignment, {
      jobRequestId: job.id,
      applicationId: origin.source === 'agency' ? origin.application.id : null,
      source: origin.source,
      personId,
      workerName,
      agencyId,
      organisationId: job.organisationId,
      departmentId: job.departmentId,
      title: job.title,
      positionCode: job.positionCode,
      fieldCode: job.fieldCode,
      // The hospital's own staff need no leasing contract: their acceptance confirms it.
      state: pool ? 'confirmed' : 'proposed',
      confirmedAt: pool ? now : null,
      rates,
      equalPayNotice,
      shiftsVersion: 1,
      firstShiftAt,
      lastShiftEndAt,
    });
    const assignmentId = Number(inserted.identifiers[0].id);
    if (shifts.length) {
      await manager.insert(
        AssignmentShift,
        shifts.map((shift) => ({ assignmentId, shiftsVersion: 1, ...shift })),
      );
    }
    const assignment = await manager.findOneOrFail(Assignment, { where: { id: assignmentId } });
    const changes: AuditChange[] = [
      { field: 'state', oldValue: null, newValue: assignment.state },
      { field: 'jobRequest', oldValue: null, newValue: job.id },
      { field: 'worker', oldValue: null, newValue: personId },
    ];
    if (!pool) {
      const contract = await this.storeContract(manager, assignment, shifts, now, input.language);
      changes.push({
        field: 'contract',
        oldValue: null,
        newValue: { number: contract.number, sha256: contract.sha256 },
      } as never);
    }
    await this.audit.record(manager, input.actorId, ASSIGNMENT_RESOURCE, assignmentId, 'create', changes);
    await this.notifier.created(manager, assignmentId); // the worker's mail: proposed, or confirmed (pool)
    return assignment;
  }

  /** Whether the request has an assignment that is not cancelled (its dates are then fixed: ASSIGNMENT_DATES_LOCKED). */
  async hasOpenAssignment(manager: EntityManager, jobId: number): Promise<boolean> {
    return manager.exists(Assignment, {
      where: { jobRequestId: jobId, state: In(['proposed', 'confirmed', 'completed']) },
    });
  }

  /** 409 AGENCY_PERMIT_MISSING unless the agency keeps its permit (authority and date) on its profile. */
  private async requirePermit(manager: EntityManager, agencyId: number | null): Promise<void> {
    const agency = agencyId === null ? null : await this.agencies.contractPartyOf(manager, agencyId);
    if (!agency?.permitAuthority || !agency.permitIssuedOn) {
      throw new DomainError('AGENCY_PERMIT_MISSING', 'assignment.permitMissing');
    }
  }

  /** The worker's earlier leasing periods at the hospital (agency assignments not cancelled). */
  private async earlierLeasing(
    manager: EntityManager,
    personId: number,
    organisationId: number,
  ): Promise<LeasingPeriod[]> {
    const rows = await manager.find(Assignment, {
      select: { id: true, firstShiftAt: true, lastShiftEndAt: true },
      where: { personId, organisationId, source: 'agency', state: Not(In(['cancelled'])) },
      order: { firstShiftAt: 'ASC' },
    });
    return rows.map((row) => ({
      id: row.id,
      firstDay: berlinDay(row.firstShiftAt),
      lastDay: lastDayOf(row.firstShiftAt, row.lastShiftEndAt),
    }));
  }

  /** Renders the contract, stores its bytes and records its number and hash. */
  private async storeContract(
    manager: EntityManager,
    assignment: Assignment,
    shifts: readonly { startAt: Date; endAt: Date }[],
    issuedAt: Date,
    language: Language,
  ): Promise<AssignmentContract> {
    const [agency, hospital, departmentName] = await Promise.all([
      this.agencies.contractPartyOf(manager, assignment.agencyId as number),
      this.organisations.contractPartyOf(manager, assignment.organisationId),
      assignment.departmentId === null ? null : this.departments.nameOf(manager, assignment.departmentId),
    ]);
    if (!agency || !hospital) throw new DomainError('NOT_FOUND', translate('access.notFound', language));
    const number = contractNumber(assignment.id, issuedAt);
    const bytes = await renderContractPdf({
      number,
      issuedAt,
      agency,
      hospital,
      departmentName,
      workerName: assignment.workerName,
      activity: assignment.title,
      position: assignment.positionCode,
      field: assignment.fieldCode,
      shifts,
      rates: assignment.rates,
      equalPayNotice: assignment.equalPayNotice,
      termsUrl: `${this.config.publicUrl}/de/terms`,
    });
    const storageKey = `${CONTRACT_FOLDER}/assignment-${assignment.id}-${randomUUID()}.pdf`;
    // Stored before the row: a transaction that rolls back leaves an unreferenced file in
    // contracts/ (never a row without its file).
    await this.storage.put(storageKey, Buffer.from(bytes), 'application/pdf');
    const contract = manager.create(AssignmentContract, {
      assignmentId: assignment.id,
      kind: 'contract',
      number,
      storageKey,
      sha256: sha256Hex(bytes),
      byteSize: bytes.byteLength,
    });
    return manager.save(contract);
  }
}

/** A decimal column as text with two places (SQLite hands decimals back as numbers, MariaDB as text). */
const euros = (value: string | number) => Number(value).toFixed(2);

/** The Berlin day of an assignment's last moment (an end at midnight belongs to the day before). */
function lastDayOf(first: Date, lastEnd: Date): string {
  const end = lastEnd.getTime() > first.getTime() ? lastEnd.getTime() - 1 : first.getTime();
  return berlinDay(end);
}
