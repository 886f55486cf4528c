import {
  fetchUtils,
  type DataProvider,
  type GetListParams,
  type GetOneParams,
  type Identifier,
  type RaRecord,
  type UpdateParams,
} from 'react-admin';
import type { ApiPaths, ApiSchema, Language } from '@medstaff/domain';
import type { ChangeRequest } from '../common/change-set';
import simpleRestProvider from 'ra-data-simple-rest';
import { languageFromPath } from '../i18n/language';
import { adminApi, answerOf, idOf, multipartOf } from './admin-api';

export const ADMIN_API_URL = '/api/admin';

/**
 * fetchJson with the console's language (from the URL) as Accept-Language, so the API's refusals
 * come in the language on screen; a 401 or 403 reaches authProvider.checkError. The browser sends
 * the HttpOnly session cookie (same origin); no token is ever in reach of a script.
 */
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', languageFromPath(window.location.pathname));
  return fetchUtils.fetchJson(url, { ...options, headers });
};

/** One figure of GET /api/admin/statistics/dashboard; value null comes with the reason why. */
export type DashboardFigure = ApiSchema<'DashboardFigureDto'>;

export const DASHBOARD_FIGURES = [
  'postedJobs',
  'fulfilledJobs',
  'visitors',
  'totalEarnings',
  'internalUsers',
  'externalUsers',
  'organisations',
  'agencies',
] as const satisfies readonly (keyof ApiSchema<'DashboardFiguresDto'>)[];
export type DashboardFigureName = (typeof DASHBOARD_FIGURES)[number];
export type DashboardFigures = ApiSchema<'DashboardFiguresDto'>;

/** One line of GET /api/admin/{resource}/{id}/history, newest first. */
export type HistoryEntry = ApiSchema<'AuditEntryDto'>;

/** A bilingual reference entry (country, qualification level, …) of the public reference lists. */
export type Country = ApiSchema<'ReferenceItemDto'>;

/** `POST /api/admin/invitations`. */
export type Invitation = ApiSchema<'CreateInvitationDto'>;

export interface AppDataProvider extends DataProvider {
  getDashboardFigures(language: Language): Promise<DashboardFigures>;
  getHistory(resource: string, id: Identifier): Promise<HistoryEntry[]>;
  getCountries(): Promise<Country[]>;
  /** Qualification levels (GET /api/qualifications), cached like the countries. */
  getQualifications(): Promise<Country[]>;
  invite(invitation: Invitation): Promise<void>;
  uploadAgencyLogo(id: Identifier, logo: File, version: number): Promise<ApiSchema<'AgencyAdminDto'>>;
  /** POST /api/admin/agencies as multipart: the fields and the required logo, in one go (all or nothing). */
  createAgency(fields: Record<string, string>, logo: File): Promise<ApiSchema<'AgencyAdminDto'>>;
  /** POST /api/admin/organisations as multipart: the fields, an optional logo and up to 10 pictures, in one go. */
  createOrganisation(
    fields: Record<string, string>,
    logo: File | null,
    pictures: File[],
  ): Promise<ApiSchema<'OrganisationDetailDto'>>;
  uploadOrganisationLogo(id: Identifier, logo: File, version: number): Promise<ApiSchema<'OrganisationDetailDto'>>;
  addOrganisationPicture(organisationId: Identifier, picture: File): Promise<ApiSchema<'OrganisationPictureDto'>>;
  /** POST /api/admin/organisation-users/{id}/confirm: a pending organisation membership becomes confirmed. */
  confirmOrganisationUser(id: Identifier): Promise<ApiSchema<'MemberProfileDto'>>;
  /** POST /api/admin/persons/{id}/status: disable (DISABLED) or enable (ACTIVE) the account, with a reason. */
  changePersonStatus(id: Identifier, change: AccountStatusChange): Promise<ApiSchema<'PersonProfileDto'>>;
  /** POST /api/admin/persons/{id}/role: give the person another role, with a reason. */
  changePersonRole(id: Identifier, change: AccountRoleChange): Promise<ApiSchema<'PersonProfileDto'>>;
}

/** What an account change sends: the version it was made on and the administrator's reason. */
export type AccountStatusChange = ApiSchema<'ChangePersonStatusDto'>;
export type AccountRoleChange = ApiSchema<'ChangePersonRoleDto'>;

/**
 * The parents a screen expects a record under (`meta: { parents: { organisationId, departmentId } }`),
 * sent as query parameters: the API answers 404 for a record of another parent.
 */
export interface ParentsMeta {
  parents?: Record<string, Identifier>;
}

const parentsQuery = (meta: unknown): string => {
  const parents = (meta as ParentsMeta | undefined)?.parents;
  if (!parents) return '';
  const query = new URLSearchParams(Object.entries(parents).map(([key, value]) => [key, String(value)]));
  return query.size ? `?${query.toString()}` : '';
};

/** The change histories the API keeps: GET /api/admin/{resource}/{id}/history for these resources. */
type HistoryPath = Extract<keyof ApiPaths, `/api/admin/${string}/{id}/history`>;

/**
 * The history path of a resource. The screens name their resource as react-admin does (a string);
 * a resource without a history route answers 404, which the history table shows as an error.
 */
const historyPath = (resource: string) => `/api/admin/${resource}/{id}/history` as HistoryPath;

const baseProvider = simpleRestProvider(ADMIN_API_URL, httpClient);

/**
 * Assignments (issue 29) are read where every audience reads them, `GET /api/assignments` (see
 * assignments/assignment-data.ts, loaded with the first call, outside the console's first load).
 */
const ASSIGNMENTS = 'assignments';
const assignmentData = () => import('../assignments/assignment-data');

let countries: Promise<Country[]> | undefined;
let qualifications: Promise<Country[]> | undefined;

export const dataProvider: AppDataProvider = {
  ...baseProvider,
  getList: async <RecordType extends RaRecord = RaRecord>(resource: string, params: GetListParams) => {
    if (resource === ASSIGNMENTS) {
      const { data, total } = await (await assignmentData()).assignmentList(params);
      return { data: data as unknown as RecordType[], total };
    }
    return baseProvider.getList<RecordType>(resource, params);
  },
  getOne: async <RecordType extends RaRecord = RaRecord>(resource: string, params: GetOneParams<RecordType>) => {
    if (resource === ASSIGNMENTS) {
      const data = await (await assignmentData()).assignmentOne(params.id, params.signal);
      return { data: data as unknown as RecordType };
    }
    const { json } = await httpClient(
      `${ADMIN_API_URL}/${resource}/${encodeURIComponent(String(params.id))}${parentsQuery(params.meta)}`,
      { signal: params.signal },
    );
    return { data: json as RecordType };
  },
  /**
   * The API edits with PATCH { version, changes: [{ field, value }] } (see common/change-set.ts);
   * `data` must be that body. A stale version answers 409.
   */
  update: async <RecordType extends RaRecord = RaRecord>(resource: string, params: UpdateParams) => {
    const { json } = await httpClient(`${ADMIN_API_URL}/${resource}/${encodeURIComponent(String(params.id))}`, {
      method: 'PATCH',
      body: JSON.stringify(params.data as ChangeRequest),
    });
    return { data: json as RecordType };
  },
  getDashboardFigures: (language) =>
    answerOf(adminApi.GET('/api/admin/statistics/dashboard', { headers: { 'Accept-Language': language } })),
  getHistory: (resource, id) => answerOf(adminApi.GET(historyPath(resource), { params: { path: { id: idOf(id) } } })),
  getCountries: () => {
    countries ??= answerOf(adminApi.GET('/api/countries')).then(
      (answer) => answer.countries,
      (error: unknown) => {
        countries = undefined;
        throw error;
      },
    );
    return countries;
  },
  getQualifications: () => {
    qualifications ??= answerOf(adminApi.GET('/api/qualifications')).then(
      (answer) => answer.qualifications,
      (error: unknown) => {
        qualifications = undefined;
        throw error;
      },
    );
    return qualifications;
  },
  invite: async (invitation) => {
    await answerOf(adminApi.POST('/api/admin/invitations', { body: invitation }));
  },
  uploadAgencyLogo: (id, logo, version) =>
    answerOf(
      adminApi.PUT('/api/admin/agencies/{id}/logo', {
        params: { path: { id: idOf(id) } },
        body: multipartOf({ logo, version }),
      }),
    ),
  createAgency: (fields, logo) =>
    answerOf(
      adminApi.POST('/api/admin/agencies', {
        body: multipartOf({
          name: fields.name,
          address: fields.address,
          postcode: fields.postcode,
          city: fields.city,
          country: fields.country,
          url: fields.url,
          logo,
        }),
      }),
    ),
  createOrganisation: (fields, logo, pictures) =>
    answerOf(
      adminApi.POST('/api/admin/organisations', {
        body: multipartOf({
          name: fields.name,
          postcode: fields.postcode,
          address: fields.address,
          country: fields.country,
          city: fields.city,
          url: fields.url,
          logo: logo ?? undefined,
          pictures,
        }),
      }),
    ),
  uploadOrganisationLogo: (id, logo, version) =>
    answerOf(
      adminApi.PUT('/api/admin/organisations/{id}/logo', {
        params: { path: { id: idOf(id) } },
        body: multipartOf({ logo, version }),
      }),
    ),
  addOrganisationPicture: (organisationId, picture) =>
    answerOf(
      adminApi.POST('/api/admin/organisations/{id}/pictures', {
        params: { path: { id: idOf(organisationId) } },
        body: multipartOf({ picture }),
      }),
    ),
  confirmOrganisationUser: (id) =>
    answerOf(adminApi.POST('/api/admin/organisation-users/{id}/confirm', { params: { path: { id: idOf(id) } } })),
  changePersonStatus: (id, change) =>
    answerOf(adminApi.POST('/api/admin/persons/{id}/status', { params: { path: { id: idOf(id) } }, body: change })),
  changePersonRole: (id, change) =>
    answerOf(adminApi.POST('/api/admin/persons/{id}/role', { params: { path: { id: idOf(id) } }, body: change })),
};
