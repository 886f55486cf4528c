import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { CalendarFeedsController } from './calendar-feeds.controller';
import { CalendarFeedsService } from './calendar-feeds.service';

@Module({ imports: [AccessModule], controllers: [CalendarFeedsController], providers: [CalendarFeedsService] })
export class CalendarFeedsModule {}
