import { ApiProperty, PickType } from '@nestjs/swagger';
import {
  APPLICATION_STATES,
  JOB_DATE_MODES,
  JOB_DATE_TYPES,
  JOB_KINDS,
  JOB_STATES,
  POOL_JOB_FIELDS,
  type ApplicationState,
  type JobDateMode,
  type JobDateType,
  type JobKind,
  type JobState,
} from '@medstaff/domain';

/** OpenAPI documentation of the answers (the shapes are `JobWire` and friends in domain/). */
export class NamedRefResponseDto {
  @ApiProperty({ example: 1 }) _id: number;
  @ApiProperty({ example: 'Klinikum Köln-Merheim' }) name: string;
}

export class JobDateRangeResponseDto {
  @ApiProperty({ example: 1795939200000 }) startDate: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Null: an open end (SPORADIC)', example: 1795989600000 })
  endDate: number | null;
  @ApiProperty({ example: '05:30–19:30' }) activity: string;
}

export class JobDateResponseDto {
  @ApiProperty({ example: 11 }) _id: number;
  @ApiProperty({ type: JobDateRangeResponseDto }) date: JobDateRangeResponseDto;
  @ApiProperty({ enum: JOB_DATE_TYPES, example: 'Neue_Dienstanfrage' }) type: JobDateType;
}

export class QualificationResponseDto {
  @ApiProperty({ type: String, nullable: true, example: 'Fachkrankenpfleger' }) level: string | null;
}

export class UserInfoResponseDto {
  @ApiProperty({ type: QualificationResponseDto }) qualification: QualificationResponseDto;
}

export class ApplicantUserResponseDto {
  @ApiProperty({ example: 'Erika' }) firstName: string;
  @ApiProperty({ example: 'Mustermann' }) lastName: string;
  @ApiProperty({ type: UserInfoResponseDto }) user_info: UserInfoResponseDto;
}

export class ApplicantResponseDto {
  @ApiProperty({ example: 5 }) _id: number;
  @ApiProperty({ enum: APPLICATION_STATES, example: 'applied' }) state: ApplicationState;
  @ApiProperty({ type: ApplicantUserResponseDto }) user: ApplicantUserResponseDto;
}

export class SalaryResponseDto {
  @ApiProperty({ example: 3 }) _id: number;
  @ApiProperty({ example: 'Aktiv' }) activity: string;
  @ApiProperty({ description: 'Euros per hour', example: 95 }) cost: number;
}

export class JobResponseDto {
  @ApiProperty({ example: 7 }) _id: number;
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ enum: JOB_KINDS, example: 'NURSE' }) kind: JobKind;
  @ApiProperty({ example: 'Nachtdienst Intensivstation' }) title: string;
  @ApiProperty({ example: 'Erfahrung mit Beatmung erwünscht.' }) desc: string;
  @ApiProperty({ type: NamedRefResponseDto, nullable: true }) organisation: NamedRefResponseDto | null;
  @ApiProperty({ type: NamedRefResponseDto, nullable: true }) orig_dept: NamedRefResponseDto | null;
  @ApiProperty({ type: [JobDateResponseDto] }) dates: JobDateResponseDto[];
  @ApiProperty({ type: [String], example: ['Intensiv', 'Beatmung'] }) skills: string[];
  @ApiProperty({ enum: JOB_STATES, example: 'internal_adv' }) state: JobState;
  @ApiProperty({ type: [ApplicantResponseDto] }) applicants: ApplicantResponseDto[];
  @ApiProperty({ type: [String], example: ['Tagdienst'] }) jobType: string[];
  @ApiProperty({ example: 0 }) timeLimit: number;
  @ApiProperty({ type: Number, nullable: true, description: 'When it goes to agencies unless the pool accepts (ms)' })
  releaseDueAt: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'When it was released to agencies (ms)' })
  releasedAt: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'When it was filled (ms)' })
  filledAt: number | null;
  @ApiProperty({ example: 'Arbeitnehmerueberlassung' }) contractType: string;
  @ApiProperty({ enum: JOB_DATE_MODES, example: 'FIXED' }) dateMode: JobDateMode;
  @ApiProperty({ type: String, nullable: true, example: 'Tagesdienst' }) shiftType: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) position: string | null;
  @ApiProperty({ description: 'Creation time (ms)', example: 1795000000000 }) orig_submission: number;
  @ApiProperty({ example: '' }) jobOperation: string;
  @ApiProperty({ example: '' }) payment: string;
  @ApiProperty({ type: [SalaryResponseDto] }) salary: SalaryResponseDto[];
  @ApiProperty({ example: '' }) subtitle: string;
  @ApiProperty({ example: false }) accomodation: boolean;
  @ApiProperty({ example: '' }) field: string;
  @ApiProperty({ example: 1 }) version: number;
  @ApiProperty({ example: '2026-11-23T07:00:00.000Z' }) createdAt: string;
  @ApiProperty({ example: '2026-11-23T07:00:00.000Z' }) updatedAt: string;
}

/** PoolJobWire: the fields of a request a pool member sees (no applicants, no hospital-internal fields). */
export class PoolJobResponseDto extends PickType(JobResponseDto, POOL_JOB_FIELDS) {}

export class OrganisationJobsResponseDto {
  @ApiProperty({ type: [JobResponseDto], description: 'Externe Anfagen: some applicant selected (only those kept)' })
  externeAnfagen: JobResponseDto[];
  @ApiProperty({ type: [JobResponseDto], description: 'Bestätigung: applicants, all applied' })
  confirmation: JobResponseDto[];
  @ApiProperty({ type: [JobResponseDto], description: 'Offene Schichten: no applicants' })
  offeneShifts: JobResponseDto[];
}

export class MyDepartmentResponseDto {
  @ApiProperty({ example: 2 }) _id: number;
  @ApiProperty({ example: 'Intensiv' }) name: string;
  @ApiProperty({ type: NamedRefResponseDto }) organisation: NamedRefResponseDto;
  @ApiProperty({ example: true }) canManageJobs: boolean;
}

export class MyOrganisationResponseDto {
  @ApiProperty({ example: 1 }) _id: number;
  @ApiProperty({ example: 'Klinikum Köln-Merheim' }) name: string;
  @ApiProperty({ description: 'Membership confirmed', example: true }) confirmed: boolean;
  @ApiProperty({ example: true }) canManageJobs: boolean;
  @ApiProperty({ type: [NamedRefResponseDto] }) departments: NamedRefResponseDto[];
}

export class MyOrganisationsResponseDto {
  @ApiProperty({ type: [MyOrganisationResponseDto] }) organisations: MyOrganisationResponseDto[];
  @ApiProperty({ type: [MyDepartmentResponseDto] }) departments: MyDepartmentResponseDto[];
}
