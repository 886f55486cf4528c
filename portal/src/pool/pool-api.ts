import type { ApiClient } from '../api/client';

const jobPath = (id: number) => ({ params: { path: { id } } });

/** The pool member's only knowledge of the internal-pool routes of the API. */
export const poolApi = {
  /** Open offers of the member's departments and the shifts the member took, sorted by first date. */
  offers(client: ApiClient) {
    return client.call((api) => api.GET('/api/job/offers'));
  },
  /** Binding: the first member to accept fills the request (409 SHIFT_TAKEN, JOB_STATE_CONFLICT, WORKING_TIME_CLASH). */
  accept(client: ApiClient, jobId: number) {
    return client.call((api) => api.POST('/api/job/{id}/accept', jobPath(jobId)));
  },
  decline(client: ApiClient, jobId: number) {
    return client.call((api) => api.POST('/api/job/{id}/decline', jobPath(jobId)));
  },
};
