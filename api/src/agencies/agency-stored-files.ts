import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StoredFileSweeper, columnKeyReader } from '../platform/storage/stored-file-sweeper.service';
import { Agency } from './agency.entity';

/** Tells the stored file sweeper which logos the agencies name (their files are not orphans). */
@Injectable()
export class AgencyStoredFiles implements OnModuleInit {
  constructor(
    private readonly sweeper: StoredFileSweeper,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.sweeper.registerReferences('agencies.logo', columnKeyReader(this.dataSource, Agency, 'logoKey'));
  }
}
