import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { ErasureRequestState } from '../erasure-request.entity';

/** The person's request to erase their account, with an optional note for the administrators. */
export class CreateErasureRequestDto {
  @ApiPropertyOptional({ maxLength: 1000, description: 'An optional note for the administrators' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  message?: string;
}

/** An administrator's refusal: the reason is mailed to the person. */
export class RefuseErasureRequestDto {
  @ApiProperty({ minLength: 3, maxLength: 1000 })
  @IsString()
  @MinLength(3)
  @MaxLength(1000)
  reason: string;
}

export class ErasureRequestDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  personId: number;

  @ApiProperty({ enum: ['pending', 'confirmed', 'refused', 'withdrawn'] })
  state: ErasureRequestState;

  @ApiProperty({ nullable: true, type: String })
  message: string | null;

  @ApiProperty({ nullable: true, type: String })
  decisionReason: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  decidedAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** The latest erasure request of a person, or null when they never made one. */
export class LatestErasureRequestDto {
  @ApiProperty({ type: ErasureRequestDto, nullable: true })
  request: ErasureRequestDto | null;
}
