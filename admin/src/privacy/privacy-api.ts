import type { Identifier } from 'react-admin';
import { HttpError } from 'react-admin';
import type { ApiSchema, Language } from '@medstaff/domain';
import { fileNameOf } from '../common/list/download-export';
import { adminApi, answerOf, idOf } from '../data/admin-api';
import { ADMIN_API_URL } from '../data/data-provider';

/** A person's erasure request (GDPR Art. 17) as GET /api/admin/persons/{id}/erasure-request answers it. */
export type ErasureRequest = ApiSchema<'ErasureRequestDto'>;

const base = (personId: Identifier) => `${ADMIN_API_URL}/persons/${encodeURIComponent(String(personId))}`;
const person = (personId: Identifier) => ({ params: { path: { id: idOf(personId) } } });

/** The person's latest erasure request, or null. */
export async function latestErasureRequest(personId: Identifier): Promise<ErasureRequest | null> {
  return (await answerOf(adminApi.GET('/api/admin/persons/{id}/erasure-request', person(personId)))).request;
}

export function confirmErasure(personId: Identifier): Promise<ErasureRequest> {
  return answerOf(adminApi.POST('/api/admin/persons/{id}/erasure-request/confirm', person(personId)));
}

export function refuseErasure(personId: Identifier, reason: string): Promise<ErasureRequest> {
  return answerOf(
    adminApi.POST('/api/admin/persons/{id}/erasure-request/refuse', { ...person(personId), body: { reason } }),
  );
}

/**
 * Everything stored about the person as a ZIP, fetched with the session cookie (so that a refusal
 * can be shown in the panel). A refusal throws an HttpError with the API's body, like the data provider.
 */
export async function fetchPersonalData(
  personId: Identifier,
  language: Language,
): Promise<{ blob: Blob; fileName: string }> {
  const headers = new Headers({ Accept: 'application/zip, application/json', 'Accept-Language': language });
  const response = await fetch(`${base(personId)}/personal-data`, { headers });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new HttpError(typeof message === 'string' ? message : response.statusText, response.status, body);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition'), `personal-data-${String(personId)}.zip`),
  };
}
