import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { THROTTLE_LIMITS } from './throttle-limits';
import { ThrottleService, type ThrottleKey, type ThrottleResult } from './throttle.service';
import type { ThrottleName } from './throttle-limits';

/** Failures allowed per account from one address; the next attempt answers 429. */
export const FAILURES_PER_ACCOUNT_AND_ADDRESS = THROTTLE_LIMITS['login.pair'].points;
/** Failures allowed per account from all addresses together (distributed guessing). */
export const FAILURES_PER_ACCOUNT = THROTTLE_LIMITS['login.account'].points;
/** Failures allowed per address over all accounts, unknown emails included (password spraying). */
export const FAILURES_PER_ADDRESS = THROTTLE_LIMITS['login.address'].points;
/** Failures allowed per account from one device that signed in to it before. */
export const FAILURES_PER_DEVICE = THROTTLE_LIMITS['login.device'].points;

/** An attempt whose points are taken; it ends as a success, or as "not evaluated" (points back). A failure keeps them. */
export interface LoginReservation {
  /** The password was right: clear the pair (or device), give the other points back, remember the address. */
  succeeded(): Promise<void>;
  /** The password was never checked (server busy, database error): every point goes back. */
  cancel(): Promise<void>;
}

const throttled = (result: ThrottleResult) =>
  new DomainError('LOGIN_THROTTLED', 'auth.tooManyAttempts', undefined, result.retryAfterSeconds);

/** A point taken from a limit, to give back. */
type Taken = [ThrottleName, ThrottleKey];

/**
 * Sign-in throttling that keeps an attacker slow without locking the owner out (docs/decisions.md,
 * "Sign-in limits that cannot lock the owner out"). An attempt reserves its points BEFORE the
 * password is checked (consume first, verify after), so parallel attempts cannot slip past a
 * limit; a failed attempt keeps them, a successful one gives them back.
 *
 * - A device that signed in to the account before (its signed device cookie, `device`) has its own
 *   allowance (`login.device`) and nothing else counts for it: failures elsewhere never lock it out.
 * - Every other client counts per account and address (`login.pair`, reserved first: a refusal
 *   there touches no other counter), and per account over all addresses (`login.account`), which
 *   addresses the account recently signed in from skip.
 * - Per address over all accounts (`login.address`) is a brake on spraying only: beyond it the
 *   address is refused for accounts that never signed in there, so colleagues behind the same
 *   address whose accounts did (or who bring their device cookie) still sign in.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly throttle: ThrottleService) {}

  /**
   * Reserves one attempt of the email (canonical) from the address, or refuses with 429
   * LOGIN_THROTTLED. `device` is the nonce of a device cookie verified for this email.
   */
  async reserve(email: string, address: string, device?: string): Promise<LoginReservation> {
    if (device) return this.reserveForDevice([email, device]);

    const pair = [email, address];
    const pairResult = await this.throttle.consume('login.pair', pair);
    if (!pairResult.allowed) throw throttled(pairResult);
    const taken: Taken[] = [];
    const refuse = async (result: ThrottleResult) => {
      await this.giveBack([['login.pair', pair], ...taken]);
      return throttled(result);
    };

    const knownAddress = await this.throttle.remembers('login.knownAddress', pair);
    const addressResult = await this.throttle.consume('login.address', [address]);
    if (addressResult.allowed) taken.push(['login.address', [address]]);
    else if (!knownAddress) throw await refuse(addressResult);

    if (!knownAddress) {
      const accountResult = await this.throttle.consume('login.account', [email]);
      if (!accountResult.allowed) throw await refuse(accountResult);
      taken.push(['login.account', [email]]);
    }

    return {
      succeeded: async () => {
        await Promise.all([
          this.throttle.reset('login.pair', pair),
          this.throttle.remember('login.knownAddress', pair),
          this.giveBack(taken),
        ]);
      },
      cancel: () => this.giveBack([['login.pair', pair], ...taken]),
    };
  }

  /** A known device: its own allowance only; a success clears it. */
  private async reserveForDevice(key: ThrottleKey): Promise<LoginReservation> {
    const result = await this.throttle.consume('login.device', key);
    if (!result.allowed) throw throttled(result);
    return {
      succeeded: () => this.throttle.reset('login.device', key),
      cancel: () => this.throttle.refund('login.device', key),
    };
  }

  private async giveBack(taken: Taken[]): Promise<void> {
    await Promise.all(taken.map(([name, key]) => this.throttle.refund(name, key)));
  }
}
