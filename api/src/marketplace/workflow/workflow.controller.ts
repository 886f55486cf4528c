import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { JobAnswerWire, JobHistoryEntryWire, PoolOffersWire } from '@medstaff/domain';
import { Permission } from '../../platform/authentication/access-permission';
import { RequireAccess } from '../../platform/authentication/require-access.decorator';
import { CurrentUser } from '../../platform/authentication/auth.guards';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { requestLanguage } from '../../platform/common/messages';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { JobResponseDto, PoolJobResponseDto } from '../jobs/dto/job-response.dto';
import { JobHistoryResponseDto } from './dto/job-history-response.dto';
import { PoolOffersResponseDto } from './dto/pool-offers-response.dto';
import { JobHistoryService } from './job-history.service';
import { PoolOffersService } from './pool-offers.service';
import { WorkflowService } from './workflow.service';

const UPDATED_JOB = "The updated request in the spec's job shape (JobWire in domain/)";
const ANSWERED_JOB = 'The request as the pool member sees it (PoolJobWire in domain/: no applicants)';

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
  @ApiOperation({ summary: 'The shift requests offered to the internal pool the person belongs to' })
  offers(@CurrentUser() user: AuthUser): Promise<PoolOffersWire> {
    return this.poolOffers.offers(user);
  }

  @Get(':id/history')
  // The request's hospital and the operators, as for its applications.
  @RequireAccess(Permission.ApplicationRead)
  @ApiOkResponse({ description: 'The request’s audit trail, newest first (at most 500)', type: JobHistoryResponseDto })
  @ApiOperation({ summary: "A shift request's history" })
  history(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: AuthUser,
  ): Promise<{ entries: JobHistoryEntryWire[] }> {
    return this.jobHistory.history(user, id);
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
  @ApiOperation({ summary: 'Accept a shift offered to the internal pool' })
  accept(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<JobAnswerWire> {
    return this.workflow.accept(user, id, requestLanguage(request));
  }

  @Post(':id/decline')
  @HttpCode(200)
  // The pool's reach (its departments' requests in any state) is checked by WorkflowService.poolJob.
  @RequireAccess(Permission.PoolAnswer)
  @ApiOkResponse({ description: ANSWERED_JOB, type: PoolJobResponseDto })
  @ApiConflictResponse({ description: 'The request is not offered to the pool any more (JOB_STATE_CONFLICT)' })
  @ApiOperation({ summary: 'Decline a shift offered to the internal pool' })
  decline(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<JobAnswerWire> {
    return this.workflow.decline(user, id);
  }

  @Post(':id/release')
  @HttpCode(200)
  @RequireAccess(Permission.JobRelease)
  @ApiOkResponse({ description: UPDATED_JOB, type: JobResponseDto })
  @ApiConflictResponse({
    description: 'Not with the internal pool (JOB_STATE_CONFLICT), or changed meanwhile (STALE_VERSION)',
  })
  @ApiOperation({ summary: 'Release a shift request to the agencies' })
  release(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<JobAnswerWire> {
    return this.workflow.release(user, id);
  }

  @Post(':id/recall')
  @HttpCode(200)
  @RequireAccess(Permission.JobRelease)
  @ApiOkResponse({ description: UPDATED_JOB, type: JobResponseDto })
  @ApiConflictResponse({
    description: 'An agency applied (JOB_HAS_APPLICATIONS), or not released (JOB_STATE_CONFLICT)',
  })
  @ApiOperation({ summary: 'Recall a released shift request from the agencies' })
  recall(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<JobAnswerWire> {
    return this.workflow.recall(user, id);
  }

  @Post(':id/select/:applicationId')
  @HttpCode(200)
  @RequireAccess(Permission.ApplicationSelect)
  @ApiOkResponse({ description: UPDATED_JOB, type: JobResponseDto })
  @ApiNotFoundResponse({ description: 'No such application on this request' })
  @ApiConflictResponse({
    description:
      'Another candidate was selected (SHIFT_TAKEN), APPLICATION_NOT_OPEN, JOB_STATE_CONFLICT or WORKING_TIME_CLASH',
  })
  @ApiOperation({ summary: 'Select an application: its candidate gets the shift' })
  select(
    @Param('id', ParseIdPipe) id: number,
    @Param('applicationId', ParseIdPipe) applicationId: number,
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<JobAnswerWire> {
    return this.workflow.select(user, id, applicationId, requestLanguage(request));
  }
}
