import type { JobApplicationWire, JobHistoryEntryWire, JobWire, OrganisationSettingsWire } from '@medstaff/domain';
import type { ApiClient, ApiResult } from '../api/client';

const jobPath = (jobId: number) => `/job/${encodeURIComponent(String(jobId))}`;

/**
 * The hospital side's only knowledge of the marketplace routes (issue 10): moving a request
 * between the internal pool and the agencies, its applications, its history, and the
 * organisation's pool settings. Refusals come back as `ApiError` with a `code` to decide on.
 */
export const marketApi = {
  /** internal_adv → external_adv now; answers the updated request. */
  release(client: ApiClient, jobId: number): Promise<ApiResult<JobWire>> {
    return client.post<JobWire>(`${jobPath(jobId)}/release`);
  },
  /** external_adv → internal_adv while no agency has applied; answers the updated request. */
  recall(client: ApiClient, jobId: number): Promise<ApiResult<JobWire>> {
    return client.post<JobWire>(`${jobPath(jobId)}/recall`);
  },
  applications(client: ApiClient, jobId: number): Promise<ApiResult<{ applications: JobApplicationWire[] }>> {
    return client.get<{ applications: JobApplicationWire[] }>(`${jobPath(jobId)}/applications`);
  },
  /** Selects one application: the request is filled, the other applicants are not chosen. */
  select(client: ApiClient, jobId: number, applicationId: number): Promise<ApiResult<JobWire>> {
    return client.post<JobWire>(`${jobPath(jobId)}/select/${encodeURIComponent(String(applicationId))}`);
  },
  /** The request's audit trail, newest first. */
  history(client: ApiClient, jobId: number): Promise<ApiResult<{ entries: JobHistoryEntryWire[] }>> {
    return client.get<{ entries: JobHistoryEntryWire[] }>(`${jobPath(jobId)}/history`);
  },
  settings(client: ApiClient, organisationId: number): Promise<ApiResult<OrganisationSettingsWire>> {
    return client.get<OrganisationSettingsWire>(`/organisations/${organisationId}/settings`);
  },
  saveSettings(
    client: ApiClient,
    organisationId: number,
    settings: Pick<OrganisationSettingsWire, 'defaultTimeLimitHours'>,
  ): Promise<ApiResult<OrganisationSettingsWire>> {
    return client.request<OrganisationSettingsWire>('PATCH', `/organisations/${organisationId}/settings`, {
      body: { defaultTimeLimitHours: settings.defaultTimeLimitHours },
    });
  },
};
