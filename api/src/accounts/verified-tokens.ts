import { Strategy } from 'passport-jwt';

/** How many verified tokens a process remembers per signing key (a few hundred bytes each). */
export const VERIFIED_TOKENS_MAX = 10_000;

type Verifier = (
  token: string,
  key: unknown,
  options: unknown,
  callback: (error: Error | null, payload?: unknown) => void,
) => void;

interface Remembered {
  payload: Readonly<Record<string, unknown>>;
  exp: number;
}

/** Per signing key (tests run several applications with different secrets in one process). */
const rememberedByKey = new WeakMap<object, Map<string, Remembered>>();

/**
 * The same token string signed with the same key verifies the same every time: jsonwebtoken's
 * decoding and HMAC check (a tenth of the CPU of a signed-in request) need to run once per token,
 * not once per request. A remembered token is still checked for expiry on every use; sign-out,
 * role changes and disabled accounts are checked against the account row as before (JwtStrategy).
 * Only tokens with an expiry and without `nbf` are remembered; the oldest go first when full.
 */
export function rememberingVerifier(verify: Verifier): Verifier {
  return (token, key, options, callback) => {
    const remembered = typeof key === 'object' && key !== null ? rememberedByKey.get(key) : undefined;
    const known = remembered?.get(token);
    // jsonwebtoken's own rule: expired once the clock (whole seconds) reaches `exp`.
    if (known && Math.floor(Date.now() / 1000) < known.exp) return callback(null, known.payload);
    verify(token, key, options, (error, payload) => {
      if (!error && typeof key === 'object' && key !== null && isRememberable(payload)) {
        let map = rememberedByKey.get(key);
        if (!map) rememberedByKey.set(key, (map = new Map()));
        if (map.size >= VERIFIED_TOKENS_MAX) map.delete(map.keys().next().value as string);
        map.set(token, { payload: Object.freeze({ ...payload }), exp: payload.exp });
      }
      callback(error, payload);
    });
  };
}

function isRememberable(payload: unknown): payload is Record<string, unknown> & { exp: number } {
  if (typeof payload !== 'object' || payload === null) return false;
  const claims = payload as Record<string, unknown>;
  return typeof claims.exp === 'number' && Number.isFinite(claims.exp) && claims.nbf === undefined;
}

/** passport-jwt verifies through its replaceable static `Strategy.JwtVerifier`: wrapped once per process. */
const WRAPPED = Symbol.for('medstaff.rememberingVerifier');
export function rememberVerifiedTokens(): void {
  const strategy = Strategy as unknown as { JwtVerifier: Verifier & { [WRAPPED]?: true } };
  if (strategy.JwtVerifier[WRAPPED]) return;
  const wrapped = Object.assign(rememberingVerifier(strategy.JwtVerifier), { [WRAPPED]: true as const });
  strategy.JwtVerifier = wrapped;
}
