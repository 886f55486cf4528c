import type { ApiSchema } from './api-types';

/**
 * The assignment (Einsatz) that a selection or a pool acceptance creates (issue 29), and the rules
 * of the Temporary Agency Work Act (Arbeitnehmerüberlassungsgesetz, AÜG) the platform checks before
 * it proposes one.
 */

/** `proposed` → `confirmed` (both companies accepted the contract) → `completed`, or `cancelled`. */
export const ASSIGNMENT_STATES = ['proposed', 'confirmed', 'completed', 'cancelled'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];
const ASSIGNMENT_STATE_SET: ReadonlySet<string> = new Set(ASSIGNMENT_STATES);
export const isAssignmentState = (value: unknown): value is AssignmentState =>
  typeof value === 'string' && ASSIGNMENT_STATE_SET.has(value);

/** Where an assignment comes from: an agency's candidate (a leasing contract) or the hospital's own pool (none). */
export const ASSIGNMENT_SOURCES = ['agency', 'pool'] as const;
export type AssignmentSource = (typeof ASSIGNMENT_SOURCES)[number];

/** The two companies of a leasing contract; each accepts it once. */
export const CONTRACT_SIDES = ['hospital', 'agency'] as const;
export type ContractSide = (typeof CONTRACT_SIDES)[number];

/** The state after one more side accepted: confirmed once both have. */
export function stateAfterAcceptance(accepted: ReadonlySet<ContractSide>): AssignmentState {
  return CONTRACT_SIDES.every((side) => accepted.has(side)) ? 'confirmed' : 'proposed';
}

/** §1 Abs. 1b AÜG: at most 18 months in a row for the same worker at the same hirer. */
export const MAX_LEASING_MONTHS = 18;
/** §1 Abs. 1b Satz 2 and §8 Abs. 4 Satz 4 AÜG: an interruption of up to 3 months does not end the run. */
export const MAX_INTERRUPTION_MONTHS = 3;
/** §8 Abs. 4 AÜG: equal pay after 9 months at the same hirer. */
export const EQUAL_PAY_MONTHS = 9;

/** One assignment's leasing period: its first and last day (YYYY-MM-DD, Berlin), both included. */
export interface LeasingPeriod {
  /** The assignment's id; absent for the one about to be proposed. */
  id?: number;
  firstDay: string;
  lastDay: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day `months` after `day` (31 January + 1 month = 28/29 February, as §188 Abs. 3 BGB). */
export function addCalendarMonths(day: string, months: number): string {
  const match = DAY.exec(day);
  if (!match) throw new Error(`Not a day: ${day}`);
  const total = Number(match[1]) * 12 + Number(match[2]) - 1 + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const date = Math.min(Number(match[3]), lastOfMonth);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

const dayBefore = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The run of leasing periods the next one belongs to: the earlier periods (of the same worker at
 * the same hirer, not cancelled) that reach it through interruptions of at most 3 months, and its
 * first day. Periods that lie after the next one's start do not matter for it.
 */
export function leasingRun(
  earlier: readonly LeasingPeriod[],
  next: LeasingPeriod,
): { firstDay: string; periods: LeasingPeriod[] } {
  const before = earlier
    .filter((period) => period.firstDay <= next.firstDay)
    .sort((a, b) => (a.lastDay < b.lastDay ? 1 : -1));
  let firstDay = next.firstDay;
  const periods: LeasingPeriod[] = [];
  // Walk back from the latest end: a period joins the run when the run starts no more than
  // 3 months after its last day (or overlaps it).
  const pending = [...before];
  let joined = true;
  while (joined) {
    joined = false;
    for (let index = 0; index < pending.length; index += 1) {
      const period = pending[index];
      if (firstDay <= addCalendarMonths(period.lastDay, MAX_INTERRUPTION_MONTHS)) {
        periods.push(period);
        if (period.firstDay < firstDay) firstDay = period.firstDay;
        pending.splice(index, 1);
        joined = true;
        break;
      }
    }
  }
  periods.sort((a, b) => (a.firstDay < b.firstDay ? -1 : a.firstDay > b.firstDay ? 1 : 0));
  return { firstDay, periods };
}

/** The last day a run that began on `firstDay` may reach: 18 months, the day before the same date (§188 Abs. 2 BGB). */
export const leasingLimitDay = (firstDay: string): string => dayBefore(addCalendarMonths(firstDay, MAX_LEASING_MONTHS));

export interface LeasingLimitBreach {
  /** The earliest assignment of the run (the one the refusal names). */
  earliest: LeasingPeriod;
  /** The first day of the run and the last day it may reach. */
  firstDay: string;
  limitDay: string;
}

/**
 * Whether proposing `next` would lease the worker to the hirer for more than 18 months in a row
 * (§1 Abs. 1b AÜG), counting the calendar span from the run's first day to `next`'s last day:
 * interruptions of up to 3 months count as continuous (the issue's reading; stricter than the
 * Federal Employment Agency's instructions, which leave the interruption itself out).
 */
export function leasingLimitBreach(
  earlier: readonly LeasingPeriod[],
  next: LeasingPeriod,
): LeasingLimitBreach | undefined {
  const run = leasingRun(earlier, next);
  const limitDay = leasingLimitDay(run.firstDay);
  if (next.lastDay <= limitDay) return undefined;
  const earliest = run.periods[0] ?? next;
  return { earliest, firstDay: run.firstDay, limitDay };
}

/** §8 Abs. 4 AÜG: whether `next` reaches past 9 months of the run, so the contract carries the equal-pay notice. */
export function equalPayDue(earlier: readonly LeasingPeriod[], next: LeasingPeriod): boolean {
  const run = leasingRun(earlier, next);
  return next.lastDay > dayBefore(addCalendarMonths(run.firstDay, EQUAL_PAY_MONTHS));
}

/** SHA-256 in hex: 64 lower-case hexadecimal characters. */
export const SHA256_HEX = /^[0-9a-f]{64}$/;

/** One assignment as the API answers it (the OpenAPI document's AssignmentResponseDto). */
export type AssignmentWire = ApiSchema<'AssignmentResponseDto'>;
/** One proposed change of an assignment's shifts, with its answer (`AssignmentWire.changes`). */
export type AssignmentChangeWire = ApiSchema<'AssignmentChangeResponseDto'>;
/** The body of `POST /api/assignments/{id}/changes`. */
export type ProposeAssignmentChangeBody = ApiSchema<'ProposeAssignmentChangeDto'>;
/** A page of the caller's assignments (`GET /api/assignments`). */
export type AssignmentListWire = ApiSchema<'AssignmentListResponseDto'>;

/** The permit for temporary agency work (Erlaubnis nach §1 AÜG) as an agency keeps it on its profile. */
export interface AgencyPermit {
  /** The authority that granted it (a regional directorate of the Federal Employment Agency). */
  authority: string;
  /** The day it was granted (YYYY-MM-DD). */
  issuedOn: string;
}

export const PERMIT_AUTHORITY_MAX_LENGTH = 200;

export type AgencyPermitProblem =
  'permit.authorityRequired' | 'permit.authorityTooLong' | 'permit.issuedOnInvalid' | 'permit.issuedOnFuture';

/** Whether `day` is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/**
 * The problems of a permit as message keys (empty: valid): the authority is required (at most 200
 * characters), the day a real calendar day not after `today` (YYYY-MM-DD, Berlin).
 */
export function agencyPermitProblems(
  permit: { authority?: unknown; issuedOn?: unknown },
  today: string,
): AgencyPermitProblem[] {
  const problems: AgencyPermitProblem[] = [];
  const authority = typeof permit.authority === 'string' ? permit.authority.trim() : '';
  if (!authority) problems.push('permit.authorityRequired');
  else if (authority.length > PERMIT_AUTHORITY_MAX_LENGTH) problems.push('permit.authorityTooLong');
  const issuedOn = typeof permit.issuedOn === 'string' ? permit.issuedOn : '';
  if (!isCalendarDay(issuedOn)) problems.push('permit.issuedOnInvalid');
  else if (issuedOn > today) problems.push('permit.issuedOnFuture');
  return problems;
}
