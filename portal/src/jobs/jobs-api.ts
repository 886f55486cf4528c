import type {
  JobCreateWire,
  JobUpdateWire,
  JobWire,
  OrganisationCalendarWire,
  OrganisationJobsWire,
} from '@medstaff/domain';
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

/**
 * `GET /organisations/mine` as the API answers it: organisation admins' memberships (confirmed or
 * not) with their organisation's departments, and department users' departments.
 */
export interface MyOrganisationsWire {
  organisations: {
    _id: number;
    name: string;
    confirmed: boolean;
    canManageJobs?: boolean;
    departments: MyDepartment[];
  }[];
  departments?: { _id: number; name: string; organisation: { _id: number; name: string }; canManageJobs?: boolean }[];
}

/**
 * One list of organisations for the screens: a department user's departments are grouped under
 * their organisation (a department membership is a confirmed one, limited to those departments).
 */
export function myOrganisationsOf(wire: MyOrganisationsWire): MyOrganisation[] {
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

export interface OrganisationJobsFilter {
  department?: number;
  /** Millisecond timestamps. */
  from?: number;
  to?: number;
  state?: string;
}

/** The shift calendar's range: dates ending at or after `from` and starting before `to`. */
export interface OrganisationCalendarQuery {
  /** Millisecond timestamps; `to` after `from`, at most `CALENDAR_RANGE_MAX_DAYS` later. */
  from: number;
  to: number;
  /** Only this department's requests (one within the user's reach). */
  department?: number;
}

export type CalendarFeedScope = 'organisation' | 'department';

/** A private iCalendar feed the user may manage; the URL is only known right after it was created or rotated. */
export interface CalendarFeedWire {
  scope: CalendarFeedScope;
  id: number;
  name: string;
  organisationName: string;
  /** Whether an address exists. */
  active: boolean;
  /** When the current address was issued (ISO), or null. */
  issuedAt: string | null;
  /** Only in the answer of create/rotate. */
  url?: string;
}

export const jobsApi = {
  organisationJobs(client: ApiClient, filter: OrganisationJobsFilter = {}): Promise<ApiResult<OrganisationJobsWire>> {
    return client.get<OrganisationJobsWire>('/organisations/jobs', { ...filter });
  },
  /** The shift calendar of one visible range (see `OrganisationCalendarWire`). */
  calendar(client: ApiClient, query: OrganisationCalendarQuery): Promise<ApiResult<OrganisationCalendarWire>> {
    return client.get<OrganisationCalendarWire>('/organisations/calendar', { ...query });
  },
  job(client: ApiClient, id: number | string): Promise<ApiResult<JobWire>> {
    return client.get<JobWire>(`/job/${encodeURIComponent(String(id))}`);
  },
  createJob(client: ApiClient, payload: JobCreateWire): Promise<ApiResult<JobWire>> {
    return client.post<JobWire>('/job', payload);
  },
  updateJob(client: ApiClient, id: number, payload: JobUpdateWire): Promise<ApiResult<JobWire>> {
    return client.put<JobWire>(`/job/${id}`, payload);
  },
  deleteJob(client: ApiClient, id: number): Promise<ApiResult<unknown>> {
    return client.delete(`/job/${id}`);
  },
  myOrganisations(client: ApiClient): Promise<ApiResult<MyOrganisationsWire>> {
    return client.get<MyOrganisationsWire>('/organisations/mine');
  },
  calendarFeeds(client: ApiClient): Promise<ApiResult<{ feeds: CalendarFeedWire[] }>> {
    return client.get<{ feeds: CalendarFeedWire[] }>('/calendar-feeds');
  },
  /** Creates the feed, or replaces its address by a new one (the old one stops working). */
  rotateCalendarFeed(client: ApiClient, scope: CalendarFeedScope, id: number): Promise<ApiResult<CalendarFeedWire>> {
    return client.post<CalendarFeedWire>(`/calendar-feeds/${scope}/${id}`);
  },
  revokeCalendarFeed(client: ApiClient, scope: CalendarFeedScope, id: number): Promise<ApiResult<unknown>> {
    return client.delete(`/calendar-feeds/${scope}/${id}`);
  },
};

/** A specialist (position) of the reference data, with its bilingual name. */
export interface PositionOption {
  id: number;
  code: string;
  name: { de: string; en: string };
  jobKind?: 'DOCTOR' | 'NURSE' | null;
}

export const referenceApi = {
  positions(client: ApiClient): Promise<ApiResult<{ positions: PositionOption[] }>> {
    return client.get<{ positions: PositionOption[] }>('/positions');
  },
  /** The fields (specialties), same shape as positions. */
  fields(client: ApiClient): Promise<ApiResult<{ fields: PositionOption[] }>> {
    return client.get<{ fields: PositionOption[] }>('/fields');
  },
};
