import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import type { HealthDto } from './health.dto';

const VERSION = process.env.npm_package_version ?? '0.1.0';

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(): Promise<HealthDto> {
    const started = performance.now();
    let up = false;
    let pendingMigrations = 0;
    try {
      // One round trip: counting the applied migrations proves the database answers, too (a
      // failure of either is "down", as when these were two queries).
      const applied = await this.dataSource.query('SELECT COUNT(*) AS count FROM schema_migration');
      up = true;
      pendingMigrations = Math.max(0, this.dataSource.migrations.length - Number(applied[0]?.count ?? 0));
    } catch {
      up = false;
    }
    return {
      status: up ? 'ok' : 'error',
      database: {
        status: up ? 'up' : 'down',
        dialect: this.config.database.dialect,
        latencyMs: Math.round((performance.now() - started) * 10) / 10,
        pendingMigrations,
      },
      version: VERSION,
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}
