import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { JobAnswerWire, JobHistoryEntryWire, PoolOffersWire } from '@medstaff/domain';
import { Permission } from '../access/access-permission';
import type { ReachedJob } from '../access/access-policy.service';
import type { AccessCheckedRequest } from '../access/access.guard';
import type { JobAudience } from '../access/job-audience';
import { RequireAccess } from '../access/require-access.decorator';
import { CurrentUser } from '../auth/auth.guards';
import type { AuthUser } from '../auth/auth.types';
import { requestLanguage } from '../common/messages';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { JobResponseDto, PoolJobResponseDto } from '../jobs/dto/job-response.dto';
import type { JobRequest } from '../jobs/job-request.entity';
import { JobHistoryResponseDto } from './dto/job-history-response.dto';
import { PoolOffersResponseDto } from './dto/pool-offers-response.dto';
import { JobHistoryService } from './job-history.service';
import { PoolOffersService } from './pool-offers.service';
import { WorkflowService } from './workflow.service';

const UPDATED_JOB = "The updated request in the spec's job shape (JobWire in domain/)";
const ANSWERED_JOB = 'The request as the pool member sees it (PoolJobWire in domain/: no applicants)';
/** The request the access guard checked (set by `@RequireAccess(…, { job })`). */
const checked = (request: AccessCheckedRequest): JobRequest => request.accessJob as JobRequest;
/** The request the access guard checked with the audience it decided (set by `@RequireAccess(…, { job })`). */
const reached = (request: AccessCheckedRequest): ReachedJob => ({
  job: checked(request),
  audience: request.accessAudience as JobAudience,
});

/**
 * The workflow's calls on one request (issue 10). Every route is `job/:id/<action>`, more specific
 * than the hospital side's `job/:id`, except `job/offers`: WorkflowModule is registered before
 * JobsModule (app.module.ts), so it is never read as `job/:id`. Refusals answer 409 with a code from domain/.
 */
@ApiTags('jobs')
@Controller('job')
export class WorkflowController {
  constructor(
    private readonly workflow: WorkflowService,
    private readonly poolOffers: PoolOffersService,
    private readonly jobHistory: JobHistoryService,
  ) {}

  @Get('offers')
  // Anyone signed in: the offers of the departments whose internal pool they are in (none: an empty list).
  @RequireAccess(Permission.PoolOffersRead)
  @ApiOkResponse({
    description:
      'The open offers of the member’s pool departments and the shifts they took, not over yet, by first start (at most 200)',
    type: PoolOffersResponseDto,
  })
  offers(@CurrentUser() user: AuthUser): Promise<PoolOffersWire> {
    return this.poolOffers.offers(user);
  }

  @Get(':id/history')
  // The request's hospital and the operators, as for its applications.
  @RequireAccess(Permission.ApplicationRead, { job: 'id' })
  @ApiOkResponse({ description: 'The request’s audit trail, newest first (at most 500)', type: JobHistoryResponseDto })
  history(
    @Param('id', ParseIdPipe) _id: number,
    @Req() request: AccessCheckedRequest,
  ): Promise<{ entries: JobHistoryEntryWire[] }> {
    return this.jobHistory.history(checked(request));
  }

  @Post(':id/accept')
  @HttpCode(200)
  // The pool's reach (its departments' requests in any state) is checked by WorkflowService.poolJob.
  @RequireAccess(Permission.PoolAnswer)
  @ApiOkResponse({ description: ANSWERED_JOB, type: PoolJobResponseDto })
  @ApiConflictResponse({
    description:
      'Taken by someone else (SHIFT_TAKEN), not offered any more (JOB_STATE_CONFLICT), or WORKING_TIME_CLASH',
  })
  accept(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Req() request: AccessCheckedRequest,
  ): Promise<JobAnswerWire> {
    return this.workflow.accept(user, id, requestLanguage(request));
  }

  @Post(':id/decline')
  @HttpCode(200)
  // The pool's reach (its departments' requests in any state) is checked by WorkflowService.poolJob.
  @RequireAccess(Permission.PoolAnswer)
  @ApiOkResponse({ description: ANSWERED_JOB, type: PoolJobResponseDto })
  @ApiConflictResponse({ description: 'The request is not offered to the pool any more (JOB_STATE_CONFLICT)' })
  decline(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<JobAnswerWire> {
    return this.workflow.decline(user, id);
  }

  @Post(':id/release')
  @HttpCode(200)
  @RequireAccess(Permission.JobRelease, { job: 'id' })
  @ApiOkResponse({ description: UPDATED_JOB, type: JobResponseDto })
  @ApiConflictResponse({
    description: 'Not with the internal pool (JOB_STATE_CONFLICT), or changed meanwhile (STALE_VERSION)',
  })
  release(
    @Param('id', ParseIdPipe) _id: number,
    @CurrentUser() user: AuthUser,
    @Req() request: AccessCheckedRequest,
  ): Promise<JobAnswerWire> {
    return this.workflow.release(user, reached(request));
  }

  @Post(':id/recall')
  @HttpCode(200)
  @RequireAccess(Permission.JobRelease, { job: 'id' })
  @ApiOkResponse({ description: UPDATED_JOB, type: JobResponseDto })
  @ApiConflictResponse({
    description: 'An agency applied (JOB_HAS_APPLICATIONS), or not released (JOB_STATE_CONFLICT)',
  })
  recall(
    @Param('id', ParseIdPipe) _id: number,
    @CurrentUser() user: AuthUser,
    @Req() request: AccessCheckedRequest,
  ): Promise<JobAnswerWire> {
    return this.workflow.recall(user, reached(request));
  }

  @Post(':id/select/:applicationId')
  @HttpCode(200)
  @RequireAccess(Permission.ApplicationSelect, { job: 'id' })
  @ApiOkResponse({ description: UPDATED_JOB, type: JobResponseDto })
  @ApiNotFoundResponse({ description: 'No such application on this request' })
  @ApiConflictResponse({
    description:
      'Another candidate was selected (SHIFT_TAKEN), APPLICATION_NOT_OPEN, JOB_STATE_CONFLICT or WORKING_TIME_CLASH',
  })
  select(
    @Param('id', ParseIdPipe) _id: number,
    @Param('applicationId', ParseIdPipe) applicationId: number,
    @CurrentUser() user: AuthUser,
    @Req() request: AccessCheckedRequest,
  ): Promise<JobAnswerWire> {
    return this.workflow.select(user, reached(request), applicationId, requestLanguage(request));
  }
}
