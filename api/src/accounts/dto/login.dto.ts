import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PERSON_ROLES, PASSWORD_MAX_LENGTH } from '@medstaff/domain';
import { IsEmail, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { CanonicalEmail, MaxChars } from '../../platform/common/validation';

export class LoginDto {
  @ApiProperty({ example: 'admin@demo.medstaff.de' })
  @CanonicalEmail()
  @IsEmail({}, { message: 'validation.email' })
  @MaxChars(254)
  email: string;

  @ApiProperty({ example: 'Demo!2026' })
  @IsString()
  @IsNotEmpty({ message: 'validation.passwordRequired' })
  @MaxChars(PASSWORD_MAX_LENGTH)
  password: string;

  @ApiPropertyOptional({
    description: 'Sent by the apps for compatibility and ignored: any text is accepted; the stored role decides.',
    example: 'USER',
  })
  @IsOptional()
  @IsString()
  @MaxChars(50)
  role?: string;
}

export class SessionUserDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  email: string;

  @ApiProperty()
  firstName: string;

  @ApiProperty()
  lastName: string;

  @ApiProperty({ enum: PERSON_ROLES })
  role: (typeof PERSON_ROLES)[number];

  @ApiProperty({ enum: ['de', 'en'] })
  language: 'de' | 'en';
}

export class LoginResponseDto {
  @ApiProperty({ type: SessionUserDto })
  user: SessionUserDto;

  @ApiProperty()
  access_token: string;

  @ApiProperty({ enum: ['Bearer'] })
  token_type: 'Bearer';

  @ApiProperty({ description: 'Seconds until the token expires' })
  expires_in: number;
}

export class CurrentUserResponseDto {
  @ApiProperty({ type: SessionUserDto })
  user: SessionUserDto;
}
