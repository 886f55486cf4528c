import { createHash } from 'node:crypto';
import { Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { canonicalEmail, type ErrorCode } from '@medstaff/domain';
import { DomainError } from '../common/domain-error';
import { THROTTLE_LIMITS, type ThrottleLimit, type ThrottleName } from './throttle-limits';

export interface ThrottleStoreOptions {
  /** Redis shared by every server process; without it each process counts in its own memory. */
  redisUrl?: string;
  /** Prefix of every key in Redis (several installations or test runs can share one Redis). */
  keyPrefix: string;
}

export interface ThrottleResult {
  allowed: boolean;
  /** When the key's window ends (a whole number of seconds, at least 1). */
  retryAfterSeconds: number;
}

/** The parts of a key: an email, an address, or both. */
export type ThrottleKey = readonly string[];

/** How long a Redis command may take before the in-memory insurance answers instead. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long start-up waits for Redis before it goes on with the insurance limiters. */
const REDIS_READY_TIMEOUT_MS = 3_000;

const seconds = (milliseconds: number) => Math.max(1, Math.ceil(milliseconds / 1000));

/**
 * The named limits of throttle-limits.ts on rate-limiter-flexible: every consume is one atomic
 * step of the store (a Map in memory, a Lua script in Redis), so parallel requests cannot slip
 * past a limit. With `REDIS_URL` the counts are shared by every server process; each Redis limiter
 * has an in-memory twin as insurance, which answers while Redis is unreachable (the limits then
 * hold per process), so an outage does not turn sign-ins into errors. Keys are hashed: no email
 * or address is stored, and every key has the same short length. Provided by ThrottleModule.
 */
export class ThrottleService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ThrottleService.name);
  private readonly limiters = new Map<ThrottleName, RateLimiterAbstract>();
  private readonly redis?: Redis;
  private redisDown = false;

  constructor(
    private readonly options: ThrottleStoreOptions,
    private readonly limits: Record<ThrottleName, ThrottleLimit> = THROTTLE_LIMITS,
  ) {
    if (options.redisUrl) {
      this.redis = new Redis(options.redisUrl, {
        // Fail at once while disconnected (the insurance answers) instead of queueing requests.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        connectTimeout: 2_000,
      });
      this.redis.on('error', (error: Error) => {
        if (this.redisDown) return;
        this.redisDown = true;
        this.logger.warn(`Redis is unreachable, limits now count per process in memory: ${error.message}`);
      });
      this.redis.on('ready', () => {
        if (this.redisDown) this.logger.log('Redis is reachable again; limits are shared again.');
        this.redisDown = false;
      });
    }
  }

  /** Which store counts: shared Redis, or this process's memory. */
  get store(): 'redis' | 'memory' {
    return this.redis ? 'redis' : 'memory';
  }

  async onModuleInit(): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, REDIS_READY_TIMEOUT_MS);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** For readiness: whether the shared store answers a PING (within the command limit). */
  async redisStatus(): Promise<'up' | 'down' | 'not-configured'> {
    if (!this.redis) return 'not-configured';
    try {
      return (await this.redis.ping()) === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.redis) return;
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }

  /** Takes points atomically; `allowed` is false when the limit was already used up. */
  async consume(name: ThrottleName, key: ThrottleKey, points = 1): Promise<ThrottleResult> {
    try {
      const result = await this.limiter(name).consume(this.hash(key), points);
      return { allowed: true, retryAfterSeconds: seconds(result.msBeforeNext) };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes)
        return { allowed: false, retryAfterSeconds: seconds(refusal.msBeforeNext) };
      throw this.unavailable(name, refusal);
    }
  }

  /** Consumes a point, or refuses with the given code (429 codes) and `Retry-After`. */
  async enforce(
    name: ThrottleName,
    key: ThrottleKey,
    message: string,
    code: ErrorCode = 'TOO_MANY_REQUESTS',
  ): Promise<void> {
    const result = await this.consume(name, key);
    if (!result.allowed) throw new DomainError(code, message, undefined, result.retryAfterSeconds);
  }

  /** Gives points back (an attempt that turned out not to count). */
  async refund(name: ThrottleName, key: ThrottleKey, points = 1): Promise<void> {
    const limiter = this.limiter(name);
    const hashed = this.hash(key);
    try {
      const result = await limiter.reward(hashed, points);
      // The window ended in between: the reward started a new one below zero, which must not grant extra attempts.
      if (result.consumedPoints < 0) await limiter.delete(hashed);
    } catch (error) {
      this.logger.warn(`Could not give back a point of ${name}: ${reasonOf(error)}`);
    }
  }

  /** Forgets the key's count (a successful sign-in clears its pair). */
  async reset(name: ThrottleName, key: ThrottleKey): Promise<void> {
    try {
      await this.limiter(name).delete(this.hash(key));
    } catch (error) {
      this.logger.warn(`Could not reset ${name}: ${reasonOf(error)}`);
    }
  }

  /** Remembers the key for the limit's window (for markers such as `login.knownAddress`). */
  async remember(name: ThrottleName, key: ThrottleKey): Promise<void> {
    try {
      await this.limiter(name).set(this.hash(key), 1, this.limits[name].windowSeconds);
    } catch (error) {
      this.logger.warn(`Could not remember ${name}: ${reasonOf(error)}`);
    }
  }

  /** Whether the key was remembered (or consumed) within the limit's window. */
  async remembers(name: ThrottleName, key: ThrottleKey): Promise<boolean> {
    try {
      const result = await this.limiter(name).get(this.hash(key));
      return result !== null && result.consumedPoints > 0;
    } catch {
      return false;
    }
  }

  /**
   * The key as stored: a fixed-length hash of the parts in canonical form (domain
   * `canonicalEmail`: trimmed, Unicode lower case, NFC), so every spelling of one email address
   * counts against one key, and only those (an accented address is another key, as it is another
   * account). Addresses and ids pass through unchanged.
   */
  hash(key: ThrottleKey): string {
    return createHash('sha256')
      .update(JSON.stringify(key.map((part) => canonicalEmail(String(part ?? '')))))
      .digest('base64url')
      .slice(0, 32);
  }

  private limiter(name: ThrottleName): RateLimiterAbstract {
    let limiter = this.limiters.get(name);
    if (limiter) return limiter;
    const { points, windowSeconds } = this.limits[name];
    const keyPrefix = `${this.options.keyPrefix}:throttle:${name}`;
    const memory = new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds });
    limiter = this.redis
      ? new RateLimiterRedis({
          storeClient: this.redis,
          keyPrefix,
          points,
          duration: windowSeconds,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
    this.limiters.set(name, limiter);
    return limiter;
  }

  /** Neither Redis nor the insurance could count: refuse (fail closed) rather than let attempts through. */
  private unavailable(name: ThrottleName, error: unknown): DomainError {
    this.logger.error(`Throttle ${name} could not count: ${reasonOf(error)}`);
    return new DomainError('SERVER_BUSY', 'server.busy', undefined, 5);
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
