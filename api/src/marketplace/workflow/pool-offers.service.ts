import { Inject, Injectable } from '@nestjs/common';
import { offeredToPool, visibleToPoolMember, type PoolOfferWire, type PoolOffersWire } from '@medstaff/domain';
import { Brackets, DataSource, In } from 'typeorm';
import { Permission } from '../../platform/authentication/access-permission';
import { AccessService } from '../../access/access.service';
import { POOL_AUDIENCE } from '../../access/job-audience';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { JobPoolAnswer } from '../jobs/job-pool-answer.entity';
import { JobRequest } from '../jobs/job-request.entity';
import { rowInstant } from '../jobs/job-wire.reader';
import { JobsService } from '../jobs/jobs.service';
import { CLOCK, type Clock } from './clock';
import { workingTimeClashes } from './working-time.check';

/** The offers list answers at most this many (the soonest first). */
export const POOL_OFFERS_LIMIT = 200;

/**
 * A pool member's list (`GET /job/offers`): the requests of the departments whose internal pool
 * they are in that are offered to the pool (internal_adv) and the shifts they took from it
 * (internal_fill, filled by them), leaving out those that are over (every date ended). Five
 * queries for the list, whatever its length: ids, the wires (JobsService), the answers, and the
 * working-time check of the open offers.
 */
@Injectable()
export class PoolOffersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly jobs: JobsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async offers(user: AuthUser): Promise<PoolOffersWire> {
    const departmentIds = await this.access.poolDepartmentIds(user, Permission.PoolOffersRead);
    if (departmentIds.length === 0) return { offers: [] };
    const manager = this.dataSource.manager;
    const rows = await manager
      .createQueryBuilder(JobRequest, 'job')
      .innerJoin('job_date', 'date', 'date.job_request_id = job.id')
      .select('job.id', 'id')
      .addSelect('MIN(date.start_at)', 'first_start')
      // One value per request (grouped by its id), read as aggregates for every SQL mode.
      .addSelect("MAX(CASE WHEN job.state = 'internal_fill' THEN 1 ELSE 0 END)", 'taken')
      .addSelect('MAX(job.release_due_at)', 'release_due_at')
      .where('job.department_id IN (:...departmentIds)', { departmentIds })
      .andWhere(
        new Brackets((offered) => {
          offered
            .where("job.state = 'internal_adv'")
            .orWhere("job.state = 'internal_fill' AND job.filled_by_id = :personId", { personId: user.id });
        }),
      )
      // Not over: some date ends in the future, or has an open end.
      .andWhere(
        'EXISTS (SELECT 1 FROM job_date ahead WHERE ahead.job_request_id = job.id ' +
          'AND (ahead.end_at IS NULL OR ahead.end_at > :now))',
        { now: this.clock() },
      )
      .groupBy('job.id')
      .orderBy('first_start', 'ASC')
      .addOrderBy('job.id', 'ASC')
      .limit(POOL_OFFERS_LIMIT)
      .getRawMany<{ id: number | string; taken: number | string; release_due_at: Date | string | null }>();
    const takenIds = new Set(rows.filter((row) => Number(row.taken) === 1).map((row) => Number(row.id)));
    const releaseDueAt = new Map(
      rows.map((row) => [Number(row.id), row.release_due_at === null ? null : rowInstant(row.release_due_at)]),
    );
    // Read a moment later, as the pool sees requests: one that moved on meanwhile (taken by someone
    // else, released) is left out.
    const wires = (
      await this.jobs.answersFor(
        rows.map((row) => Number(row.id)),
        POOL_AUDIENCE,
      )
    ).filter((wire) => visibleToPoolMember(wire.state, takenIds.has(wire._id)));
    if (wires.length === 0) return { offers: [] };
    const answers = await manager.find(JobPoolAnswer, {
      select: { jobRequestId: true, answer: true },
      where: { personId: user.id, jobRequestId: In(wires.map((wire) => wire._id)) },
    });
    const answerOf = new Map(answers.map((row) => [row.jobRequestId, row.answer]));
    const open = wires.filter((wire) => offeredToPool(wire.state));
    const clashes = await workingTimeClashes(
      manager,
      user.id,
      open.map((wire) => ({ id: wire._id, title: wire.title })),
    );
    return {
      offers: wires.map((wire): PoolOfferWire => {
        const taken = wire.state === 'internal_fill';
        return {
          job: wire,
          answer: taken ? 'accepted' : (answerOf.get(wire._id) ?? null),
          // A shift the member took is not released any more.
          releaseAt: taken ? null : (releaseDueAt.get(wire._id) ?? null),
          workingTimeClash: taken ? null : (clashes.get(wire._id) ?? null),
        };
      }),
    };
  }
}
