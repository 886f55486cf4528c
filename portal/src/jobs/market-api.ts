import type { OrganisationSettingsWire } from '@medstaff/domain';
import type { ApiClient } from '../api/client';

const jobPath = (jobId: number) => ({ path: { id: jobId } });

/**
 * The hospital side's only knowledge of the marketplace routes (issue 10): moving a request
 * between the internal pool and the agencies, its applications, its history, and the
 * organisation's pool settings. Refusals come back as `ApiError` with a `code` to decide on.
 */
export const marketApi = {
  /** internal_adv → external_adv now; answers the updated request. */
  release(client: ApiClient, jobId: number) {
    return client.call((api) => api.POST('/api/job/{id}/release', { params: jobPath(jobId) }));
  },
  /** external_adv → internal_adv while no agency has applied; answers the updated request. */
  recall(client: ApiClient, jobId: number) {
    return client.call((api) => api.POST('/api/job/{id}/recall', { params: jobPath(jobId) }));
  },
  applications(client: ApiClient, jobId: number) {
    return client.call((api) => api.GET('/api/job/{id}/applications', { params: jobPath(jobId) }));
  },
  /** Selects one application: the request is filled, the other applicants are not chosen. */
  select(client: ApiClient, jobId: number, applicationId: number) {
    return client.call((api) =>
      api.POST('/api/job/{id}/select/{applicationId}', { params: { path: { id: jobId, applicationId } } }),
    );
  },
  /** The request's audit trail, newest first. */
  history(client: ApiClient, jobId: number) {
    return client.call((api) => api.GET('/api/job/{id}/history', { params: jobPath(jobId) }));
  },
  settings(client: ApiClient, organisationId: number) {
    return client.call((api) =>
      api.GET('/api/organisations/{id}/settings', { params: { path: { id: organisationId } } }),
    );
  },
  saveSettings(
    client: ApiClient,
    organisationId: number,
    settings: Pick<OrganisationSettingsWire, 'defaultTimeLimitHours'> &
      Partial<Pick<OrganisationSettingsWire, 'workingConditions' | 'cancellationTerms'>>,
  ) {
    // The contract texts only when given: absent keeps them (null clears them).
    const texts = {
      ...(settings.workingConditions !== undefined && { workingConditions: settings.workingConditions }),
      ...(settings.cancellationTerms !== undefined && { cancellationTerms: settings.cancellationTerms }),
    };
    return client.call((api) =>
      api.PATCH('/api/organisations/{id}/settings', {
        params: { path: { id: organisationId } },
        body: { defaultTimeLimitHours: settings.defaultTimeLimitHours, ...texts },
      }),
    );
  },
};
