import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StoredFileSweeper, columnKeyReader } from '../platform/storage/stored-file-sweeper.service';
import { OrganisationPicture } from './organisation-picture.entity';
import { Organisation } from './organisation.entity';

/** Tells the stored file sweeper which logos and pictures the organisations name (not orphans). */
@Injectable()
export class OrganisationStoredFiles implements OnModuleInit {
  constructor(
    private readonly sweeper: StoredFileSweeper,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.sweeper.registerReferences('organisations.logo', columnKeyReader(this.dataSource, Organisation, 'logoKey'));
    this.sweeper.registerReferences(
      'organisations.pictures',
      columnKeyReader(this.dataSource, OrganisationPicture, 'storageKey'),
    );
  }
}
