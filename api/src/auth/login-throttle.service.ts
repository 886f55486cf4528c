import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';

const WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed per account from one address; the next attempt answers 429. */
export const FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/** Failures allowed per account from all addresses together (distributed guessing). */
export const FAILURES_PER_ACCOUNT = 50;
/** Failures allowed per address over all accounts (password spraying). */
export const FAILURES_PER_ADDRESS = 100;
const MAX_KEYS = 100_000;

/**
 * Counts failed sign-ins in a sliding 15-minute window, in memory (one server process).
 * Keyed by account + address, by account and by address, so one office behind a shared address
 * does not lock out its colleagues, and an attacker cannot lock an account from elsewhere
 * without guessing at a large scale.
 */
@Injectable()
export class LoginThrottleService {
  private readonly failures = new Map<string, number[]>();

  private keys(email: string, address: string): [string, number][] {
    return [
      [`pair:${email}|${address}`, FAILURES_PER_ACCOUNT_AND_ADDRESS],
      [`account:${email}`, FAILURES_PER_ACCOUNT],
      [`address:${address}`, FAILURES_PER_ADDRESS],
    ];
  }

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((time) => now - time < WINDOW_MS);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  /** Refuses the attempt with 429 when any of its counters is full. */
  assertAllowed(email: string, address: string, now = Date.now()): void {
    for (const [key, limit] of this.keys(email, address)) {
      if (this.recent(key, now).length >= limit) throw new DomainError('TOO_MANY_REQUESTS', 'auth.tooManyAttempts');
    }
  }

  recordFailure(email: string, address: string, now = Date.now()): void {
    if (this.failures.size > MAX_KEYS) this.prune(now);
    for (const [key] of this.keys(email, address)) this.failures.set(key, [...this.recent(key, now), now]);
  }

  /** A successful sign-in clears that account's counters from that address. */
  recordSuccess(email: string, address: string): void {
    this.failures.delete(`pair:${email}|${address}`);
  }

  private prune(now: number): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }
}
