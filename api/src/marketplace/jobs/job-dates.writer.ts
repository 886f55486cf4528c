import { Injectable } from '@nestjs/common';
import type { JobDateType } from '@medstaff/domain';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import { DomainError } from '../../platform/common/domain-error';
import { JobDate } from './job-date.entity';
import { JobRequest } from './job-request.entity';

/** One date of a request as written: start, end (null: an open end), shift types, and its type. */
export interface JobDateValue {
  startAt: Date;
  endAt: Date | null;
  activities: string[];
  type?: JobDateType;
}

const RESOURCE = 'jobs';

/**
 * The one writer of a request's dates (`job_date`, owned by the jobs module): the request's create
 * and edit, and an agreed change of its assignment (issue 29) — which moves the request's dates to
 * the assignment's new shifts through `replaceForAgreedChange`, never by writing the table itself.
 */
@Injectable()
export class JobDatesWriter {
  constructor(private readonly audit: AuditService) {}

  /** Inserts dates of the request, carrying its organisation and department (the calendar's index). */
  async insert(
    manager: EntityManager,
    job: Pick<JobRequest, 'id' | 'kind' | 'organisationId' | 'departmentId'>,
    dates: readonly JobDateValue[],
  ): Promise<void> {
    if (dates.length === 0) return;
    await manager.insert(
      JobDate,
      dates.map((date) => ({
        jobRequestId: job.id,
        organisationId: job.organisationId,
        departmentId: job.departmentId,
        startAt: date.startAt,
        endAt: date.endAt,
        activities: date.activities,
        type: date.type ?? (job.kind === 'DOCTOR' ? 'vertretungsarzt' : 'Neue_Dienstanfrage'),
      })),
    );
  }

  /**
   * Replaces the request's dates by the shifts of an agreed change of its assignment, in the
   * caller's transaction: the dates' type is kept (the first stored date's), the request's version
   * moves (an edit read before answers STALE_VERSION), and the change is audited on the request.
   * Does nothing when the request is gone.
   */
  async replaceForAgreedChange(
    manager: EntityManager,
    jobId: number,
    shifts: readonly Omit<JobDateValue, 'type'>[],
    actorId: number | null,
  ): Promise<void> {
    const job = await manager.findOne(JobRequest, { where: { id: jobId } });
    if (!job) return;
    const old = await manager.find(JobDate, { where: { jobRequestId: jobId }, order: { startAt: 'ASC', id: 'ASC' } });
    const type = old[0]?.type;
    const moved = await manager
      .createQueryBuilder()
      .update(JobRequest)
      .set({ version: () => 'version + 1' })
      .where('id = :id AND version = :version', { id: jobId, version: job.version })
      .execute();
    if (!moved.affected) throw new DomainError('STALE_VERSION', 'workflow.staleVersion');
    await manager.delete(JobDate, { jobRequestId: jobId });
    await this.insert(
      manager,
      job,
      shifts.map((shift) => ({ ...shift, type })),
    );
    await this.audit.record(manager, actorId, RESOURCE, jobId, 'update', [
      {
        field: 'dates',
        oldValue: old.map((date) => [date.startAt.valueOf(), date.endAt?.valueOf() ?? null]),
        newValue: shifts.map((shift) => [shift.startAt.valueOf(), shift.endAt?.valueOf() ?? null]),
      },
    ]);
  }
}
