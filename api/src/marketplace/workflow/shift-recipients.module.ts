import { Module } from '@nestjs/common';
import { AgencyMembersModule } from '../../agencies/agency-members.module';
import { OrganisationMembersModule } from '../../organisations/organisation-members.module';
import { PersonContactsModule } from '../../people/person-contacts.module';
import { ShiftRecipients } from './shift-recipients.service';

/** The recipients of the marketplace's mails, and the owners' services they are read from. */
@Module({
  imports: [OrganisationMembersModule, AgencyMembersModule, PersonContactsModule],
  providers: [ShiftRecipients],
  exports: [ShiftRecipients, OrganisationMembersModule, AgencyMembersModule, PersonContactsModule],
})
export class ShiftRecipientsModule {}
