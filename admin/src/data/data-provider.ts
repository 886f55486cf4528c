import {
  fetchUtils,
  type DataProvider,
  type GetOneParams,
  type Identifier,
  type RaRecord,
  type UpdateParams,
} from 'react-admin';
import type { ApiSchema, Language } from '@medstaff/domain';
import type { ChangeRequest } from '../common/change-set';
import simpleRestProvider from 'ra-data-simple-rest';
import { languageFromPath } from '../i18n/language';

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
  uploadAgencyLogo(id: Identifier, logo: File, version: number): Promise<RaRecord>;
  /** POST /api/admin/agencies as multipart: the fields and the required logo, in one go (all or nothing). */
  createAgency(fields: Record<string, string>, logo: File): Promise<RaRecord>;
  /** POST /api/admin/organisations as multipart: the fields, an optional logo and up to 10 pictures, in one go. */
  createOrganisation(fields: Record<string, string>, logo: File | null, pictures: File[]): Promise<RaRecord>;
  uploadOrganisationLogo(id: Identifier, logo: File, version: number): Promise<RaRecord>;
  addOrganisationPicture(organisationId: Identifier, picture: File): Promise<RaRecord>;
  /** POST /api/admin/organisation-users/{id}/confirm: a pending organisation membership becomes confirmed. */
  confirmOrganisationUser(id: Identifier): Promise<RaRecord>;
  /** POST /api/admin/persons/{id}/status: disable (DISABLED) or enable (ACTIVE) the account, with a reason. */
  changePersonStatus(id: Identifier, change: AccountStatusChange): Promise<RaRecord>;
  /** POST /api/admin/persons/{id}/role: give the person another role, with a reason. */
  changePersonRole(id: Identifier, change: AccountRoleChange): Promise<RaRecord>;
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

const baseProvider = simpleRestProvider(ADMIN_API_URL, httpClient);

let countries: Promise<Country[]> | undefined;
let qualifications: Promise<Country[]> | undefined;

export const dataProvider: AppDataProvider = {
  ...baseProvider,
  getOne: async <RecordType extends RaRecord = RaRecord>(resource: string, params: GetOneParams<RecordType>) => {
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
  getDashboardFigures: async (language) =>
    (
      await httpClient(`${ADMIN_API_URL}/statistics/dashboard`, {
        headers: new Headers({ Accept: 'application/json', 'Accept-Language': language }),
      })
    ).json as DashboardFigures,
  getHistory: async (resource, id) =>
    (await httpClient(`${ADMIN_API_URL}/${resource}/${encodeURIComponent(String(id))}/history`)).json as HistoryEntry[],
  getCountries: () => {
    countries ??= httpClient('/api/countries').then(
      ({ json }) => (json as { countries: Country[] }).countries,
      (error: unknown) => {
        countries = undefined;
        throw error;
      },
    );
    return countries;
  },
  getQualifications: () => {
    qualifications ??= httpClient('/api/qualifications').then(
      ({ json }) => (json as { qualifications: Country[] }).qualifications,
      (error: unknown) => {
        qualifications = undefined;
        throw error;
      },
    );
    return qualifications;
  },
  invite: async (invitation) => {
    await httpClient(`${ADMIN_API_URL}/invitations`, { method: 'POST', body: JSON.stringify(invitation) });
  },
  uploadAgencyLogo: async (id, logo, version) => {
    const body = new FormData();
    body.append('logo', logo);
    body.append('version', String(version));
    const { json } = await httpClient(`${ADMIN_API_URL}/agencies/${encodeURIComponent(String(id))}/logo`, {
      method: 'PUT',
      body,
    });
    return json as RaRecord;
  },
  createAgency: async (fields, logo) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append('logo', logo);
    const { json } = await httpClient(`${ADMIN_API_URL}/agencies`, { method: 'POST', body });
    return json as RaRecord;
  },
  createOrganisation: async (fields, logo, pictures) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (logo) body.append('logo', logo);
    for (const picture of pictures) body.append('pictures', picture);
    const { json } = await httpClient(`${ADMIN_API_URL}/organisations`, { method: 'POST', body });
    return json as RaRecord;
  },
  uploadOrganisationLogo: async (id, logo, version) => {
    const body = new FormData();
    body.append('logo', logo);
    body.append('version', String(version));
    const { json } = await httpClient(`${ADMIN_API_URL}/organisations/${encodeURIComponent(String(id))}/logo`, {
      method: 'PUT',
      body,
    });
    return json as RaRecord;
  },
  addOrganisationPicture: async (organisationId, picture) => {
    const body = new FormData();
    body.append('picture', picture);
    const { json } = await httpClient(
      `${ADMIN_API_URL}/organisations/${encodeURIComponent(String(organisationId))}/pictures`,
      { method: 'POST', body },
    );
    return json as RaRecord;
  },
  confirmOrganisationUser: async (id) => {
    const { json } = await httpClient(
      `${ADMIN_API_URL}/organisation-users/${encodeURIComponent(String(id))}/confirm`,
      { method: 'POST' },
    );
    return json as RaRecord;
  },
  changePersonStatus: async (id, change) => {
    const { json } = await httpClient(`${ADMIN_API_URL}/persons/${encodeURIComponent(String(id))}/status`, {
      method: 'POST',
      body: JSON.stringify(change),
    });
    return json as RaRecord;
  },
  changePersonRole: async (id, change) => {
    const { json } = await httpClient(`${ADMIN_API_URL}/persons/${encodeURIComponent(String(id))}/role`, {
      method: 'POST',
      body: JSON.stringify(change),
    });
    return json as RaRecord;
  },
};
