import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COUNTRY_CODES, URL_MAX_LENGTH, URL_PATTERN } from '@medstaff/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Min } from 'class-validator';
import { withParams } from '../../common/messages';
import { MaxChars } from '../../common/validation';

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
  @IsIn(COUNTRY_CODES, { message: 'Country must be one of the listed countries.' })
  country: string;

  @ApiProperty({ example: 'https://www.mediplus-personal.de' })
  @Transform(trim)
  @MaxChars(URL_MAX_LENGTH)
  @Matches(URL_PATTERN, { message: 'Incorrect url' })
  @IsString({ message: 'Incorrect url' })
  url: string;
}

export class AgencyAdminDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  address: string;

  @ApiProperty()
  postcode: string;

  @ApiProperty({ nullable: true })
  city: string | null;

  @ApiProperty({ nullable: true })
  country: string | null;

  @ApiProperty({ nullable: true })
  url: string | null;

  @ApiProperty({ nullable: true, description: 'Address of the logo image' })
  logo: string | null;

  @ApiProperty({ description: 'Send it back with every change set' })
  version: number;

  @ApiProperty()
  createdAt: string;

  @ApiProperty()
  updatedAt: string;
}

export class LogoUploadDto {
  @ApiProperty({ description: 'The version of the record the new logo replaces' })
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @Min(0)
  @IsInt({ message: 'version must be the whole number of the record version' })
  version: number;
}
