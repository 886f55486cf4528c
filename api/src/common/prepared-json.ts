import { createHash } from 'node:crypto';
import type { Response } from 'express';

/** A JSON answer serialised once, with the ETag Express would give it. */
export interface PreparedJson {
  readonly body: string;
  readonly etag: string;
}

/**
 * Serialises `value` once. The ETag is the one Express computes for every `res.json()` (weak,
 * byte length and SHA-1), so conditional requests behave exactly as before.
 */
export function prepareJson(value: unknown): PreparedJson {
  const body = JSON.stringify(value);
  const hash = createHash('sha1').update(body, 'utf8').digest('base64').substring(0, 27);
  return { body, etag: `W/"${Buffer.byteLength(body, 'utf8').toString(16)}-${hash}"` };
}

/**
 * Sends a prepared answer from a handler with `@Res({ passthrough: true })`: return what this
 * returns. Express then neither serialises nor hashes the body again, and still answers a
 * matching If-None-Match with 304.
 */
export function sendPreparedJson(response: Response, prepared: PreparedJson): string {
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('ETag', prepared.etag);
  return prepared.body;
}
