import { isFilledJobState, isOpenJobState, type JobWire, type OrganisationJobsWire } from '@medstaff/domain';
import { addDays, addMonths, startOfWeek } from '../calendar/calendar-dates';

export interface DashboardFigures {
  /** Open requests (internal_adv, external_adv) with a shift in this week (Monday to Sunday). */
  openThisWeek: number;
  /** Requests with applications that wait for the hospital's decision (Bestätigung). */
  waitingForDecision: number;
  /** Filled requests (a fill state or an applicant selected) with a shift in this month. */
  filledThisMonth: number;
}

/** An open end (null) reaches every later day. */
const hasDateBetween = (job: JobWire, from: Date, to: Date) =>
  job.dates.some(
    (date) =>
      date.date.startDate < to.getTime() &&
      (date.date.endDate === null || Math.max(date.date.endDate, date.date.startDate) >= from.getTime()),
  );

/** The ward manager's three figures, from the organisation's grouped list. */
export function dashboardFigures(jobs: OrganisationJobsWire, now: Date = new Date()): DashboardFigures {
  const all = [...jobs.offeneShifts, ...jobs.confirmation, ...jobs.externeAnfagen];
  const weekStart = startOfWeek(now);
  const weekEnd = addDays(weekStart, 7);
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const monthEnd = addMonths(monthStart, 1);
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
