import { Module } from '@nestjs/common';
import { AccountPrivacyController } from './account-privacy.controller';
import { DocumentRetentionSweeper } from './document-retention.sweeper';
import { ErasureService } from './erasure.service';
import { PersonalDataExportService } from './personal-data-export.service';
import { PersonalDataService } from './personal-data.service';
import { PrivacyAdminController } from './privacy-admin.controller';

/** The GDPR rights of the people in the system: access and portability, erasure, and document retention. */
@Module({
  controllers: [AccountPrivacyController, PrivacyAdminController],
  providers: [PersonalDataService, PersonalDataExportService, ErasureService, DocumentRetentionSweeper],
  exports: [DocumentRetentionSweeper],
})
export class PrivacyModule {}
