import { Body, Controller, Get, HttpCode, Ip, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Language } from '@medstaff/domain';
import type { FastifyReply } from 'fastify';
import { Permission } from '../../platform/authentication/access-permission';
import { CurrentUser, RequestLanguage } from '../../platform/authentication/auth.guards';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { RequireAccess } from '../../platform/authentication/require-access.decorator';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { ApiFileResponse } from '../../platform/openapi/api-file-response.decorator';
import { AssignmentChangesService } from './assignment-changes.service';
import { AssignmentsService } from './assignments.service';
import {
  ProposeAssignmentChangeDto,
  AcceptContractDto,
  CancelAssignmentDto,
  AssignmentListQueryDto,
  AssignmentListResponseDto,
  AssignmentResponseDto,
} from './dto/assignment.dto';

/** Assignments after the match (issue 29): the hospital's, the agency's and the worker's own, with the leasing contract. */
@ApiTags('assignments')
@Controller('assignments')
export class AssignmentsController {
  constructor(
    private readonly assignments: AssignmentsService,
    private readonly changes: AssignmentChangesService,
  ) {}

  @Get()
  @RequireAccess(Permission.AssignmentRead)
  @ApiOkResponse({
    description:
      'The caller’s assignments by first shift: the hospital’s, the agency’s, the worker’s own (operators: all)',
    type: AssignmentListResponseDto,
  })
  @ApiOperation({ summary: 'List assignments' })
  list(@CurrentUser() user: AuthUser, @Query() query: AssignmentListQueryDto): Promise<AssignmentListResponseDto> {
    return this.assignments.list(user, query);
  }

  @Get(':id')
  @RequireAccess(Permission.AssignmentRead)
  @ApiOkResponse({ description: 'The assignment as the caller’s audience sees it', type: AssignmentResponseDto })
  @ApiNotFoundResponse({ description: 'No such assignment, or another hospital’s or agency’s (NOT_FOUND)' })
  @ApiOperation({ summary: 'One assignment' })
  get(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<AssignmentResponseDto> {
    return this.assignments.get(user, id);
  }

  @Get(':id/contract.pdf')
  @RequireAccess(Permission.AssignmentRead)
  @ApiFileResponse(
    'The leasing contract as generated, byte for byte (its SHA-256 in X-Contract-SHA256; never cached)',
    'application/pdf',
  )
  @ApiNotFoundResponse({ description: 'No such assignment, or one without a contract (NOT_FOUND)' })
  @ApiOperation({ summary: "An assignment's leasing contract (PDF)" })
  async contract(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.assignments.contractPdf(user, id);
    response.header('Content-Disposition', `inline; filename="contract-${id}.pdf"`);
    response.header('X-Contract-SHA256', file.sha256);
    response.header('X-Content-Type-Options', 'nosniff');
    response.header('Cache-Control', 'private, no-store');
    return new StreamableFile(file.stream, { type: 'application/pdf', length: file.size });
  }

  @Post(':id/contract/accept')
  @HttpCode(200)
  @RequireAccess(Permission.AssignmentContractAccept)
  @ApiOkResponse({
    description: 'The assignment with the acceptance (confirmed once both companies accepted)',
    type: AssignmentResponseDto,
  })
  @ApiNotFoundResponse({ description: 'No such assignment, or not the caller’s company’s (NOT_FOUND)' })
  @ApiConflictResponse({
    description:
      'Already accepted by this company (CONTRACT_ALREADY_ACCEPTED), a different PDF (CONTRACT_CHANGED), not proposed or without a contract (ASSIGNMENT_STATE_CONFLICT)',
  })
  @ApiOperation({ summary: 'Accept the leasing contract for one’s company (text form, §126b BGB)' })
  accept(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: AcceptContractDto,
    @CurrentUser() user: AuthUser,
    @Ip() address: string,
  ): Promise<AssignmentResponseDto> {
    return this.assignments.acceptContract(user, id, body.sha256, address);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @RequireAccess(Permission.AssignmentCancel)
  @ApiOkResponse({
    description:
      'The cancelled assignment with the notice that applied, which company cancelled and the cancellation line (a late cancellation by the hospital under its terms); the request opens again when shifts remain ahead',
    type: AssignmentResponseDto,
  })
  @ApiBadRequestResponse({ description: 'No reason (VALIDATION_FAILED)' })
  @ApiNotFoundResponse({ description: 'No such assignment, or not the caller’s company’s (NOT_FOUND)' })
  @ApiConflictResponse({ description: 'Already cancelled or completed (ASSIGNMENT_STATE_CONFLICT)' })
  @ApiOperation({ summary: 'Cancel an assignment with a reason (either side)' })
  cancel(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: CancelAssignmentDto,
    @CurrentUser() user: AuthUser,
    @RequestLanguage() language: Language,
  ): Promise<AssignmentResponseDto> {
    return this.assignments.cancel(user, id, body.reason, language);
  }

  @Post(':id/changes')
  @HttpCode(201)
  @RequireAccess(Permission.AssignmentChangePropose)
  @ApiCreatedResponse({
    description:
      'The assignment with the pending change last in `changes` (the agency, or the pool’s worker, is mailed)',
    type: AssignmentResponseDto,
  })
  @ApiBadRequestResponse({
    description:
      'Shifts missing, overlapping, ending before they start, longer than 26 hours, in the past or more than two years ahead; a note over 500 characters (VALIDATION_FAILED)',
  })
  @ApiNotFoundResponse({ description: 'No such assignment, or not the caller’s hospital’s (NOT_FOUND)' })
  @ApiConflictResponse({
    description:
      'A change is pending already (ASSIGNMENT_CHANGE_PENDING), the assignment is cancelled or completed (ASSIGNMENT_STATE_CONFLICT), the new shifts break the Working Hours Act for the worker (WORKING_TIME_CLASH)',
  })
  @ApiOperation({ summary: 'Propose a change of an assignment’s shifts (the hospital)' })
  proposeChange(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ProposeAssignmentChangeDto,
    @CurrentUser() user: AuthUser,
    @RequestLanguage() language: Language,
  ): Promise<AssignmentResponseDto> {
    return this.changes.propose(user, id, body, language);
  }

  @Post(':id/changes/:changeId/accept')
  @HttpCode(200)
  @RequireAccess(Permission.AssignmentChangeAnswer)
  @ApiOkResponse({
    description:
      'The assignment with the new shifts (the next shiftsVersion) and the change accepted, with its change agreement (leasing assignments); the hospital is mailed',
    type: AssignmentResponseDto,
  })
  @ApiBadRequestResponse({ description: 'A proposed shift has begun meanwhile (VALIDATION_FAILED)' })
  @ApiForbiddenResponse({
    description: 'Not the one who answers: the agency’s users (leasing), the worker (pool) (FORBIDDEN)',
  })
  @ApiNotFoundResponse({ description: 'No such assignment or change, or not the caller’s (NOT_FOUND)' })
  @ApiConflictResponse({
    description:
      'Already answered or void (ASSIGNMENT_CHANGE_NOT_PENDING), the shifts changed since it was proposed (STALE_VERSION), the assignment is cancelled (ASSIGNMENT_STATE_CONFLICT), the new shifts break the Working Hours Act (WORKING_TIME_CLASH)',
  })
  @ApiOperation({ summary: 'Accept a proposed change of an assignment’s shifts (the agency; the worker in the pool)' })
  acceptChange(
    @Param('id', ParseIdPipe) id: number,
    @Param('changeId', ParseIdPipe) changeId: number,
    @CurrentUser() user: AuthUser,
    @Ip() address: string,
    @RequestLanguage() language: Language,
  ): Promise<AssignmentResponseDto> {
    return this.changes.accept(user, id, changeId, address, language);
  }

  @Post(':id/changes/:changeId/decline')
  @HttpCode(200)
  @RequireAccess(Permission.AssignmentChangeAnswer)
  @ApiOkResponse({
    description: 'The assignment with the change declined; its shifts stay; the hospital is mailed',
    type: AssignmentResponseDto,
  })
  @ApiForbiddenResponse({
    description: 'Not the one who answers: the agency’s users (leasing), the worker (pool) (FORBIDDEN)',
  })
  @ApiNotFoundResponse({ description: 'No such assignment or change, or not the caller’s (NOT_FOUND)' })
  @ApiConflictResponse({
    description:
      'Already answered or void (ASSIGNMENT_CHANGE_NOT_PENDING), the assignment is cancelled (ASSIGNMENT_STATE_CONFLICT)',
  })
  @ApiOperation({ summary: 'Decline a proposed change of an assignment’s shifts (the agency; the worker in the pool)' })
  declineChange(
    @Param('id', ParseIdPipe) id: number,
    @Param('changeId', ParseIdPipe) changeId: number,
    @CurrentUser() user: AuthUser,
    @Ip() address: string,
  ): Promise<AssignmentResponseDto> {
    return this.changes.decline(user, id, changeId, address);
  }
}
