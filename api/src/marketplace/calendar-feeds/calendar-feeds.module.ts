import { Module } from '@nestjs/common';
import { AccessModule } from '../../access/access.module';
import { OrganisationMembersModule } from '../../organisations/organisation-members.module';
import { AssignmentsModule } from '../assignments/assignments.module';
import { CalendarFeedsController } from './calendar-feeds.controller';
import { CalendarFeedsService } from './calendar-feeds.service';

@Module({
  imports: [AccessModule, OrganisationMembersModule, AssignmentsModule],
  controllers: [CalendarFeedsController],
  providers: [CalendarFeedsService],
})
export class CalendarFeedsModule {}
