import ical from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import {
  CALENDAR_TIME_ZONE,
  berlinDate,
  berlinTime,
  calendarEvents,
  type JobDateWire,
  type JobState,
} from '@medstaff/domain';

/** German state labels for the event titles ("[Offen] …"): hospitals' calendars are German. */
export const FEED_STATE_LABELS: Readonly<Record<JobState, string>> = {
  internal_adv: 'Offen',
  external_adv: 'Offen extern',
  internal_fill: 'Besetzt',
  external_fill: 'Besetzt extern',
};

/** Added to the summary of an open-ended period (SPORADIC without end). */
export const OPEN_END_SUFFIX = ' (offenes Ende)';

/** What a feed shows of one request. */
export interface FeedJob {
  id: number;
  title: string;
  state: JobState;
  departmentName: string | null;
  organisationName: string;
  applicants: number;
  selectedApplicants: number;
  updatedAt: Date;
  /** Raised on every change: the events' SEQUENCE. */
  version: number;
  /** `endAt` null: an open end (SPORADIC). */
  dates: { id: number; startAt: Date; endAt: Date | null; activities: string[] }[];
}

/**
 * The VTIMEZONE of a zone, from timezones-ical-library's bundled tz data (no network): Europe/Berlin
 * gives CET/CEST with the EU rules, as RFC 5545 requires for every TZID used.
 */
export function vtimezoneOf(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && block[0] ? block[0] : null;
}

/** How often a subscribing calendar app is asked to fetch the feed again: every 30 minutes. */
export const FEED_REFRESH_SECONDS = 30 * 60;

export interface FeedOptions {
  /** Calendar name shown by the subscribing app. */
  name: string;
  publicUrl: string;
  /** Host part of the event UIDs. */
  uidDomain: string;
}

/**
 * The iCalendar text of a feed: one VEVENT per calendar event of each request (the domain's
 * grouping: dates with gaps of at most one day merge), the state in the summary, times in
 * Europe/Berlin with a VTIMEZONE, and UIDs that stay the same while a request's dates do.
 */
export function renderFeed(jobs: readonly FeedJob[], options: FeedOptions): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'MedStaff', product: 'Schichtkalender', language: 'DE' },
    // REFRESH-INTERVAL and X-PUBLISHED-TTL: how often a subscribing app should fetch again.
    ttl: FEED_REFRESH_SECONDS,
    // No calendar-wide zone (name null): DTSTAMP and LAST-MODIFIED stay in UTC. The generator
    // writes one VTIMEZONE for each zone the events use, before the events.
    timezone: { name: null, generator: vtimezoneOf },
  });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: CALENDAR_TIME_ZONE }]);
  for (const job of jobs) {
    const dates: JobDateWire[] = job.dates.map((date) => ({
      _id: date.id,
      date: {
        startDate: date.startAt.getTime(),
        endDate: date.endAt === null ? null : date.endAt.getTime(),
        activity: date.activities.join(', '),
      },
      type: 'Neue_Dienstanfrage',
    }));
    const link = `${options.publicUrl}/de/hospital/create-job/${job.id}`;
    const applicants =
      job.selectedApplicants > 0
        ? `Bewerbungen: ${job.applicants} (ausgewählt: ${job.selectedApplicants})`
        : `Bewerbungen: ${job.applicants}`;
    // Without a horizon an open-ended run ends at the end of its open period's start day.
    for (const event of calendarEvents({ _id: job.id, title: job.title, state: job.state, dates })) {
      const summaryPlace = job.departmentName ? ` – ${job.departmentName}` : '';
      const openEnd = event.openEnd === true;
      calendar.createEvent({
        id: `job-${event._id}@${options.uidDomain}`,
        // An open end is an all-day event on its start day (through its last real end when later
        // dates joined it): DTSTART;VALUE=DATE and an exclusive DTEND, both Berlin days.
        // TZDates in Berlin: ical-generator writes their Berlin wall-clock fields with the TZID.
        start: berlinDate(event.start),
        end: berlinDate(event.end),
        allDay: openEnd,
        timezone: CALENDAR_TIME_ZONE,
        sequence: job.version,
        stamp: job.updatedAt,
        lastModified: job.updatedAt,
        summary: `[${FEED_STATE_LABELS[job.state] ?? job.state}] ${job.title}${summaryPlace}${openEnd ? OPEN_END_SUFFIX : ''}`,
        description: [
          `Station: ${job.departmentName ?? '–'}`,
          `Organisation: ${job.organisationName}`,
          applicants,
          `Zeiten: ${event.times.join(', ')}`,
          ...(openEnd ? [`Beginn: ${berlinTime(event.start)} Uhr, Ende: offen`] : []),
          link,
        ].join('\n'),
        url: link,
      });
    }
  }
  const text = calendar.toString();
  // Every content line ends with CRLF (RFC 5545, 3.1), the last one too.
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** What a person's own feed shows of one of her assignments (WorkerShiftsService's answer). */
export interface FeedAssignment {
  id: number;
  title: string;
  state: string;
  organisationName: string;
  departmentName: string | null;
  agencyName: string | null;
  shiftsVersion: number;
  updatedAt: Date;
  shifts: { startAt: Date; endAt: Date; activities: string[] }[];
}

/** German state words of the person's feed: "[Bestätigt] …" (proposed: the contract is not yet accepted by both). */
export const WORKER_FEED_STATE_LABELS: Readonly<Record<string, string>> = {
  proposed: 'Vorgeschlagen',
  confirmed: 'Bestätigt',
  completed: 'Abgeschlossen',
};

/**
 * The iCalendar text of a person's own feed (issue 29): one VEVENT per shift of her assignments,
 * in Europe/Berlin with a VTIMEZONE; the n-th shift of an assignment keeps its UID across agreed
 * changes, whose version is the SEQUENCE. No rates: the feed may end up in a shared calendar.
 */
export function renderWorkerFeed(assignments: readonly FeedAssignment[], options: FeedOptions): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'MedStaff', product: 'Einsatzkalender', language: 'DE' },
    ttl: FEED_REFRESH_SECONDS,
    timezone: { name: null, generator: vtimezoneOf },
  });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: CALENDAR_TIME_ZONE }]);
  for (const assignment of assignments) {
    const place = assignment.departmentName
      ? `${assignment.organisationName} – ${assignment.departmentName}`
      : assignment.organisationName;
    const state = WORKER_FEED_STATE_LABELS[assignment.state] ?? assignment.state;
    assignment.shifts.forEach((shift, index) => {
      calendar.createEvent({
        id: `assignment-${assignment.id}-${index + 1}@${options.uidDomain}`,
        start: berlinDate(shift.startAt),
        end: berlinDate(shift.endAt),
        timezone: CALENDAR_TIME_ZONE,
        sequence: assignment.shiftsVersion,
        stamp: assignment.updatedAt,
        lastModified: assignment.updatedAt,
        summary: `[${state}] ${assignment.title} – ${place}`,
        location: place,
        description: [
          `Einrichtung: ${assignment.organisationName}`,
          `Station: ${assignment.departmentName ?? '–'}`,
          ...(assignment.agencyName ? [`Agentur: ${assignment.agencyName}`] : []),
          `Dienst: ${berlinTime(shift.startAt)}–${berlinTime(shift.endAt)} Uhr`,
          ...(shift.activities.length > 0 ? [`Tätigkeit: ${shift.activities.join(', ')}`] : []),
        ].join('\n'),
      });
    });
  }
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
