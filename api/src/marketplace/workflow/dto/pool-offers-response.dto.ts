import { ApiProperty } from '@nestjs/swagger';
import { PoolJobResponseDto } from '../../jobs/dto/job-response.dto';

/**
 * The OpenAPI description of `GET /api/job/offers` (the wire types are PoolOfferWire and
 * PoolOffersWire in domain/marketplace.ts).
 */
export class WorkingTimeClashShiftResponseDto {
  @ApiProperty({ example: 'Frühdienst Intensiv', description: 'The held shift’s request title' }) title: string;
  @ApiProperty({ example: 1795939200000, description: 'Start (ms)' }) start: number;
  @ApiProperty({ example: 1795989600000, description: 'End (ms)' }) end: number;
  @ApiProperty({
    required: false,
    example: 42,
    description: 'The held shift’s assignment (absent for a request filled before assignments existed)',
  })
  assignmentId?: number;
}

export class WorkingTimeClashResponseDto {
  @ApiProperty({ enum: ['REST', 'DAILY_HOURS'], example: 'REST' }) rule: 'REST' | 'DAILY_HOURS';
  @ApiProperty({ type: WorkingTimeClashShiftResponseDto }) shift: WorkingTimeClashShiftResponseDto;
  @ApiProperty({ required: false, example: 4, description: 'REST: the hours of rest left between the shifts' })
  restHours?: number;
  @ApiProperty({ required: false, example: '2026-11-02', description: 'DAILY_HOURS: the Berlin day' })
  day?: string;
  @ApiProperty({ required: false, example: 12.5, description: 'DAILY_HOURS: the hours worked that day' })
  hours?: number;
}

export class PoolOfferResponseDto {
  @ApiProperty({ type: PoolJobResponseDto }) job: PoolJobResponseDto;
  @ApiProperty({
    enum: ['accepted', 'declined'],
    nullable: true,
    description: 'This member’s answer; accepted for a shift they took',
  })
  answer: 'accepted' | 'declined' | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 1795939200000,
    description: 'When it goes to agencies unless someone accepts (ms); null without a limit or once taken',
  })
  releaseAt: number | null;
  @ApiProperty({
    type: WorkingTimeClashResponseDto,
    nullable: true,
    description: 'The Working Hours Act clash accepting would give (open offers only; null for taken shifts)',
  })
  workingTimeClash: WorkingTimeClashResponseDto | null;
}

export class PoolOffersResponseDto {
  @ApiProperty({
    type: [PoolOfferResponseDto],
    description: 'Open offers and the shifts this member took, not over, by first start (at most 200)',
  })
  offers: PoolOfferResponseDto[];
}
