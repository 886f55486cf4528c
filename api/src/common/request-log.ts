/** The parts of a raw request the request log line shows. */
export interface LoggedRequest {
  id: string;
  method?: string;
  url?: string;
  originalUrl?: string;
  socket?: { remoteAddress?: string };
}

/**
 * The `req` of the JSON request log line (pino-http with `wrapSerializers: false`): exactly the
 * four fields pino's standard request serializer would give for it, read straight from the raw
 * request instead of from a per-request copy of it (with every header). Never headers, bodies
 * or tokens.
 */
export function serializeRequest(request: LoggedRequest): {
  id: string;
  method?: string;
  url?: string;
  remoteAddress?: string;
} {
  return {
    id: request.id,
    method: request.method,
    url: request.originalUrl || request.url,
    remoteAddress: request.socket?.remoteAddress,
  };
}
