import { Module } from '@nestjs/common';
import { AgencyMembersModule } from '../../agencies/agency-members.module';
import { AuthModule } from '../auth.module';
import { OrganisationMembersModule } from '../../organisations/organisation-members.module';
import { ThrottleModule } from '../../platform/throttle/throttle.module';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';

@Module({
  imports: [AuthModule, ThrottleModule, OrganisationMembersModule, AgencyMembersModule],
  controllers: [InvitationsController],
  providers: [InvitationsService],
  exports: [InvitationsService],
})
export class InvitationsModule {}
