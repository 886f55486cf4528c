import { ApiProperty } from '@nestjs/swagger';
import { MAX_TIME_LIMIT_HOURS } from '@medstaff/domain';
import { IsInt, Max, Min } from 'class-validator';

const TIME_LIMIT_MESSAGE = `defaultTimeLimitHours must be a whole number of hours from 0 to ${MAX_TIME_LIMIT_HOURS}.`;

/** `PATCH /api/organisations/{id}/settings`: what an organisation admin sets for the whole organisation. */
export class UpdateOrganisationSettingsDto {
  @ApiProperty({
    minimum: 0,
    maximum: MAX_TIME_LIMIT_HOURS,
    example: 24,
    description:
      'Hours the internal pool has when a request’s own time limit is 0 (0: no limit, released by hand). ' +
      'Applies to requests posted from now on.',
  })
  @IsInt({ message: TIME_LIMIT_MESSAGE })
  @Min(0, { message: TIME_LIMIT_MESSAGE })
  @Max(MAX_TIME_LIMIT_HOURS, { message: TIME_LIMIT_MESSAGE })
  defaultTimeLimitHours: number;
}

/** The OpenAPI description of OrganisationSettingsWire (domain/marketplace.ts). */
export class OrganisationSettingsResponseDto {
  @ApiProperty({ example: 3 }) _id: number;
  @ApiProperty({ example: 'Klinikum Köln-Merheim' }) name: string;
  @ApiProperty({ minimum: 0, maximum: MAX_TIME_LIMIT_HOURS, example: 24 }) defaultTimeLimitHours: number;
}
