import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class LocalizedTextDto {
  @ApiProperty({ example: 'Anästhesiologie' })
  de: string;

  @ApiProperty({ example: 'Anaesthesiology' })
  en: string;
}

export class ReferenceItemDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ description: 'Stable identifier', example: 'anaesthesiologie' })
  code: string;

  @ApiProperty({ type: LocalizedTextDto })
  name: LocalizedTextDto;

  @ApiPropertyOptional({ enum: ['DOCTOR', 'NURSE'], nullable: true })
  jobKind?: 'DOCTOR' | 'NURSE' | null;
}

export class PositionDto extends ReferenceItemDto {
  @ApiProperty({ type: [Number], description: 'Ids of the fields this specialist works in' })
  fieldIds: number[];

  @ApiProperty({ type: [String], description: 'Codes of the same fields' })
  fieldCodes: string[];
}

export class JobTitleDto extends PositionDto {
  @ApiProperty({ type: [ReferenceItemDto], description: 'Qualification levels that hold this title' })
  qualifications: ReferenceItemDto[];
}

export class FieldsResponseDto {
  @ApiProperty({ type: [ReferenceItemDto] })
  fields: ReferenceItemDto[];
}
export class PositionsResponseDto {
  @ApiProperty({ type: [PositionDto] })
  positions: PositionDto[];
}
export class ContractTypesResponseDto {
  @ApiProperty({ type: [ReferenceItemDto] })
  contractTypes: ReferenceItemDto[];
}
export class JobTypesResponseDto {
  @ApiProperty({ type: [ReferenceItemDto] })
  jobTypes: ReferenceItemDto[];
}
export class JobShiftTypesResponseDto {
  @ApiProperty({ type: [ReferenceItemDto] })
  jobShiftTypes: ReferenceItemDto[];
}
export class JobTitlesResponseDto {
  @ApiProperty({ type: [JobTitleDto] })
  jobTitles: JobTitleDto[];
}
export class QualificationsResponseDto {
  @ApiProperty({ type: [ReferenceItemDto] })
  qualifications: ReferenceItemDto[];
}
export class GendersResponseDto {
  @ApiProperty({ type: [ReferenceItemDto] })
  genders: ReferenceItemDto[];
}
export class CountriesResponseDto {
  @ApiProperty({ type: [ReferenceItemDto] })
  countries: ReferenceItemDto[];
}

export class UserRoleDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ enum: ['ADMIN', 'ORGANISATION ADMIN', 'AGENCY', 'USER'] })
  name: string;

  @ApiProperty({ enum: ['ADMIN', 'ORG_ADMIN', 'ORG_SUB', 'AGENCY', 'USER'] })
  personRole: string;
}

export class UserRolesResponseDto {
  @ApiProperty({ type: [UserRoleDto] })
  userRoles: UserRoleDto[];
}
