import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { THROTTLE_LIMITS } from './throttle-limits';
import { ThrottleService, type ThrottleResult } from './throttle.service';

/** Failures allowed per account from one address; the next attempt answers 429. */
export const FAILURES_PER_ACCOUNT_AND_ADDRESS = THROTTLE_LIMITS['login.pair'].points;
/** Failures allowed per account from all addresses together (distributed guessing). */
export const FAILURES_PER_ACCOUNT = THROTTLE_LIMITS['login.account'].points;
/** Failures allowed per address over all accounts, unknown emails included (password spraying). */
export const FAILURES_PER_ADDRESS = THROTTLE_LIMITS['login.address'].points;

/** An attempt whose points are taken; it ends as a success, or as "not evaluated" (points back). A failure keeps them. */
export interface LoginReservation {
  /** The password was right: clear the pair, give the account and address points back, remember the address. */
  succeeded(): Promise<void>;
  /** The password was never checked (server busy, database error): every point goes back. */
  cancel(): Promise<void>;
}

const throttled = (result: ThrottleResult) =>
  new DomainError('LOGIN_THROTTLED', 'auth.tooManyAttempts', undefined, result.retryAfterSeconds);

/**
 * Sign-in throttling. An attempt reserves its points BEFORE the password is checked (consume
 * first, verify after), so parallel attempts cannot slip past a limit; a failed attempt keeps
 * them, a successful one gives them back. The pair (account + address) is reserved first and a
 * refusal there touches no other counter, so a burst from one address costs the account at most
 * 10 points. Addresses the account recently signed in from skip the account-wide limit.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly throttle: ThrottleService) {}

  /** Reserves one attempt of the email from the address, or refuses with 429 LOGIN_THROTTLED. */
  async reserve(email: string, address: string): Promise<LoginReservation> {
    const pair = [email, address];
    const pairResult = await this.throttle.consume('login.pair', pair);
    if (!pairResult.allowed) throw throttled(pairResult);

    const addressResult = await this.throttle.consume('login.address', [address]);
    if (!addressResult.allowed) {
      await this.throttle.refund('login.pair', pair);
      throw throttled(addressResult);
    }

    const knownAddress = await this.throttle.remembers('login.knownAddress', pair);
    if (!knownAddress) {
      const accountResult = await this.throttle.consume('login.account', [email]);
      if (!accountResult.allowed) {
        await Promise.all([this.throttle.refund('login.pair', pair), this.throttle.refund('login.address', [address])]);
        throw throttled(accountResult);
      }
    }

    const giveBack = () => [
      this.throttle.refund('login.address', [address]),
      ...(knownAddress ? [] : [this.throttle.refund('login.account', [email])]),
    ];
    return {
      succeeded: async () => {
        await Promise.all([
          this.throttle.reset('login.pair', pair),
          this.throttle.remember('login.knownAddress', pair),
          ...giveBack(),
        ]);
      },
      cancel: async () => {
        await Promise.all([this.throttle.refund('login.pair', pair), ...giveBack()]);
      },
    };
  }
}
