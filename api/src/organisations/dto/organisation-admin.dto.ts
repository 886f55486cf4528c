import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COUNTRY_CODES, URL_MAX_LENGTH, URL_PATTERN } from '@medstaff/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Min } from 'class-validator';
import { MaxChars } from '../../common/validation';

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
  @MaxChars(20)
  @IsNotEmpty({ message: 'Postcode is required.' })
  @IsString()
  postcode: string;

  @ApiProperty({ example: 'Martinistraße 52' })
  @Transform(trim)
  @MaxChars(255)
  @IsNotEmpty({ message: 'Organisation address is required.' })
  @IsString()
  address: string;

  @ApiProperty({ example: 'DE', enum: COUNTRY_CODES })
  @IsIn(COUNTRY_CODES, { message: 'Country must be one of the listed countries.' })
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
  @Matches(URL_PATTERN, { message: 'Incorrect url' })
  @IsString({ message: 'Incorrect url' })
  url: string;
}

export class OrganisationPictureDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  organisationId: number;

  @ApiProperty({ nullable: true, description: 'Address of the image; null when the picture was cleared ("Empty")' })
  url: string | null;

  @ApiProperty()
  description: string;

  @ApiProperty({ description: 'Send it back with every change set' })
  version: number;
}

export class OrganisationAdminDto {
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

/** The detail: the organisation with its pictures (in their order). */
export class OrganisationDetailDto extends OrganisationAdminDto {
  @ApiProperty({ type: [OrganisationPictureDto] })
  pictures: OrganisationPictureDto[];
}

export class OrganisationLogoUploadDto {
  @ApiProperty({ description: 'The version of the record the new logo replaces' })
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @Min(0)
  @IsInt({ message: 'version must be the whole number of the record version' })
  version: number;
}

export class AddOrganisationPictureDto {
  @ApiPropertyOptional({ example: 'Eingang', description: 'Shown under the picture' })
  @IsOptional()
  @Transform(trim)
  @MaxChars(500)
  @IsString()
  description?: string;
}
