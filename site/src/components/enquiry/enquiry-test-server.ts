import { FIELDS, POSITIONS } from '@medstaff/domain';

/** What the API lists at GET /api/positions and GET /api/fields, built from the domain's reference data. */
export const FIELD_ROWS = FIELDS.map((field, index) => ({
  id: index + 1,
  code: field.code,
  name: field.name,
  jobKind: field.kind,
}));
export const POSITION_ROWS = POSITIONS.map((position, index) => ({
  id: index + 1,
  code: position.code,
  name: position.name,
  jobKind: position.kind,
  fieldCodes: position.fields,
  fieldIds: position.fields.map((code) => FIELD_ROWS.find((field) => field.code === code)!.id),
}));

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  keepalive?: boolean;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces fetch with a fake API: the reference lists, the enquiry endpoint (answering with
 * `enquiryResponse`) and the event endpoint. Every call is recorded.
 */
export function fakeApi(
  enquiryResponse: () => Response | Promise<Response> = () => json(201, { id: 7, message: 'Sent' }),
) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({
      url,
      method,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      keepalive: init.keepalive,
    });
    if (url === '/api/positions') return json(200, { positions: POSITION_ROWS });
    if (url === '/api/fields') return json(200, { fields: FIELD_ROWS });
    if (url === '/api/events') return new Response(null, { status: 204 });
    if (url === '/api/metainformation/submit/send-email') return enquiryResponse();
    return json(404, { statusCode: 404, message: 'Not found' });
  });
  global.fetch = fetchMock as typeof fetch;
  return {
    calls,
    fetchMock,
    callsTo: (url: string) => calls.filter((call) => call.url === url),
  };
}

export { json as jsonResponse };
