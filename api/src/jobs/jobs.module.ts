import { Module } from '@nestjs/common';
import { JobsController, OrganisationJobsController } from './jobs.controller';
import { JobsService } from './jobs.service';

@Module({ controllers: [JobsController, OrganisationJobsController], providers: [JobsService], exports: [JobsService] })
export class JobsModule {}
