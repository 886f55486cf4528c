import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PersonsModule } from '../persons/persons.module';
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
  imports: [AuthModule, PersonsModule],
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
