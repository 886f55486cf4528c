import type { ApiQuery } from '@medstaff/domain';
import type { ApiClient, ApiResult, DownloadedFile } from '../api/client';

/** The filters of `GET /api/assignments`: state, a range of Berlin days, the page. */
export type AssignmentListQuery = ApiQuery<'/api/assignments', 'get'>;

const idPath = (id: number) => ({ params: { path: { id } } });

/** The assignments after the match (issue 29): the hospital's, the agency's, the candidate's own. */
export const assignmentsApi = {
  list(client: ApiClient, query: AssignmentListQuery = {}) {
    return client.call((api) => api.GET('/api/assignments', { params: { query } }));
  },
  get(client: ApiClient, id: number) {
    return client.call((api) => api.GET('/api/assignments/{id}', idPath(id)));
  },
  /** The leasing contract, byte for byte (its SHA-256 in the X-Contract-SHA256 header). */
  contract(client: ApiClient, id: number): Promise<ApiResult<DownloadedFile>> {
    return client.download(`/assignments/${id}/contract.pdf`);
  },
  /** Accepts the contract for one's company: the SHA-256 of the PDF the person read. */
  accept(client: ApiClient, id: number, sha256: string) {
    return client.call((api) => api.POST('/api/assignments/{id}/contract/accept', { ...idPath(id), body: { sha256 } }));
  },
  /** A person's own calendar feed: whether it exists, create or renew (the URL, shown once), revoke. */
  ownFeed(client: ApiClient) {
    return client.call((api) => api.GET('/api/calendar-feeds/mine'));
  },
  rotateOwnFeed(client: ApiClient) {
    return client.call((api) => api.POST('/api/calendar-feeds/mine'));
  },
  revokeOwnFeed(client: ApiClient) {
    return client.call((api) => api.DELETE('/api/calendar-feeds/mine'));
  },
  cancel(client: ApiClient, id: number, reason: string) {
    return client.call((api) => api.POST('/api/assignments/{id}/cancel', { ...idPath(id), body: { reason } }));
  },
};

/** SHA-256 (hex) of bytes, as the API computes it of the PDF it stores. */
export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
