import { availableParallelism } from 'node:os';
import { Inject, Injectable } from '@nestjs/common';
import { argon2id, hash, verify } from 'argon2';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/app-config';
import { Semaphore } from '../platform/throttle/semaphore';

/** OWASP's recommended argon2id settings: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes at once: one per core minus one (the event loop keeps a core), at least one. */
export const HASHING_CONCURRENCY = Math.max(1, availableParallelism() - 1);
/** Hashes that may wait for a turn; more answer 503 SERVER_BUSY. */
export const HASHING_QUEUE = 16 * HASHING_CONCURRENCY;
/** The longest a sign-in waits for a started hash; beyond it 503 SERVER_BUSY (the hash finishes in its slot). */
export const HASHING_MAX_RUN_MS = 3_000;

/**
 * Password hashing with argon2id. Each hash takes tens of milliseconds of a core and 19 MiB, so a
 * semaphore bounds how many run at once and how many wait; beyond that the caller gets 503
 * SERVER_BUSY with Retry-After, and a flood of sign-ins cannot starve the rest of the API.
 */
@Injectable()
export class PasswordService {
  private readonly slots: Semaphore;
  /** A hash of a random password, verified against when the account does not exist so timing reveals nothing. */
  private readonly decoy = hash('decoy-password-for-unknown-accounts', OPTIONS);

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'passwordHashWaitMs'>) {
    // The longest a sign-in waits for its hash to start is PASSWORD_HASH_WAIT_MS (2 s).
    this.slots = new Semaphore({
      concurrency: HASHING_CONCURRENCY,
      maxQueue: HASHING_QUEUE,
      maxWaitMs: config.passwordHashWaitMs,
      maxRunMs: HASHING_MAX_RUN_MS,
    });
  }

  /** Hashes that may be in flight (running plus waiting) before SERVER_BUSY. */
  get capacity(): number {
    return this.slots.capacity;
  }

  hash(password: string): Promise<string> {
    return this.slots.run(() => hash(password, OPTIONS));
  }

  /** True when the password matches; false for a wrong password or a broken hash. Throws SERVER_BUSY when full. */
  async verify(passwordHash: string | null | undefined, password: string): Promise<boolean> {
    const against = passwordHash ?? (await this.decoy);
    return this.slots.run(async () => {
      try {
        return await verify(against, password);
      } catch {
        return false;
      }
    });
  }
}
