/**
 * Changes and cancellations after the match (issue 29): the hospital proposes new shifts for an
 * assignment, the agency (or, for the hospital's own pool, the worker) accepts or declines; either
 * company cancels, and the hospital's cancellation terms turn a late cancellation into a charge.
 */

/** `pending` → `accepted` | `declined`; a pending change of an assignment that is cancelled becomes `cancelled`. */
export const ASSIGNMENT_CHANGE_STATES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type AssignmentChangeState = (typeof ASSIGNMENT_CHANGE_STATES)[number];

/** Who answered a change: the agency's user, or the pool member who works the shifts. */
export const ASSIGNMENT_CHANGE_DECIDERS = ['agency', 'worker'] as const;
export type AssignmentChangeDecider = (typeof ASSIGNMENT_CHANGE_DECIDERS)[number];

/** The side that cancelled an assignment. */
export const CANCELLING_SIDES = ['hospital', 'agency'] as const;
export type CancellingSide = (typeof CANCELLING_SIDES)[number];

/** The longest note of a proposed change. */
export const ASSIGNMENT_CHANGE_NOTE_MAX_LENGTH = 500;
/** At most this many shifts in one change (a year of daily shifts, as a request). */
export const ASSIGNMENT_CHANGE_MAX_SHIFTS = 366;
/** One shift lasts at most this many hours (a 24-hour service with its handover). */
export const ASSIGNMENT_SHIFT_MAX_HOURS = 26;
/** A change reaches at most this many days ahead. */
export const ASSIGNMENT_CHANGE_MAX_DAYS_AHEAD = 730;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface ProposedShift {
  start: number;
  end: number;
}

export type AssignmentShiftProblem =
  | 'assignmentChange.shiftsRequired'
  | 'assignmentChange.shiftsTooMany'
  | 'assignmentChange.shiftOrder'
  | 'assignmentChange.shiftTooLong'
  | 'assignmentChange.shiftPast'
  | 'assignmentChange.shiftTooFar'
  | 'assignmentChange.shiftsOverlap';

/**
 * The problems of a proposed list of shifts, as message keys (empty: valid): at least one and at
 * most 366 shifts, each ending after it starts and lasting at most 26 hours, none starting before
 * `now` or more than two years ahead, and no two overlapping. The server and the portal's form share it.
 */
export function assignmentShiftProblems(shifts: readonly ProposedShift[], now: number): AssignmentShiftProblem[] {
  const problems = new Set<AssignmentShiftProblem>();
  if (shifts.length === 0) problems.add('assignmentChange.shiftsRequired');
  if (shifts.length > ASSIGNMENT_CHANGE_MAX_SHIFTS) problems.add('assignmentChange.shiftsTooMany');
  for (const shift of shifts) {
    if (!(shift.end > shift.start)) problems.add('assignmentChange.shiftOrder');
    else if (shift.end - shift.start > ASSIGNMENT_SHIFT_MAX_HOURS * HOUR_MS)
      problems.add('assignmentChange.shiftTooLong');
    if (shift.start < now) problems.add('assignmentChange.shiftPast');
    if (shift.start > now + ASSIGNMENT_CHANGE_MAX_DAYS_AHEAD * DAY_MS) problems.add('assignmentChange.shiftTooFar');
  }
  const sorted = [...shifts].sort((a, b) => a.start - b.start);
  for (let index = 1; index < sorted.length; index += 1) {
    if (sorted[index].start < sorted[index - 1].end) problems.add('assignmentChange.shiftsOverlap');
  }
  return [...problems];
}

/** The largest free period of cancellation terms: 30 days. */
export const CANCELLATION_FREE_HOURS_MAX = 720;

/** A hospital's structured cancellation terms: free until `freeHours` before the first affected shift, then `lateSharePercent` of the booked hours. */
export interface CancellationTerms {
  freeHours: number;
  lateSharePercent: number;
}

export type CancellationTermsProblem = 'organisationSettings.cancellationTermsIncomplete';

/** Both numbers or neither (no structured terms): one without the other is refused. */
export function cancellationTermsProblems(terms: {
  freeHours: number | null;
  lateSharePercent: number | null;
}): CancellationTermsProblem[] {
  return (terms.freeHours === null) === (terms.lateSharePercent === null)
    ? []
    : ['organisationSettings.cancellationTermsIncomplete'];
}

/** The cancellation line handed to invoicing: hours × share × rate (decimals as text, two places). */
export interface CancellationCharge {
  /** The hours of the shifts not yet over (from the cancellation on), booked and now cancelled. */
  hours: string;
  sharePercent: number;
  hourlyRate: string;
  /** Euros: hours × share × hourly rate, rounded to the cent. */
  amount: string;
  /** The free period of the terms that applied (hours before the first affected shift). */
  freeHours: number;
}

/**
 * The charge of a cancellation under the hospital's terms, or null: none without terms, without an
 * agreed rate, without shifts left, or with at least `freeHours` of notice (the whole hours between
 * the cancellation and the first shift not yet over). The affected hours are those of the shifts
 * not yet over, counted from the cancellation on.
 */
export function cancellationCharge(input: {
  terms: CancellationTerms | null;
  noticeHours: number;
  shifts: readonly ProposedShift[];
  now: number;
  hourlyRate: string | null;
}): CancellationCharge | null {
  const { terms, now } = input;
  if (!terms || input.hourlyRate === null) return null;
  if (input.noticeHours >= terms.freeHours) return null;
  const affectedMs = input.shifts
    .filter((shift) => shift.end > now)
    .reduce((sum, shift) => sum + (shift.end - Math.max(shift.start, now)), 0);
  if (affectedMs <= 0) return null;
  // Hours to the hundredth (36 seconds), then cents: integer arithmetic, no float drift.
  const hundredthsOfHours = Math.round(affectedMs / 36_000);
  const rateCents = Math.round(Number(input.hourlyRate) * 100);
  const amountCents = Math.round((hundredthsOfHours * rateCents * terms.lateSharePercent) / 10_000);
  return {
    hours: (hundredthsOfHours / 100).toFixed(2),
    sharePercent: terms.lateSharePercent,
    hourlyRate: (rateCents / 100).toFixed(2),
    amount: (amountCents / 100).toFixed(2),
    freeHours: terms.freeHours,
  };
}
