import { ApiProperty } from '@nestjs/swagger';
import { APPLICATION_STATES, JOB_DATE_MODES, JOB_KINDS, JOB_STATES } from '@medstaff/domain';
import type { ApplicationState, JobDateMode, JobKind, JobState } from '@medstaff/domain';
import { LocalizedTextDto } from '../../../platform/reference-data/reference-data.dto';

/** One row of the back-office's shift requests list (`GET /admin/jobs`). */
export class JobAdminRowDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ enum: JOB_KINDS })
  kind: JobKind;

  @ApiProperty({ enum: JOB_STATES })
  state: JobState;

  @ApiProperty()
  title: string;

  @ApiProperty()
  organisationId: number;

  @ApiProperty({ nullable: true, type: String })
  organisationName: string | null;

  @ApiProperty({ nullable: true, type: Number })
  departmentId: number | null;

  @ApiProperty({ nullable: true, type: String })
  departmentName: string | null;

  @ApiProperty({ nullable: true, type: String, description: 'Start of the earliest shift (ISO 8601)' })
  firstDate: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'End of the latest shift (its start when it has an open end), ISO 8601',
  })
  lastDate: string | null;

  @ApiProperty({ description: 'All applications, whatever their state' })
  applicationsCount: number;

  @ApiProperty()
  createdAt: string;

  @ApiProperty({ nullable: true, type: String })
  releasedAt: string | null;

  @ApiProperty({ nullable: true, type: String })
  filledAt: string | null;
}

export class JobAdminDateDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ description: 'ISO 8601' })
  startAt: string;

  @ApiProperty({ nullable: true, type: String, description: 'ISO 8601; null: an open end' })
  endAt: string | null;

  @ApiProperty({ type: [String] })
  activities: string[];

  @ApiProperty()
  type: string;
}

export class JobAdminSalaryDto {
  @ApiProperty({ example: 'Aktiv' })
  activity: string;

  @ApiProperty({ example: '95.00', description: 'Euros per hour' })
  cost: string;
}

export class JobAdminDocumentsDto {
  @ApiProperty()
  cv: boolean;

  @ApiProperty()
  licence: boolean;

  @ApiProperty()
  diploma: boolean;
}

export class JobAdminApplicationDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  candidateName: string;

  @ApiProperty({ nullable: true, type: Number })
  agencyId: number | null;

  @ApiProperty({ nullable: true, type: String, description: 'Null once the agency was deleted' })
  agencyName: string | null;

  @ApiProperty({ example: '60.00', description: 'Euros per hour' })
  hourlyRate: string;

  @ApiProperty({ enum: APPLICATION_STATES })
  state: ApplicationState;

  @ApiProperty()
  createdAt: string;

  @ApiProperty({ type: JobAdminDocumentsDto, description: 'Which of the three documents were uploaded' })
  documents: JobAdminDocumentsDto;
}

/** One shift request with everything about it (`GET /admin/jobs/{id}`). */
/** The reference lists' names of a request's codes, for people. */
export class JobAdminCodeNamesDto {
  @ApiProperty({ type: LocalizedTextDto, nullable: true })
  position: LocalizedTextDto | null;

  @ApiProperty({ type: LocalizedTextDto, nullable: true })
  field: LocalizedTextDto | null;

  @ApiProperty({ type: LocalizedTextDto, nullable: true })
  jobType: LocalizedTextDto | null;

  @ApiProperty({ type: LocalizedTextDto, nullable: true })
  shiftType: LocalizedTextDto | null;

  @ApiProperty({ type: LocalizedTextDto, nullable: true })
  contractType: LocalizedTextDto | null;
}

export class JobAdminDetailDto extends JobAdminRowDto {
  @ApiProperty({ nullable: true, type: String })
  subtitle: string | null;

  @ApiProperty({ nullable: true, type: String })
  description: string | null;

  @ApiProperty({ nullable: true, type: String })
  organisationAddress: string | null;

  @ApiProperty({ nullable: true, type: String })
  positionCode: string | null;

  @ApiProperty({ nullable: true, type: String })
  fieldCode: string | null;

  @ApiProperty()
  jobType: string;

  @ApiProperty({ nullable: true, type: String })
  shiftType: string | null;

  @ApiProperty()
  contractType: string;

  @ApiProperty({
    description: 'The names of the codes above in both languages (null for a code no list has)',
  })
  names: JobAdminCodeNamesDto;

  @ApiProperty({ type: [String] })
  skills: string[];

  @ApiProperty({ enum: JOB_DATE_MODES })
  dateMode: JobDateMode;

  @ApiProperty({ description: 'Hours the internal pool has before the request goes out (0: no limit)' })
  timeLimit: number;

  @ApiProperty({ nullable: true, type: String })
  jobOperation: string | null;

  @ApiProperty({ nullable: true, type: String })
  payment: string | null;

  @ApiProperty()
  accommodation: boolean;

  @ApiProperty({ nullable: true, type: String, description: 'When it goes to the agencies unless filled' })
  releaseDueAt: string | null;

  @ApiProperty({ nullable: true, type: Number })
  createdById: number | null;

  @ApiProperty({ nullable: true, type: Number })
  filledById: number | null;

  @ApiProperty()
  updatedAt: string;

  @ApiProperty()
  version: number;

  @ApiProperty({ type: [JobAdminDateDto] })
  dates: JobAdminDateDto[];

  @ApiProperty({ type: [JobAdminSalaryDto] })
  salaries: JobAdminSalaryDto[];

  @ApiProperty({ type: [JobAdminApplicationDto] })
  applications: JobAdminApplicationDto[];
}
