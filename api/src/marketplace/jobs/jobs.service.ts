import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  INITIAL_JOB_STATE,
  groupOrganisationJobs,
  isFilledJobState,
  offeredToPool,
  openEndAllowed,
  releasedToAgencies,
  releaseDueAt,
  type ApiSchema,
  type JobAnswerWire,
  type JobWire,
  type OrganisationJobsWire,
} from '@medstaff/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { Permission } from '../../platform/authentication/access-permission';
import { AccessService } from '../../access/access.service';
import { HOSPITAL_AUDIENCE, hospitalSide, type JobAudience } from '../../access/job-audience';
import { AuditService, type AuditChange } from '../../platform/audit/audit.service';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { DomainError } from '../../platform/common/domain-error';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Document } from '../documents/document.entity';
import { MailService } from '../../platform/mail/mail.service';
import { DepartmentMembersService } from '../../organisations/departments/department-members.service';
import { OrganisationMembersService } from '../../organisations/organisation-members.service';
import { FileStorage } from '../../platform/storage/file-storage';
import { removeStoredFiles } from '../../platform/storage/stored-images';
import { ShiftRecipients } from '../workflow/shift-recipients.service';
import { enqueueOfferMails } from '../workflow/workflow-mails';
import { Application } from './application.entity';
import type { CreateJobDto, JobDateDto, JobFieldsDto, JobSalaryDto } from './dto/create-job.dto';
import type { OrganisationJobsQueryDto } from './dto/organisation-jobs-query.dto';
import type { UpdateJobDto } from './dto/update-job.dto';
import { JobDate } from './job-date.entity';
import { JobDatesWriter } from './job-dates.writer';
import { AssignmentCreator } from '../assignments/assignment-creation.service';
import { JobRequest } from './job-request.entity';
import { JobSalary } from './job-salary.entity';
import type { JobAnswerFor } from './job.mapper';
import { JOB_COLUMNS, jobAnswersOfRows, readJobAnswers, type JobRow } from './job-wire.reader';

const RESOURCE = 'jobs';
/** The organisation list answers at most this many requests (narrow with from/to otherwise). */
export const ORGANISATION_JOBS_LIMIT = 2000;

/** The organisations and departments a signed-in person belongs to, for the portal (the generated answer type). */
export type MyOrganisationsWire = ApiSchema<'MyOrganisationsResponseDto'>;

/** Stored columns a request's fields map to (the wire name → the entity column). */
const SCALAR_FIELDS = [
  ['title', 'title'],
  ['desc', 'description'],
  ['organisation', 'organisationId'],
  ['orig_dept', 'departmentId'],
  ['skills', 'skills'],
  ['jobType', 'jobType'],
  ['timeLimit', 'timeLimit'],
  ['contractType', 'contractType'],
  ['dateMode', 'dateMode'],
  ['shiftType', 'shiftType'],
  ['position', 'positionCode'],
  ['field', 'fieldCode'],
  ['jobOperation', 'jobOperation'],
  ['payment', 'payment'],
  ['subtitle', 'subtitle'],
  ['accomodation', 'accommodation'],
] as const satisfies readonly (readonly [keyof JobFieldsDto, keyof JobRequest])[];

function columnValue(field: (typeof SCALAR_FIELDS)[number][0], dto: JobFieldsDto): unknown {
  const value = dto[field];
  if (field === 'jobType') return (value as string[]).join(', ');
  if (field === 'desc' || field === 'jobOperation' || field === 'payment' || field === 'subtitle') {
    return value === '' ? null : value;
  }
  return value;
}

@Injectable()
export class JobsService {
  private readonly logger = new Logger(JobsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly organisations: OrganisationMembersService,
    private readonly departments: DepartmentMembersService,
    private readonly recipients: ShiftRecipients,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly assignments: AssignmentCreator,
    private readonly dates: JobDatesWriter,
  ) {}

  /** Checks that the user may post for the organisation (and department), which must belong together. */
  private async requirePlace(
    user: AuthUser,
    permission: Permission,
    organisationId: number,
    departmentId: number | null,
  ): Promise<JobAudience> {
    const departmentOrganisationId =
      departmentId === null
        ? null
        : await this.departments.organisationOfDepartment(this.dataSource.manager, departmentId);
    if (departmentId !== null && departmentOrganisationId === organisationId) {
      return (await this.access.requireAccess(user, permission, [departmentId], 'department')).audience;
    }
    const { audience } = await this.access.requireAccess(user, permission, [organisationId], 'organisation');
    if (departmentId !== null) throw new DomainError('VALIDATION_FAILED', 'job.departmentNotInOrganisation');
    return audience;
  }

  async create(user: AuthUser, dto: CreateJobDto): Promise<JobWire> {
    const audience = await this.requirePlace(user, Permission.JobCreate, dto.organisation, dto.orig_dept ?? null);
    const id = await this.dataSource.transaction(async (manager) => {
      const now = new Date();
      const state = INITIAL_JOB_STATE[dto.kind];
      // Nurse requests go to the department's pool until their time limit (or the organisation's
      // default) runs out; doctor requests go to agencies at once (issue 10).
      const dueAt = offeredToPool(state)
        ? releaseDueAt(
            now.valueOf(),
            dto.timeLimit ?? 0,
            await this.organisations.defaultTimeLimitHours(manager, dto.organisation),
          )
        : undefined;
      const job = manager.create(JobRequest, {
        kind: dto.kind,
        state,
        releaseDueAt: dueAt === undefined ? null : new Date(dueAt),
        releasedAt: releasedToAgencies(state) ? now : null,
        createdAt: now,
        organisationId: dto.organisation,
        departmentId: dto.orig_dept ?? null,
        createdById: user.id,
        title: dto.title,
        description: dto.desc || null,
        subtitle: dto.subtitle || null,
        skills: dto.skills ?? [],
        jobType: (dto.jobType?.length ? dto.jobType : ['Tagdienst']).join(', '),
        timeLimit: dto.timeLimit ?? 0,
        contractType: dto.contractType ?? 'Arbeitnehmerueberlassung',
        dateMode: dto.dateMode ?? 'FIXED',
        shiftType: dto.shiftType ?? null,
        positionCode: dto.position ?? null,
        fieldCode: dto.field ?? null,
        jobOperation: dto.jobOperation || null,
        payment: dto.payment || null,
        accommodation: dto.accomodation ?? false,
      });
      this.checkJobTypeLength(job.jobType);
      const saved = await manager.save(job);
      await this.insertDates(manager, saved, dto.dates);
      await this.insertSalaries(manager, saved.id, dto.salary ?? []);
      await this.audit.record(manager, user.id, RESOURCE, saved.id, 'create');
      if (offeredToPool(state))
        await enqueueOfferMails(manager, this.mail, this.recipients, saved, this.config.publicUrl);
      return saved.id;
    });
    return this.answerFor(id, hospitalSide(audience));
  }

  /** The request as the caller's audience (decided by the access call with the reach) sees it. */
  async read(user: AuthUser, id: number): Promise<JobAnswerWire> {
    const { audience } = await this.access.requireAccess(user, Permission.JobRead, [id]);
    return this.answerFor(id, audience);
  }

  async update(user: AuthUser, id: number, dto: UpdateJobDto): Promise<JobWire> {
    const { job, audience } = await this.access.requireJob(user, Permission.JobUpdate, id);
    if (dto.version !== job.version) throw new DomainError('STALE_VERSION', 'admin.staleVersion');
    if (job.kind === 'NURSE' && dto.orig_dept === null) {
      throw new DomainError('VALIDATION_FAILED', 'job.departmentRequired', ['job.departmentRequired']);
    }
    const organisationId = dto.organisation ?? job.organisationId;
    const departmentId = dto.orig_dept === undefined ? job.departmentId : dto.orig_dept;
    if (organisationId !== job.organisationId || departmentId !== job.departmentId) {
      await this.requirePlace(user, Permission.JobUpdate, organisationId, departmentId);
    }
    if (dto.jobType !== undefined) this.checkJobTypeLength(dto.jobType.join(', '));
    await this.checkOpenEnd(job, dto);

    await this.dataSource.transaction(async (manager) => {
      const changes: AuditChange[] = [];
      const values: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      for (const [field, column] of SCALAR_FIELDS) {
        if (dto[field] === undefined) continue;
        const value = columnValue(field, dto);
        const oldValue = job[column] ?? null;
        if (JSON.stringify(oldValue) === JSON.stringify(value ?? null)) continue;
        changes.push({ field, oldValue, newValue: value ?? null });
        values[column] = value ?? null;
      }
      if ('timeLimit' in values && offeredToPool(job.state)) {
        // A new time limit still counts from the request's creation (a due one goes out at the next sweep).
        const dueAt = releaseDueAt(
          new Date(job.createdAt).valueOf(),
          values.timeLimit as number,
          await this.organisations.defaultTimeLimitHours(manager, organisationId),
        );
        values.releaseDueAt = dueAt === undefined ? null : new Date(dueAt);
      }
      const result = await manager
        .createQueryBuilder()
        .update(JobRequest)
        .set({ ...values, version: () => 'version + 1' } as never)
        .where('id = :id AND version = :version', { id: job.id, version: dto.version })
        .execute();
      if (!result.affected) throw new DomainError('STALE_VERSION', 'admin.staleVersion');
      if (dto.dates === undefined && (organisationId !== job.organisationId || departmentId !== job.departmentId)) {
        // Dates carry their request's organisation and department (the calendar's index): they move with it.
        await manager.update(JobDate, { jobRequestId: job.id }, { organisationId, departmentId });
      }
      if (dto.dates !== undefined) {
        const old = await manager.find(JobDate, { where: { jobRequestId: job.id }, order: { id: 'ASC' } });
        // Once a request has an assignment, its dates and times are the assignment's (issue 29):
        // resending them unchanged is fine, moving them is refused (a change is proposed instead).
        if (!sameDates(old, dto.dates) && (await this.assignments.hasOpenAssignment(manager, job.id))) {
          throw new DomainError('ASSIGNMENT_DATES_LOCKED', 'assignment.datesLocked');
        }
        await manager.delete(JobDate, { jobRequestId: job.id });
        await this.insertDates(manager, { id: job.id, kind: job.kind, organisationId, departmentId }, dto.dates);
        changes.push({
          field: 'dates',
          oldValue: old.map((date) => [date.startAt.valueOf(), date.endAt?.valueOf() ?? null]),
          newValue: dto.dates.map((date) => [date.date.startDate, date.date.endDate ?? null]),
        });
      }
      if (dto.salary !== undefined) {
        const old = await manager.find(JobSalary, { where: { jobRequestId: job.id }, order: { id: 'ASC' } });
        await manager.delete(JobSalary, { jobRequestId: job.id });
        await this.insertSalaries(manager, job.id, dto.salary);
        changes.push({
          field: 'salary',
          oldValue: old.map((salary) => ({ activity: salary.activity, cost: Number(salary.cost) })),
          newValue: dto.salary.map((salary) => ({ activity: salary.activity, cost: salary.cost })),
        });
      }
      await this.audit.record(manager, user.id, RESOURCE, job.id, 'update', changes);
    });
    return this.answerFor(job.id, hospitalSide(audience));
  }

  /**
   * Deletes a request with its dates, pay lines and applications; refused once someone is selected
   * or it is filled. The applications' documents go with them (ON DELETE CASCADE): their keys are
   * read in the transaction, and their files removed after the commit (a failure there is logged).
   */
  async remove(user: AuthUser, id: number): Promise<void> {
    const { job } = await this.access.requireJob(user, Permission.JobDelete, id);
    const documentKeys = await this.dataSource.transaction(async (manager) => {
      // The request's row is held until the commit (MySQL; SQLite writes one at a time): an apply
      // waits for the delete (and then finds no request), so no application slips in unseen.
      const read = manager.createQueryBuilder(JobRequest, 'job').where('job.id = :id', { id: job.id });
      if (manager.connection.options.type !== 'better-sqlite3') read.setLock('pessimistic_write');
      const current = await read.getOne();
      if (!current) throw new DomainError('NOT_FOUND', 'access.notFound');
      const selected = await manager.exists(Application, { where: { jobRequestId: job.id, state: 'selected' } });
      if (selected || isFilledJobState(current.state)) throw new DomainError('CONFLICT', 'job.deleteRefused');
      const documents = await manager
        .createQueryBuilder(Document, 'document')
        .select('document.storageKey', 'storageKey')
        .innerJoin(Application, 'application', 'application.id = document.applicationId')
        .where('application.jobRequestId = :id', { id: job.id })
        .getRawMany<{ storageKey: string }>();
      await manager.delete(Application, { jobRequestId: job.id });
      await manager.delete(JobDate, { jobRequestId: job.id });
      await manager.delete(JobSalary, { jobRequestId: job.id });
      await manager.delete(JobRequest, { id: job.id });
      await this.audit.record(manager, user.id, RESOURCE, job.id, 'delete', [
        { field: 'title', oldValue: current.title, newValue: null },
      ]);
      return documents.map((document) => document.storageKey);
    });
    // After the commit: a store that fails leaves files behind (logged), never an error for a done delete.
    await removeStoredFiles(this.storage, documentKeys, this.logger);
  }

  /** The signed-in member's requests, grouped into the three tables; a fixed number of queries. */
  async organisationJobs(user: AuthUser, query: OrganisationJobsQueryDto): Promise<OrganisationJobsWire> {
    const scope = await this.access.requireScope(user, Permission.OrganisationJobsRead);
    if (query.department !== undefined && !scope.departments.some((item) => item.id === query.department)) {
      throw new DomainError('NOT_FOUND', 'access.notFound');
    }
    // Each request's first start, read from the index on job_date (job_request_id, start_at, …). A
    // correlated MIN subquery per request measured the same on SQLite and 2–5 times slower on MariaDB.
    const listed = this.dataSource
      .createQueryBuilder()
      .select('job.id', 'id')
      .addSelect('MIN(date.start_at)', 'first_start')
      .addSelect('CASE WHEN MIN(date.start_at) IS NULL THEN 1 ELSE 0 END', 'no_dates')
      .from(JobRequest, 'job')
      .leftJoin(JobDate, 'date', 'date.job_request_id = job.id')
      .groupBy('job.id');
    const reach: string[] = [];
    if (scope.organisationIds.length) reach.push('job.organisation_id IN (:...organisationIds)');
    if (scope.ownDepartmentIds.length) reach.push('job.department_id IN (:...departmentIds)');
    listed.where(`(${reach.join(' OR ') || '1 = 0'})`, {
      organisationIds: scope.organisationIds,
      departmentIds: scope.ownDepartmentIds,
    });
    if (query.department !== undefined)
      listed.andWhere('job.department_id = :department', { department: query.department });
    if (query.state !== undefined) listed.andWhere('job.state = :state', { state: query.state });
    if (query.from !== undefined || query.to !== undefined) {
      const range = ['inside.job_request_id = job.id'];
      // An open end (NULL) reaches every later day.
      if (query.from !== undefined) range.push('(inside.end_at IS NULL OR inside.end_at >= :from)');
      if (query.to !== undefined) range.push('inside.start_at < :to');
      listed.andWhere(`EXISTS (SELECT 1 FROM job_date inside WHERE ${range.join(' AND ')})`, {
        from: query.from === undefined ? undefined : new Date(query.from),
        to: query.to === undefined ? undefined : new Date(query.to),
      });
    }
    // Requests without dates last, then by first start and id; the first 2,000 are then read with
    // the columns their wires need in the same statement.
    listed
      .orderBy('no_dates', 'ASC')
      .addOrderBy('first_start', 'ASC')
      .addOrderBy('job.id', 'ASC')
      .limit(ORGANISATION_JOBS_LIMIT);
    const rows = await this.dataSource
      .createQueryBuilder()
      .select(JOB_COLUMNS.map((column) => `job.${column} AS ${column}`))
      .from(`(${listed.getQuery()})`, 'picked')
      .innerJoin(JobRequest, 'job', 'job.id = picked.id')
      .setParameters(listed.getParameters())
      .orderBy('picked.no_dates', 'ASC')
      .addOrderBy('picked.first_start', 'ASC')
      .addOrderBy('picked.id', 'ASC')
      .getRawMany<JobRow>();
    const wires = await jobAnswersOfRows(this.dataSource.manager, rows, HOSPITAL_AUDIENCE);
    return groupOrganisationJobs(wires);
  }

  /** The person's organisations and departments, confirmed or not, and whether they may post requests. */
  async mine(user: AuthUser): Promise<MyOrganisationsWire> {
    const manager = this.dataSource.manager;
    const memberships =
      user.role === 'ORG_ADMIN' ? await this.organisations.organisationMembershipsOf(manager, user.id) : [];
    const confirmedIds = memberships.filter((item) => item.confirmedAt !== null).map((item) => item.organisationId);
    const organisationDepartments = await this.departments.departmentsOf(manager, confirmedIds);
    const ownDepartments =
      user.role === 'ORG_SUB' ? await this.departments.departmentMembershipsOf(manager, user.id, 'USER') : [];
    return {
      organisations: memberships.map((membership) => ({
        _id: membership.organisationId,
        name: membership.organisationName,
        confirmed: membership.confirmedAt !== null,
        canManageJobs: membership.confirmedAt !== null,
        departments: organisationDepartments
          .filter((department) => department.organisationId === membership.organisationId)
          .map((department) => ({ _id: department.id, name: department.name })),
      })),
      departments: ownDepartments.map((membership) => ({
        _id: membership.departmentId,
        name: membership.departmentName,
        organisation: { _id: membership.organisationId, name: membership.organisationName },
        canManageJobs: true,
      })),
    };
  }

  /**
   * An open end stays on the single date of a SPORADIC request: checked against the stored mode
   * when the edit sends dates without a mode, and against the stored dates when it only changes the
   * mode (a later concurrent change of the dates raises the version, so the edit is then stale).
   */
  private async checkOpenEnd(job: JobRequest, dto: UpdateJobDto): Promise<void> {
    const mode = dto.dateMode ?? job.dateMode;
    let dates: { date: { startDate: number; endDate?: number | null } }[] | undefined = dto.dates;
    if (dates === undefined && mode !== job.dateMode) {
      const stored = await this.dataSource.getRepository(JobDate).find({ where: { jobRequestId: job.id } });
      dates = stored.map((date) => ({
        date: { startDate: date.startAt.valueOf(), endDate: date.endAt?.valueOf() ?? null },
      }));
    }
    if (dates !== undefined && !openEndAllowed(mode, dates)) {
      throw new DomainError('VALIDATION_FAILED', 'job.openEndNotAllowed', ['job.openEndNotAllowed']);
    }
  }

  private checkJobTypeLength(jobType: string): void {
    if ([...jobType].length > 64)
      throw new DomainError('VALIDATION_FAILED', 'job.jobTypeTooLong', ['job.jobTypeTooLong']);
  }

  private async insertDates(
    manager: EntityManager,
    job: Pick<JobRequest, 'id' | 'kind' | 'organisationId' | 'departmentId'>,
    dates: JobDateDto[],
  ): Promise<void> {
    await this.dates.insert(
      manager,
      job,
      dates.map((date) => ({
        startAt: new Date(date.date.startDate),
        endAt: date.date.endDate === null || date.date.endDate === undefined ? null : new Date(date.date.endDate),
        activities: (date.date.activity ?? '')
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
        type: date.type,
      })),
    );
  }

  private async insertSalaries(manager: EntityManager, jobId: number, salaries: JobSalaryDto[]): Promise<void> {
    if (salaries.length === 0) return;
    await manager.insert(
      JobSalary,
      salaries.map((salary) => ({ jobRequestId: jobId, activity: salary.activity, cost: salary.cost.toFixed(2) })),
    );
  }

  /** One request as the audience sees it (also the workflow's answer); 404 when it is gone. */
  async answerFor<A extends JobAudience>(id: number, audience: A): Promise<JobAnswerFor<A>> {
    const [answer] = await this.answersFor([id], audience);
    if (!answer) throw new DomainError('NOT_FOUND', 'access.notFound');
    return answer;
  }

  /**
   * Requests as the audience sees them (`toJobAnswer`), in the order of the ids (missing ids left
   * out); a fixed number of queries. An agency's answer reads only its own applications.
   */
  async answersFor<A extends JobAudience>(ids: readonly number[], audience: A): Promise<JobAnswerFor<A>[]> {
    return readJobAnswers(this.dataSource.manager, ids, audience);
  }
}

/** Whether the dates sent are the stored ones (start and end, in any order of rows). */
function sameDates(stored: readonly JobDate[], sent: readonly JobDateDto[]): boolean {
  const key = (start: number, end: number | null) => `${start}-${end ?? ''}`;
  const before = stored.map((date) => key(date.startAt.valueOf(), date.endAt?.valueOf() ?? null)).sort();
  const after = sent.map((date) => key(date.date.startDate, date.date.endDate ?? null)).sort();
  return before.length === after.length && before.every((value, index) => value === after[index]);
}
