import { Module } from '@nestjs/common';
import { OrganisationMembersModule } from '../../organisations/organisation-members.module';
import { CandidatesModule } from '../candidates/candidates.module';
import { JobsModule } from '../jobs/jobs.module';
import { ShiftRecipientsModule } from '../workflow/shift-recipients.module';
import { AgencyCandidatesController, ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';

/**
 * Agencies apply: released requests, candidates, applications with their three PDFs, and the
 * documents' downloads. Registered before JobsModule (see ApplicationsController).
 */
@Module({
  imports: [JobsModule, CandidatesModule, ShiftRecipientsModule, OrganisationMembersModule],
  controllers: [ApplicationsController, AgencyCandidatesController, DocumentsController],
  providers: [ApplicationsService, DocumentsService],
})
export class ApplicationsModule {}
