import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { CALENDAR_TIME_ZONE, berlinDate, type AssignmentState, type Language } from '@medstaff/domain';
import { vtimezoneOf } from '../calendar-feeds/calendar-feed-ics';

/** What an assignment's calendar file shows: its shifts as agreed now. */
export interface AssignmentCalendar {
  id: number;
  title: string;
  state: AssignmentState;
  organisationName: string;
  departmentName: string | null;
  /** Raised on every change of the assignment: the events' SEQUENCE. */
  version: number;
  updatedAt: Date;
  /** The current shifts, by start. */
  shifts: readonly { startAt: Date; endAt: Date }[];
}

export interface AssignmentCalendarOptions {
  language: Language;
  /** Host part of the event UIDs. */
  uidDomain: string;
  /** The portal's page of the assignment. */
  link: string;
  /**
   * PUBLISH: the shifts as they stand (proposed, confirmed, changed); CANCEL: the shifts are
   * cancelled (STATUS:CANCELLED). Default: CANCEL for a cancelled assignment, PUBLISH otherwise.
   */
  method?: 'PUBLISH' | 'CANCEL';
  /** Only these shifts, by their place among the assignment's shifts (0 = first): a change that dropped shifts. */
  positions?: readonly number[];
}

const STATUS: Readonly<Record<AssignmentState, ICalEventStatus>> = {
  proposed: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  completed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
};

const TEXTS = {
  de: { summary: 'Einsatz', state: 'Status', place: 'Ort', department: 'Station' },
  en: { summary: 'Assignment', state: 'State', place: 'Place', department: 'Ward' },
} as const;

const STATE_NAMES: Readonly<Record<Language, Readonly<Record<AssignmentState, string>>>> = {
  de: { proposed: 'vorgeschlagen', confirmed: 'bestätigt', completed: 'abgeschlossen', cancelled: 'abgesagt' },
  en: { proposed: 'proposed', confirmed: 'confirmed', completed: 'completed', cancelled: 'cancelled' },
};

/**
 * The UID of an assignment's shift: its place among the assignment's shifts, so the same shift
 * keeps its UID when a change agreed later moves it (the copies of each version are new rows), and
 * a calendar app updates the event instead of adding one.
 */
export const assignmentShiftUid = (assignmentId: number, position: number, uidDomain: string) =>
  `assignment-${assignmentId}-shift-${position + 1}@${uidDomain}`;

/** The MIME type of the file as a mail attaches it (RFC 6047: the method as a parameter). */
export const calendarContentType = (method: 'PUBLISH' | 'CANCEL') => `text/calendar; charset=utf-8; method=${method}`;

/**
 * The iCalendar text of an assignment's shifts (issue 29), for the mails to the worker: one VEVENT
 * per shift in Europe/Berlin with its VTIMEZONE (the calendar feed's generator), a UID per shift
 * that stays the same across changes, SEQUENCE the assignment's version, STATUS after its state
 * (TENTATIVE while proposed). METHOD:PUBLISH while it stands, METHOD:CANCEL with STATUS:CANCELLED
 * once cancelled. Lines end with CRLF.
 */
export function renderAssignmentCalendar(assignment: AssignmentCalendar, options: AssignmentCalendarOptions): string {
  const method = options.method ?? (assignment.state === 'cancelled' ? 'CANCEL' : 'PUBLISH');
  const texts = TEXTS[options.language];
  const calendar = ical({
    prodId: { company: 'MedStaff', product: 'Einsatz', language: options.language.toUpperCase() },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: vtimezoneOf },
  });
  const status = method === 'CANCEL' ? ICalEventStatus.CANCELLED : STATUS[assignment.state];
  const place = [assignment.organisationName, assignment.departmentName].filter(Boolean).join(', ');
  const wanted = options.positions ? new Set(options.positions) : null;
  assignment.shifts.forEach((shift, position) => {
    if (wanted && !wanted.has(position)) return;
    calendar.createEvent({
      id: assignmentShiftUid(assignment.id, position, options.uidDomain),
      start: berlinDate(shift.startAt.getTime()),
      end: berlinDate(shift.endAt.getTime()),
      timezone: CALENDAR_TIME_ZONE,
      sequence: assignment.version,
      stamp: assignment.updatedAt,
      lastModified: assignment.updatedAt,
      status,
      summary: `${texts.summary}: ${assignment.title}${assignment.departmentName ? ` – ${assignment.departmentName}` : ''}`,
      location: place,
      description: [
        `${texts.state}: ${STATE_NAMES[options.language][method === 'CANCEL' ? 'cancelled' : assignment.state]}`,
        `${texts.place}: ${assignment.organisationName}`,
        `${texts.department}: ${assignment.departmentName ?? '–'}`,
        options.link,
      ].join('\n'),
      url: options.link,
    });
  });
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
