import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { checkEmail, checkPhone } from '@medstaff/domain';
import { Transform, Type } from 'class-transformer';
import {
  Equals,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  ValidateNested,
} from 'class-validator';
import { CanonicalEmail, IsCalendarDate, MaxChars, Satisfies } from '../../../platform/common/validation';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The date range of the enquiry (the picker's selection: startDate, endDate, key 'selection'). */
export class EnquiryDateDto {
  @ApiProperty({ example: '2026-12-01' })
  @IsCalendarDate({ message: 'enquiry.dateInvalid' })
  @Matches(DAY, { message: 'enquiry.dateRequired' })
  @IsString({ message: 'enquiry.dateRequired' })
  startDate: string;

  @ApiProperty({ example: '2026-12-07' })
  @IsCalendarDate({ message: 'enquiry.dateInvalid' })
  @Matches(DAY, { message: 'enquiry.dateRequired' })
  @IsString({ message: 'enquiry.dateRequired' })
  endDate: string;

  @ApiPropertyOptional({ example: 'selection' })
  @IsOptional()
  @IsString()
  @MaxChars(20)
  key?: string;
}

/** The spec's enquiry payload, validated as the form validates it. */
export class EnquiryDto {
  @ApiProperty({ type: EnquiryDateDto })
  @ValidateNested()
  @Type(() => EnquiryDateDto)
  @IsObject({ message: 'enquiry.dateRequired' })
  @IsDefined({ message: 'enquiry.dateRequired' })
  date: EnquiryDateDto;

  @ApiPropertyOptional({ example: '01.12.2026 – 07.12.2026', description: 'The range as the sender saw it' })
  @IsOptional()
  @Transform(trim)
  @MaxChars(100)
  @IsString()
  dateString?: string;

  @ApiProperty({ example: 'St. Elisabeth Klinikum Köln' })
  @Transform(trim)
  @MaxChars(200, { message: 'enquiry.tooLong' })
  @IsNotEmpty({ message: 'enquiry.hospitalRequired' })
  @IsString({ message: 'enquiry.hospitalRequired' })
  hospitalName: string;

  @ApiProperty({ example: 'Thomas Wagner' })
  @Transform(trim)
  @MaxChars(200, { message: 'enquiry.tooLong' })
  @IsNotEmpty({ message: 'enquiry.nameRequired' })
  @IsString({ message: 'enquiry.nameRequired' })
  name: string;

  @ApiProperty({ example: 't.wagner@st-elisabeth-koeln.de' })
  @CanonicalEmail()
  @Satisfies(checkEmail, { message: 'enquiry.emailInvalid' })
  @IsNotEmpty({ message: 'enquiry.emailRequired' })
  @IsString({ message: 'enquiry.emailRequired' })
  email: string;

  @ApiProperty({ example: '+49 221 4780 1200' })
  @Transform(trim)
  @Satisfies(checkPhone, { message: 'validation.phone' })
  @IsNotEmpty({ message: 'enquiry.phoneRequired' })
  @IsString({ message: 'enquiry.phoneRequired' })
  phone: string;

  @ApiPropertyOptional({ example: 'facharzt', description: 'Position code from GET /api/positions (or empty)' })
  @IsOptional()
  @MaxChars(64)
  @IsString()
  specialistValue?: string;

  @ApiPropertyOptional({ example: 'kardiologie', description: 'Field code from GET /api/fields (or empty)' })
  @IsOptional()
  @MaxChars(64)
  @IsString()
  fieldValue?: string;

  @ApiProperty({ description: 'Consent to the use of the data; must be true' })
  @Equals(true, { message: 'enquiry.consentRequired' })
  isAgreed: boolean;

  @ApiPropertyOptional({
    enum: ['de', 'en'],
    description: 'Language of the confirmation; defaults to the request language',
  })
  @IsOptional()
  @IsIn(['de', 'en'], { message: 'validation.language' })
  language?: 'de' | 'en';
}

export class EnquiryCreatedDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ description: 'A confirmation for the sender, in their language' })
  message: string;
}
