import ical, { type ICalLuxonDateTimeStub } from 'ical-generator';
import { CALENDAR_TIME_ZONE, berlinTime, calendarEvents, type JobDateWire, type JobState } from '@medstaff/domain';

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

const zoneFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CALENDAR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant in Berlin wall-clock time, in the shape ical-generator accepts for zoned times (its
 * Luxon stub): the library then writes `DTSTART;TZID=Europe/Berlin:20261124T193000`. A plain
 * `Date` would be written in the process's own time zone.
 */
export class BerlinDateTime implements ICalLuxonDateTimeStub {
  readonly zone = { type: 'iana' };

  constructor(private readonly instant: Date) {}

  get isValid(): boolean {
    return Number.isFinite(this.instant.getTime());
  }

  setZone(): ICalLuxonDateTimeStub {
    return this;
  }

  toFormat(format: string): string {
    const parts = Object.fromEntries(zoneFormat.formatToParts(this.instant).map((part) => [part.type, part.value]));
    if (format === 'yyyyLLdd') return `${parts.year}${parts.month}${parts.day}`;
    if (format === 'HHmmss') return `${parts.hour}${parts.minute}${parts.second}`;
    throw new Error(`Unsupported format ${format}`);
  }

  toJSDate(): Date {
    return this.instant;
  }

  toJSON(): string {
    return this.instant.toISOString();
  }
}

/**
 * The VTIMEZONE of Europe/Berlin (EU rules since 1996: summer time from the last Sunday of March
 * 02:00 to the last Sunday of October 03:00), required by RFC 5545 for every TZID used.
 */
export const BERLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'X-LIC-LOCATION:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

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
        start: new BerlinDateTime(new Date(event.start)),
        end: new BerlinDateTime(new Date(event.end)),
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
  // ical-generator writes a VTIMEZONE only for a calendar-wide zone, which would also turn
  // DTSTAMP into local time; the events carry their zone, so the component is added here.
  const zoned = text.includes('TZID=') ? text.replace('BEGIN:VEVENT', `${BERLIN_VTIMEZONE}\r\nBEGIN:VEVENT`) : text;
  // Every content line ends with CRLF (RFC 5545, 3.1), the last one too.
  return zoned.endsWith('\r\n') ? zoned : `${zoned}\r\n`;
}
