import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { checkUrl, COUNTRY_CODES, URL_MAX_LENGTH } from '@medstaff/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { CompanyAdminDto } from '../../platform/admin/company-admin.dto';
import { withParams } from '../../platform/common/messages';
import { IsPostcodeOf, MaxChars, Satisfies } from '../../platform/common/validation';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * The add-organisation form's fields (sent as multipart with the logo and the pictures): name,
 * postcode, address, country and url are required; city is optional (spec §5: marked, not checked).
 */
export class CreateOrganisationDto {
  @ApiProperty({ example: 'Klinikum Nord' })
  @Transform(trim)
  @MaxChars(200)
  @IsNotEmpty({ message: 'Organisation name is required.' })
  @IsString()
  name: string;

  @ApiProperty({ example: '20249' })
  @Transform(trim)
  @IsPostcodeOf('country', { message: 'input.postcodeInvalid' })
  @MaxChars(20)
  @IsNotEmpty({ message: withParams('changeSet.required', { label: 'Postcode' }) })
  @IsString()
  postcode: string;

  @ApiProperty({ example: 'Martinistraße 52' })
  @Transform(trim)
  @MaxChars(255)
  @IsNotEmpty({ message: withParams('changeSet.required', { label: 'Organisation address' }) })
  @IsString()
  address: string;

  @ApiProperty({ example: 'DE', enum: COUNTRY_CODES })
  @IsIn(COUNTRY_CODES, { message: 'input.countryUnknown' })
  country: string;

  @ApiPropertyOptional({ example: 'Hamburg' })
  @IsOptional()
  @Transform(trim)
  @MaxChars(100)
  @IsString()
  city?: string;

  @ApiProperty({ example: 'https://www.klinikum-nord.example' })
  @Transform(trim)
  @MaxChars(URL_MAX_LENGTH)
  @Satisfies(checkUrl, { message: 'input.urlIncorrect' })
  url: string;
}

export class OrganisationPictureDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  organisationId: number;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Address of the image; null when the picture was cleared ("Empty")',
  })
  url: string | null;

  @ApiProperty()
  description: string;

  @ApiProperty({ description: 'Send it back with every change set' })
  version: number;
}

/** An organisation as the back-office lists it (the fields of every company). */
export class OrganisationAdminDto extends CompanyAdminDto {}

/** The detail: the organisation with its pictures (in their order) and its leasing contracts' texts. */
export class OrganisationDetailDto extends OrganisationAdminDto {
  @ApiProperty({ type: [OrganisationPictureDto] })
  pictures: OrganisationPictureDto[];

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'The essential working conditions of comparable staff (§12 AÜG), set by the hospital in its settings',
  })
  workingConditions: string | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'The cancellation terms of its leasing contracts, set by the hospital in its settings',
  })
  cancellationTerms: string | null;

  @ApiProperty({
    type: 'number',
    nullable: true,
    description: 'Structured cancellation terms: free until this many hours before the first affected shift',
  })
  cancellationFreeHours: number | null;

  @ApiProperty({
    type: 'number',
    nullable: true,
    description: 'Structured cancellation terms: the share (percent) of the booked hours charged after that',
  })
  cancellationLateSharePercent: number | null;
}

export class AddOrganisationPictureDto {
  @ApiPropertyOptional({ example: 'Eingang', description: 'Shown under the picture' })
  @IsOptional()
  @Transform(trim)
  @MaxChars(500)
  @IsString()
  description?: string;
}
