import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, Min } from 'class-validator';

/**
 * What the back-office shows of a company, an agency or an organisation alike. Each resource
 * names it for itself (`AgencyAdminDto`, `OrganisationAdminDto`): the OpenAPI schemas keep their names.
 */
export class CompanyAdminDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  address: string;

  @ApiProperty()
  postcode: string;

  @ApiProperty({ type: 'string', nullable: true })
  city: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  country: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  url: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'Address of the logo image' })
  logo: string | null;

  @ApiProperty({ description: 'Send it back with every change set' })
  version: number;

  @ApiProperty()
  createdAt: string;

  @ApiProperty()
  updatedAt: string;
}

/** The form field beside a new logo (`PUT …/:id/logo`). */
export class LogoUploadDto {
  @ApiProperty({ description: 'The version of the record the new logo replaces' })
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @Min(0)
  @IsInt({ message: 'version must be the whole number of the record version' })
  version: number;
}
