import {
  errorCodeForStatus,
  isErrorCode,
  type ApiAnswer,
  type ApiBody,
  type ErrorCode,
  type Language,
} from '@medstaff/domain';
import { toIsoDay, type DateRangeValue } from './date-range';

/** A specialist as `GET /api/positions` lists it (the generated answer type). */
export type PositionOption = ApiAnswer<'/api/positions', 'get'>['positions'][number];

/** A field as `GET /api/fields` lists it. */
export type FieldOption = ApiAnswer<'/api/fields', 'get'>['fields'][number];

const ENQUIRY_PATH = '/api/metainformation/submit/send-email';

/** What `POST /api/metainformation/submit/send-email` takes; the site always names its language. */
export type EnquiryPayload = ApiBody<typeof ENQUIRY_PATH, 'post'> & { language: Language };

/**
 * A failure carries the body's stable `code` (the form decides on it, never on the status alone;
 * derived from the status for an answer without one) and the server's message; without an answer
 * at all there is neither code nor status.
 */
export type SendResult =
  { ok: true; id: number; message: string } | { ok: false; code?: ErrorCode; status?: number; message?: string };

/** Builds the JSON the API takes from a saved date range and the typed values. */
export function enquiryPayload(input: {
  date: DateRangeValue;
  dateString: string;
  hospitalName: string;
  name: string;
  email: string;
  phone: string;
  specialist: string;
  field: string;
  isAgreed: boolean;
  language: Language;
}): EnquiryPayload {
  return {
    date: { startDate: toIsoDay(input.date.from), endDate: toIsoDay(input.date.to), key: 'selection' },
    dateString: input.dateString,
    hospitalName: input.hospitalName.trim(),
    name: input.name.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
    specialistValue: input.specialist,
    fieldValue: input.field,
    isAgreed: input.isAgreed,
    language: input.language,
  };
}

/** A public list the form offers, typed by the document; a list missing from the answer is empty. */
async function getJson<Path extends '/api/positions' | '/api/fields'>(
  path: Path,
): Promise<Partial<ApiAnswer<Path, 'get'>>> {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as Partial<ApiAnswer<Path, 'get'>>;
}

export const loadPositions = async (): Promise<PositionOption[]> => {
  const { positions } = await getJson('/api/positions');
  return Array.isArray(positions) ? positions : [];
};
export const loadFields = async (): Promise<FieldOption[]> => {
  const { fields } = await getJson('/api/fields');
  return Array.isArray(fields) ? fields : [];
};

/** The server's message: a text, or a list of texts joined with commas; else its `error`. */
export function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message)) {
    const texts = message.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
    if (texts.length > 0) return texts.join(', ');
  }
  return typeof error === 'string' && error.trim() ? error : undefined;
}

/** Sends the enquiry; never throws. A failure without a server message has `message` undefined. */
export async function sendEnquiry(payload: EnquiryPayload): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(ENQUIRY_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': payload.language },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const { id, message } = (body ?? {}) as Partial<ApiAnswer<typeof ENQUIRY_PATH, 'post'>>;
    return { ok: true, id: Number(id), message: message ?? '' };
  }
  const code = (body as { code?: unknown } | undefined)?.code;
  return {
    ok: false,
    code: isErrorCode(code) ? code : errorCodeForStatus(response.status),
    status: response.status,
    message: serverMessage(body),
  };
}

type SiteEvent = ApiBody<'/api/events', 'post'>;
export type TrackedEvent = SiteEvent['type'];

/** Counts a search or a sent enquiry: fire and forget, no personal data, failures ignored. */
export function trackEvent(type: TrackedEvent, language: Language): void {
  try {
    void fetch('/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type, path: window.location.pathname, language } satisfies SiteEvent),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // tracking must never break the form
  }
}
