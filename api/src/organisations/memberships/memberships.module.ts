import { Module } from '@nestjs/common';
import { AuthenticationModule } from '../../platform/authentication/authentication.module';
import { PersonRecordsModule } from '../../people/person-records.module';
import { PersonsModule } from '../../people/persons.module';
import {
  AgencyCustomersAdminController,
  AgencyUsersAdminController,
  DepartmentCustomersAdminController,
  DepartmentUsersAdminController,
  OrganisationUserConfirmationController,
  OrganisationUsersAdminController,
} from './memberships-admin.controller';
import { MembershipsService } from './memberships.service';

@Module({
  imports: [AuthenticationModule, PersonsModule, PersonRecordsModule],
  controllers: [
    AgencyUsersAdminController,
    AgencyCustomersAdminController,
    OrganisationUserConfirmationController,
    OrganisationUsersAdminController,
    DepartmentUsersAdminController,
    DepartmentCustomersAdminController,
  ],
  providers: [MembershipsService],
  exports: [MembershipsService],
})
export class MembershipsModule {}
