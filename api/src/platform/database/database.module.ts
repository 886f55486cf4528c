import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { ListReaderService } from '../lists/list-reader.service';
import { buildDataSourceOptions, detectDatabaseServer } from './data-source';

/**
 * Connects TypeORM and applies pending migrations of the configured dialect at start; the admin
 * lists' heavy statements get a reader of their own (platform/lists/list-reader.ts).
 */
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: async () => ({
            ...buildDataSourceOptions(await detectDatabaseServer(config.database)),
            retryAttempts: 2,
            retryDelay: 1000,
          }),
        }),
      ],
      providers: [ListReaderService],
    };
  }
}
