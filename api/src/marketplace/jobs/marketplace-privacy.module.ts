import { Module } from '@nestjs/common';
import { AgencyMembersModule } from '../../agencies/agency-members.module';
import { OrganisationMembersModule } from '../../organisations/organisation-members.module';
import { MarketplacePrivacyService } from './marketplace-privacy.service';

/** The marketplace's part of the GDPR rights, for the privacy module. */
@Module({
  imports: [OrganisationMembersModule, AgencyMembersModule],
  providers: [MarketplacePrivacyService],
  exports: [MarketplacePrivacyService],
})
export class MarketplacePrivacyModule {}
