import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { APPLICATION_DOCUMENT_KINDS, APPLICATION_STATES, type ApplicationState } from '@medstaff/domain';
import { CandidateInvitationResponseDto } from '../../candidates/dto/candidate-invitation.dto';
import { JobResponseDto, NamedRefResponseDto } from '../../jobs/dto/job-response.dto';

/** The OpenAPI description of the marketplace's answers (the wire types are in domain/marketplace.ts). */
export class DocumentResponseDto {
  @ApiProperty({ example: 31 }) _id: number;
  @ApiProperty({ enum: APPLICATION_DOCUMENT_KINDS }) kind: string;
  @ApiProperty({ example: 'lebenslauf.pdf' }) fileName: string;
  @ApiProperty({ example: 48213 }) sizeBytes: number;
  @ApiProperty({ example: '/api/documents/31', description: 'Download (access-checked)' }) url: string;
}

class ClashShiftResponseDto {
  @ApiProperty({ example: 'Nachtdienst Intensiv' }) title: string;
  @ApiProperty({ example: 1793574000000 }) start: number;
  @ApiProperty({ example: 1793617200000 }) end: number;
  @ApiProperty({
    required: false,
    example: 42,
    description: 'The held shift’s assignment (absent for a request filled before assignments existed)',
  })
  assignmentId?: number;
}

/** WorkingTimeClashWire: the held shift that clashes, and the rest (REST) or the day's hours (DAILY_HOURS). */
export class WorkingTimeClashResponseDto {
  @ApiProperty({ enum: ['REST', 'DAILY_HOURS'] }) rule: 'REST' | 'DAILY_HOURS';
  @ApiProperty({ type: ClashShiftResponseDto }) shift: ClashShiftResponseDto;
  @ApiPropertyOptional({ example: 6.5, description: 'REST: hours between the shifts' }) restHours?: number;
  @ApiPropertyOptional({ example: '2026-11-02', description: 'DAILY_HOURS: the Berlin day' }) day?: string;
  @ApiPropertyOptional({ example: 12, description: 'DAILY_HOURS: hours of work on that day' }) hours?: number;
}

export class AgencyOrganisationResponseDto extends NamedRefResponseDto {
  @ApiProperty({ example: 'Hauptstraße 1, 10115, Berlin, DE' }) address: string;
  @ApiProperty({ example: 'Berlin' }) city: string;
}

export class AgencyJobResponseDto extends JobResponseDto {
  @ApiProperty({ type: AgencyOrganisationResponseDto, nullable: true })
  declare organisation: AgencyOrganisationResponseDto | null;
}

export class JobFindResultResponseDto {
  @ApiProperty({ type: [AgencyJobResponseDto] }) jobs: AgencyJobResponseDto[];
  @ApiProperty({ example: 42 }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 20 }) pageSize: number;
}

export class CandidateResponseDto {
  @ApiProperty({ example: 12 }) _id: number;
  @ApiProperty({ example: 'Erika' }) firstName: string;
  @ApiProperty({ example: 'Mustermann' }) lastName: string;
  @ApiProperty({ example: 'erika@example.org' }) email: string;
  @ApiProperty({ type: String, nullable: true, example: 'Facharzt' }) qualificationLevel: string | null;
  @ApiProperty({ type: () => [DocumentResponseDto], description: 'The newest document of each kind on file' })
  documents: DocumentResponseDto[];
  @ApiProperty({ type: () => WorkingTimeClashResponseDto, nullable: true, description: 'With jobId' })
  workingTimeClash: WorkingTimeClashResponseDto | null;
  @ApiProperty({ description: 'With jobId: already applied to that request (not withdrawn)' })
  alreadyApplied: boolean;
}

export class CandidatesResponseDto {
  @ApiProperty({ type: [CandidateResponseDto], description: 'Who accepted the agency’s invitation' })
  candidates: CandidateResponseDto[];
  @ApiProperty({
    type: [CandidateInvitationResponseDto],
    description: 'Invitations not accepted (pending, expired, declined, left), as the agency typed them',
  })
  invitations: CandidateInvitationResponseDto[];
}

class CandidateRefResponseDto {
  @ApiProperty({ example: 12 }) _id: number;
  @ApiProperty({ example: 'Erika' }) firstName: string;
  @ApiProperty({ example: 'Mustermann' }) lastName: string;
}

export class AppliedJobResponseDto {
  @ApiProperty({ example: 5 }) _id: number;
  @ApiProperty({ enum: APPLICATION_STATES }) state: ApplicationState;
  @ApiProperty({ example: 'Dr. Erika Mustermann' }) applicantName: string;
  @ApiProperty({ example: 85.5 }) hourlyRate: number;
  @ApiProperty({ example: 1793574000000 }) createdAt: number;
  @ApiProperty({ type: CandidateRefResponseDto, nullable: true }) candidate: CandidateRefResponseDto | null;
  @ApiProperty({ type: [DocumentResponseDto] }) documents: DocumentResponseDto[];
  @ApiProperty({ type: AgencyJobResponseDto }) job: AgencyJobResponseDto;
}

export class AppliedJobsResponseDto {
  @ApiProperty({ type: [AppliedJobResponseDto] }) applications: AppliedJobResponseDto[];
}

class ApplicationCandidateResponseDto {
  @ApiProperty({ example: 'Erika' }) firstName: string;
  @ApiProperty({ example: 'Mustermann' }) lastName: string;
  @ApiProperty({ type: String, nullable: true, example: 'Facharzt' }) qualificationLevel: string | null;
}

export class JobApplicationResponseDto {
  @ApiProperty({ example: 5 }) _id: number;
  @ApiProperty({ enum: APPLICATION_STATES }) state: ApplicationState;
  @ApiProperty({ example: 'Dr. Erika Mustermann' }) applicantName: string;
  @ApiProperty({ example: 85.5 }) hourlyRate: number;
  @ApiProperty({ example: 1793574000000 }) createdAt: number;
  @ApiProperty({ type: NamedRefResponseDto, nullable: true }) agency: NamedRefResponseDto | null;
  @ApiProperty({ type: ApplicationCandidateResponseDto, nullable: true })
  candidate: ApplicationCandidateResponseDto | null;
  @ApiProperty({ type: [DocumentResponseDto] }) documents: DocumentResponseDto[];
  @ApiProperty({
    type: () => WorkingTimeClashResponseDto,
    nullable: true,
    description: 'The Working Hours Act clash that would refuse selecting this candidate (open applications)',
  })
  workingTimeClash: WorkingTimeClashResponseDto | null;
}

export class JobApplicationsResponseDto {
  @ApiProperty({ type: [JobApplicationResponseDto] }) applications: JobApplicationResponseDto[];
}
