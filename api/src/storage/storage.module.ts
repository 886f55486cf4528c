import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { FileStorage, LocalFileStorage } from './file-storage';
import { FilesController } from './files.controller';

@Global()
@Module({
  controllers: [FilesController],
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalFileStorage(config.uploadDir),
    },
  ],
  exports: [FileStorage],
})
export class StorageModule {}
