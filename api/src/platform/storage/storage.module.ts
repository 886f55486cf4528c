import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { FileStorage, LocalFileStorage } from './file-storage';
import { FilesController } from './files.controller';
import { S3FileStorage } from './s3-file-storage';
import { StoredFileSweeper } from './stored-file-sweeper.service';

/** The file store: the S3-compatible bucket of STORAGE_URL when set, UPLOAD_DIR on disk otherwise. */
export function createFileStorage(config: Pick<AppConfig, 'storageUrl' | 'uploadDir'>): FileStorage {
  return config.storageUrl ? S3FileStorage.fromUrl(config.storageUrl) : new LocalFileStorage(config.uploadDir);
}

@Global()
@Module({
  controllers: [FilesController],
  providers: [{ provide: FileStorage, inject: [APP_CONFIG], useFactory: createFileStorage }, StoredFileSweeper],
  exports: [FileStorage, StoredFileSweeper],
})
export class StorageModule {}
