import { Module } from '@nestjs/common';
import { AuthModule } from '../../accounts/auth.module';
import { ThrottleModule } from '../../platform/throttle/throttle.module';
import { ShiftRecipientsModule } from '../workflow/shift-recipients.module';
import { CandidateInvitationsService } from './candidate-invitations.service';
import { CandidateInvitationLinksController, CandidatePortalController } from './candidates.controller';

/** Agencies' candidate invitations and the invited person's consent (accept, decline, leave). */
@Module({
  imports: [AuthModule, ThrottleModule, ShiftRecipientsModule],
  controllers: [CandidatePortalController, CandidateInvitationLinksController],
  providers: [CandidateInvitationsService],
  exports: [CandidateInvitationsService],
})
export class CandidatesModule {}
