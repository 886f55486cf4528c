import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { prepareJson, sendPreparedJson } from './prepared-json';

describe('prepared JSON answers', () => {
  const value = {
    fields: [{ id: 1, code: 'anaesthesiologie', name: { de: 'Anästhesiologie', en: 'Anaesthesiology' } }],
  };
  const app = Fastify();
  app.get('/prepared', (_request, reply) => reply.send(sendPreparedJson(reply, prepareJson(value))));
  afterAll(() => app.close());

  it('sends the JSON with its type and a weak ETag of its length and SHA-1', async () => {
    const response = await app.inject({ method: 'GET', url: '/prepared' });
    const body = JSON.stringify(value);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(body);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const hash = createHash('sha1').update(body, 'utf8').digest('base64').substring(0, 27);
    expect(response.headers.etag).toBe(`W/"${Buffer.byteLength(body).toString(16)}-${hash}"`);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const { etag } = prepareJson(value);
    const response = await app.inject({ method: 'GET', url: '/prepared', headers: { 'if-none-match': etag } });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
    const other = await app.inject({ method: 'GET', url: '/prepared', headers: { 'if-none-match': 'W/"1-x"' } });
    expect(other.statusCode).toBe(200);
  });
});
