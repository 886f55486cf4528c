import { workingTimeClash, type Language, type WorkShift } from '@medstaff/domain';
import { Brackets, type EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { translate } from '../common/messages';
import { rawInstant } from '../database/raw-values';
import { Application } from '../jobs/application.entity';
import { JobDate } from '../jobs/job-date.entity';
import { JobRequest } from '../jobs/job-request.entity';

const HOUR_MS = 3_600_000;
/** Held shifts further than this from the new ones can clash with neither rule (11 h rest, one day). */
const REACH_MS = 36 * HOUR_MS;

/**
 * Refuses (409 WORKING_TIME_CLASH, naming the held shift's request) when taking the request's
 * shifts would break the Working Hours Act for the person: the shifts they already hold on the
 * platform are the dates of requests they accepted from the pool (internal_fill) and of requests
 * they were selected for as an agency's candidate (external_fill). Open-ended dates are skipped.
 */
export async function requireNoWorkingTimeClash(
  manager: EntityManager,
  personId: number,
  job: Pick<JobRequest, 'id' | 'title'>,
  language: Language,
): Promise<void> {
  const own = await manager.find(JobDate, { where: { jobRequestId: job.id } });
  const candidates: WorkShift[] = own
    .filter((date) => date.endAt !== null)
    .map((date) => ({
      id: `new-${date.id}`,
      start: date.startAt.valueOf(),
      end: (date.endAt as Date).valueOf(),
      label: job.title,
    }));
  if (candidates.length === 0) return;
  const from = new Date(Math.min(...candidates.map((shift) => shift.start)) - REACH_MS);
  const to = new Date(Math.max(...candidates.map((shift) => shift.end)) + REACH_MS);
  const rows = await manager
    .createQueryBuilder(JobDate, 'date')
    .innerJoin(JobRequest, 'job', 'job.id = date.jobRequestId')
    .select(['date.id AS id', 'date.startAt AS start_at', 'date.endAt AS end_at', 'job.title AS title'])
    .where('job.id <> :jobId', { jobId: job.id })
    .andWhere('date.endAt IS NOT NULL AND date.endAt > :from AND date.startAt < :to', { from, to })
    .andWhere(
      new Brackets((held) => {
        held
          .where("job.state = 'internal_fill' AND job.filledById = :personId", { personId })
          .orWhere(
            `job.state = 'external_fill' AND EXISTS (${manager
              .createQueryBuilder(Application, 'application')
              .select('1')
              .where('application.jobRequestId = job.id')
              .andWhere("application.state = 'selected'")
              .andWhere('application.candidateId = :personId')
              .getQuery()})`,
            { personId },
          );
      }),
    )
    .getRawMany<{ id: number | string; start_at: Date | string; end_at: Date | string; title: string }>();
  const held: WorkShift[] = rows.map((row) => ({
    id: `held-${row.id}`,
    start: rawInstant(row.start_at),
    end: rawInstant(row.end_at),
    label: row.title,
  }));
  const clash = workingTimeClash(candidates, held);
  if (!clash) return;
  if (clash.rule === 'REST') {
    throw new DomainError(
      'WORKING_TIME_CLASH',
      fill(translate('workflow.workingTimeRest', language), { title: clash.shift.label ?? '' }),
    );
  }
  const heldShift = clash.shifts.find((shift) => String(shift.id).startsWith('held-'));
  throw new DomainError(
    'WORKING_TIME_CLASH',
    fill(translate('workflow.workingTimeDailyHours', language), { title: heldShift?.label ?? '', day: clash.day }),
  );
}

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match);
