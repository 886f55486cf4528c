import type { ApiSchema } from './api-types';
import { CALENDAR_TAB_GROUPS, type CalendarTab } from './calendar-grouping';
import type { OrganisationJobGroup } from './job-grouping';

/**
 * The shift calendar's data for one visible range (`GET /api/organisations/calendar`): only what
 * an event needs, only the dates that touch the range. The tables keep the full job shape of
 * `GET /api/organisations/jobs`; the calendar asks for the month, week or day it shows.
 */

/** The longest range one calendar answer covers (an agenda or a six-week month grid fits). */
export const CALENDAR_RANGE_MAX_DAYS = 100;
/** At most this many dates per answer; more sets `truncated` (narrow by department then). */
export const CALENDAR_DATE_LIMIT = 2000;

/** A request as the calendar shows it: its table (`group`) and its dates inside the range. */
export type CalendarJobWire = ApiSchema<'CalendarJobDto'>;

export type OrganisationCalendarWire = ApiSchema<'OrganisationCalendarResponseDto'>;

/** The calendar jobs a tab shows. */
export function calendarJobsOfTab<T extends Pick<CalendarJobWire, 'group'>>(jobs: readonly T[], tab: CalendarTab): T[] {
  const groups = CALENDAR_TAB_GROUPS[tab];
  return jobs.filter((job) => groups.includes(job.group));
}

/** The table of a request from its applicants' counts (the rule of `organisationJobGroup`). */
export function organisationJobGroupOfCounts(applicants: number, selected: number): OrganisationJobGroup {
  if (selected > 0) return 'externeAnfagen';
  return applicants > 0 ? 'confirmation' : 'offeneShifts';
}
