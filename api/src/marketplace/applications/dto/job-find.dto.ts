import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  JOB_FIND_MAX_PAGE_SIZE,
  JOB_FIND_PAGE_SIZE,
  JOB_KINDS,
  type JobFindWire,
  type JobKind,
} from '@medstaff/domain';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { AcceptedAsIs } from '../../../platform/common/validation';

const MAX_TIMESTAMP = 8.64e15;

const text = (max: number) => (value: unknown) => typeof value === 'string' && value.length <= max;
const whole = (min: number, max: number) => (value: unknown) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const KINDS = new Set<unknown>(JOB_KINDS);
/** What the decorators below accept, checked by hand (UTF-16 length ≥ the characters they count). */
const FIELD_CHECKS = new Map<string, (value: unknown) => boolean>([
  ['field', text(64)],
  ['position', text(64)],
  ['from', whole(0, MAX_TIMESTAMP)],
  ['to', whole(0, MAX_TIMESTAMP)],
  ['place', text(100)],
  ['kind', (value) => KINDS.has(value)],
  ['contractType', text(64)],
  ['page', whole(1, 1_000_000)],
  ['pageSize', whole(1, JOB_FIND_MAX_PAGE_SIZE)],
]);

/** A plain object of known fields only, each set and valid: taken without class-validator. */
export function jobFindAcceptedAsIs(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  if (Object.getPrototypeOf(body) !== Object.prototype) return false;
  for (const [key, value] of Object.entries(body)) {
    const check = FIELD_CHECKS.get(key);
    if (!check || !check(value)) return false;
  }
  return true;
}

/** `POST /api/job/find`: every filter optional; none set is `GET /api/job`. */
@AcceptedAsIs(jobFindAcceptedAsIs)
export class JobFindDto implements JobFindWire {
  @ApiPropertyOptional({ description: 'FIELD reference code', example: 'Neurologie' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  field?: string;

  @ApiPropertyOptional({ description: 'POSITION reference code', example: 'Facharzt' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  position?: string;

  @ApiPropertyOptional({ description: 'Requests with a date ending at or after this (ms)', example: 1793574000000 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_TIMESTAMP)
  from?: number;

  @ApiPropertyOptional({ description: 'Requests with a date starting before this (ms)', example: 1796166000000 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_TIMESTAMP)
  to?: number;

  @ApiPropertyOptional({ description: 'Postcode prefix or city (case-insensitive)', example: '101' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  place?: string;

  @ApiPropertyOptional({ enum: JOB_KINDS })
  @IsOptional()
  @IsIn(JOB_KINDS)
  kind?: JobKind;

  @ApiPropertyOptional({ description: 'CONTRACT_TYPE reference code', example: 'Arbeitnehmerueberlassung' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  contractType?: string;

  @ApiPropertyOptional({ description: '1-based page, newest released first', default: 1 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  page?: number;

  @ApiPropertyOptional({ default: JOB_FIND_PAGE_SIZE, maximum: JOB_FIND_MAX_PAGE_SIZE })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(JOB_FIND_MAX_PAGE_SIZE)
  pageSize?: number;
}
