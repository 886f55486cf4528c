import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PERSON_ROLES, PASSWORD_MAX_LENGTH } from '@medstaff/domain';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'admin@demo.medstaff.de' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'validation.email' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'Demo!2026' })
  @IsString()
  @IsNotEmpty({ message: 'validation.passwordRequired' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;

  @ApiPropertyOptional({ description: 'Sent by the apps for compatibility; the stored role decides.', default: 'USER' })
  @IsOptional()
  @IsIn([...PERSON_ROLES, 'ORGANISATION ADMIN'])
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
