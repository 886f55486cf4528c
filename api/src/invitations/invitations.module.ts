import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ThrottleModule } from '../throttle/throttle.module';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';

@Module({
  imports: [AuthModule, ThrottleModule],
  controllers: [InvitationsController],
  providers: [InvitationsService],
  exports: [InvitationsService],
})
export class InvitationsModule {}
