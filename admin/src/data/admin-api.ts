import createClient from 'openapi-fetch';
import { HttpError } from 'react-admin';
import type { ApiPaths } from '@medstaff/domain';
import { languageFromPath } from '../i18n/language';

/**
 * The console's own calls (everything react-admin's simple REST provider does not make: the
 * dashboard, histories, uploads, account changes, privacy) through openapi-fetch, typed by the
 * API's OpenAPI document (domain/src/api/openapi.ts, generated): paths, path parameters, bodies and
 * answers come from it, so a change of the API that breaks the console fails its type check.
 *
 * Like httpClient (data-provider.ts) it asks for JSON in the console's language (from the URL),
 * and the browser sends the HttpOnly session cookie (same origin).
 */
export const adminApi = createClient<ApiPaths>({
  // The document's paths start with /api; openapi-fetch builds a Request, which needs an absolute
  // URL: the page's own origin (the API serves the console).
  baseUrl: globalThis.location?.origin ?? '',
  headers: { Accept: 'application/json' },
  // Looked up at each call (tests replace fetch after the client exists).
  fetch: (request: Request) => globalThis.fetch(request),
});

adminApi.use({
  onRequest({ request }) {
    if (!request.headers.has('Accept-Language'))
      request.headers.set('Accept-Language', languageFromPath(window.location.pathname));
    return request;
  },
});

/** What an openapi-fetch call resolves to. */
interface Answer<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * The body of a call's success; a refusal throws react-admin's HttpError with the API's message
 * and body (as fetchUtils.fetchJson does), so that authProvider.checkError sees the 401 or 403
 * and the screens read the body's `code` (common/http-error.ts).
 */
export async function answerOf<Data>(call: Promise<Answer<Data>>): Promise<Data> {
  const { data, error, response } = await call;
  if (!response.ok) {
    const message =
      typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
        ? error.message
        : response.statusText;
    throw new HttpError(message, response.status, error);
  }
  // A 204 has no body: openapi-fetch answers an empty object, which the types call `Data`.
  return data as Data;
}

/** The id of a record as the document types path parameters (react-admin's Identifier may be a string). */
export const idOf = (id: string | number): number => Number(id);

/** What a multipart part may be: files and texts; numbers and booleans are sent as text. */
type FormValue<Value> = Value extends string
  ? string | Blob
  : Value extends readonly (infer Item)[]
    ? readonly FormValue<Item>[]
    : Value extends number | boolean
      ? Value
      : never;

/** The parts of a multipart body: each named by the document, files where it has binary parts. */
export type MultipartFields<Body> = { [Name in keyof Body]: FormValue<Body[Name]> | undefined };

/**
 * A multipart body built from parts the document names: openapi-fetch sends a FormData as it is
 * (the browser sets the boundary). The document types binary parts as strings, the browser sends
 * Files: this is the one place the two meet, so the result is typed as the document's body (taken
 * from where the call puts it, the operation's `body`). Parts
 * left undefined are not sent; a list is sent as one part per item (`pictures`).
 */
export function multipartOf<Body>(fields: MultipartFields<NoInfer<NonNullable<Body>>>): NonNullable<Body> {
  const form = new FormData();
  type Part = string | number | boolean | Blob;
  for (const [name, value] of Object.entries(fields) as [string, Part | readonly Part[] | undefined][]) {
    for (const item of Array.isArray(value) ? value : [value]) {
      // A Blob (a File) is sent as a file; `instanceof` would miss one from another realm (a test's jsdom).
      if (item !== undefined) form.append(name, typeof item === 'object' ? item : String(item));
    }
  }
  return form as unknown as NonNullable<Body>;
}
