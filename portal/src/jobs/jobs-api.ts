import type { ApiQuery, ApiSchema, JobCreateWire, JobUpdateWire, JobWire } from '@medstaff/domain';
import type { ApiClient, ApiResult } from '../api/client';

/**
 * The portal's only knowledge of the job and organisation routes of the API: every screen of
 * the hospital area calls these functions, never a path.
 */

/** A department of one of the user's organisations. */
export interface MyDepartment {
  _id: number;
  name: string;
  /** A department user's own department: may release, withdraw and select for its requests. */
  canManageJobs?: boolean;
}

/** An organisation the signed-in user belongs to, as `GET /organisations/mine` answers it. */
export interface MyOrganisation {
  _id: number;
  name: string;
  /** False until an administrator (or a confirmed admin of the organisation) confirms the membership. */
  confirmed: boolean;
  /** May the user post and edit the organisation's requests (a confirmed organisation admin). */
  canManage?: boolean;
  departments: MyDepartment[];
}

/** `GET /organisations/mine` as the API answers it (the generated answer type). */
export type MyOrganisationsAnswer = ApiSchema<'MyOrganisationsResponseDto'>;

/**
 * One list of organisations for the screens: a department user's departments are grouped under
 * their organisation (a department membership is a confirmed one, limited to those departments).
 */
export function myOrganisationsOf(wire: MyOrganisationsAnswer): MyOrganisation[] {
  const organisations: MyOrganisation[] = (wire.organisations ?? []).map((organisation) => ({
    _id: organisation._id,
    name: organisation.name,
    confirmed: organisation.confirmed,
    canManage: organisation.canManageJobs ?? organisation.confirmed,
    departments: organisation.departments ?? [],
  }));
  for (const department of wire.departments ?? []) {
    let organisation = organisations.find((candidate) => candidate._id === department.organisation._id);
    if (!organisation) {
      organisation = { ...department.organisation, confirmed: true, canManage: false, departments: [] };
      organisations.push(organisation);
    }
    if (!organisation.departments.some((known) => known._id === department._id)) {
      organisation.departments.push({
        _id: department._id,
        name: department.name,
        canManageJobs: department.canManageJobs ?? false,
      });
    }
  }
  return organisations;
}

/** Whether the user may act on a request (release, withdraw, select): its organisation's admin, or its department's user. */
export function canManageJob(
  organisations: readonly MyOrganisation[],
  job: Pick<JobWire, 'organisation' | 'orig_dept'>,
) {
  const organisation = organisations.find((candidate) => candidate._id === job.organisation?._id);
  if (!organisation) return false;
  if (organisation.canManage) return true;
  return organisation.departments.some(
    (department) => department._id === job.orig_dept?._id && department.canManageJobs,
  );
}

/** `GET /organisations/jobs`'s filter: a department, a date range (ms or YYYY-MM-DD), a state. */
export type OrganisationJobsFilter = ApiQuery<'/api/organisations/jobs', 'get'>;

/**
 * The shift calendar's range: dates ending at or after `from` and starting before `to`, at most
 * `CALENDAR_RANGE_MAX_DAYS` apart; the portal sends millisecond timestamps.
 */
export type OrganisationCalendarQuery = ApiQuery<'/api/organisations/calendar', 'get'> & { from: number; to: number };

/** A private iCalendar feed the user may manage; `url` only in the answer of create/rotate. */
export type CalendarFeed = ApiSchema<'CalendarFeedDto'> & { url?: string };
export type CalendarFeedScope = CalendarFeed['scope'];

const jobId = (id: number | string) => ({ params: { path: { id: Number(id) } } });

export const jobsApi = {
  organisationJobs(client: ApiClient, filter: OrganisationJobsFilter = {}) {
    return client.call((api) => api.GET('/api/organisations/jobs', { params: { query: filter } }));
  },
  /** The shift calendar of one visible range (see `OrganisationCalendarWire`). */
  calendar(client: ApiClient, query: OrganisationCalendarQuery) {
    return client.call((api) => api.GET('/api/organisations/calendar', { params: { query } }));
  },
  /** `GET /job/{id}` answers per audience (`JobAnswerWire`): on the hospital's screens, the whole request. */
  job(client: ApiClient, id: number | string) {
    return client.call((api) => api.GET('/api/job/{id}', jobId(id))) as Promise<ApiResult<JobWire>>;
  },
  createJob(client: ApiClient, payload: JobCreateWire) {
    return client.call((api) => api.POST('/api/job', { body: payload }));
  },
  updateJob(client: ApiClient, id: number, payload: JobUpdateWire) {
    return client.call((api) => api.PUT('/api/job/{id}', { ...jobId(id), body: payload }));
  },
  deleteJob(client: ApiClient, id: number) {
    return client.call((api) => api.DELETE('/api/job/{id}', jobId(id)));
  },
  myOrganisations(client: ApiClient) {
    return client.call((api) => api.GET('/api/organisations/mine'));
  },
  calendarFeeds(client: ApiClient) {
    return client.call((api) => api.GET('/api/calendar-feeds'));
  },
  /** Creates the feed, or replaces its address by a new one (the old one stops working). */
  rotateCalendarFeed(client: ApiClient, scope: CalendarFeedScope, id: number) {
    return client.call((api) => api.POST('/api/calendar-feeds/{scope}/{id}', { params: { path: { scope, id } } }));
  },
  revokeCalendarFeed(client: ApiClient, scope: CalendarFeedScope, id: number) {
    return client.call((api) => api.DELETE('/api/calendar-feeds/{scope}/{id}', { params: { path: { scope, id } } }));
  },
};

/** A specialist (position) or a field of the reference data, with its bilingual name. */
export type PositionOption = ApiSchema<'ReferenceItemDto'>;

export const referenceApi = {
  positions(client: ApiClient) {
    return client.call((api) => api.GET('/api/positions'));
  },
  /** The fields (specialties), same shape as positions. */
  fields(client: ApiClient) {
    return client.call((api) => api.GET('/api/fields'));
  },
};
