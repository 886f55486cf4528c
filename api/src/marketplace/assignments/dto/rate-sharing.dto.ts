import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** `PUT /api/assignments/{id}/rate-sharing`: whether the candidate sees the rates the companies agreed. */
export class RateSharingDto {
  @ApiProperty({ description: 'true: the candidate sees the agreed rates (and the contract PDF); false: neither' })
  @IsBoolean({ message: 'shared must be true or false.' })
  shared: boolean;
}
