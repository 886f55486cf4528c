import type { JobFindWire } from '@medstaff/domain';

/**
 * Every query key of the portal, per resource (issue 28). What a workflow action can change
 * (a request's state, dates, applications, offers) lives under `shiftRequests`, so one
 * invalidation of that prefix brings every such list on screen up to date; the others are the
 * organisations, their settings and feeds, the reference lists and the candidate's agencies.
 */
export const queryKeys = {
  /** The prefix of everything a change of a shift request can change. */
  shiftRequests: ['shift-requests'] as const,
  /** The hospital: the organisation's requests in their three tables. */
  organisationJobs: () => ['shift-requests', 'organisation'] as const,
  /** The hospital: one range of the shift calendar. */
  calendar: (from: number, to: number, department: number | undefined) =>
    ['shift-requests', 'calendar', { from, to, department: department ?? null }] as const,
  /** The hospital: one request (the edit form). */
  job: (id: number | string) => ['shift-requests', 'job', String(id)] as const,
  /** The hospital: the agencies' applications on a request. */
  applications: (jobId: number) => ['shift-requests', 'applications', jobId] as const,
  /** The hospital: a request's history at one version of the request (a change elsewhere asks again). */
  history: (jobId: number, version: number) => ['shift-requests', 'history', jobId, version] as const,
  /** The agency: one page of New Jobs. */
  market: (query: JobFindWire) => ['shift-requests', 'market', query] as const,
  /** The agency: one released request. */
  agencyJob: (id: number | string) => ['shift-requests', 'agency-job', String(id)] as const,
  /** The agency: its candidates, for a request (whether each applied) or in general. */
  candidates: (jobId: number | string | undefined) => ['shift-requests', 'candidates', jobId ?? null] as const,
  /** The agency: Applied Jobs. */
  appliedJobs: () => ['shift-requests', 'applied'] as const,
  /**
   * Assignments (issue 29): one page of the caller's (hospital, agency, candidate). Under the
   * shift-request prefix: a selection or a pool acceptance creates one.
   */
  assignments: (query: object) => ['shift-requests', 'assignments', query] as const,
  /** One assignment (the detail drawer). */
  assignment: (id: number) => ['shift-requests', 'assignment', id] as const,
  /** A pool member: the open offers and the shifts taken. */
  poolOffers: () => ['shift-requests', 'pool-offers'] as const,
  /** The user's organisations and departments (membership, rights). */
  myOrganisations: () => ['organisations', 'mine'] as const,
  /** The agency's permit for temporary agency work (§1 AÜG). */
  agencyPermit: () => ['agency', 'permit'] as const,
  /** One organisation's pool settings. */
  organisationSettings: (id: number) => ['organisations', 'settings', id] as const,
  /** A person's own calendar feed of her assignments (whether it exists). */
  ownCalendarFeed: () => ['calendar-feeds', 'mine'] as const,
  /** The calendar feeds the user manages. */
  calendarFeeds: () => ['organisations', 'calendar-feeds'] as const,
  /** Reference lists (fields, positions): they change with a release of the data, not with use. */
  reference: (list: 'fields' | 'positions') => ['reference', list] as const,
  /** The person's latest request to erase the account. */
  erasureRequest: () => ['account', 'erasure-request'] as const,
  /** A candidate: her agencies and their invitations. */
  candidateAgencies: () => ['candidate', 'agencies'] as const,
};
