import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ThrottleModule } from '../throttle/throttle.module';
import { CandidateInvitationsService } from './candidate-invitations.service';
import { CandidateInvitationLinksController, CandidatePortalController } from './candidates.controller';

/** Agencies' candidate invitations and the invited person's consent (accept, decline, leave). */
@Module({
  imports: [AuthModule, ThrottleModule],
  controllers: [CandidatePortalController, CandidateInvitationLinksController],
  providers: [CandidateInvitationsService],
  exports: [CandidateInvitationsService],
})
export class CandidatesModule {}
