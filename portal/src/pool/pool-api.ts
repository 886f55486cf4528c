import type { PoolJobWire, PoolOffersWire } from '@medstaff/domain';
import type { ApiClient, ApiResult } from '../api/client';

const jobPath = (id: number) => `/job/${encodeURIComponent(String(id))}`;

/** The pool member's only knowledge of the internal-pool routes of the API. */
export const poolApi = {
  /** Open offers of the member's departments and the shifts the member took, sorted by first date. */
  offers(client: ApiClient): Promise<ApiResult<PoolOffersWire>> {
    return client.get<PoolOffersWire>('/job/offers');
  },
  /** Binding: the first member to accept fills the request (409 SHIFT_TAKEN, JOB_STATE_CONFLICT, WORKING_TIME_CLASH). */
  accept(client: ApiClient, jobId: number): Promise<ApiResult<PoolJobWire>> {
    return client.post<PoolJobWire>(`${jobPath(jobId)}/accept`);
  },
  decline(client: ApiClient, jobId: number): Promise<ApiResult<PoolJobWire>> {
    return client.post<PoolJobWire>(`${jobPath(jobId)}/decline`);
  },
};
