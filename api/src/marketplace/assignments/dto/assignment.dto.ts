import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ASSIGNMENT_CHANGE_DECIDERS,
  ASSIGNMENT_CHANGE_MAX_SHIFTS,
  ASSIGNMENT_CHANGE_NOTE_MAX_LENGTH,
  ASSIGNMENT_CHANGE_STATES,
  ASSIGNMENT_SOURCES,
  ASSIGNMENT_STATES,
  CANCELLING_SIDES,
  CONTRACT_SIDES,
  SHA256_HEX,
  type AssignmentChangeDecider,
  type AssignmentChangeState,
  type AssignmentSource,
  type AssignmentState,
  type CancellingSide,
  type ContractSide,
} from '@medstaff/domain';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { MaxChars } from '../../../platform/common/validation';
import { MAX_DATE_MS, MIN_DATE_MS } from '../../jobs/dto/create-job.dto';
import { NamedRefResponseDto } from '../../jobs/dto/job-response.dto';

export const ASSIGNMENT_PAGE_SIZE = 20;
export const ASSIGNMENT_MAX_PAGE_SIZE = 100;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_MESSAGE = 'assignment.filterInvalid';

/** `GET /api/assignments`: the caller's assignments, filtered by state and a date range, paged. */
export class AssignmentListQueryDto {
  @ApiPropertyOptional({ enum: ASSIGNMENT_STATES })
  @IsOptional()
  @IsIn(ASSIGNMENT_STATES, { message: FILTER_MESSAGE })
  state?: AssignmentState;

  @ApiPropertyOptional({
    description: 'First Berlin day (YYYY-MM-DD) a shift of the assignment may reach',
    example: '2026-12-01',
  })
  @IsOptional()
  @Matches(DAY_PATTERN, { message: FILTER_MESSAGE })
  from?: string;

  @ApiPropertyOptional({
    description: 'Last Berlin day (YYYY-MM-DD) on which its first shift may start',
    example: '2026-12-31',
  })
  @IsOptional()
  @Matches(DAY_PATTERN, { message: FILTER_MESSAGE })
  to?: string;

  @ApiPropertyOptional({ description: '1-based page, by first shift', default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  page?: number;

  @ApiPropertyOptional({ default: ASSIGNMENT_PAGE_SIZE, maximum: ASSIGNMENT_MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(ASSIGNMENT_MAX_PAGE_SIZE)
  pageSize?: number;
}

/** `POST /api/assignments/{id}/contract/accept`: the SHA-256 of the exact PDF bytes the person read and accepts. */
export class AcceptContractDto {
  @ApiProperty({
    description: 'SHA-256 (hex) of the contract PDF as downloaded (also sent as the X-Contract-SHA256 header)',
    example: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  })
  @Matches(SHA256_HEX, { message: 'sha256 must be 64 lower-case hexadecimal characters.' })
  sha256: string;
}

/** `POST /api/assignments/{id}/cancel`: why (kept with the assignment and in the audit log). */
export class CancelAssignmentDto {
  @ApiProperty({ maxLength: 2000, example: 'Station wegen Umbau geschlossen' })
  @IsString({ message: 'assignment.reasonRequired' })
  @IsNotEmpty({ message: 'assignment.reasonRequired' })
  @Matches(/\S/, { message: 'assignment.reasonRequired' })
  @MaxChars(2000, { message: 'assignment.reasonRequired' })
  reason: string;
}

const CHANGE_MESSAGE = 'assignmentChange.shiftsInvalid';

/** One shift of a proposed change: start and end (ms since 1970; shown in Europe/Berlin). */
export class ProposedShiftDto {
  @ApiProperty({ description: 'Start (ms since 1970, UTC)', example: 1795942800000 })
  @IsInt({ message: CHANGE_MESSAGE })
  @Min(MIN_DATE_MS, { message: CHANGE_MESSAGE })
  @Max(MAX_DATE_MS, { message: CHANGE_MESSAGE })
  startDate: number;

  @ApiProperty({ description: 'End (ms); after the start, at most 26 hours later', example: 1795971600000 })
  @IsInt({ message: CHANGE_MESSAGE })
  @Min(MIN_DATE_MS, { message: CHANGE_MESSAGE })
  @Max(MAX_DATE_MS, { message: CHANGE_MESSAGE })
  endDate: number;

  @ApiPropertyOptional({ description: 'Shift types or time label, comma-separated', example: 'Aktiv' })
  @IsOptional()
  @IsString({ message: CHANGE_MESSAGE })
  @MaxChars(200, { message: CHANGE_MESSAGE })
  activity?: string;
}

/**
 * `POST /api/assignments/{id}/changes`: the hospital proposes a new list of shifts (replacing all
 * current ones), with an optional short note. Each shift ends after it starts (at most 26 hours),
 * none starts in the past or more than two years ahead, no two overlap.
 */
export class ProposeAssignmentChangeDto {
  @ApiProperty({ type: [ProposedShiftDto], minItems: 1, maxItems: ASSIGNMENT_CHANGE_MAX_SHIFTS })
  @IsArray({ message: 'assignmentChange.shiftsRequired' })
  @ArrayMinSize(1, { message: 'assignmentChange.shiftsRequired' })
  @ArrayMaxSize(ASSIGNMENT_CHANGE_MAX_SHIFTS, { message: 'assignmentChange.shiftsTooMany' })
  @ValidateNested({ each: true })
  @Type(() => ProposedShiftDto)
  shifts: ProposedShiftDto[];

  @ApiPropertyOptional({ maxLength: ASSIGNMENT_CHANGE_NOTE_MAX_LENGTH, example: 'Übergabe eine Stunde später' })
  @IsOptional()
  @IsString({ message: CHANGE_MESSAGE })
  @MaxChars(ASSIGNMENT_CHANGE_NOTE_MAX_LENGTH, { message: CHANGE_MESSAGE })
  note?: string;
}

export class AssignmentWorkerResponseDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Null once the account is gone', example: 12 })
  _id: number | null;
  @ApiProperty({ example: 'Erika Mustermann' }) name: string;
}

export class AssignmentShiftResponseDto {
  @ApiProperty({ description: 'Start (ms since 1970, shown in Europe/Berlin)', example: 1795939200000 })
  startDate: number;
  @ApiProperty({ example: 1795982400000 }) endDate: number;
  @ApiProperty({ type: [String], example: ['Aktiv'] }) activities: string[];
}

export class AssignmentRateResponseDto {
  @ApiProperty({
    description: 'Stundensatz (the selected application’s rate) or the request’s activity',
    example: 'Aktiv',
  })
  activity: string;
  @ApiProperty({ description: 'Euros per hour', example: '52.50' }) cost: string;
}

export class AssignmentDocumentResponseDto {
  @ApiProperty({ example: 'AÜV-2026-000042' }) number: string;
  @ApiProperty({ example: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' }) sha256: string;
  @ApiProperty({ example: 1795939200000 }) createdAt: number;
}

export class AssignmentAcceptanceResponseDto {
  @ApiProperty({ enum: CONTRACT_SIDES }) side: ContractSide;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Who accepted (null for the candidate)',
    example: 'Anna Admin <anna@klinik.de>',
  })
  acceptedBy: string | null;
  @ApiProperty({ example: 1795939200000 }) acceptedAt: number;
  @ApiProperty({ description: 'SHA-256 of the PDF bytes accepted' }) sha256: string;
}

/** One proposed change of an assignment's shifts and its answer. */
export class AssignmentChangeResponseDto {
  @ApiProperty({ example: 7 }) _id: number;
  @ApiProperty({ enum: ASSIGNMENT_CHANGE_STATES }) state: AssignmentChangeState;
  @ApiProperty({ type: [AssignmentShiftResponseDto], description: 'The proposed shifts (replacing all current ones)' })
  shifts: AssignmentShiftResponseDto[];
  @ApiProperty({ type: String, nullable: true, example: 'Übergabe eine Stunde später' }) note: string | null;
  @ApiProperty({ description: 'The shifts version it was proposed against', example: 1 }) baseShiftsVersion: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The shifts version accepting it made', example: 2 })
  resultShiftsVersion: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Who proposed it (name <email>; null for the worker)',
    example: 'Anna Admin <anna@klinik.de>',
  })
  proposedBy: string | null;
  @ApiProperty({ example: 1795939200000 }) proposedAt: number;
  @ApiProperty({ type: String, nullable: true, description: 'Who answered (null while pending, and for the worker)' })
  decidedBy: string | null;
  @ApiProperty({
    enum: ASSIGNMENT_CHANGE_DECIDERS,
    nullable: true,
    description: 'agency: an agency user answered; worker: the pool member',
  })
  decidedAs: AssignmentChangeDecider | null;
  @ApiProperty({ type: Number, nullable: true }) decidedAt: number | null;
  @ApiProperty({
    type: AssignmentDocumentResponseDto,
    nullable: true,
    description: 'The change agreement (Änderungsvereinbarung / Nachtrag) of a leasing assignment, once accepted',
  })
  amendment: AssignmentDocumentResponseDto | null;
}

/** The cancellation line for invoicing: the hours of the shifts not yet over × the share × the agreed rate. */
export class CancellationChargeResponseDto {
  @ApiProperty({ description: 'Hours of the affected shifts (from the cancellation on)', example: '16.00' })
  hours: string;
  @ApiProperty({ description: 'Share of the hospital’s terms (percent)', example: 50 }) sharePercent: number;
  @ApiProperty({ description: 'The agreed hourly rate (euros)', example: '61.50' }) hourlyRate: string;
  @ApiProperty({ description: 'Euros, rounded to the cent', example: '492.00' }) amount: string;
  @ApiProperty({ description: 'The free period of the terms (hours before the first affected shift)', example: 72 })
  freeHours: number;
}

/**
 * One assignment as its audience sees it: the hospital, the agency and the operators everything
 * but the acceptances' addresses (in the audit log and the certificate); the candidate no rates
 * unless the agency shares them.
 */
export class AssignmentResponseDto {
  @ApiProperty({ example: 42 }) _id: number;
  @ApiProperty({ enum: ASSIGNMENT_STATES }) state: AssignmentState;
  @ApiProperty({
    enum: ASSIGNMENT_SOURCES,
    description: 'agency: leased (with a contract); pool: the hospital’s own staff',
  })
  source: AssignmentSource;
  @ApiProperty({ example: 'Intensivpflege Nachtdienst' }) title: string;
  @ApiProperty({ type: String, nullable: true }) position: string | null;
  @ApiProperty({ type: String, nullable: true }) field: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The shift request (null once deleted)' }) jobRequestId:
    number | null;
  @ApiProperty({ type: NamedRefResponseDto }) organisation: NamedRefResponseDto;
  @ApiProperty({ type: NamedRefResponseDto, nullable: true }) department: NamedRefResponseDto | null;
  @ApiProperty({ type: NamedRefResponseDto, nullable: true }) agency: NamedRefResponseDto | null;
  @ApiProperty({ type: AssignmentWorkerResponseDto }) worker: AssignmentWorkerResponseDto;
  @ApiProperty({ type: [AssignmentShiftResponseDto], description: 'The current version of the shifts' })
  shifts: AssignmentShiftResponseDto[];
  @ApiProperty({ example: 1 }) shiftsVersion: number;
  @ApiProperty({
    type: [AssignmentRateResponseDto],
    nullable: true,
    description: 'Null: not shared with the candidate',
  })
  rates: AssignmentRateResponseDto[] | null;
  @ApiProperty({ description: 'Whether the agency shares the agreed rates with the candidate' })
  ratesShared: boolean;
  @ApiProperty({ description: '§8 Abs. 4 AÜG: the contract carries the equal-pay notice' }) equalPayNotice: boolean;
  @ApiProperty({
    type: AssignmentDocumentResponseDto,
    nullable: true,
    description: 'The leasing contract (null for the pool)',
  })
  contract: AssignmentDocumentResponseDto | null;
  @ApiProperty({
    type: AssignmentDocumentResponseDto,
    nullable: true,
    description: 'The certificate of both acceptances',
  })
  certificate: AssignmentDocumentResponseDto | null;
  @ApiProperty({ type: [AssignmentAcceptanceResponseDto] }) acceptances: AssignmentAcceptanceResponseDto[];
  @ApiProperty({ example: 1795939200000 }) firstShiftAt: number;
  @ApiProperty({ example: 1795982400000 }) lastShiftEndAt: number;
  @ApiProperty({ type: Number, nullable: true }) confirmedAt: number | null;
  @ApiProperty({ type: Number, nullable: true }) cancelledAt: number | null;
  @ApiProperty({ type: String, nullable: true }) cancelReason: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The notice that applied: whole hours between the cancellation and the first shift not yet over',
  })
  cancelNoticeHours: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'While the leasing contract lacks an acceptance (proposed): the first shift’s start, before which both companies must accept; null otherwise',
    example: 1795939200000,
  })
  acceptanceDueAt: number | null;
  @ApiProperty({
    description:
      'True from 48 hours before the first shift while the contract lacks an acceptance (the hospital is warned by mail then, once)',
  })
  acceptanceWarning: boolean;
  @ApiProperty({ enum: CANCELLING_SIDES, nullable: true, description: 'Which company cancelled' })
  cancelledBy: CancellingSide | null;
  @ApiProperty({
    type: CancellationChargeResponseDto,
    nullable: true,
    description:
      'The cancellation line for invoicing: null when nothing is charged (no terms, within the free period, cancelled by the agency, the pool) and for the worker',
  })
  cancellationCharge: CancellationChargeResponseDto | null;
  @ApiProperty({
    type: [AssignmentChangeResponseDto],
    description:
      'Proposed changes of the shifts, oldest first: all of them for the companies and operators; for the worker the accepted ones (and, in the pool, the pending one they answer)',
  })
  changes: AssignmentChangeResponseDto[];
  @ApiProperty({ example: 1795939200000 }) createdAt: number;
}

export class AssignmentListResponseDto {
  @ApiProperty({ type: [AssignmentResponseDto] }) assignments: AssignmentResponseDto[];
  @ApiProperty({ example: 3 }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 20 }) pageSize: number;
}
