import {
  addBerlinDays,
  inBerlin,
  isFilledJobState,
  isOpenJobState,
  startOfBerlinMonth,
  startOfBerlinWeek,
  type JobWire,
  type OrganisationJobsWire,
} from '@medstaff/domain';
import { addMonths } from 'date-fns';

export interface DashboardFigures {
  /** Open requests (internal_adv, external_adv) with a shift in this Berlin week (Monday to Sunday). */
  openThisWeek: number;
  /** Requests with applications that wait for the hospital's decision (Bestätigung). */
  waitingForDecision: number;
  /** Filled requests (a fill state or an applicant selected) with a shift in this Berlin month. */
  filledThisMonth: number;
}

/** An open end (null) reaches every later day. */
const hasDateBetween = (job: JobWire, from: number, to: number) =>
  job.dates.some(
    (date) =>
      date.date.startDate < to &&
      (date.date.endDate === null || Math.max(date.date.endDate, date.date.startDate) >= from),
  );

/** The ward manager's three figures, from the organisation's grouped list. */
export function dashboardFigures(jobs: OrganisationJobsWire, now: Date = new Date()): DashboardFigures {
  const all = [...jobs.offeneShifts, ...jobs.confirmation, ...jobs.externeAnfagen];
  const weekStart = startOfBerlinWeek(now);
  const weekEnd = addBerlinDays(weekStart, 7);
  const monthStart = startOfBerlinMonth(now);
  const monthEnd = addMonths(monthStart, 1, { in: inBerlin }).getTime();
  const filled = new Set(
    [...jobs.externeAnfagen, ...all.filter((job) => isFilledJobState(job.state))].map((job) => job._id),
  );
  return {
    openThisWeek: all.filter(
      (job) => isOpenJobState(job.state) && !filled.has(job._id) && hasDateBetween(job, weekStart, weekEnd),
    ).length,
    waitingForDecision: jobs.confirmation.length,
    filledThisMonth: all.filter((job) => filled.has(job._id) && hasDateBetween(job, monthStart, monthEnd)).length,
  };
}
