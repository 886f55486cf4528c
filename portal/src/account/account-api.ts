import type { ApiSchema } from '@medstaff/domain';
import type { ApiClient, ApiResult, DownloadedFile } from '../api/client';

/** A person's request to erase their account (GDPR Art. 17), as GET /account/erasure-request answers it. */
export type ErasureRequest = ApiSchema<'ErasureRequestDto'>;

/** The archive's name when the browser saves it. */
export const EXPORT_FILE_NAME = 'medstaff-personal-data.zip';

export const accountApi = {
  /** Everything stored about the signed-in person, as a ZIP (JSON and their files). */
  exportData: (client: ApiClient): Promise<ApiResult<DownloadedFile>> => client.download('/account/export'),
  latestErasureRequest: (client: ApiClient) => client.call((api) => api.GET('/api/account/erasure-request')),
  requestErasure: (client: ApiClient, message: string) =>
    client.call((api) =>
      api.POST('/api/account/erasure-request', { body: message.trim() ? { message: message.trim() } : {} }),
    ),
  withdrawErasure: (client: ApiClient) => client.call((api) => api.DELETE('/api/account/erasure-request')),
};
