import { ApiProperty } from '@nestjs/swagger';
import { PERSON_ROLES } from '@medstaff/domain';

/** A row of the people lists: Email, First name, Last name, Contact (and Role). */
export class PersonRowDto {
  @ApiProperty({ description: 'The row id: the person, or for agency users/customers the membership' })
  id: number;

  @ApiProperty()
  personId: number;

  @ApiProperty()
  email: string;

  @ApiProperty()
  firstName: string;

  @ApiProperty()
  lastName: string;

  @ApiProperty({ type: 'string', nullable: true })
  contact: string | null;

  @ApiProperty({ enum: PERSON_ROLES })
  role: string;

  @ApiProperty({ enum: ['PENDING', 'ACTIVE', 'DISABLED'] })
  status: string;

  @ApiProperty()
  version: number;
}

export class AgencySummaryDto {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
  @ApiProperty()
  address: string;
  @ApiProperty()
  postcode: string;
  @ApiProperty({ type: 'string', nullable: true })
  country: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  url: string | null;
}

export class EducationDto {
  @ApiProperty()
  id: number;
  @ApiProperty()
  university: string;
  @ApiProperty({ type: String, nullable: true, example: '2014-10-01' })
  startdate: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  enddate: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  qualLevel: string | null;
}

/** Where a person worked (a job of the profile's history). */
export class JobHistoryLocationDto {
  @ApiProperty({ type: 'string', nullable: true })
  name: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  address: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  postcode: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  country: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  city: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  url: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  logo: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  contact: string | null;
}

/** A `{ type }` wrapper of the profile's qualification (the spec's field shape). */
export class QualificationTypeDto {
  @ApiProperty({ type: 'string', nullable: true })
  type: string | null;
}

/** The qualification of a profile: its level and an additional note. */
export class QualificationDto {
  @ApiProperty({ type: () => QualificationTypeDto, example: { type: 'facharzt' } })
  level: QualificationTypeDto;
  @ApiProperty({ type: () => QualificationTypeDto, example: { type: 'Notfallmedizin' } })
  additionalInfo: QualificationTypeDto;
}

/** What a person looks for in a job. */
export class PreferencesDto {
  @ApiProperty({ type: 'number', nullable: true, example: 50 })
  distance: number | null;
  @ApiProperty({ type: 'number', nullable: true, example: 42 })
  minSalary: number | null;
  @ApiProperty({ type: [String], example: ['Teilzeit'] })
  jobType: string[];
}

export class JobHistoryDto {
  @ApiProperty()
  id: number;
  @ApiProperty()
  title: string;
  @ApiProperty({ type: 'string', nullable: true })
  startDate: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  endDate: string | null;
  @ApiProperty({ type: () => JobHistoryLocationDto })
  location: JobHistoryLocationDto;
}

/** The whole profile of a person, as the detail screens show it (spec field names). */
export class PersonProfileDto extends PersonRowDto {
  @ApiProperty({ type: 'string', nullable: true })
  address: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  postcode: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  city: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  country: string | null;
  @ApiProperty()
  language: string;
  @ApiProperty({ type: () => QualificationDto })
  qualification: QualificationDto;
  @ApiProperty({ type: [String] })
  skills: string[];
  @ApiProperty({ type: () => PreferencesDto })
  preferences: PreferencesDto;
  @ApiProperty({ type: [AgencySummaryDto], description: 'The agencies the person belongs to' })
  agencies: AgencySummaryDto[];
  @ApiProperty({ type: [EducationDto] })
  education: EducationDto[];
  @ApiProperty({ type: [JobHistoryDto] })
  jobs: JobHistoryDto[];
  @ApiProperty({ type: 'string', nullable: true })
  lastLoginAt: string | null;
  @ApiProperty()
  createdAt: string;
}
