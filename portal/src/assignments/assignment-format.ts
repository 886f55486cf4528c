import { berlinDay, type ApiSchema, type AssignmentWire, type ContractSide, type PersonRole } from '@medstaff/domain';
import { formatDay, formatTime } from '../calendar/calendar-dates';

type Acceptance = ApiSchema<'AssignmentAcceptanceResponseDto'>;
type Shift = ApiSchema<'AssignmentShiftResponseDto'>;

/** The acceptance of one company, if it has accepted. */
export function acceptanceOf(assignment: AssignmentWire, side: ContractSide): Acceptance | undefined {
  return assignment.acceptances.find((acceptance) => acceptance.side === side);
}

/** Which company a role speaks for in a leasing contract (none: the candidate, an operator). */
export function contractSideOfRole(role: PersonRole): ContractSide | undefined {
  if (role === 'ORG_ADMIN' || role === 'ORG_SUB') return 'hospital';
  if (role === 'AGENCY') return 'agency';
  return undefined;
}

/** Roles that may accept a contract for their company (the API's permission: organisation admins and agencies). */
const ACCEPTING_ROLES: ReadonlySet<PersonRole> = new Set<PersonRole>(['ORG_ADMIN', 'AGENCY']);
/** Roles that may cancel (the hospital's users and the agency). */
const CANCELLING_ROLES: ReadonlySet<PersonRole> = new Set<PersonRole>(['ORG_ADMIN', 'ORG_SUB', 'AGENCY']);

/** Whether the contract still waits for this side's acceptance. */
export function awaitsAcceptanceOf(assignment: AssignmentWire, side: ContractSide): boolean {
  return assignment.state === 'proposed' && assignment.contract !== null && !acceptanceOf(assignment, side);
}

/** Whether a person of this role may accept the contract for the company now. */
export function mayAccept(assignment: AssignmentWire, role: PersonRole): boolean {
  const side = contractSideOfRole(role);
  return side !== undefined && ACCEPTING_ROLES.has(role) && awaitsAcceptanceOf(assignment, side);
}

/** Whether a person of this role may cancel it (while proposed or confirmed). */
export function mayCancel(assignment: AssignmentWire, role: PersonRole): boolean {
  return CANCELLING_ROLES.has(role) && (assignment.state === 'proposed' || assignment.state === 'confirmed');
}

/** "DD/MM/YYYY HH:mm" in Berlin time. */
export function momentText(instant: number): string {
  return `${formatDay(instant)} ${formatTime(instant)}`;
}

/** A shift's parts in Berlin time; `endDay` only when it ends on another Berlin day. */
export function shiftParts(shift: Shift): { day: string; start: string; end: string; endDay?: string } {
  const sameDay = berlinDay(shift.startDate) === berlinDay(shift.endDate);
  return {
    day: formatDay(shift.startDate),
    start: formatTime(shift.startDate),
    end: formatTime(shift.endDate),
    ...(sameDay ? {} : { endDay: formatDay(shift.endDate) }),
  };
}

/** Upcoming (or under way) until its last shift has ended. */
export const isUpcoming = (assignment: AssignmentWire, now: number): boolean => assignment.lastShiftEndAt > now;

/** The candidate's assignments: upcoming ones by first shift, past ones latest first. */
export function splitByTime(
  assignments: readonly AssignmentWire[],
  now: number,
): { upcoming: AssignmentWire[]; past: AssignmentWire[] } {
  const upcoming = assignments.filter((assignment) => isUpcoming(assignment, now));
  const past = assignments
    .filter((assignment) => !isUpcoming(assignment, now))
    .sort((a, b) => b.firstShiftAt - a.firstShiftAt);
  upcoming.sort((a, b) => a.firstShiftAt - b.firstShiftAt);
  return { upcoming, past };
}

/** When the last shift starts (the table's "last shift"). */
export const lastShiftStart = (assignment: AssignmentWire): number =>
  assignment.shifts.reduce((latest, shift) => Math.max(latest, shift.startDate), assignment.firstShiftAt);
