import { Module } from '@nestjs/common';
import { PersonRecordsModule } from '../people/person-records.module';
import { AgencyFiguresService } from './agency-figures.service';
import { AgencyMemberTable } from './agency-member-table';
import { AgencyPrivacyService } from './agency-privacy.service';
import { AgencyMembersService } from './agency-members.service';
import { AgencyPersonMemberships } from './agency-person-memberships';
import { AgencyStoredFiles } from './agency-stored-files';

/**
 * What the agencies module offers to modules that write agency memberships in their own
 * transactions, the dashboard's figures and its part of the GDPR rights; it also tells the people module a person's agency
 * memberships and the stored file sweeper the logos the agencies name.
 */
@Module({
  imports: [PersonRecordsModule],
  providers: [
    AgencyMembersService,
    AgencyPersonMemberships,
    AgencyFiguresService,
    AgencyStoredFiles,
    AgencyMemberTable,
    AgencyPrivacyService,
  ],
  exports: [AgencyMembersService, AgencyFiguresService, AgencyPrivacyService],
})
export class AgencyMembersModule {}
