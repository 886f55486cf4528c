import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { checkUrl, COUNTRY_CODES, URL_MAX_LENGTH } from '@medstaff/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { CompanyAdminDto } from '../../platform/admin/company-admin.dto';
import { withParams } from '../../platform/common/messages';
import { IsPostcodeOf, MaxChars, Satisfies } from '../../platform/common/validation';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The add-agency form: name, address, postcode, country and url are required. */
export class CreateAgencyDto {
  @ApiProperty({ example: 'MediPlus Personaldienste GmbH' })
  @Transform(trim)
  @MaxChars(200)
  @IsNotEmpty({ message: withParams('changeSet.required', { label: 'Agency name' }) })
  @IsString()
  name: string;

  @ApiProperty({ example: 'Friedrichstraße 68' })
  @Transform(trim)
  @MaxChars(255)
  @IsNotEmpty({ message: withParams('changeSet.required', { label: 'Address' }) })
  @IsString()
  address: string;

  @ApiProperty({ example: '10117' })
  @Transform(trim)
  @IsPostcodeOf('country', { message: 'input.postcodeInvalid' })
  @MaxChars(20)
  @IsNotEmpty({ message: withParams('changeSet.required', { label: 'Postcode' }) })
  @IsString()
  postcode: string;

  @ApiPropertyOptional({ example: 'Berlin' })
  @IsOptional()
  @Transform(trim)
  @MaxChars(100)
  @IsString()
  city?: string;

  @ApiProperty({ example: 'DE', enum: COUNTRY_CODES })
  @IsIn(COUNTRY_CODES, { message: 'input.countryUnknown' })
  country: string;

  @ApiProperty({ example: 'https://www.mediplus-personal.de' })
  @Transform(trim)
  @MaxChars(URL_MAX_LENGTH)
  @Satisfies(checkUrl, { message: 'input.urlIncorrect' })
  url: string;
}

/** An agency as the back-office shows it: the fields of every company and its permit (§1 AÜG). */
export class AgencyAdminDto extends CompanyAdminDto {
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'The authority that granted the permit for temporary agency work',
  })
  permitAuthority: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'The day the permit was granted (YYYY-MM-DD)' })
  permitIssuedOn: string | null;
}
