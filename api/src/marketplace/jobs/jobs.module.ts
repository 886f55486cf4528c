import { Module } from '@nestjs/common';
import { AuthModule } from '../../accounts/auth.module';
import { OrganisationMembersModule } from '../../organisations/organisation-members.module';
import { ReferenceDataModule } from '../../platform/reference-data/reference-data.module';
import { AssignmentsModule } from '../assignments/assignments.module';
import { ShiftRecipientsModule } from '../workflow/shift-recipients.module';
import { JobsAdminController } from './jobs-admin.controller';
import { JobsAdminService } from './jobs-admin.service';
import { JobsController, OrganisationJobsController } from './jobs.controller';
import { JobCalendarService } from './job-calendar.service';
import { JobDatesModule } from './job-dates.module';
import { JobOrganisationDependents } from './job-organisation-dependents';
import { JobsService } from './jobs.service';

@Module({
  imports: [
    AuthModule,
    ReferenceDataModule,
    ShiftRecipientsModule,
    OrganisationMembersModule,
    AssignmentsModule,
    JobDatesModule,
  ],
  controllers: [JobsController, OrganisationJobsController, JobsAdminController],
  providers: [JobsService, JobCalendarService, JobsAdminService, JobOrganisationDependents],
  exports: [JobsService],
})
export class JobsModule {}
