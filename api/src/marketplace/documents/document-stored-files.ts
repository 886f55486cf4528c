import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StoredFileSweeper, columnKeyReader } from '../../platform/storage/stored-file-sweeper.service';
import { Document } from './document.entity';

/** Tells the stored file sweeper which files the documents name (not orphans). */
@Injectable()
export class DocumentStoredFiles implements OnModuleInit {
  constructor(
    private readonly sweeper: StoredFileSweeper,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.sweeper.registerReferences('marketplace.documents', columnKeyReader(this.dataSource, Document, 'storageKey'));
  }
}

/** The documents' registration with the stored file sweeper; imports nothing (the storage module is global). */
@Module({ providers: [DocumentStoredFiles] })
export class DocumentStoredFilesModule {}
