import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission } from '../../platform/authentication/access-permission';
import { CurrentUser } from '../../platform/authentication/auth.guards';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { RequireAccess } from '../../platform/authentication/require-access.decorator';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { AssignmentRateSharingService } from './assignment-rate-sharing.service';
import { AssignmentResponseDto } from './dto/assignment.dto';
import { RateSharingDto } from './dto/rate-sharing.dto';

/** The agency shares the agreed rates with its candidate (issue 29). */
@ApiTags('assignments')
@Controller('assignments')
export class AssignmentRateSharingController {
  constructor(private readonly rateSharing: AssignmentRateSharingService) {}

  @Put(':id/rate-sharing')
  @RequireAccess(Permission.AssignmentRateShare)
  @ApiOkResponse({ description: 'The assignment as the agency sees it, with ratesShared', type: AssignmentResponseDto })
  @ApiNotFoundResponse({ description: 'No such assignment, or not the caller’s agency’s (NOT_FOUND)' })
  @ApiConflictResponse({ description: 'A pool assignment: no agency, no rates to share (ASSIGNMENT_STATE_CONFLICT)' })
  @ApiOperation({ summary: 'Share the agreed rates with the candidate, or stop sharing them (the agency)' })
  setRateSharing(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: RateSharingDto,
    @CurrentUser() user: AuthUser,
  ): Promise<AssignmentResponseDto> {
    return this.rateSharing.setShared(user, id, body.shared);
  }
}
