import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { AppliedJobWire, CandidateInvitationWire, CandidatesWire, JobApplicationWire } from '@medstaff/domain';
import { APPLICATION_DOCUMENT_FIELDS } from '@medstaff/domain';
import { Permission } from '../../platform/authentication/access-permission';
import { RequireAccess } from '../../platform/authentication/require-access.decorator';
import { CurrentUser } from '../../platform/authentication/auth.guards';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { requestLanguage } from '../../platform/common/messages';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { DOCUMENT_UPLOAD_LIMITS, type ApplicationFiles } from './application-upload';
import { MultipartInterceptor } from '../../platform/storage/multipart';
import { ApplicationsService } from './applications.service';
import { APPLY_SCHEMA, ApplyDto, CandidatesQueryDto, InviteCandidateDto } from './dto/apply.dto';
import {
  AppliedJobResponseDto,
  AppliedJobsResponseDto,
  CandidatesResponseDto,
  JobApplicationsResponseDto,
  JobFindResultResponseDto,
} from './dto/application-response.dto';
import { JobFindDto } from './dto/job-find.dto';
import { CandidateInvitationResponseDto } from '../candidates/dto/candidate-invitation.dto';

/** Sends JSON text the service composed (the market's answers are put together from cached parts). */
function sendJsonText(response: FastifyReply, json: string): string {
  response.header('Content-Type', 'application/json; charset=utf-8');
  return json;
}

const DOCUMENT_FIELDS = Object.values(APPLICATION_DOCUMENT_FIELDS).map((name) => ({ name, maxCount: 1 }));

/**
 * The agency side of `/job`: released requests, applying and withdrawing, the agency's
 * applications; and the hospital's view of a request's applications. Registered before the
 * JobsModule, so `GET /job/applied-jobs` never reaches `GET /job/:id`.
 */
@ApiTags('applications')
@Controller('job')
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Get()
  @RequireAccess(Permission.AgencyJobs)
  @ApiOkResponse({
    description: 'The released requests, newest released first (page 1)',
    type: JobFindResultResponseDto,
  })
  @ApiOperation({ summary: 'The released shift requests for agencies (first page)' })
  async list(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) response: FastifyReply): Promise<string> {
    return sendJsonText(response, await this.applications.findJson(user, {}));
  }

  @Post('find')
  @HttpCode(200)
  @RequireAccess(Permission.AgencyJobs)
  @ApiOkResponse({ description: 'The released requests matching the filter, paged', type: JobFindResultResponseDto })
  @ApiBadRequestResponse({ description: 'An invalid filter (VALIDATION_FAILED)' })
  @ApiOperation({ summary: 'Search the released shift requests (filter, page)' })
  async find(
    @CurrentUser() user: AuthUser,
    @Body() filter: JobFindDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<string> {
    return sendJsonText(response, await this.applications.findJson(user, filter));
  }

  @Get('applied-jobs')
  @RequireAccess(Permission.AgencyJobs)
  @ApiOkResponse({ description: 'The agency’s applications, newest first', type: AppliedJobsResponseDto })
  @ApiOperation({ summary: "The agency's applications" })
  applied(@CurrentUser() user: AuthUser): Promise<{ applications: AppliedJobWire[] }> {
    return this.applications.applied(user);
  }

  @Post('apply/:jobId')
  @RequireAccess(Permission.AgencyJobs)
  @UseInterceptors(MultipartInterceptor({ files: DOCUMENT_FIELDS, limits: DOCUMENT_UPLOAD_LIMITS }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: APPLY_SCHEMA })
  @ApiCreatedResponse({ description: 'The new application', type: AppliedJobResponseDto })
  @ApiBadRequestResponse({ description: 'A missing field or file (VALIDATION_FAILED)' })
  @ApiConflictResponse({
    description:
      'Not released to agencies (JOB_STATE_CONFLICT), the candidate already applied (ALREADY_APPLIED), or the person did not accept the agency’s invitation (CANDIDATE_NOT_ACCEPTED)',
  })
  @ApiPayloadTooLargeResponse({ description: 'A file larger than 5 MB (PAYLOAD_TOO_LARGE)' })
  @ApiUnsupportedMediaTypeResponse({ description: 'A file that is not a PDF by content (UNSUPPORTED_MEDIA_TYPE)' })
  @ApiOperation({ summary: 'Apply for a shift request with a candidate and her documents' })
  apply(
    @Param('jobId', ParseIdPipe) jobId: number,
    @CurrentUser() user: AuthUser,
    @Body() dto: ApplyDto,
    @UploadedFiles() files: ApplicationFiles | undefined,
  ): Promise<AppliedJobWire> {
    return this.applications.apply(user, jobId, dto, files);
  }

  @Delete('apply/remove/:id')
  @HttpCode(204)
  @RequireAccess(Permission.AgencyJobs)
  @ApiNoContentResponse({ description: 'Withdrawn' })
  @ApiConflictResponse({ description: 'Not open any more: selected, not chosen or withdrawn (APPLICATION_NOT_OPEN)' })
  @ApiOperation({ summary: 'Withdraw an application' })
  async withdraw(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<void> {
    await this.applications.withdraw(user, id);
  }

  @Get(':id/applications')
  @RequireAccess(Permission.ApplicationRead)
  @ApiOkResponse({
    description: 'The request’s applications with candidates and documents',
    type: JobApplicationsResponseDto,
  })
  @ApiOperation({ summary: "A shift request's applications with candidates and documents" })
  jobApplications(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: AuthUser,
  ): Promise<{ applications: JobApplicationWire[] }> {
    return this.applications.jobApplications(user, id);
  }
}

/** The agency's candidates (who accepted its invitation) and its invitations, for the apply form. */
@ApiTags('applications')
@Controller('agency')
export class AgencyCandidatesController {
  constructor(private readonly applications: ApplicationsService) {}

  @Get('candidates')
  @RequireAccess(Permission.AgencyJobs)
  @ApiOkResponse({ type: CandidatesResponseDto })
  @ApiNotFoundResponse({ description: 'jobId is not a request the agency can see' })
  @ApiOperation({ summary: "The agency's candidates and invitations" })
  candidates(@CurrentUser() user: AuthUser, @Query() query: CandidatesQueryDto): Promise<CandidatesWire> {
    return this.applications.candidates(user, query.jobId);
  }

  @Post('candidates')
  @RequireAccess(Permission.AgencyJobs)
  @ApiCreatedResponse({
    description:
      'The invitation as the agency typed it, mailed to the address; the same answer whether the address has an account or not',
    type: CandidateInvitationResponseDto,
  })
  @ApiBadRequestResponse({ description: 'An invalid email or a missing name (VALIDATION_FAILED)' })
  @ApiConflictResponse({ description: 'The person already accepted: a candidate of the agency (ALREADY_MEMBER)' })
  @ApiTooManyRequestsResponse({ description: 'Too many invitations from this user (TOO_MANY_REQUESTS)' })
  @ApiOperation({ summary: 'Invite a person to become a candidate of the agency' })
  invite(
    @CurrentUser() user: AuthUser,
    @Body() dto: InviteCandidateDto,
    @Req() request: FastifyRequest,
  ): Promise<CandidateInvitationWire> {
    return this.applications.inviteCandidate(user, dto, requestLanguage(request));
  }
}
