import { ApiProperty } from '@nestjs/swagger';
import { CALENDAR_FEED_SCOPES, type CalendarFeedScope } from '../calendar-feed.entity';

/** A feed the signed-in hospital user may manage. The URL is never shown again after creation. */
export class CalendarFeedDto {
  @ApiProperty({ enum: CALENDAR_FEED_SCOPES, example: 'department' })
  scope: CalendarFeedScope;

  @ApiProperty({ description: 'Id of the organisation or department', example: 12 })
  id: number;

  @ApiProperty({ example: 'Intensivstation' })
  name: string;

  @ApiProperty({ example: 'St. Elisabeth Klinikum Köln' })
  organisationName: string;

  @ApiProperty({ description: 'Whether a feed URL exists (rotate to get a new one)', example: true })
  active: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'When the current URL was issued (ISO)' })
  issuedAt: string | null;
}

export class CalendarFeedListDto {
  @ApiProperty({ type: [CalendarFeedDto] })
  feeds: CalendarFeedDto[];
}

/** The answer of create/rotate: the only time the feed's URL is shown. */
export class CalendarFeedCreatedDto extends CalendarFeedDto {
  @ApiProperty({
    description: 'The private iCalendar URL; shown only now (rotate to get a new one)',
    example: 'https://staffing.example.com/api/calendar-feeds/ics/3q2…Zk.ics',
  })
  url: string;
}

/** The signed-in person's own feed of her assignments: whether it exists and since when. */
export class OwnCalendarFeedDto {
  @ApiProperty({ description: 'Whether a feed URL exists (rotate to get a new one)', example: true })
  active: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'When the current URL was issued (ISO)' })
  issuedAt: string | null;
}

/** The answer of creating or rotating one's own feed: the only time the URL is shown. */
export class OwnCalendarFeedCreatedDto extends OwnCalendarFeedDto {
  @ApiProperty({
    description: 'The private iCalendar URL of one’s own shifts; shown only now (rotate to get a new one)',
    example: 'https://staffing.example.com/api/calendar-feeds/ics/3q2…Zk.ics',
  })
  url: string;
}
