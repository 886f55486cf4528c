import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { CandidateAgenciesWire, CandidateInvitationByCodeWire } from '@medstaff/domain';
import { Permission } from '../../platform/authentication/access-permission';
import { PublicRoute, RequireAccess } from '../../platform/authentication/require-access.decorator';
import { CurrentUser } from '../../platform/authentication/auth.guards';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { CandidateInvitationsService } from './candidate-invitations.service';
import {
  AcceptCandidateInvitationDto,
  AcceptedByCodeResponseDto,
  CandidateAgenciesResponseDto,
  CandidateInvitationByCodeResponseDto,
} from './dto/candidate-invitation.dto';

/** The invited person's side, signed in: her invitations and agencies (accept, decline, leave). */
@ApiTags('candidates')
@Controller('candidate')
export class CandidatePortalController {
  constructor(private readonly invitations: CandidateInvitationsService) {}

  @Get('agencies')
  @RequireAccess(Permission.CandidateConsent)
  @ApiOkResponse({ type: CandidateAgenciesResponseDto })
  @ApiOperation({ summary: "The candidate's agencies and open invitations" })
  mine(@CurrentUser() user: AuthUser): Promise<CandidateAgenciesWire> {
    return this.invitations.mine(user);
  }

  @Post('invitations/:id/accept')
  @HttpCode(200)
  @RequireAccess(Permission.CandidateConsent)
  @ApiOkResponse({ type: CandidateAgenciesResponseDto, description: 'Now a candidate of the agency' })
  @ApiConflictResponse({ description: 'Already answered or expired (INVITATION_NOT_OPEN)' })
  @ApiOperation({ summary: "Accept an agency's invitation (signed in)" })
  accept(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<CandidateAgenciesWire> {
    return this.invitations.answer(user, id, true);
  }

  @Post('invitations/:id/decline')
  @HttpCode(200)
  @RequireAccess(Permission.CandidateConsent)
  @ApiOkResponse({ type: CandidateAgenciesResponseDto })
  @ApiConflictResponse({ description: 'Already answered or expired (INVITATION_NOT_OPEN)' })
  @ApiOperation({ summary: "Decline an agency's invitation (signed in)" })
  decline(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<CandidateAgenciesWire> {
    return this.invitations.answer(user, id, false);
  }

  @Delete('agencies/:id')
  @RequireAccess(Permission.CandidateConsent)
  @ApiOkResponse({ type: CandidateAgenciesResponseDto, description: 'Left: the agency can no longer apply with her' })
  @ApiOperation({ summary: 'Leave an agency: it can no longer apply with the candidate' })
  leave(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<CandidateAgenciesWire> {
    return this.invitations.leave(user, id);
  }
}

/** The mailed link: anyone holding the code (the mailbox's owner) sees, accepts or declines the invitation. */
@ApiTags('candidates')
@PublicRoute()
@Controller('candidate-invitations')
export class CandidateInvitationLinksController {
  constructor(private readonly invitations: CandidateInvitationsService) {}

  @Get(':code')
  @ApiOkResponse({ type: CandidateInvitationByCodeResponseDto })
  @ApiBadRequestResponse({ description: 'Unknown, answered or expired code (VALIDATION_FAILED)' })
  @ApiOperation({ summary: 'The invitation behind a mailed code' })
  show(@Param('code') code: string): Promise<CandidateInvitationByCodeWire> {
    return this.invitations.byCode(code);
  }

  @Post(':code/accept')
  @HttpCode(200)
  @ApiOkResponse({ type: AcceptedByCodeResponseDto })
  @ApiBadRequestResponse({ description: 'Unknown code, or no account and no valid password (VALIDATION_FAILED)' })
  @ApiOperation({ summary: 'Accept the invitation of a mailed code (signing up when needed)' })
  accept(@Param('code') code: string, @Body() dto: AcceptCandidateInvitationDto): Promise<{ email: string }> {
    return this.invitations.acceptByCode(code, dto);
  }

  @Post(':code/decline')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Declined' })
  @ApiBadRequestResponse({ description: 'Unknown, answered or expired code (VALIDATION_FAILED)' })
  @ApiOperation({ summary: 'Decline the invitation of a mailed code' })
  async decline(@Param('code') code: string): Promise<void> {
    await this.invitations.declineByCode(code);
  }
}
