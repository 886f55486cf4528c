import { createSecretKey } from 'node:crypto';
import * as jwt from 'jsonwebtoken';
import { VERIFIED_TOKENS_MAX, rememberingVerifier } from './verified-tokens';

const key = createSecretKey(Buffer.from('a-secret-of-enough-length-for-hs256', 'utf8'));
const options = { algorithms: ['HS256'] as jwt.Algorithm[] };

function counting() {
  let calls = 0;
  const verify = (token: string, secret: unknown, opts: unknown, done: (e: Error | null, p?: unknown) => void) => {
    calls += 1;
    jwt.verify(token, secret as jwt.Secret, opts as jwt.VerifyOptions, (error, payload) => done(error, payload));
  };
  return { verify, calls: () => calls };
}

const check = (verify: ReturnType<typeof rememberingVerifier>, token: string, secret: unknown = key) =>
  new Promise<{ error: Error | null; payload?: unknown }>((resolve) =>
    verify(token, secret, options, (error, payload) => resolve({ error, payload })),
  );

describe('rememberingVerifier', () => {
  afterEach(() => jest.useRealTimers());

  it('checks a token once and answers the same payload after', async () => {
    const inner = counting();
    const verify = rememberingVerifier(inner.verify);
    const token = jwt.sign({ sub: 7, role: 'ADMIN', ver: 1 }, key, { algorithm: 'HS256', expiresIn: 60 });
    const first = await check(verify, token);
    const second = await check(verify, token);
    expect(first.error).toBeNull();
    expect(second.payload).toEqual(first.payload);
    expect(inner.calls()).toBe(1);
  });

  it('refuses a remembered token once it has expired', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    const verify = rememberingVerifier(counting().verify);
    const token = jwt.sign({ sub: 7, role: 'ADMIN', ver: 1 }, key, { algorithm: 'HS256', expiresIn: 60 });
    expect((await check(verify, token)).error).toBeNull();
    jest.setSystemTime(new Date('2026-11-27T12:01:00Z'));
    const late = await check(verify, token);
    expect(late.error?.name).toBe('TokenExpiredError');
  });

  it('never remembers a refused token, and keeps keys apart', async () => {
    const inner = counting();
    const verify = rememberingVerifier(inner.verify);
    const other = createSecretKey(Buffer.from('another-secret-of-enough-length-hs256', 'utf8'));
    const token = jwt.sign({ sub: 7, role: 'ADMIN', ver: 1 }, other, { algorithm: 'HS256', expiresIn: 60 });
    expect((await check(verify, token)).error?.name).toBe('JsonWebTokenError');
    expect((await check(verify, token)).error?.name).toBe('JsonWebTokenError');
    expect(inner.calls()).toBe(2);
    // Verified under its own key, the same token is still refused under ours.
    expect((await check(verify, token, other)).error).toBeNull();
    expect((await check(verify, token)).error?.name).toBe('JsonWebTokenError');
  });

  it('does not remember tokens without an expiry, and stays bounded', async () => {
    const inner = counting();
    const verify = rememberingVerifier(inner.verify);
    const endless = jwt.sign({ sub: 7, role: 'ADMIN', ver: 1 }, key, { algorithm: 'HS256' });
    await check(verify, endless);
    await check(verify, endless);
    expect(inner.calls()).toBe(2);
    const small = createSecretKey(Buffer.from('a-third-secret-of-enough-length-hs256', 'utf8'));
    const tokens = Array.from({ length: VERIFIED_TOKENS_MAX + 1 }, (_, index) =>
      jwt.sign({ sub: index, role: 'USER', ver: 1 }, small, { algorithm: 'HS256', expiresIn: 60 }),
    );
    for (const token of tokens) await check(verify, token, small);
    const before = inner.calls();
    await check(verify, tokens[0], small); // the oldest went when the last came
    await check(verify, tokens[VERIFIED_TOKENS_MAX], small);
    expect(inner.calls()).toBe(before + 1);
  });
});
