import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import {
  CALENDAR_DATE_LIMIT,
  CALENDAR_RANGE_MAX_DAYS,
  JOB_DATE_TYPES,
  JOB_KINDS,
  JOB_STATES,
  ORGANISATION_JOB_GROUPS,
  type JobDateType,
  type JobKind,
  type JobState,
  type OrganisationJobGroup,
} from '@medstaff/domain';
import { Transform } from 'class-transformer';
import { registerDecorator } from 'class-validator';
import { IsTimestamp, OrganisationJobsQueryDto, toMilliseconds } from './organisation-jobs-query.dto';

const DAY_MS = 86_400_000;

/** `to` lies after `from`, at most `CALENDAR_RANGE_MAX_DAYS` later (checked once both are numbers). */
function IsCalendarRangeEnd(): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isCalendarRangeEnd',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: 'calendar.rangeInvalid' },
      validator: {
        validate(value: unknown, args) {
          const from = (args?.object as { from?: unknown } | undefined)?.from;
          if (typeof value !== 'number' || typeof from !== 'number' || !Number.isFinite(from)) return true;
          return value > from && value - from <= CALENDAR_RANGE_MAX_DAYS * DAY_MS;
        },
      },
    });
  };
}

/** The range of `GET /api/organisations/calendar`, with the list's department filter. */
export class OrganisationCalendarQueryDto extends PickType(OrganisationJobsQueryDto, ['department']) {
  @ApiProperty({
    oneOf: [
      { type: 'integer', format: 'int64' },
      { type: 'string', format: 'date' },
    ],
    description: 'Dates ending at or after this (ms or YYYY-MM-DD)',
    example: '2026-10-26',
  })
  @Transform(({ value }) => toMilliseconds(value))
  @IsTimestamp('calendar.rangeRequired')
  from: number;

  @ApiProperty({
    oneOf: [
      { type: 'integer', format: 'int64' },
      { type: 'string', format: 'date' },
    ],
    description: `Dates starting before this (ms or YYYY-MM-DD); at most ${CALENDAR_RANGE_MAX_DAYS} days after from`,
    example: '2026-12-07',
  })
  @Transform(({ value }) => toMilliseconds(value))
  @IsTimestamp('calendar.rangeRequired')
  @IsCalendarRangeEnd()
  to: number;
}

class CalendarRefDto {
  @ApiProperty({ example: 3 }) _id: number;
  @ApiProperty({ example: 'Station 4B' }) name: string;
}

class CalendarDateValueDto {
  @ApiProperty({ example: 1_764_576_000_000 }) startDate: number;
  @ApiProperty({ nullable: true, type: Number, example: 1_764_612_000_000, description: 'null: open end' })
  endDate: number | null;
  @ApiProperty({ example: '07:00–19:00' }) activity: string;
}

class CalendarDateDto {
  @ApiProperty({ example: 11 }) _id: number;
  @ApiProperty({ type: CalendarDateValueDto }) date: CalendarDateValueDto;
  @ApiProperty({ enum: JOB_DATE_TYPES, example: 'Neue_Dienstanfrage' }) type: JobDateType;
}

class CalendarJobDto {
  @ApiProperty({ example: 42 }) _id: number;
  @ApiProperty({ example: 'Pflegefachkraft Intensivstation' }) title: string;
  @ApiProperty({ enum: JOB_KINDS }) kind: JobKind;
  @ApiProperty({ enum: JOB_STATES, example: 'internal_adv' }) state: JobState;
  @ApiProperty({ enum: ORGANISATION_JOB_GROUPS, description: 'The table it is listed in' })
  group: OrganisationJobGroup;
  @ApiPropertyOptional({ type: CalendarRefDto, nullable: true }) orig_dept: CalendarRefDto | null;
  @ApiProperty({ type: [CalendarDateDto], description: 'Only the dates that touch the range' })
  dates: CalendarDateDto[];
}

/** OpenAPI shape of `OrganisationCalendarWire`. */
export class OrganisationCalendarResponseDto {
  @ApiProperty({ example: 1_761_433_200_000 }) from: number;
  @ApiProperty({ example: 1_765_062_000_000 }) to: number;
  @ApiProperty({ type: [CalendarJobDto] }) jobs: CalendarJobDto[];
  @ApiProperty({ description: `More than ${CALENDAR_DATE_LIMIT} dates matched; the earliest are answered` })
  truncated: boolean;
}
