import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * The Node response of a reply, taken over to stream into it (a CSV export, a ZIP): Fastify then
 * sends nothing itself. Call it only when the first byte is ready, so that a refusal before it
 * is still answered by the exception filter. The headers set when the request arrived (security
 * headers, the request id) are on the Node response already.
 */
export function takeOverResponse(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const response = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) response.setHeader(name, value);
  }
  return response;
}
