import { ApiProperty } from '@nestjs/swagger';
import { PERMIT_AUTHORITY_MAX_LENGTH } from '@medstaff/domain';
import { IsString } from 'class-validator';

/**
 * `PUT /api/agencies/{id}/permit`: the permit for temporary agency work (Erlaubnis nach §1 AÜG).
 * Checked by `agencyPermitProblems` (domain/), the rule the console's and portal's forms use too.
 */
export class AgencyPermitDto {
  @ApiProperty({
    maxLength: PERMIT_AUTHORITY_MAX_LENGTH,
    example: 'Bundesagentur für Arbeit, Regionaldirektion Berlin-Brandenburg',
  })
  @IsString({ message: 'permit.authorityRequired' })
  authority: string;

  @ApiProperty({ description: 'The day it was granted (YYYY-MM-DD), not in the future', example: '2019-04-01' })
  @IsString({ message: 'permit.issuedOnInvalid' })
  issuedOn: string;
}

/** The agency's permit as saved; null fields while it has none. */
export class AgencyPermitResponseDto {
  @ApiProperty({ example: 7 }) agencyId: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Bundesagentur für Arbeit, Regionaldirektion Berlin-Brandenburg',
  })
  authority: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2019-04-01' }) issuedOn: string | null;
}
