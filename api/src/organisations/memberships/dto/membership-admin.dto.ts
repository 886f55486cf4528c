import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { PersonProfileDto, PersonRowDto } from '../../../people/dto/person-admin.dto';

/**
 * The parents a screen expects a membership under (e.g. `?organisationId=5&departmentId=9`): a
 * membership of another parent answers 404, so no screen shows it under the wrong one.
 */
export class MemberParentQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  agencyId?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  organisationId?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  departmentId?: number;
}

/** The parent ids and (organisation users) the confirmation of a membership row. */
export class MembershipFieldsDto {
  @ApiPropertyOptional()
  agencyId?: number;

  @ApiPropertyOptional()
  organisationId?: number;

  @ApiPropertyOptional()
  departmentId?: number;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    description: 'Organisation users: when confirmed; null = pending',
  })
  confirmedAt?: string | null;

  @ApiPropertyOptional({ description: 'Organisation users: not yet confirmed (picked at sign-up)' })
  pending?: boolean;
}

/** A row of a member list: the membership's id, its parents and the person's list fields. */
export class MemberRowDto extends PersonRowDto {
  @ApiPropertyOptional()
  agencyId?: number;

  @ApiPropertyOptional()
  organisationId?: number;

  @ApiPropertyOptional()
  departmentId?: number;

  @ApiPropertyOptional({ type: 'string', nullable: true })
  confirmedAt?: string | null;

  @ApiPropertyOptional()
  pending?: boolean;
}

/** One member: the person's profile with the membership's id, parents and confirmation. */
export class MemberProfileDto extends PersonProfileDto {
  @ApiPropertyOptional()
  agencyId?: number;

  @ApiPropertyOptional()
  organisationId?: number;

  @ApiPropertyOptional()
  departmentId?: number;

  @ApiPropertyOptional({ type: 'string', nullable: true })
  confirmedAt?: string | null;

  @ApiProperty({ required: false })
  pending?: boolean;
}
