import { groupOrganisationJobs, type JobDateWire, type JobWire, type OrganisationJobsWire } from './job-grouping';
import { isFilledJobState, isOpenJobState, type JobState } from './jobs';
import { BERLIN_TIME_ZONE, addBerlinDays, berlinDayNumber, berlinTime, startOfBerlinDay } from './berlin-time';

/** Calendar days and time labels are those of the hospitals' time zone. */
export const CALENDAR_TIME_ZONE = BERLIN_TIME_ZONE;

export type CalendarColour = 'red' | 'green' | 'orange';

/** One event of the shift calendar: a run of a request's dates with gaps of at most one day. */
export interface CalendarEvent {
  /** `${jobId}-${index}`: stable while the request's dates do not change. */
  _id: string;
  jobId: number;
  title: string;
  colour: CalendarColour;
  /** Start of the first date in the run (ms). */
  start: number;
  /** Latest end of the dates in the run (ms); for an open end, the horizon (see `CalendarEventOptions`). */
  end: number;
  /** Distinct time labels of the run ("05:30–19:30", "14:00–" for an open end), in the order they first occur. */
  times: string[];
  /**
   * Present (true) when the run holds a period without end: show it as an all-day event from its
   * start day through `end` and label it "open end". `end` is then not a real end.
   */
  openEnd?: true;
}

/** How open-ended periods are drawn. */
export interface CalendarEventOptions {
  /**
   * The instant an open-ended period is drawn up to, e.g. the end of the visible range. Ignored
   * when it is not after the period's start; by default the period covers its start day (up to the
   * next Berlin midnight).
   */
  openEndUntil?: number;
}

/** Red for the two adv states (open), green for the two fill states, otherwise orange. */
export function calendarColour(state: JobState | string): CalendarColour {
  if (isOpenJobState(state as JobState)) return 'red';
  if (isFilledJobState(state as JobState)) return 'green';
  return 'orange';
}

/** The time label of a date: "05:30–19:30" (en dash), Berlin time; "14:00–" for an open end. */
export function timeLabel(date: Pick<JobDateWire, 'date'>): string {
  const end = date.date.endDate;
  return `${berlinTime(date.date.startDate)}–${end === null ? '' : berlinTime(end)}`;
}

/** The instant the Berlin day after the day of `ms` begins. */
function nextBerlinMidnight(ms: number): number {
  return addBerlinDays(startOfBerlinDay(ms), 1);
}

/** Where an open-ended period starting at `start` is drawn up to. */
function openEndHorizon(start: number, options: CalendarEventOptions): number {
  const until = options.openEndUntil;
  return until !== undefined && Number.isFinite(until) && until > start ? until : nextBerlinMidnight(start);
}

/**
 * The spec's calendar grouping: one date is one event; several dates are sorted by start, and a
 * date whose Berlin start day is at most one day after the latest Berlin end day of the current
 * run joins it (consecutive days and overlaps merge), a larger gap starts a new event. Duplicate
 * time labels within an event are dropped.
 *
 * A period without end (SPORADIC, open end) never ends, so every later date joins its run; the
 * run is flagged `openEnd` and ends at `options.openEndUntil` (by default at the end of the open
 * period's start day), never before the latest real end in it.
 */
export function calendarEvents(
  job: Pick<JobWire, '_id' | 'title' | 'state' | 'dates'>,
  options: CalendarEventOptions = {},
): CalendarEvent[] {
  const dates = [...job.dates]
    .filter(
      (date) =>
        Number.isFinite(date.date.startDate) && (date.date.endDate === null || Number.isFinite(date.date.endDate)),
    )
    .sort((a, b) => a.date.startDate - b.date.startDate || endOrder(a) - endOrder(b));
  const colour = calendarColour(job.state);
  type Run = CalendarEvent & { lastDay: number; realEnd: number; openFrom?: number };
  const events: Run[] = [];
  let current: Run | undefined;
  for (const date of dates) {
    const start = date.date.startDate;
    const open = date.date.endDate === null;
    const realEnd = Math.max(start, date.date.endDate ?? start);
    const startDay = berlinDayNumber(start);
    const endDay = open ? Number.POSITIVE_INFINITY : Math.max(startDay, berlinDayNumber(realEnd));
    const label = timeLabel(date);
    if (current && startDay - current.lastDay <= 1) {
      current.realEnd = Math.max(current.realEnd, realEnd);
      current.lastDay = Math.max(current.lastDay, endDay);
      if (open) {
        current.openEnd = true;
        current.openFrom ??= start;
      }
      if (!current.times.includes(label)) current.times.push(label);
      continue;
    }
    current = {
      _id: `${job._id}-${events.length}`,
      jobId: job._id,
      title: job.title,
      colour,
      start,
      end: realEnd,
      times: [label],
      ...(open ? { openEnd: true as const, openFrom: start } : {}),
      lastDay: endDay,
      realEnd,
    };
    events.push(current);
  }
  return events.map(({ lastDay: _lastDay, realEnd, openFrom, ...event }) => ({
    ...event,
    end: openFrom === undefined ? realEnd : Math.max(realEnd, openEndHorizon(openFrom, options)),
  }));
}

/** Sort key of a date's end: an open end sorts after every real end. */
function endOrder(date: Pick<JobDateWire, 'date'>): number {
  return date.date.endDate ?? Number.MAX_SAFE_INTEGER;
}

/** The events of many requests, ordered by start (then request id). */
export function calendarEventsOf(
  jobs: readonly Pick<JobWire, '_id' | 'title' | 'state' | 'dates'>[],
  options: CalendarEventOptions = {},
): CalendarEvent[] {
  return jobs.flatMap((job) => calendarEvents(job, options)).sort((a, b) => a.start - b.start || a.jobId - b.jobId);
}

/**
 * The calendar's filter tabs. A tab selects the requests of one table, named as the spec names
 * them: red = Offene Schichten (`offeneShifts`), green = Externe Anfragen (`externeAnfagen`),
 * yellow = Bestätigung (`confirmation`); all = the three together. The event colour itself stays
 * the state colour (`calendarColour`).
 */
export const CALENDAR_TABS = ['all', 'red', 'green', 'yellow'] as const;
export type CalendarTab = (typeof CALENDAR_TABS)[number];

export const CALENDAR_TAB_GROUPS: Record<CalendarTab, readonly (keyof OrganisationJobsWire)[]> = {
  all: ['offeneShifts', 'externeAnfagen', 'confirmation'],
  red: ['offeneShifts'],
  green: ['externeAnfagen'],
  yellow: ['confirmation'],
};

/** The requests a tab shows, from the grouped list (or from a flat list, grouped first). */
export function calendarFilter(jobs: OrganisationJobsWire | readonly JobWire[], tab: CalendarTab): JobWire[] {
  const groups = isJobList(jobs) ? groupOrganisationJobs(jobs) : jobs;
  return CALENDAR_TAB_GROUPS[tab].flatMap((group) => groups[group]);
}

function isJobList(jobs: OrganisationJobsWire | readonly JobWire[]): jobs is readonly JobWire[] {
  return Array.isArray(jobs);
}
