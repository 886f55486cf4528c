import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { SlidingWindowCounter } from '../common/sliding-window-counter';

const WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed per account from one address; the next attempt answers 429. */
export const FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/** Failures allowed per account from all addresses together (distributed guessing). */
export const FAILURES_PER_ACCOUNT = 50;
/** Failures allowed per address over all accounts (password spraying). */
export const FAILURES_PER_ADDRESS = 100;

/**
 * Counts failed sign-ins in a sliding 15-minute window, keyed by account + address, by account
 * and by address, so one office behind a shared address does not lock out its colleagues, and an
 * attacker cannot lock an account from elsewhere without guessing at a large scale.
 */
@Injectable()
export class LoginThrottleService {
  private readonly failures = new SlidingWindowCounter(WINDOW_MS);

  private keys(email: string, address: string): [string, number][] {
    return [
      [`pair:${email}|${address}`, FAILURES_PER_ACCOUNT_AND_ADDRESS],
      [`account:${email}`, FAILURES_PER_ACCOUNT],
      [`address:${address}`, FAILURES_PER_ADDRESS],
    ];
  }

  /** Refuses the attempt with 429 when any of its counters is full. */
  assertAllowed(email: string, address: string, now = Date.now()): void {
    for (const [key, limit] of this.keys(email, address)) {
      if (this.failures.count(key, now) >= limit) throw new DomainError('LOGIN_THROTTLED', 'auth.tooManyAttempts');
    }
  }

  recordFailure(email: string, address: string, now = Date.now()): void {
    for (const [key] of this.keys(email, address)) this.failures.hit(key, now);
  }

  /** A successful sign-in clears that account's counter from that address. */
  recordSuccess(email: string, address: string): void {
    this.failures.clear(`pair:${email}|${address}`);
  }
}
