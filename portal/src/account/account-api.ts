import type { ApiClient, ApiResult, DownloadedFile } from '../api/client';

/** A person's request to erase their account (GDPR Art. 17), as GET /account/erasure-request answers it. */
export interface ErasureRequestWire {
  id: number;
  personId: number;
  state: 'pending' | 'confirmed' | 'refused' | 'withdrawn';
  message: string | null;
  decisionReason: string | null;
  decidedAt: string | null;
  createdAt: string;
}

/** The archive's name when the browser saves it. */
export const EXPORT_FILE_NAME = 'medstaff-personal-data.zip';

export const accountApi = {
  /** Everything stored about the signed-in person, as a ZIP (JSON and their files). */
  exportData: (client: ApiClient): Promise<ApiResult<DownloadedFile>> => client.download('/account/export'),
  latestErasureRequest: (client: ApiClient) =>
    client.get<{ request: ErasureRequestWire | null }>('/account/erasure-request'),
  requestErasure: (client: ApiClient, message: string) =>
    client.post<ErasureRequestWire>('/account/erasure-request', message.trim() ? { message: message.trim() } : {}),
  withdrawErasure: (client: ApiClient) => client.delete<ErasureRequestWire>('/account/erasure-request'),
};
