import { HttpError } from 'react-admin';
import { errorCode, errorMessage } from './http-error';

describe('errorCode', () => {
  it("takes the body's code", () => {
    expect(errorCode(new HttpError('x', 409, { statusCode: 409, code: 'STALE_VERSION' }))).toBe('STALE_VERSION');
    expect(errorCode(new HttpError('x', 401, { code: 'INVALID_CREDENTIALS' }))).toBe('INVALID_CREDENTIALS');
  });

  it("falls back to the status's code for a body without a known code", () => {
    expect(errorCode(new HttpError('Bad gateway', 502, '<html>'))).toBe('INTERNAL_ERROR');
    expect(errorCode(new HttpError('x', 409, { code: 'SOMETHING_NEW' }))).toBe('CONFLICT');
    expect(errorCode({ status: 401 })).toBe('UNAUTHENTICATED');
  });

  it('has no code without an answer', () => {
    expect(errorCode(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorCode(undefined)).toBeUndefined();
    expect(errorCode('offline')).toBeUndefined();
  });
});

describe('errorMessage', () => {
  it("joins the server's message list", () => {
    expect(errorMessage(new HttpError('x', 400, { message: ['a is wrong.', 'b is wrong.'] }))).toBe(
      'a is wrong. b is wrong.',
    );
  });
});
