import type {
  CalendarJobWire,
  DocumentWire,
  JobApplicationWire,
  JobHistoryEntryWire,
  JobWire,
  OrganisationCalendarWire,
  OrganisationJobsWire,
} from '@medstaff/domain';
import { berlinWallInstant } from '@medstaff/domain';
import type { MyOrganisation } from '../jobs/jobs-api';

/** A confirmed organisation admin's organisations: one clinic with two stations. */
export const MY_ORGANISATIONS: MyOrganisation[] = [
  {
    _id: 7,
    name: 'Klinikum Nord',
    confirmed: true,
    canManage: true,
    departments: [
      { _id: 71, name: 'Intensivstation' },
      { _id: 72, name: 'Chirurgie' },
    ],
  },
];

/** Berlin wall-clock time of a day, for dates the tests can read back (DD/MM/YYYY HH:mm) on any device. */
export function at(day: string, time: string): number {
  return berlinWallInstant(day, time);
}

let nextId = 100;

/** A request in the wire shape with sensible defaults. */
export function jobFixture(fields: Partial<JobWire> = {}): JobWire {
  const id = fields._id ?? nextId++;
  return {
    _id: id,
    id,
    kind: 'NURSE',
    title: `Request ${id}`,
    desc: '',
    organisation: { _id: 7, name: 'Klinikum Nord' },
    orig_dept: { _id: 71, name: 'Intensivstation' },
    dates: [
      {
        _id: id * 10,
        date: { startDate: at('2026-11-24', '05:30'), endDate: at('2026-11-24', '19:30'), activity: '05:30–19:30' },
        type: 'Neue_Dienstanfrage',
      },
    ],
    skills: [],
    state: 'internal_adv',
    applicants: [],
    jobType: ['Tagdienst'],
    timeLimit: 0,
    releaseDueAt: null,
    releasedAt: null,
    filledAt: null,
    contractType: 'Arbeitnehmerueberlassung',
    dateMode: 'FIXED',
    shiftType: null,
    position: null,
    orig_submission: 0,
    jobOperation: '',
    payment: '',
    salary: [],
    subtitle: '',
    accomodation: false,
    field: '',
    version: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...fields,
  };
}

export function applicant(id: number, firstName: string, state: 'applied' | 'selected' = 'applied') {
  return {
    _id: id,
    state,
    user: { firstName, lastName: 'Muster', user_info: { qualification: { level: 'Fachkraft' } } },
  };
}

export function groupedJobs(fields: Partial<OrganisationJobsWire> = {}): OrganisationJobsWire {
  return { offeneShifts: [], confirmation: [], externeAnfagen: [], ...fields };
}

/** A request as the calendar range answers it (`GET /organisations/calendar`). */
export function calendarJobFixture(fields: Partial<CalendarJobWire> = {}): CalendarJobWire {
  const { _id, title, kind, state, orig_dept, dates } = jobFixture({ _id: fields._id, title: fields.title });
  return { _id, title, kind, state, group: 'offeneShifts', orig_dept, dates, ...fields };
}

/** An answer of `GET /organisations/calendar` for the range the request asked for. */
export function calendarAnswer(
  query: string,
  jobs: CalendarJobWire[] = [],
  truncated = false,
): OrganisationCalendarWire {
  const params = new URLSearchParams(query);
  return { from: Number(params.get('from')), to: Number(params.get('to')), jobs, truncated };
}

/** An application document as the API lists it (`url` downloads it). */
export function documentFixture(id: number, kind: DocumentWire['kind'], fileName: string): DocumentWire {
  return { _id: id, kind, fileName, sizeBytes: 1024, url: `/api/documents/${id}` };
}

/** An agency's application on a request, as `GET /job/{id}/applications` lists it. */
export function jobApplicationFixture(fields: Partial<JobApplicationWire> = {}): JobApplicationWire {
  const id = fields._id ?? 501;
  return {
    _id: id,
    state: 'applied',
    applicantName: 'Anna Muster',
    hourlyRate: 85.5,
    createdAt: at('2026-11-20', '09:15'),
    agency: { _id: 3, name: 'Pflege Plus GmbH' },
    candidate: { firstName: 'Anna', lastName: 'Muster', qualificationLevel: 'Fachkraft' },
    documents: [
      documentFixture(id * 10 + 1, 'CV', 'anna-cv.pdf'),
      documentFixture(id * 10 + 2, 'LICENCE_TO_PRACTISE', 'approbation.pdf'),
      documentFixture(id * 10 + 3, 'SPECIALIST_DIPLOMA', 'facharzt.pdf'),
    ],
    workingTimeClash: null,
    ...fields,
  };
}

/** One line of a request's history (`GET /job/{id}/history`). */
export function historyEntryFixture(fields: Partial<JobHistoryEntryWire> = {}): JobHistoryEntryWire {
  return {
    _id: 1,
    action: 'create',
    at: at('2026-11-20', '08:00'),
    actor: 'Olga Admin',
    field: null,
    oldValue: null,
    newValue: null,
    ...fields,
  };
}
