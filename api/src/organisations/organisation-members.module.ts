import { Module } from '@nestjs/common';
import { PersonRecordsModule } from '../people/person-records.module';
import { DepartmentMembersService } from './departments/department-members.service';
import { OrganisationDependents } from './organisation-dependents';
import { OrganisationFiguresService } from './organisation-figures.service';
import { OrganisationMemberTables } from './organisation-member-tables';
import { OrganisationPrivacyService } from './organisation-privacy.service';
import { OrganisationMembersService } from './organisation-members.service';
import { OrganisationPersonMemberships } from './organisation-person-memberships';
import { OrganisationStoredFiles } from './organisation-stored-files';

/**
 * What the organisations module (organisations, departments and their memberships) offers to the
 * modules that write memberships in their own transactions (sign-up, invitations) and the
 * dashboard's figures (reporting); it registers a person's memberships with the people module and
 * the logos and pictures the organisations name with the stored file sweeper, and keeps the delete
 * guard where the modules above register what needs an organisation (`OrganisationDependents`). It
 * imports only the
 * people module's records, so the accounts module can use it without a cycle through the
 * organisations' screens.
 */
@Module({
  imports: [PersonRecordsModule],
  providers: [
    OrganisationMembersService,
    DepartmentMembersService,
    OrganisationPersonMemberships,
    OrganisationFiguresService,
    OrganisationStoredFiles,
    OrganisationMemberTables,
    OrganisationPrivacyService,
    OrganisationDependents,
  ],
  exports: [
    OrganisationMembersService,
    DepartmentMembersService,
    OrganisationFiguresService,
    OrganisationPrivacyService,
    OrganisationDependents,
  ],
})
export class OrganisationMembersModule {}
