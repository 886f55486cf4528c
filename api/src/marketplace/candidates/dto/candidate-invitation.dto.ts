import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CANDIDATE_INVITATION_STATES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type CandidateInvitationState,
} from '@medstaff/domain';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { MaxChars } from '../../../platform/common/validation';
import { NamedRefResponseDto } from '../../jobs/dto/job-response.dto';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Optional, but when sent it must be valid: `null` is refused like any other non-string. */
const whenSent = (property: 'password' | 'firstName' | 'lastName') =>
  ValidateIf((dto: AcceptCandidateInvitationDto) => dto[property] !== undefined);

/**
 * `POST /api/candidate-invitations/{code}/accept`. With an account for the address, nothing is
 * needed (the code proves the mailbox); without one, the password creates the account.
 */
export class AcceptCandidateInvitationDto {
  @ApiPropertyOptional({ minLength: PASSWORD_MIN_LENGTH, description: 'Required when no account has the address' })
  @whenSent('password')
  @IsString({ message: 'validation.password' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: 'validation.passwordTooShort' })
  @MaxChars(PASSWORD_MAX_LENGTH, { message: 'validation.passwordTooLong' })
  password?: string;

  @ApiPropertyOptional({ description: 'A new account’s first name (default: as the agency typed it)' })
  @whenSent('firstName')
  @Transform(trimmed)
  @MaxLength(100, { message: 'firstName must be at most 100 characters' })
  @IsNotEmpty({ message: 'firstName is required' })
  @IsString({ message: 'firstName is required' })
  firstName?: string;

  @ApiPropertyOptional({ description: 'A new account’s last name (default: as the agency typed it)' })
  @whenSent('lastName')
  @Transform(trimmed)
  @MaxLength(100, { message: 'lastName must be at most 100 characters' })
  @IsNotEmpty({ message: 'lastName is required' })
  @IsString({ message: 'lastName is required' })
  lastName?: string;
}

export class CandidateInvitationResponseDto {
  @ApiProperty({ example: 7 }) _id: number;
  @ApiProperty({ example: 'erika@example.org', description: 'The address as the agency typed it' }) email: string;
  @ApiProperty({ example: 'Erika', description: 'As the agency typed it' }) firstName: string;
  @ApiProperty({ example: 'Mustermann', description: 'As the agency typed it' }) lastName: string;
  @ApiProperty({ enum: CANDIDATE_INVITATION_STATES }) state: CandidateInvitationState;
  @ApiProperty({ example: 1793574000000 }) createdAt: number;
  @ApiProperty({ example: 1794178800000 }) expiresAt: number;
}

export class CandidateAgencyInvitationResponseDto {
  @ApiProperty({ example: 7 }) _id: number;
  @ApiProperty({ type: NamedRefResponseDto }) agency: NamedRefResponseDto;
  @ApiProperty({ enum: CANDIDATE_INVITATION_STATES }) state: CandidateInvitationState;
  @ApiProperty({ example: 1793574000000 }) createdAt: number;
  @ApiProperty({ example: 1794178800000 }) expiresAt: number;
}

export class CandidateAgenciesResponseDto {
  @ApiProperty({ type: [CandidateAgencyInvitationResponseDto] }) invitations: CandidateAgencyInvitationResponseDto[];
  @ApiProperty({ type: [NamedRefResponseDto] }) agencies: NamedRefResponseDto[];
}

export class CandidateInvitationByCodeResponseDto {
  @ApiProperty({ type: NamedRefResponseDto }) agency: NamedRefResponseDto;
  @ApiProperty() email: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ description: 'An account has this address (accepting needs no password)' }) accountExists: boolean;
}

export class AcceptedByCodeResponseDto {
  @ApiProperty({ description: 'The account that is now the agency’s candidate (sign in with it)' }) email: string;
}
