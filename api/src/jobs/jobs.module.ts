import { Module } from '@nestjs/common';
import { JobsController, OrganisationJobsController } from './jobs.controller';
import { JobCalendarService } from './job-calendar.service';
import { JobsService } from './jobs.service';

@Module({
  controllers: [JobsController, OrganisationJobsController],
  providers: [JobsService, JobCalendarService],
  exports: [JobsService],
})
export class JobsModule {}
