import { Module } from '@nestjs/common';
import { InvitationsModule } from '../invitations/invitations.module';
import { JobsModule } from '../jobs/jobs.module';
import { ThrottleModule } from '../throttle/throttle.module';
import { AgencyCandidatesController, ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';

/**
 * Agencies apply: released requests, candidates, applications with their three PDFs, and the
 * documents' downloads. Registered before JobsModule (see ApplicationsController).
 */
@Module({
  imports: [JobsModule, InvitationsModule, ThrottleModule],
  controllers: [ApplicationsController, AgencyCandidatesController, DocumentsController],
  providers: [ApplicationsService, DocumentsService],
})
export class ApplicationsModule {}
