import { Module } from '@nestjs/common';
import { MemberTables } from './member-tables';
import { PersonPrivacyService } from './person-privacy.service';
import { PersonSearchIndex } from './person-search-index';
import { PersonMemberships } from './person-memberships.service';
import { PersonsService } from './persons.service';

/**
 * What the people module offers to the modules above it that work with the person row in their own
 * transactions (the accounts module: sign-up, sign-in, sessions, passwords, invitations), and
 * where the modules that keep memberships of persons register them (`PersonMemberships`, and
 * `MemberTables` for the member screens); `PersonSearchIndex` prepares the persons search at start. It
 * imports nothing, so any module can use it without a cycle through the persons' screens.
 */
@Module({
  providers: [PersonsService, PersonMemberships, MemberTables, PersonPrivacyService, PersonSearchIndex],
  exports: [PersonsService, PersonMemberships, MemberTables, PersonPrivacyService, PersonSearchIndex],
})
export class PersonRecordsModule {}
