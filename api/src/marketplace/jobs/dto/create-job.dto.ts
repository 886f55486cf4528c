import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  JOB_DATE_MODES,
  JOB_DATE_TYPES,
  JOB_KINDS,
  JOB_STATES,
  MAX_ID,
  openEndAllowed,
  splitListText,
  type JobDateMode,
  type JobDateType,
  type JobKind,
  type JobState,
} from '@medstaff/domain';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import { MaxChars } from '../../../platform/common/validation';

/** Dates between 2000-01-01 and 2100-01-01 (ms). */
export const MIN_DATE_MS = Date.UTC(2000, 0, 1);
export const MAX_DATE_MS = Date.UTC(2100, 0, 1);

const toList = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? splitListText(value) : Array.isArray(value) ? value : value;
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The end of the date is not before its start. */
function EndNotBeforeStart(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'endNotBeforeStart',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate: (value: unknown, args) => {
          const start = (args?.object as { startDate?: unknown } | undefined)?.startDate;
          return typeof value !== 'number' || typeof start !== 'number' || value >= start;
        },
      },
    });
  };
}

/**
 * Dates without end only for the single date of a SPORADIC request. On create the mode defaults
 * to FIXED; on update a missing mode is the stored one, which the service checks.
 */
function OpenEndOnlySporadic(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'openEndOnlySporadic',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate: (value: unknown, args) => {
          if (!Array.isArray(value)) return true;
          const dto = args?.object as JobFieldsDto;
          const dates = value.filter(
            (item): item is JobDateDto => typeof item === 'object' && item !== null && typeof item.date === 'object',
          );
          if (dates.length !== value.length || dates.some((item) => item.date === null)) return true;
          const mode = dto.dateMode ?? (isCreate(dto) ? 'FIXED' : 'SPORADIC');
          return openEndAllowed(mode, dates);
        },
      },
    });
  };
}

export class JobDateRangeDto {
  @ApiProperty({ description: 'Start (ms since 1970, UTC)', example: 1795939200000 })
  @IsInt({ message: 'job.dateInvalid' })
  @Min(MIN_DATE_MS, { message: 'job.dateInvalid' })
  @Max(MAX_DATE_MS, { message: 'job.dateInvalid' })
  startDate: number;

  @ApiPropertyOptional({
    description:
      'End (ms); not before the start. Null or left out: an open end, only for the one date of a SPORADIC request',
    type: Number,
    nullable: true,
    example: 1795989600000,
  })
  @IsOptional()
  @IsInt({ message: 'job.dateInvalid' })
  @Min(MIN_DATE_MS, { message: 'job.dateInvalid' })
  @Max(MAX_DATE_MS, { message: 'job.dateInvalid' })
  @EndNotBeforeStart({ message: 'job.dateOrder' })
  endDate?: number | null;

  @ApiPropertyOptional({ description: 'Shift types or time label, comma-separated', example: '05:30–19:30' })
  @IsOptional()
  @IsString({ message: 'job.activityTooLong' })
  @MaxChars(200, { message: 'job.activityTooLong' })
  activity?: string;
}

export class JobDateDto {
  @ApiProperty({ type: JobDateRangeDto })
  @IsObject({ message: 'job.dateInvalid' })
  @ValidateNested()
  @Type(() => JobDateRangeDto)
  date: JobDateRangeDto;

  @ApiPropertyOptional({ enum: JOB_DATE_TYPES, example: 'Neue_Dienstanfrage' })
  @IsOptional()
  @IsIn(JOB_DATE_TYPES, { message: 'job.dateTypeInvalid' })
  type?: JobDateType;
}

export class JobSalaryDto {
  @ApiProperty({ example: 'Aktiv' })
  @IsString({ message: 'job.salaryInvalid' })
  @IsNotEmpty({ message: 'job.salaryInvalid' })
  @MaxChars(64, { message: 'job.salaryInvalid' })
  activity: string;

  @ApiProperty({ description: 'Euros per hour', example: 95 })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'job.salaryInvalid' })
  @Min(0, { message: 'job.salaryInvalid' })
  @Max(10_000, { message: 'job.salaryInvalid' })
  cost: number;
}

/** Whether the body is a create payload (its required fields are checked), not an update. */
const isCreate = (dto: JobFieldsDto): dto is CreateJobDto => dto instanceof CreateJobDto;

/** The fields create and update share (all optional here; create adds what it requires). */
export class JobFieldsDto {
  /** Only on create (see CreateJobDto); read by the conditional rules. */
  declare kind?: JobKind;

  @ApiPropertyOptional({ example: 'Nachtdienst Intensivstation' })
  @ValidateIf((dto: JobFieldsDto) => isCreate(dto) || dto.title !== undefined)
  @Transform(trimmed)
  @IsString({ message: 'job.titleRequired' })
  @IsNotEmpty({ message: 'job.titleRequired' })
  @MaxChars(200, { message: 'job.titleTooLong' })
  title?: string;

  @ApiPropertyOptional({ example: 'Erfahrung mit Beatmung erwünscht.' })
  @IsOptional()
  @IsString({ message: 'job.textTooLong' })
  @MaxChars(10_000, { message: 'job.textTooLong' })
  desc?: string;

  @ApiPropertyOptional({ type: [JobDateDto] })
  @ValidateIf((dto: JobFieldsDto) => isCreate(dto) || dto.dates !== undefined)
  @IsArray({ message: 'job.datesRequired' })
  @ArrayMinSize(1, { message: 'job.datesRequired' })
  @ArrayMaxSize(366, { message: 'job.datesTooMany' })
  @ValidateNested({ each: true })
  @OpenEndOnlySporadic({ message: 'job.openEndNotAllowed' })
  @Type(() => JobDateDto)
  dates?: JobDateDto[];

  @ApiPropertyOptional({ enum: JOB_DATE_MODES, example: 'FIXED' })
  @IsOptional()
  @IsIn(JOB_DATE_MODES, { message: 'job.dateModeInvalid' })
  dateMode?: JobDateMode;

  @ApiPropertyOptional({
    description: 'A list, or comma-plus-space text',
    type: [String],
    example: ['Intensiv', 'Beatmung'],
  })
  @IsOptional()
  @Transform(toList)
  @IsArray({ message: 'job.listInvalid' })
  @ArrayMaxSize(50, { message: 'job.listInvalid' })
  @IsString({ each: true, message: 'job.listInvalid' })
  @MaxChars(100, { each: true, message: 'job.listInvalid' })
  skills?: string[];

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'Department (station) id; required for nurse requests',
    example: 1,
  })
  @ValidateIf(
    (dto: JobFieldsDto) =>
      (isCreate(dto) && dto.kind === 'NURSE') || (dto.orig_dept !== undefined && dto.orig_dept !== null),
  )
  @IsInt({ message: 'job.departmentRequired' })
  @Min(1, { message: 'job.departmentRequired' })
  @Max(MAX_ID, { message: 'job.departmentRequired' })
  orig_dept?: number | null;

  @ApiPropertyOptional({ description: 'Organisation id', example: 1 })
  @ValidateIf((dto: JobFieldsDto) => isCreate(dto) || dto.organisation !== undefined)
  @IsInt({ message: 'job.organisationRequired' })
  @Min(1, { message: 'job.organisationRequired' })
  @Max(MAX_ID, { message: 'job.organisationRequired' })
  organisation?: number;

  @ApiPropertyOptional({ description: 'A list, or comma-plus-space text', type: [String], example: ['Tagdienst'] })
  @IsOptional()
  @Transform(toList)
  @IsArray({ message: 'job.listInvalid' })
  @ArrayMaxSize(50, { message: 'job.listInvalid' })
  @IsString({ each: true, message: 'job.listInvalid' })
  @MaxChars(64, { each: true, message: 'job.jobTypeTooLong' })
  jobType?: string[];

  @ApiPropertyOptional({ description: 'Hours for the internal pool (0: none)', example: 0 })
  @IsOptional()
  @IsInt({ message: 'job.timeLimitInvalid' })
  @Min(0, { message: 'job.timeLimitInvalid' })
  @Max(8760, { message: 'job.timeLimitInvalid' })
  timeLimit?: number;

  @ApiPropertyOptional({ example: 'Arbeitnehmerueberlassung' })
  @IsOptional()
  @IsString({ message: 'job.textTooLong' })
  @IsNotEmpty({ message: 'job.textTooLong' })
  @MaxChars(64, { message: 'job.textTooLong' })
  contractType?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Tagesdienst' })
  @IsOptional()
  @IsString({ message: 'job.textTooLong' })
  @MaxChars(64, { message: 'job.textTooLong' })
  shiftType?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'POSITION reference code', example: 'Facharzt' })
  @IsOptional()
  @IsString({ message: 'job.textTooLong' })
  @MaxChars(64, { message: 'job.textTooLong' })
  position?: string | null;

  @ApiPropertyOptional({ description: 'Doctor requests: the specialty', example: 'Neurologie' })
  @ValidateIf((dto: JobFieldsDto) => (isCreate(dto) && dto.kind === 'DOCTOR') || dto.field !== undefined)
  @Transform(trimmed)
  @IsString({ message: 'job.fieldRequired' })
  @IsNotEmpty({ message: 'job.fieldRequired' })
  @MaxChars(64, { message: 'job.textTooLong' })
  field?: string;

  @ApiPropertyOptional({ example: 'Stationsarbeit und Bereitschaftsdienste' })
  @IsOptional()
  @IsString({ message: 'job.textTooLong' })
  @MaxChars(10_000, { message: 'job.textTooLong' })
  jobOperation?: string;

  @ApiPropertyOptional({ example: '' })
  @IsOptional()
  @IsString({ message: 'job.textTooLong' })
  @MaxChars(200, { message: 'job.textTooLong' })
  payment?: string;

  @ApiPropertyOptional({ type: [JobSalaryDto] })
  @IsOptional()
  @IsArray({ message: 'job.salaryInvalid' })
  @ArrayMaxSize(10, { message: 'job.salaryInvalid' })
  @ValidateNested({ each: true })
  @Type(() => JobSalaryDto)
  salary?: JobSalaryDto[];

  @ApiPropertyOptional({ example: 'Vertretung für zwei Wochen' })
  @IsOptional()
  @IsString({ message: 'job.textTooLong' })
  @MaxChars(200, { message: 'job.textTooLong' })
  subtitle?: string;

  @ApiPropertyOptional({ description: "The spec's spelling", example: true })
  @IsOptional()
  @IsBoolean({ message: 'job.accommodationInvalid' })
  accomodation?: boolean;
}

/** `POST /api/job`: the spec's job shape (nurse or doctor request). */
export class CreateJobDto extends JobFieldsDto {
  @ApiProperty({ enum: JOB_KINDS, example: 'NURSE' })
  @IsIn(JOB_KINDS, { message: 'job.kindInvalid' })
  declare kind: JobKind;

  @ApiProperty({ example: 'Nachtdienst Intensivstation' })
  declare title: string;

  @ApiProperty({ type: [JobDateDto] })
  declare dates: JobDateDto[];

  @ApiProperty({ description: 'Organisation id', example: 1 })
  declare organisation: number;

  @ApiPropertyOptional({
    description: 'Ignored: the server decides the state',
    enum: JOB_STATES,
    example: 'internal_adv',
  })
  @IsOptional()
  @IsIn(JOB_STATES)
  state?: JobState;

  @ApiPropertyOptional({ description: 'Must be empty', type: 'array', items: {}, maxItems: 0, example: [] })
  @IsOptional()
  @IsArray({ message: 'job.applicantsNotAllowed' })
  @ArrayMaxSize(0, { message: 'job.applicantsNotAllowed' })
  applicants?: never[];

  @ApiPropertyOptional({ description: 'Ignored (sent empty by the spec clients)', example: '' })
  @IsOptional()
  @IsString({ message: 'job.textTooLong' })
  @MaxChars(100, { message: 'job.textTooLong' })
  orig_submission?: string;
}
