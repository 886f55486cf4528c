import { HttpError } from 'react-admin';
import { languageFromPath } from '../i18n/language';

/**
 * GET /api/assignments/{id}/contract.pdf: the leasing contract as generated, byte for byte (the
 * browser sends the session cookie). Here rather than in the data provider, so that it loads with
 * the assignment screens only. A refusal throws HttpError with the API's message.
 */
export async function downloadContract(id: number): Promise<Blob> {
  const response = await fetch(`/api/assignments/${id}/contract.pdf`, {
    headers: { Accept: 'application/pdf', 'Accept-Language': languageFromPath(window.location.pathname) },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : response.statusText;
    throw new HttpError(message, response.status, body);
  }
  return response.blob();
}
