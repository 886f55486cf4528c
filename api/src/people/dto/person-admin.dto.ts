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

  @ApiProperty({ nullable: true })
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
  @ApiProperty({ nullable: true })
  country: string | null;
  @ApiProperty({ nullable: true })
  url: string | null;
}

export class EducationDto {
  @ApiProperty()
  id: number;
  @ApiProperty()
  university: string;
  @ApiProperty({ type: String, nullable: true, example: '2014-10-01' })
  startdate: string | null;
  @ApiProperty({ nullable: true })
  enddate: string | null;
  @ApiProperty({ nullable: true })
  qualLevel: string | null;
}

export class JobHistoryDto {
  @ApiProperty()
  id: number;
  @ApiProperty()
  title: string;
  @ApiProperty({ nullable: true })
  startDate: string | null;
  @ApiProperty({ nullable: true })
  endDate: string | null;
  @ApiProperty()
  location: {
    name: string | null;
    address: string | null;
    postcode: string | null;
    country: string | null;
    city: string | null;
    url: string | null;
    logo: string | null;
    contact: string | null;
  };
}

/** The whole profile of a person, as the detail screens show it (spec field names). */
export class PersonProfileDto extends PersonRowDto {
  @ApiProperty({ nullable: true })
  address: string | null;
  @ApiProperty({ nullable: true })
  postcode: string | null;
  @ApiProperty({ nullable: true })
  city: string | null;
  @ApiProperty({ nullable: true })
  country: string | null;
  @ApiProperty()
  language: string;
  @ApiProperty({ example: { level: { type: 'facharzt' }, additionalInfo: { type: 'Notfallmedizin' } } })
  qualification: { level: { type: string | null }; additionalInfo: { type: string | null } };
  @ApiProperty({ type: [String] })
  skills: string[];
  @ApiProperty({ example: { distance: 50, minSalary: 42, jobType: ['Teilzeit'] } })
  preferences: { distance: number | null; minSalary: number | null; jobType: string[] };
  @ApiProperty({ type: [AgencySummaryDto], description: 'The agencies the person belongs to' })
  agencies: AgencySummaryDto[];
  @ApiProperty({ type: [EducationDto] })
  education: EducationDto[];
  @ApiProperty({ type: [JobHistoryDto] })
  jobs: JobHistoryDto[];
  @ApiProperty({ nullable: true })
  lastLoginAt: string | null;
  @ApiProperty()
  createdAt: string;
}
