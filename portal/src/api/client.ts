import { errorCodeForStatus, isErrorCode, type ApiPaths, type ErrorCode, type Language } from '@medstaff/domain';
import createClient, { type Client } from 'openapi-fetch';
import { clearSession, readSession } from '../session/session-storage';

/** Every call goes to one API base on this origin. */
export const API_BASE = '/api';

/**
 * A failed call as the screens keep it: the server's message (joined per the spec's rules), the
 * stable error `code` from the body (screens decide on it, never on the status alone), the HTTP
 * status, and for lists the items one by one. Without a response (offline, server unreachable)
 * there is neither code nor status and the message is the error's own.
 */
export interface ApiError {
  message: string;
  /** From the body's `code`; for answers without one (a proxy's HTML 502), derived from the status. */
  code?: ErrorCode;
  status?: number;
  /** The message list item by item (a validation list: each item's constraints joined with commas). */
  details?: string[];
  /** Seconds to wait before trying again, from `Retry-After` (throttled or busy answers). */
  retryAfterSeconds?: number;
}

/** Calls never throw: they return the response body or the error. */
export type ApiResult<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiError };

/**
 * The API's routes as openapi-fetch calls them, typed by the OpenAPI document (domain/src/api/openapi.ts,
 * generated): paths with their `/api` prefix, path and query parameters, bodies and answers.
 */
export type TypedApi = Client<ApiPaths>;

/** What an openapi-fetch call resolves to: the parsed body on success, the error body otherwise. */
interface TypedAnswer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The JSON body of a documented answer. */
type JsonBody<Answer> = Answer extends { content: { 'application/json': infer Body } } ? Body : never;

/** A path of the document that takes a POST, the target of an upload. */
export type UploadPath = {
  [Path in keyof ApiPaths]: ApiPaths[Path] extends { post: { responses: object } } ? Path : never;
}[keyof ApiPaths];

/** The body of an upload's success (its 200 or 201), as the document declares it. */
export type UploadAnswer<Path extends UploadPath> = ApiPaths[Path] extends { post: { responses: infer Responses } }
  ? JsonBody<Responses[Extract<keyof Responses, 200 | 201>]>
  : never;

/** The body type of a call's success (204 answers have none: never). */
export type AnswerData<Answer extends TypedAnswer> = Exclude<Answer['data'], undefined>;

export interface ApiClient {
  /**
   * One typed call: `client.call((api) => api.GET('/api/job/{id}', { params: { path: { id } } }))`.
   * It never throws: the answer's body, or the error as the screens keep it (the body's `code`,
   * Retry-After; a session the server no longer accepts is cleared as ended).
   */
  call<Answer extends TypedAnswer>(send: (api: TypedApi) => Promise<Answer>): Promise<ApiResult<AnswerData<Answer>>>;
  /**
   * Sends `form` as multipart/form-data (POST) and reports the share sent so far (0 to 1) to
   * `onProgress`: fetch cannot report upload progress, so this one call goes through XMLHttpRequest.
   */
  upload<Path extends UploadPath>(
    path: Path,
    pathParams: Record<string, string | number>,
    form: FormData,
    onProgress?: (fraction: number) => void,
  ): Promise<ApiResult<UploadAnswer<Path>>>;
  /**
   * A file the API serves only to the signed-in (documents): fetched with the session cookie and
   * returned as a Blob, so that a failure can be shown on the page. `path` may start with /api.
   * `fileName` is the name the server gives the file (Content-Disposition), the one to save it under.
   */
  download(path: string): Promise<ApiResult<DownloadedFile>>;
}

/** A file fetched with the token, and the name the server chose for it (null when it sent none). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
  /** The answer's headers (a contract's X-Contract-SHA256). */
  headers: Pick<Headers, 'get'>;
}

/**
 * The file name of a Content-Disposition header: the UTF-8 `filename*` (RFC 8187) when it is
 * there and decodes, the quoted `filename` otherwise.
 */
export function attachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? null;
}

export interface ApiClientOptions {
  /** The interface language: the server answers its messages in it (Accept-Language). */
  language: Language;
}

/**
 * The one fetch wrapper: JSON in and out, the interface language as Accept-Language. The browser
 * sends the HttpOnly session cookie itself (same origin); scripts never see the token.
 * UNAUTHENTICATED on a call made while signed in means
 * the session is no longer valid on the server, so it is cleared as ended (which signs the user
 * out everywhere in the app, see SessionProvider, and the sign-in page says why). A wrong password (INVALID_CREDENTIALS, also a
 * 401) signs nobody out.
 */
/**
 * Codes that end the session a call carried: it is no longer valid (UNAUTHENTICATED), or an
 * administrator disabled the account (ACCOUNT_DISABLED, 403; signing in again says so).
 */
const endsSession = (code: ErrorCode | undefined): boolean => code === 'UNAUTHENTICATED' || code === 'ACCOUNT_DISABLED';

export function createApiClient({ language }: ApiClientOptions): ApiClient {
  function baseHeaders() {
    const session = readSession();
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
    return { session, headers };
  }

  const api: TypedApi = createClient<ApiPaths>({
    // The document's paths start with /api; openapi-fetch builds a Request, which needs an absolute
    // URL, so the page's own origin (the API serves the portal).
    baseUrl: globalThis.location?.origin ?? '',
    headers: { Accept: 'application/json', 'Accept-Language': language },
    // Looked up at each call (tests replace fetch after the client exists).
    fetch: (request: Request) => globalThis.fetch(request),
  });

  async function call<Answer extends TypedAnswer>(
    send: (typed: TypedApi) => Promise<Answer>,
  ): Promise<ApiResult<AnswerData<Answer>>> {
    const session = readSession();
    let answer: Answer;
    try {
      answer = await send(api);
    } catch (error) {
      // Offline, the server unreachable, or a success whose body is not JSON.
      return { error: { message: error instanceof Error ? error.message : String(error) } };
    }
    if (answer.response.ok) return { data: answer.data as AnswerData<Answer> };
    const error = errorFromResponse(answer.response, answer.error);
    if (endsSession(error.code) && session) clearSession({ ended: true });
    return { error };
  }

  function upload<Path extends UploadPath>(
    path: Path,
    pathParams: Record<string, string | number>,
    form: FormData,
    onProgress?: (fraction: number) => void,
  ): Promise<ApiResult<UploadAnswer<Path>>> {
    const { session, headers } = baseHeaders();
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(pathParams[name])));
    return new Promise((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url);
      // No Content-Type: the browser sets multipart/form-data with its boundary.
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      xhr.onerror = () => resolve({ error: { message: 'Network error' } });
      xhr.onload = () => {
        const body = parseBodyText(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(1);
          resolve({ data: body as UploadAnswer<Path> });
          return;
        }
        const error = errorFromResponse(
          { status: xhr.status, statusText: xhr.statusText, headers: { get: (name) => xhr.getResponseHeader(name) } },
          body,
        );
        if (endsSession(error.code) && session) clearSession({ ended: true });
        resolve({ error });
      };
      xhr.send(form);
    });
  }

  async function download(path: string): Promise<ApiResult<DownloadedFile>> {
    const { session, headers } = baseHeaders();
    headers.Accept = '*/*';
    const relative = path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path;
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${relative}`, { method: 'GET', headers });
    } catch (error) {
      return { error: { message: error instanceof Error ? error.message : String(error) } };
    }
    if (response.ok) {
      const fileName = attachmentFileName(response.headers.get('Content-Disposition'));
      return { data: { blob: await response.blob(), fileName, headers: response.headers } };
    }
    const error = errorFromResponse(response, await readBody(response));
    if (endsSession(error.code) && session) clearSession({ ended: true });
    return { error };
  }

  return { call, upload, download };
}

/** A path segment taken from user input (an email, a code): encoded so it stays one segment. */
export function pathSegment(value: string): string {
  return encodeURIComponent(value);
}

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  return parseBodyText(text);
}

function parseBodyText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One item of a message list: a plain text, or a validation item whose constraints are joined with commas. */
function messageItemText(item: unknown): string | undefined {
  if (typeof item === 'string') return item.trim() || undefined;
  if (typeof item === 'object' && item !== null) {
    const constraints = (item as { constraints?: unknown }).constraints;
    if (typeof constraints === 'object' && constraints !== null) {
      const texts = Object.values(constraints).filter((text): text is string => typeof text === 'string' && !!text);
      return texts.length > 0 ? texts.join(', ') : undefined;
    }
    const message = (item as { message?: unknown }).message;
    if (typeof message === 'string') return message.trim() || undefined;
  }
  return undefined;
}

/**
 * `Retry-After` in seconds (rounded up, at least 1) from either of its forms: a number of seconds
 * or an HTTP date.
 */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Math.max(1, Number(text));
  // An HTTP date names its weekday and month ("Mon, 23 Nov 2026 10:02:00 GMT"); Date.parse would
  // read a bare "-3" as a year.
  if (!/[a-z]/i.test(text)) return undefined;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(1, Math.ceil((date - now) / 1000));
}

type ResponseHead = Pick<Response, 'status' | 'statusText'> & { headers?: Pick<Headers, 'get'> };

/**
 * The spec's rule for the message: the response's `message` (a list joined with commas,
 * validation items by their constraints), else its `error` field, else the status text. The code
 * is the body's `code`, or for a body without one, the code of the status.
 */
export function errorFromResponse(response: ResponseHead, body: unknown): ApiError {
  const status = response.status;
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const retryAfter = retryAfterSeconds(response.headers?.get('Retry-After'));
  const head: Omit<ApiError, 'message'> = {
    code: isErrorCode(fields.code) ? fields.code : errorCodeForStatus(status),
    status,
    ...(retryAfter !== undefined && { retryAfterSeconds: retryAfter }),
  };
  const { message, error } = fields;
  if (Array.isArray(message)) {
    const details = message.map(messageItemText).filter((text): text is string => text !== undefined);
    if (details.length > 0) return { message: details.join(', '), ...head, details };
  } else if (typeof message === 'string' && message.trim()) {
    return { message, ...head };
  }
  if (typeof error === 'string' && error.trim()) return { message: error, ...head };
  return { message: response.statusText || `HTTP ${status}`, ...head };
}
