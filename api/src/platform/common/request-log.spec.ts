import { Socket } from 'node:net';
import { IncomingMessage } from 'node:http';
import pino from 'pino';
import { serializeRequest } from './request-log';

function rawRequest(): IncomingMessage & { id: string; originalUrl?: string } {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: '203.0.113.7' });
  const request = new IncomingMessage(socket) as IncomingMessage & { id: string; originalUrl?: string };
  request.method = 'GET';
  request.url = '/fields?x=1';
  request.originalUrl = '/api/fields?x=1';
  request.headers = { authorization: 'Bearer secret', cookie: 'a=b' };
  request.id = 'trace-12345678';
  return request;
}

describe('serializeRequest', () => {
  it('gives the fields of the standard serializer, and nothing else', () => {
    const request = rawRequest();
    const standard = pino.stdSerializers.req(request);
    expect(serializeRequest(request)).toEqual({
      id: standard.id,
      method: standard.method,
      url: standard.url,
      remoteAddress: standard.remoteAddress,
    });
    expect(serializeRequest(request)).toEqual({
      id: 'trace-12345678',
      method: 'GET',
      url: '/api/fields?x=1',
      remoteAddress: '203.0.113.7',
    });
    expect(JSON.stringify(serializeRequest(request))).not.toMatch(/secret|cookie/);
  });

  it('falls back to url without Express', () => {
    const request = rawRequest();
    delete request.originalUrl;
    expect(serializeRequest(request).url).toBe('/fields?x=1');
  });
});
