import { ApiPropertyOptional } from '@nestjs/swagger';
import { JOB_STATES, MAX_ID, berlinDayStart, isCalendarDate, type JobState } from '@medstaff/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min, registerDecorator } from 'class-validator';

/**
 * Millisecond timestamps or calendar dates (`2026-11-02`, the start of that day in Berlin): the
 * value as ms, or NaN when it is neither.
 */
export function toMilliseconds(value: unknown): number {
  if (typeof value !== 'string' || value === '') return Number.NaN;
  if (/^[0-9]{1,15}$/.test(value)) return Number(value);
  return /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value) && isCalendarDate(value) ? berlinDayStart(value) : Number.NaN;
}

export function IsTimestamp(message = 'job.filterInvalid'): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isTimestamp',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message },
      validator: { validate: (value: unknown) => typeof value === 'number' && Number.isFinite(value) },
    });
  };
}

/** Filters of `GET /api/organisations/jobs`. */
export class OrganisationJobsQueryDto {
  @ApiPropertyOptional({ description: 'Only this department (station)', example: 1 })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : value))
  @IsInt({ message: 'job.filterInvalid' })
  @Min(1, { message: 'job.filterInvalid' })
  @Max(MAX_ID, { message: 'job.filterInvalid' })
  department?: number;

  @ApiPropertyOptional({
    oneOf: [
      { type: 'integer', format: 'int64' },
      { type: 'string', format: 'date' },
    ],
    description: 'Dates ending at or after this (ms or YYYY-MM-DD)',
    example: '2026-11-01',
  })
  @IsOptional()
  @Transform(({ value }) => toMilliseconds(value))
  @IsTimestamp()
  from?: number;

  @ApiPropertyOptional({
    oneOf: [
      { type: 'integer', format: 'int64' },
      { type: 'string', format: 'date' },
    ],
    description: 'Dates starting before this (ms or YYYY-MM-DD)',
    example: '2026-12-01',
  })
  @IsOptional()
  @Transform(({ value }) => toMilliseconds(value))
  @IsTimestamp()
  to?: number;

  @ApiPropertyOptional({ enum: JOB_STATES, example: 'internal_adv' })
  @IsOptional()
  @IsIn(JOB_STATES, { message: 'job.filterInvalid' })
  state?: JobState;
}
