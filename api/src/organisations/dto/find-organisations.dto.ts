import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString } from 'class-validator';
import { MaxChars } from '../../platform/common/validation';

export class FindOrganisationsDto {
  @ApiProperty({ example: 'klinikum', description: 'Case-insensitive part of the name; empty lists the first 20' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxChars(100, { message: 'validation.searchTerm' })
  @IsString({ message: 'validation.searchTerm' })
  searchTerm: string;
}

export class OrganisationSummaryDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;
}

export class FindOrganisationsResponseDto {
  @ApiProperty({ type: [OrganisationSummaryDto] })
  organisations: OrganisationSummaryDto[];
}
