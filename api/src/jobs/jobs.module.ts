import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ReferenceDataModule } from '../reference-data/reference-data.module';
import { JobsAdminController } from './jobs-admin.controller';
import { JobsAdminService } from './jobs-admin.service';
import { JobsController, OrganisationJobsController } from './jobs.controller';
import { JobCalendarService } from './job-calendar.service';
import { JobsService } from './jobs.service';

@Module({
  imports: [AuthModule, ReferenceDataModule],
  controllers: [JobsController, OrganisationJobsController, JobsAdminController],
  providers: [JobsService, JobCalendarService, JobsAdminService],
  exports: [JobsService],
})
export class JobsModule {}
