import { workingTimeClash, type Language, type WorkingTimeClashWire, type WorkShift } from '@medstaff/domain';
import { In, type EntityManager } from 'typeorm';
import { DomainError } from '../../platform/common/domain-error';
import { translate } from '../../platform/common/messages';
import { rawInstant } from '../../platform/database/raw-values';
import { AssignmentShift } from '../assignments/assignment-shift.entity';
import { Assignment } from '../assignments/assignment.entity';
import { Application } from '../jobs/application.entity';
import { JobDate } from '../jobs/job-date.entity';
import { JobRequest } from '../jobs/job-request.entity';

const HOUR_MS = 3_600_000;
/** Held shifts further than this from the new ones can clash with neither rule (11 h rest, one day). */
const REACH_MS = 36 * HOUR_MS;

type HeldShift = WorkShift & {
  start: number;
  end: number;
  label: string;
  jobId: number;
  personId: number;
  /** The assignment the shift belongs to (null: a request filled before assignments existed). */
  assignmentId: number | null;
};

type HeldRow = {
  id: number | string;
  job_id: number | string;
  person_id: number | string;
  start_at: Date | string;
  end_at: Date | string;
  title: string;
  assignment_id?: number | string | null;
};

/**
 * The shifts the persons hold on the platform, between `from` and `to`: the current shifts of
 * their assignments that are not cancelled (proposed, confirmed, or completed — worked shifts need
 * their rest after them too; pool and agency alike, issue 29), and — for
 * requests filled before assignments existed, which have none — the dates of requests they
 * accepted from the pool (internal_fill) or were selected for as an agency's candidate
 * (external_fill). A cancelled assignment's shifts do not count. Open-ended dates
 * are skipped. Three queries, whatever the number of persons.
 */
async function heldShifts(
  manager: EntityManager,
  personIds: readonly number[],
  from: Date,
  to: Date,
): Promise<HeldShift[]> {
  if (personIds.length === 0) return [];
  const dates = () =>
    manager
      .createQueryBuilder(JobDate, 'date')
      .innerJoin(JobRequest, 'job', 'job.id = date.jobRequestId')
      .select([
        'date.id AS id',
        'job.id AS job_id',
        'date.startAt AS start_at',
        'date.endAt AS end_at',
        'job.title AS title',
      ])
      .where('date.endAt IS NOT NULL AND date.endAt > :from AND date.startAt < :to', { from, to })
      .andWhere('NOT EXISTS (SELECT 1 FROM assignment filled WHERE filled.job_request_id = job.id)');
  const ids = [...personIds];
  const [pool, selected, assigned] = await Promise.all([
    dates()
      .addSelect('job.filledById', 'person_id')
      .andWhere("job.state = 'internal_fill' AND job.filledById IN (:...ids)", { ids })
      .getRawMany<HeldRow>(),
    dates()
      .innerJoin(
        Application,
        'application',
        "application.jobRequestId = job.id AND application.state = 'selected' AND application.candidateId IN (:...ids)",
        { ids },
      )
      .addSelect('application.candidateId', 'person_id')
      .andWhere("job.state = 'external_fill'")
      .getRawMany<HeldRow>(),
    manager
      .createQueryBuilder(AssignmentShift, 'shift')
      .innerJoin(
        Assignment,
        'assignment',
        'assignment.id = shift.assignmentId AND assignment.shiftsVersion = shift.shiftsVersion',
      )
      .select([
        'shift.id AS id',
        'assignment.jobRequestId AS job_id',
        'assignment.personId AS person_id',
        'shift.startAt AS start_at',
        'shift.endAt AS end_at',
        'assignment.title AS title',
        'assignment.id AS assignment_id',
      ])
      .where("assignment.personId IN (:...ids) AND assignment.state IN ('proposed', 'confirmed', 'completed')", { ids })
      .andWhere('shift.endAt > :from AND shift.startAt < :to AND shift.endAt > shift.startAt', { from, to })
      .getRawMany<HeldRow>(),
  ]);
  const legacy = [...pool, ...selected].map((row) => ({ ...row, assignment_id: null }));
  return [...legacy, ...assigned.map((row) => ({ ...row, id: `assignment-${row.id}` }))].map((row) => ({
    id: `held-${row.id}`,
    jobId: Number(row.job_id),
    personId: Number(row.person_id),
    start: rawInstant(row.start_at),
    end: rawInstant(row.end_at),
    label: row.title,
    assignmentId: row.assignment_id === null || row.assignment_id === undefined ? null : Number(row.assignment_id),
  }));
}

/** The dates of requests as the shifts taking them would add, by request id. */
async function requestShifts(
  manager: EntityManager,
  jobs: readonly Pick<JobRequest, 'id' | 'title'>[],
): Promise<Map<number, WorkShift[]>> {
  const shifts = new Map<number, WorkShift[]>();
  if (jobs.length === 0) return shifts;
  const titles = new Map(jobs.map((job) => [job.id, job.title]));
  const dates = await manager.find(JobDate, { where: { jobRequestId: In([...titles.keys()]) } });
  for (const date of dates) {
    if (date.endAt === null) continue;
    const list = shifts.get(date.jobRequestId) ?? [];
    list.push({
      id: `new-${date.id}`,
      start: date.startAt.valueOf(),
      end: date.endAt.valueOf(),
      label: titles.get(date.jobRequestId),
    });
    shifts.set(date.jobRequestId, list);
  }
  return shifts;
}

/** The index of the first shift (sorted by start) that starts after `instant`. */
function firstStartingAfter(shifts: readonly WorkShift[], instant: number): number {
  let low = 0;
  let high = shifts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (shifts[middle].start > instant) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The held shift as a clash names it: its title and times, and its assignment when it has one. */
function shiftWire(shift: HeldShift): WorkingTimeClashWire['shift'] {
  return {
    title: shift.label ?? '',
    start: shift.start,
    end: shift.end,
    ...(shift.assignmentId === null ? {} : { assignmentId: shift.assignmentId }),
  };
}

/** The clash as the clients show it: the held shift that clashes, and the rest or the day's hours. */
function clashWire(candidates: readonly WorkShift[], held: readonly HeldShift[]): WorkingTimeClashWire | null {
  const clash = workingTimeClash(candidates, held);
  if (!clash) return null;
  if (clash.rule === 'REST') {
    const shift = clash.shift as HeldShift;
    return {
      rule: 'REST',
      shift: shiftWire(shift),
      restHours: Math.round(clash.restHours * 10) / 10,
    };
  }
  const shift = (clash.shifts.find((item) => String(item.id).startsWith('held-')) ?? clash.shifts[0]) as HeldShift;
  return {
    rule: 'DAILY_HOURS',
    shift: shiftWire(shift),
    day: clash.day,
    hours: Math.round(clash.hours * 10) / 10,
  };
}

/**
 * For each request, the clash taking it would give the person under the Working Hours Act, or null.
 * One query for the requests' dates and one for the person's held shifts around all of them.
 */
export async function workingTimeClashes(
  manager: EntityManager,
  personId: number,
  jobs: readonly Pick<JobRequest, 'id' | 'title'>[],
): Promise<Map<number, WorkingTimeClashWire | null>> {
  const result = new Map<number, WorkingTimeClashWire | null>(jobs.map((job) => [job.id, null]));
  const shifts = await requestShifts(manager, jobs);
  const all = [...shifts.values()].flat();
  if (all.length === 0) return result;
  const from = new Date(Math.min(...all.map((shift) => shift.start)) - REACH_MS);
  const to = new Date(Math.max(...all.map((shift) => shift.end)) + REACH_MS);
  // A request the person holds already is not checked against itself. Each request is checked
  // against the held shifts within reach of its own (a farther one can break neither rule), found by
  // binary search in the held shifts sorted by start: a long list stays linear, not offers × held.
  const held = (await heldShifts(manager, [personId], from, to)).sort((a, b) => a.start - b.start);
  const longest = held.reduce((most, shift) => Math.max(most, shift.end - shift.start), 0);
  for (const job of jobs) {
    const own = shifts.get(job.id) ?? [];
    if (own.length === 0) continue;
    const reachFrom = Math.min(...own.map((shift) => shift.start)) - REACH_MS;
    const reachTo = Math.max(...own.map((shift) => shift.end)) + REACH_MS;
    const near: HeldShift[] = [];
    for (let index = firstStartingAfter(held, reachFrom - longest); index < held.length; index += 1) {
      const shift = held[index];
      if (shift.start >= reachTo) break;
      if (shift.end > reachFrom && shift.jobId !== job.id) near.push(shift);
    }
    // Without a held shift in reach nothing can clash (the check would count the new shifts' days for nothing).
    if (near.length > 0) result.set(job.id, clashWire(own, near));
  }
  return result;
}

/**
 * For each person, the clash taking one request would give them, or null: the request's dates in
 * one query and everybody's held shifts around them in two (an apply form's candidates, a
 * request's applicants).
 */
export async function candidateClashes(
  manager: EntityManager,
  personIds: readonly number[],
  job: Pick<JobRequest, 'id' | 'title'>,
): Promise<Map<number, WorkingTimeClashWire | null>> {
  const result = new Map<number, WorkingTimeClashWire | null>(personIds.map((id) => [id, null]));
  const own = (await requestShifts(manager, [job])).get(job.id) ?? [];
  if (own.length === 0 || personIds.length === 0) return result;
  const from = new Date(Math.min(...own.map((shift) => shift.start)) - REACH_MS);
  const to = new Date(Math.max(...own.map((shift) => shift.end)) + REACH_MS);
  const held = new Map<number, HeldShift[]>();
  for (const shift of await heldShifts(manager, [...new Set(personIds)], from, to)) {
    if (shift.jobId === job.id) continue;
    held.set(shift.personId, [...(held.get(shift.personId) ?? []), shift]);
  }
  for (const [personId, shifts] of held) result.set(personId, clashWire(own, shifts));
  return result;
}

/** The clash taking one request would give the person, or null. */
export async function findWorkingTimeClash(
  manager: EntityManager,
  personId: number,
  job: Pick<JobRequest, 'id' | 'title'>,
): Promise<WorkingTimeClashWire | null> {
  return (await candidateClashes(manager, [personId], job)).get(personId) ?? null;
}

/**
 * Refuses (409 WORKING_TIME_CLASH, naming the held shift's request) when taking the request's
 * shifts would break the Working Hours Act for the person.
 */
export async function requireNoWorkingTimeClash(
  manager: EntityManager,
  personId: number,
  job: Pick<JobRequest, 'id' | 'title'>,
  language: Language,
): Promise<void> {
  const clash = await findWorkingTimeClash(manager, personId, job);
  if (!clash) return;
  // The held shift's assignment is named when it has one (issue 29).
  const { assignmentId } = clash.shift;
  const ofAssignment = assignmentId === undefined ? '' : 'Assignment';
  const params = { title: clash.shift.title, day: clash.day ?? '', assignment: String(assignmentId ?? '') };
  const key =
    clash.rule === 'REST' ? `workflow.workingTimeRest${ofAssignment}` : `workflow.workingTimeDailyHours${ofAssignment}`;
  throw new DomainError('WORKING_TIME_CLASH', fill(translate(key, language), params));
}

/**
 * Refuses (409 WORKING_TIME_CLASH) when the person would break the Working Hours Act by working
 * `shifts` instead of the current shifts of request `jobId` (an agreed change of an assignment,
 * issue 29): the new shifts are checked against every other shift the person holds.
 */
export async function requireNoWorkingTimeClashForShifts(
  manager: EntityManager,
  personId: number,
  jobId: number | null,
  shifts: readonly { start: number; end: number }[],
  language: Language,
): Promise<void> {
  if (shifts.length === 0) return;
  const own: WorkShift[] = shifts.map((shift, index) => ({ id: `new-${index}`, start: shift.start, end: shift.end }));
  const from = new Date(Math.min(...own.map((shift) => shift.start)) - REACH_MS);
  const to = new Date(Math.max(...own.map((shift) => shift.end)) + REACH_MS);
  const held = (await heldShifts(manager, [personId], from, to)).filter((shift) => shift.jobId !== jobId);
  if (held.length === 0) return;
  const clash = clashWire(own, held);
  if (!clash) return;
  const key = clash.rule === 'REST' ? 'workflow.workingTimeRest' : 'workflow.workingTimeDailyHours';
  throw new DomainError(
    'WORKING_TIME_CLASH',
    fill(translate(key, language), { title: clash.shift.title, day: clash.day ?? '' }),
  );
}

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match);
