import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MysqlPoolReader, SqliteWorkerReader, registerListReader, type ListReader } from './list-reader';

/**
 * Gives the app's data source its list reader at start and closes it at shutdown (see
 * list-reader.ts): a worker thread on SQLite (not for an in-memory database, which another
 * connection cannot see), a pool of its own on MySQL/MariaDB.
 */
@Injectable()
export class ListReaderService implements OnModuleInit, OnApplicationShutdown {
  private reader?: ListReader;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const options = this.dataSource.options;
    const timeoutMs = this.config.listQueryTimeoutMs;
    if (options.type === 'better-sqlite3') {
      if (options.database !== ':memory:') this.reader = new SqliteWorkerReader(options.database, timeoutMs);
    } else if (options.type === 'mysql' || options.type === 'mariadb') {
      this.reader = new MysqlPoolReader(
        { dialect: 'mysql', url: String(options.url), server: options.type === 'mariadb' ? 'mariadb' : 'mysql' },
        timeoutMs,
      );
    }
    registerListReader(this.dataSource, this.reader);
  }

  async onApplicationShutdown(): Promise<void> {
    registerListReader(this.dataSource, undefined);
    await this.reader?.close();
  }
}
