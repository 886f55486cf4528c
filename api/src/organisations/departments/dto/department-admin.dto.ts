import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  Min,
} from 'class-validator';
import { MaxChars } from '../../../platform/common/validation';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Skills come as a list, or as the comma-separated text of the form: trimmed, empty entries dropped. */
export const toSkillList = ({ value }: { value: unknown }): unknown => {
  const items = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(items)) return value;
  return items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
};

/** Add-department form: Department Name and Skills, both required. */
export class CreateDepartmentDto {
  @ApiProperty({ example: 5 })
  @Type(() => Number)
  @IsInt({ message: 'department.organisationRequired' })
  @Min(1)
  @Max(2_147_483_647)
  organisationId: number;

  @ApiProperty({ example: 'Intensivstation' })
  @Transform(trim)
  @MaxChars(200)
  @IsNotEmpty({ message: 'department.nameRequired' })
  @IsString()
  name: string;

  @ApiProperty({ example: ['Beatmung', 'Dialyse'], description: 'A list, or comma-separated text' })
  @Transform(toSkillList)
  @IsArray({ message: 'department.skillsRequired' })
  @ArrayNotEmpty({ message: 'department.skillsRequired' })
  @ArrayMaxSize(50, { message: 'department.skillsInvalid' })
  @IsString({ each: true, message: 'department.skillsInvalid' })
  @MaxChars(100, { each: true, message: 'department.skillsInvalid' })
  skills: string[];
}

/** A department as the back-office reads it. */
export class DepartmentAdminDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  organisationId: number;

  @ApiProperty()
  organisationName: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: [String] })
  skills: string[];

  @ApiProperty()
  version: number;

  @ApiProperty()
  createdAt: string;

  @ApiProperty()
  updatedAt: string;
}

/** `?organisationId=` on a get: a department of another organisation answers 404. */
export class DepartmentParentQueryDto {
  @ApiProperty({ required: false })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  organisationId?: number;
}
