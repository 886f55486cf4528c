import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthService } from '../../accounts/auth.service';
import { PersonSearchIndex } from '../../people/person-search-index';
import { DomainError } from '../../platform/common/domain-error';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/app-config';
import { Lifecycle } from '../../platform/lifecycle/lifecycle';
import { FileStorage } from '../../platform/storage/file-storage';
import { ThrottleService } from '../../platform/throttle/throttle.service';
import type {
  DatabaseHealthDto,
  DependencyHealthDto,
  HealthDto,
  ReadinessDto,
  SignInHealthDto,
  StorageHealthDto,
} from './health.dto';

const VERSION = process.env.npm_package_version ?? '0.1.0';

/**
 * How long a sign-in check's verdict stands: it hashes a password (tens of milliseconds of a
 * core), and a load balancer asks every few seconds.
 */
export const SIGN_IN_CHECK_TTL_MS = 15_000;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

@Injectable()
export class HealthService {
  private readonly logger = new Logger('Readiness');
  private signInCheck?: { at: number; result: Promise<SignInHealthDto> };

  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly storage: FileStorage,
    private readonly throttle: ThrottleService,
    private readonly lifecycle: Lifecycle,
    private readonly personSearch: PersonSearchIndex,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Liveness: the process runs and answers; nothing it depends on is asked. */
  live(): HealthDto {
    return { status: 'ok', version: VERSION, uptimeSeconds: Math.round(process.uptime()) };
  }

  /**
   * Readiness: the database (and every migration applied), Redis and the file store when
   * configured, and the sign-in path; a stopping process is not ready. The answer is public (load
   * balancers ask without credentials), so it gives each check's status only; what failed goes to
   * the log (it may name hosts and buckets).
   */
  async ready(): Promise<ReadinessDto> {
    const [database, redis, storage, signIn] = await Promise.all([
      this.database(),
      this.redis(),
      this.fileStore(),
      this.signIn(),
    ]);
    const healthy =
      database.status === 'up' &&
      database.pendingMigrations === 0 &&
      redis.status !== 'down' &&
      storage.status === 'up' &&
      signIn.status !== 'down';
    return {
      status: this.lifecycle.isDraining ? 'stopping' : healthy ? 'ready' : 'not-ready',
      checks: { database, redis, storage, signIn, search: { persons: this.personSearch.kind } },
      version: VERSION,
    };
  }

  private async database(): Promise<DatabaseHealthDto> {
    const started = performance.now();
    let up = false;
    let pendingMigrations = 0;
    try {
      // One round trip: counting the applied migrations proves the database answers, too.
      const applied = await this.dataSource.query('SELECT COUNT(*) AS count FROM schema_migration');
      up = true;
      pendingMigrations = Math.max(0, this.dataSource.migrations.length - Number(applied[0]?.count ?? 0));
    } catch (error) {
      up = false;
      this.logger.warn(`The database is down: ${message(error)}`);
    }
    return {
      status: up ? 'up' : 'down',
      dialect: this.config.database.dialect,
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
      pendingMigrations,
    };
  }

  private async redis(): Promise<DependencyHealthDto> {
    const status = await this.throttle.redisStatus();
    if (status === 'down') this.logger.warn('Redis does not answer PING.');
    return { status };
  }

  private async fileStore(): Promise<StorageHealthDto> {
    const kind = this.config.storageUrl ? 's3' : 'local';
    try {
      await this.storage.ready();
      return { status: 'up', kind };
    } catch (error) {
      this.logger.warn(`The file store is down: ${message(error)}`);
      return { status: 'down', kind };
    }
  }

  /** The sign-in check, at most once per SIGN_IN_CHECK_TTL_MS (a failure is asked again next time). */
  private signIn(): Promise<SignInHealthDto> {
    const now = Date.now();
    if (this.signInCheck && now - this.signInCheck.at < SIGN_IN_CHECK_TTL_MS) return this.signInCheck.result;
    const result = this.auth.checkSignIn().then(
      (): SignInHealthDto => ({ status: 'up' }),
      (error: unknown): SignInHealthDto => {
        this.signInCheck = undefined;
        if (error instanceof DomainError && error.code === 'SERVER_BUSY') return { status: 'busy' };
        this.logger.warn(`The sign-in path is broken: ${message(error)}`);
        return { status: 'down' };
      },
    );
    this.signInCheck = { at: now, result };
    return result;
  }
}
