import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { checkEmail, checkPhone, GENDER_CODES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@medstaff/domain';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Equals,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  CanonicalEmail,
  ConstraintListErrors,
  MatchesProperty,
  MaxChars,
  Satisfies,
} from '../../platform/common/validation';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value === null ? undefined : value;

export class UserInfoDto {
  @ApiPropertyOptional({ example: '+49 221 4780 1200' })
  @IsOptional()
  @Transform(emptyToUndefined)
  @Satisfies(checkPhone, { message: 'validation.phone' })
  phoneNumber?: string;
}

/** The spec's sign-up payload. Errors go out as `{ property, constraints }` items. */
@ConstraintListErrors()
export class RegistrationDto {
  @ApiProperty({ example: 'anna.becker@klinikum-koeln.de' })
  @CanonicalEmail()
  @Satisfies(checkEmail, { message: 'validation.email' })
  email: string;

  @ApiProperty({ example: 'Anna' })
  @Transform(trim)
  @MaxChars(100, { message: 'validation.firstName' })
  @IsNotEmpty({ message: 'validation.firstName' })
  @IsString({ message: 'validation.firstName' })
  firstName: string;

  @ApiProperty({ example: 'Becker' })
  @Transform(trim)
  @MaxChars(100, { message: 'validation.lastName' })
  @IsNotEmpty({ message: 'validation.lastName' })
  @IsString({ message: 'validation.lastName' })
  lastName: string;

  @ApiProperty({ enum: GENDER_CODES })
  @IsIn(GENDER_CODES, { message: 'validation.gender' })
  gender: string;

  @ApiProperty({
    description: 'One element: the id of an existing organisation, or (agency sign-up) the agency name',
    example: [3],
    type: 'array',
    items: { oneOf: [{ type: 'integer' }, { type: 'string' }] },
  })
  @ArrayMaxSize(1, { message: 'validation.organisation' })
  @ArrayMinSize(1, { message: 'validation.organisation' })
  @IsArray({ message: 'validation.organisation' })
  organisation: (number | string)[];

  @ApiProperty({ description: 'The position or activity (Tätigkeit)', example: 'Pflegedirektorin' })
  @Transform(trim)
  @MaxChars(150, { message: 'validation.position' })
  @IsNotEmpty({ message: 'validation.position' })
  @IsString({ message: 'validation.position' })
  role: string;

  @ApiPropertyOptional({ example: '+49 221 4780 1200' })
  @IsOptional()
  @Transform(emptyToUndefined)
  @Satisfies(checkPhone, { message: 'validation.phone' })
  phoneNumber?: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @MaxChars(PASSWORD_MAX_LENGTH, { message: 'validation.passwordTooLong' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: 'validation.passwordTooShort' })
  @IsString({ message: 'validation.password' })
  password: string;

  @ApiProperty()
  @MatchesProperty('password', { message: 'validation.passwordConfirmation' })
  passwordConfirmation: string;

  @ApiProperty({ description: 'Consent to the use of the data; must be true' })
  @Equals(true, { message: 'validation.acceptTC' })
  @IsBoolean({ message: 'validation.acceptTC' })
  acceptTC: boolean;

  @ApiPropertyOptional({ enum: ['de', 'en'], description: 'Language of the emails; defaults to the request language' })
  @IsOptional()
  @IsIn(['de', 'en'], { message: 'validation.language' })
  language?: 'de' | 'en';

  @ApiPropertyOptional({
    type: [Number],
    description: 'Role ids from GET /api/user-roles; unknown ids and ADMIN give USER',
  })
  @IsOptional()
  @IsInt({ each: true, message: 'validation.userRoles' })
  @IsArray({ message: 'validation.userRoles' })
  userRoles?: number[];

  @ApiPropertyOptional({ type: UserInfoDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => UserInfoDto)
  userInfo?: UserInfoDto;
}

/** The account a registration created. */
export class RegisteredUserDto {
  @ApiProperty()
  id: number;
  @ApiProperty()
  email: string;
  @ApiProperty()
  firstName: string;
  @ApiProperty()
  lastName: string;
  @ApiProperty()
  role: string;
  @ApiProperty()
  language: string;
}

export class RegistrationResponseDto {
  @ApiProperty({ type: () => RegisteredUserDto, description: 'The new account, not yet confirmed' })
  user: RegisteredUserDto;
}
