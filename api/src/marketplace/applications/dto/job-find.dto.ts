import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  JOB_FIND_MAX_PAGE_SIZE,
  JOB_FIND_PAGE_SIZE,
  JOB_KINDS,
  type JobFindWire,
  type JobKind,
} from '@medstaff/domain';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const MAX_TIMESTAMP = 8.64e15;

/** `POST /api/job/find`: every filter optional; none set is `GET /api/job`. */
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
