import { berlinDayNumber, berlinDayStart } from './berlin-time';

/**
 * The Working Hours Act (Arbeitszeitgesetz) as the platform checks it before a pool member accepts
 * a shift or a hospital selects a candidate (issue 10):
 * - §5: at least 11 hours of rest between the end of one shift and the start of the next;
 * - §3: at most 10 hours of work on one calendar day (Berlin) counted over several shifts.
 * How one request's own shifts lie (a 24-hour service, 14-hour days in a row) is the hospital's
 * design, resting on the Act's exceptions for hospitals (§5(2), §7 and the collective agreements),
 * so only a held shift against a new one is checked: the rest between them, and the work of a day
 * that holds both. Only shifts the person holds on this platform are known.
 */
export const MIN_REST_HOURS = 11;
export const MAX_DAILY_WORK_HOURS = 10;

const HOUR_MS = 3_600_000;

/** A shift with its start and end (ms); `id` and `label` name it in messages. */
export interface WorkShift {
  id?: number | string;
  start: number;
  end: number;
  label?: string;
}

export type WorkingTimeClash =
  /** Less than 11 hours between `shift` (held) and `candidate` (new); 0 when they overlap. */
  | { rule: 'REST'; shift: WorkShift; candidate: WorkShift; restHours: number }
  /** More than 10 hours of work on `day` (YYYY-MM-DD, Berlin) over the held and new shifts. */
  | { rule: 'DAILY_HOURS'; day: string; hours: number; shifts: WorkShift[] };

/** The first clash of taking `candidates` on top of `held`, or undefined when the law allows it. */
export function workingTimeClash(
  candidates: readonly WorkShift[],
  held: readonly WorkShift[],
): WorkingTimeClash | undefined {
  const valid = (shift: WorkShift) =>
    Number.isFinite(shift.start) && Number.isFinite(shift.end) && shift.end > shift.start;
  const news = candidates.filter(valid).sort((a, b) => a.start - b.start);
  const olds = held.filter(valid).sort((a, b) => a.start - b.start);
  for (const candidate of news) {
    for (const shift of olds) {
      const gap = candidate.start >= shift.end ? candidate.start - shift.end : shift.start - candidate.end;
      const restHours = Math.max(0, gap) / HOUR_MS;
      if (restHours < MIN_REST_HOURS) return { rule: 'REST', shift, candidate, restHours };
    }
  }
  return dailyHoursClash(olds, news);
}

/** Work per Berlin calendar day; only a day holding both a held and a new shift can clash. */
function dailyHoursClash(held: readonly WorkShift[], news: readonly WorkShift[]): WorkingTimeClash | undefined {
  const days = new Map<number, { ms: number; shifts: WorkShift[]; held: boolean; new: boolean }>();
  const count = (shift: WorkShift, isNew: boolean) => {
    for (let day = berlinDayNumber(shift.start); day <= berlinDayNumber(shift.end - 1); day += 1) {
      const dayStart = berlinDayStart(isoDay(day));
      const dayEnd = berlinDayStart(isoDay(day + 1));
      const worked = Math.min(shift.end, dayEnd) - Math.max(shift.start, dayStart);
      if (worked <= 0) continue;
      const entry = days.get(day) ?? { ms: 0, shifts: [], held: false, new: false };
      entry.ms += worked;
      entry.shifts.push(shift);
      if (isNew) entry.new = true;
      else entry.held = true;
      days.set(day, entry);
    }
  };
  for (const shift of held) count(shift, false);
  for (const shift of news) count(shift, true);
  for (const [day, entry] of [...days.entries()].sort((a, b) => a[0] - b[0])) {
    const hours = entry.ms / HOUR_MS;
    if (entry.held && entry.new && hours > MAX_DAILY_WORK_HOURS) {
      const shifts = [...entry.shifts].sort((a, b) => a.start - b.start);
      return { rule: 'DAILY_HOURS', day: isoDay(day), hours, shifts };
    }
  }
  return undefined;
}

/** The `YYYY-MM-DD` of a day number (days since 1970-01-01). */
function isoDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}
