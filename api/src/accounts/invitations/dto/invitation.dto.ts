import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  checkEmail,
  INVITATION_KINDS,
  MAX_ID,
  PERSON_ROLES,
  type InvitationKind,
  type PersonRole,
} from '@medstaff/domain';
import { IsIn, IsInt, Max, IsOptional, Min, ValidateIf } from 'class-validator';
import { CanonicalEmail, Satisfies } from '../../../platform/common/validation';

export class CreateInvitationDto {
  @ApiProperty({ example: 'leonie.fischer@mediplus.de' })
  @CanonicalEmail()
  @Satisfies(checkEmail, { message: 'input.emailNotValid' })
  email: string;

  @ApiProperty({ enum: INVITATION_KINDS })
  @IsIn(INVITATION_KINDS)
  kind: InvitationKind;

  @ApiPropertyOptional({ description: 'The agency, organisation or department (not for PERSON)' })
  @ValidateIf((dto: CreateInvitationDto) => dto.kind !== 'PERSON')
  @Max(MAX_ID)
  @Min(1)
  @IsInt()
  targetId?: number;

  @ApiPropertyOptional({ enum: PERSON_ROLES, description: 'For PERSON invitations: the role of the new person' })
  @ValidateIf((dto: CreateInvitationDto) => dto.kind === 'PERSON')
  @IsIn(PERSON_ROLES)
  role?: PersonRole;

  @ApiPropertyOptional({ enum: ['de', 'en'], default: 'de' })
  @IsOptional()
  @IsIn(['de', 'en'])
  language?: 'de' | 'en';
}

export class InvitationDto {
  @ApiProperty()
  id: number;
  @ApiProperty()
  email: string;
  @ApiProperty({ enum: INVITATION_KINDS })
  kind: InvitationKind;
  @ApiProperty({ type: 'integer', nullable: true })
  targetId: number | null;
  @ApiProperty()
  personId: number;
  @ApiProperty({ description: 'True when the email belonged to an existing person, who was linked instead' })
  linkedExisting: boolean;
  @ApiProperty()
  language: string;
  @ApiProperty({ type: 'string', nullable: true })
  acceptedAt: string | null;
  @ApiProperty()
  createdAt: string;
}
