import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@medstaff/domain';
import { IsNotEmpty, IsOptional, IsString, MinLength } from 'class-validator';
import { MaxChars } from '../../platform/common/validation';

export class ConfirmEmailDto {
  @ApiProperty({ description: 'The code from the confirmation link' })
  @IsString({ message: 'validation.code' })
  @IsNotEmpty({ message: 'validation.code' })
  @MaxChars(128, { message: 'auth.codeInvalid' })
  code: string;
}

export class ConfirmEmailResponseDto {
  @ApiProperty()
  email: string;
}

/**
 * The spec's password change payload. With an emailed code (`code`, or `newPasswordToken`) it
 * resets a forgotten password or accepts an invitation; signed in, `currentPassword` changes it.
 */
export class ResetPasswordDto {
  @ApiPropertyOptional({ description: 'Code from a password-reset or invitation link' })
  @IsOptional()
  @IsString({ message: 'validation.code' })
  @MaxChars(128, { message: 'auth.codeInvalid' })
  code?: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString({ message: 'validation.password' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: 'validation.passwordTooShort' })
  @MaxChars(PASSWORD_MAX_LENGTH, { message: 'validation.passwordTooLong' })
  newPassword: string;

  @ApiPropertyOptional({ description: 'Same as `code` (accepted for the spec payload)' })
  @IsOptional()
  @IsString({ message: 'validation.code' })
  @MaxChars(128, { message: 'auth.codeInvalid' })
  newPasswordToken?: string;

  @ApiPropertyOptional({ description: 'Required for a signed-in change without a code' })
  @IsOptional()
  @IsString({ message: 'validation.password' })
  @MaxChars(PASSWORD_MAX_LENGTH, { message: 'validation.passwordTooLong' })
  currentPassword?: string;
}

export class MessageResponseDto {
  @ApiProperty()
  message: string;
}
