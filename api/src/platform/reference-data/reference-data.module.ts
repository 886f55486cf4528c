import { Module } from '@nestjs/common';
import { ReferenceDataController } from './reference-data.controller';
import { ReferenceDataService } from './reference-data.service';

@Module({ controllers: [ReferenceDataController], providers: [ReferenceDataService], exports: [ReferenceDataService] })
export class ReferenceDataModule {}
