import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { JobWire } from '@medstaff/domain';
import { Permission } from '../access/access-permission';
import type { AccessCheckedRequest } from '../access/access.guard';
import { RequireAccess } from '../access/require-access.decorator';
import { CurrentUser } from '../auth/auth.guards';
import type { AuthUser } from '../auth/auth.types';
import { requestLanguage } from '../common/messages';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { JobResponseDto } from '../jobs/dto/job-response.dto';
import type { JobRequest } from '../jobs/job-request.entity';
import { WorkflowService } from './workflow.service';

const UPDATED_JOB = "The updated request in the spec's job shape (JobWire in domain/)";
/** The request the access guard checked (set by `@RequireAccess(…, { job })`). */
const checked = (request: AccessCheckedRequest): JobRequest => request.accessJob as JobRequest;

/**
 * The workflow's calls on one request (issue 10). Every route is `job/:id/<action>`, more specific
 * than the hospital side's `job/:id`. Refusals answer 409 with a code from domain/.
 */
@ApiTags('jobs')
@Controller('job')
export class WorkflowController {
  constructor(private readonly workflow: WorkflowService) {}

  @Post(':id/accept')
  @HttpCode(200)
  // The pool's reach (its departments' requests in any state) is checked by WorkflowService.poolJob.
  @RequireAccess(Permission.PoolAnswer)
  @ApiOkResponse({ description: UPDATED_JOB, type: JobResponseDto })
  @ApiConflictResponse({
    description:
      'Taken by someone else (SHIFT_TAKEN), not offered any more (JOB_STATE_CONFLICT), or WORKING_TIME_CLASH',
  })
  accept(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Req() request: AccessCheckedRequest,
  ): Promise<JobWire> {
    return this.workflow.accept(user, id, requestLanguage(request));
  }

  @Post(':id/decline')
  @HttpCode(200)
  // The pool's reach (its departments' requests in any state) is checked by WorkflowService.poolJob.
  @RequireAccess(Permission.PoolAnswer)
  @ApiOkResponse({ description: UPDATED_JOB, type: JobResponseDto })
  @ApiConflictResponse({ description: 'The request is not offered to the pool any more (JOB_STATE_CONFLICT)' })
  decline(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<JobWire> {
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
  ): Promise<JobWire> {
    return this.workflow.release(user, checked(request));
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
  ): Promise<JobWire> {
    return this.workflow.recall(user, checked(request));
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
  ): Promise<JobWire> {
    return this.workflow.select(user, checked(request), applicationId, requestLanguage(request));
  }
}
