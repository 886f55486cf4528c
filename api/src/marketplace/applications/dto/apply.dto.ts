import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  APPLICATION_DOCUMENT_KINDS,
  checkEmail,
  checkEuros,
  MAX_ID,
  type ApplicationDocumentKind,
} from '@medstaff/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CanonicalEmail, Satisfies } from '../../../platform/common/validation';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** An hourly rate in euros as the shared `parseEuros` reads it (`85,50`, `85.5`, `1.234,50`); more than 0 is checked on applying. */
export const HOURLY_RATE = checkEuros({ max: 999_999.99 });

/** The text fields of `POST /api/job/apply/{jobId}` (multipart; the three PDFs come as files). */
export class ApplyDto {
  @ApiProperty({ description: 'One of the agency’s candidates (its agency customers)', example: 12 })
  @Transform(({ value }) => (typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : value))
  @IsInt({ message: 'application.candidateUnknown' })
  @Min(1, { message: 'application.candidateUnknown' })
  @Max(MAX_ID, { message: 'application.candidateUnknown' })
  candidateId: number;

  @ApiProperty({ description: 'The applicant’s name as shown to the hospital', example: 'Dr. Erika Mustermann' })
  @Transform(trimmed)
  @MaxLength(200, { message: 'applicantName must be at most 200 characters' })
  @IsString({ message: 'application.nameRequired' })
  @IsNotEmpty({ message: 'application.nameRequired' })
  applicantName: string;

  @ApiProperty({ description: 'Euros per hour, more than 0 (comma or point)', example: '85,50' })
  @Transform(trimmed)
  @IsString({ message: 'application.rateRequired' })
  @Satisfies(HOURLY_RATE, { message: 'application.rateRequired' })
  hourlyRate: string;
}

/** The text field of `POST /api/documents/{id}` (the PDF comes as the file `file`). */
export class ReplaceDocumentDto {
  @ApiProperty({ enum: APPLICATION_DOCUMENT_KINDS })
  @IsIn(APPLICATION_DOCUMENT_KINDS, { message: 'application.documentKind' })
  kind: ApplicationDocumentKind;
}

/** The multipart schema of `POST /api/job/apply/{jobId}` for the OpenAPI document. */
export const APPLY_SCHEMA = {
  type: 'object',
  required: ['candidateId', 'applicantName', 'hourlyRate'],
  description:
    'Each file may be left out when the candidate has a document of its kind on file (GET /api/agency/candidates): that one is copied.',
  properties: {
    candidateId: { type: 'integer', example: 12 },
    applicantName: { type: 'string', example: 'Dr. Erika Mustermann' },
    hourlyRate: { type: 'string', example: '85,50', description: 'Euros per hour (comma or point)' },
    cv: { type: 'string', format: 'binary', description: 'CV (PDF, at most 5 MB)' },
    licence: { type: 'string', format: 'binary', description: 'Licence to practise, Approbation (PDF, at most 5 MB)' },
    diploma: {
      type: 'string',
      format: 'binary',
      description: 'Specialist diploma, Facharzturkunde (PDF, at most 5 MB)',
    },
  },
};

export const REPLACE_DOCUMENT_SCHEMA = {
  type: 'object',
  required: ['kind', 'file'],
  properties: {
    kind: { type: 'string', enum: [...APPLICATION_DOCUMENT_KINDS] },
    file: { type: 'string', format: 'binary', description: 'The new PDF (at most 5 MB)' },
  },
};

/** `POST /api/agency/candidates`: a new candidate invited from the apply form (CandidateInviteWire). */
export class InviteCandidateDto {
  @ApiProperty({ example: 'erika.mustermann@example.org' })
  @CanonicalEmail()
  @Satisfies(checkEmail, { message: 'input.emailNotValid' })
  email: string;

  @ApiProperty({ example: 'Erika' })
  @Transform(trimmed)
  @MaxLength(100, { message: 'firstName must be at most 100 characters' })
  @IsString({ message: 'firstName is required' })
  @IsNotEmpty({ message: 'firstName is required' })
  firstName: string;

  @ApiProperty({ example: 'Mustermann' })
  @Transform(trimmed)
  @MaxLength(100, { message: 'lastName must be at most 100 characters' })
  @IsString({ message: 'lastName is required' })
  @IsNotEmpty({ message: 'lastName is required' })
  lastName: string;

  @ApiPropertyOptional({ enum: ['de', 'en'], description: 'The invitation mail’s language (default: the request’s)' })
  @IsOptional()
  @IsIn(['de', 'en'])
  language?: 'de' | 'en';
}

/** `GET /api/agency/candidates?jobId=`: check the candidates against one request. */
export class CandidatesQueryDto {
  @ApiPropertyOptional({ description: 'A request: adds alreadyApplied and the working-time clash', example: 42 })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : value))
  @IsInt({ message: 'jobId must be a request id' })
  @Min(1, { message: 'jobId must be a request id' })
  @Max(MAX_ID, { message: 'jobId must be a request id' })
  jobId?: number;
}
