import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CANCELLATION_FREE_HOURS_MAX, MAX_TIME_LIMIT_HOURS } from '@medstaff/domain';
import { IsInt, IsOptional, IsString, Max, Min, ValidateIf } from 'class-validator';
import { MaxChars } from '../../platform/common/validation';

/** The longest working-conditions or cancellation-terms text (a contract page's worth). */
export const CONTRACT_TEXT_MAX_LENGTH = 5000;

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

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: CONTRACT_TEXT_MAX_LENGTH,
    description:
      'The essential working conditions of comparable staff (§12 Abs. 1 Satz 3 AÜG), printed in every leasing contract; null clears it, absent keeps it',
    example: 'TVöD-K, 38,5 Stunden je Woche, Nachtzuschlag 20 %',
  })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString({ message: 'organisationSettings.textInvalid' })
  @MaxChars(CONTRACT_TEXT_MAX_LENGTH, { message: 'organisationSettings.textInvalid' })
  workingConditions?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: CONTRACT_TEXT_MAX_LENGTH,
    description: 'The cancellation terms printed in every leasing contract; null clears them, absent keeps them',
    example: 'Kostenfrei bis 72 Stunden vor Dienstbeginn, danach 50 % der gebuchten Stunden.',
  })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString({ message: 'organisationSettings.textInvalid' })
  @MaxChars(CONTRACT_TEXT_MAX_LENGTH, { message: 'organisationSettings.textInvalid' })
  cancellationTerms?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: CANCELLATION_FREE_HOURS_MAX,
    description:
      'Structured cancellation terms: a cancellation by the hospital is free until this many hours before the first affected shift. Set together with cancellationLateSharePercent (both null: no terms); absent keeps it',
    example: 72,
  })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({ message: 'organisationSettings.cancellationFreeHoursInvalid' })
  @Min(0, { message: 'organisationSettings.cancellationFreeHoursInvalid' })
  @Max(CANCELLATION_FREE_HOURS_MAX, { message: 'organisationSettings.cancellationFreeHoursInvalid' })
  cancellationFreeHours?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 100,
    description:
      'Structured cancellation terms: the share (percent) of the booked hours of the shifts not yet over charged at the agreed rate after the free period; absent keeps it',
    example: 50,
  })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({ message: 'organisationSettings.cancellationShareInvalid' })
  @Min(0, { message: 'organisationSettings.cancellationShareInvalid' })
  @Max(100, { message: 'organisationSettings.cancellationShareInvalid' })
  cancellationLateSharePercent?: number | null;
}

/** The OpenAPI description of OrganisationSettingsWire (domain/marketplace.ts). */
export class OrganisationSettingsResponseDto {
  @ApiProperty({ example: 3 }) _id: number;
  @ApiProperty({ example: 'Klinikum Köln-Merheim' }) name: string;
  @ApiProperty({ minimum: 0, maximum: MAX_TIME_LIMIT_HOURS, example: 24 }) defaultTimeLimitHours: number;
  @ApiProperty({ type: String, nullable: true, description: 'Printed in every leasing contract (§12 AÜG)' })
  workingConditions: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Printed in every leasing contract' })
  cancellationTerms: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Free until this many hours before the first affected shift (null: no structured terms)',
    example: 72,
  })
  cancellationFreeHours: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Share (percent) of the booked hours charged after the free period',
    example: 50,
  })
  cancellationLateSharePercent: number | null;
}
