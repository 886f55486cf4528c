import express from 'express';
import request from 'supertest';
import { prepareJson, sendPreparedJson } from './prepared-json';

describe('prepared JSON answers', () => {
  const value = {
    fields: [{ id: 1, code: 'anaesthesiologie', name: { de: 'Anästhesiologie', en: 'Anaesthesiology' } }],
  };
  const app = express();
  app.set('etag', true);
  app.get('/json', (_request, response) => {
    response.json(value);
  });
  app.get('/prepared', (_request, response) => {
    response.send(sendPreparedJson(response, prepareJson(value)));
  });

  it('sends the same body, type and ETag as res.json()', async () => {
    const [json, prepared] = await Promise.all([
      request(app).get('/json').expect(200),
      request(app).get('/prepared').expect(200),
    ]);
    expect(prepared.text).toBe(json.text);
    expect(prepared.headers['content-type']).toBe(json.headers['content-type']);
    expect(prepared.headers['content-length']).toBe(json.headers['content-length']);
    expect(prepared.headers.etag).toBe(json.headers.etag);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const { etag } = prepareJson(value);
    await request(app).get('/prepared').set('If-None-Match', etag).expect(304);
  });
});
