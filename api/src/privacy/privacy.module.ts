import { Module } from '@nestjs/common';
import { AuthModule } from '../accounts/auth.module';
import { MarketplacePrivacyModule } from '../marketplace/jobs/marketplace-privacy.module';
import { AgencyMembersModule } from '../agencies/agency-members.module';
import { OrganisationMembersModule } from '../organisations/organisation-members.module';
import { PersonRecordsModule } from '../people/person-records.module';
import { AccountPrivacyController } from './account-privacy.controller';
import { DocumentRetentionSweeper } from './document-retention.sweeper';
import { ErasureService } from './erasure.service';
import { PersonalDataExportService } from './personal-data-export.service';
import { PersonalDataService } from './personal-data.service';
import { PrivacyAdminController } from './privacy-admin.controller';

/** The GDPR rights of the people in the system: access and portability, erasure, and document retention. */
@Module({
  imports: [AuthModule, PersonRecordsModule, OrganisationMembersModule, AgencyMembersModule, MarketplacePrivacyModule],
  controllers: [AccountPrivacyController, PrivacyAdminController],
  providers: [PersonalDataService, PersonalDataExportService, ErasureService, DocumentRetentionSweeper],
  exports: [DocumentRetentionSweeper],
})
export class PrivacyModule {}
