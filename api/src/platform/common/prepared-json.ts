import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** A JSON answer serialised once, with its ETag. */
export interface PreparedJson {
  readonly body: string;
  readonly etag: string;
}

/**
 * Serialises `value` once. The ETag is the one Express computed for every `res.json()` (weak,
 * byte length and SHA-1), so clients' cached tags stay valid.
 */
export function prepareJson(value: unknown): PreparedJson {
  const body = JSON.stringify(value);
  const hash = createHash('sha1').update(body, 'utf8').digest('base64').substring(0, 27);
  return { body, etag: `W/"${Buffer.byteLength(body, 'utf8').toString(16)}-${hash}"` };
}

/** True when an If-None-Match header names `etag` (or is `*`). */
function matches(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const values = (Array.isArray(header) ? header.join(',') : header).split(',').map((value) => value.trim());
  return values.some(
    (value) => value === '*' || value === etag || value.replace(/^W\//, '') === etag.replace(/^W\//, ''),
  );
}

/**
 * Sends a prepared answer from a handler with `@Res({ passthrough: true })`: return what this
 * returns. Nothing serialises or hashes the body again; a matching If-None-Match gets 304.
 */
export function sendPreparedJson(response: FastifyReply, prepared: PreparedJson): string {
  response.header('Content-Type', 'application/json; charset=utf-8');
  response.header('ETag', prepared.etag);
  if (matches(response.request.headers['if-none-match'], prepared.etag)) {
    response.status(304);
    return '';
  }
  return prepared.body;
}
