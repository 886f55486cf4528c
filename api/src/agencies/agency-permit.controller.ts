import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission } from '../platform/authentication/access-permission';
import { CurrentUser } from '../platform/authentication/auth.guards';
import type { AuthUser } from '../platform/authentication/auth.types';
import { RequireAccess } from '../platform/authentication/require-access.decorator';
import { ParseIdPipe } from '../platform/common/parse-id.pipe';
import { AgencyPermitService } from './agency-permit.service';
import { AgencyPermitDto, AgencyPermitResponseDto } from './dto/agency-permit.dto';

/** The agency's own permit for temporary agency work (§1 AÜG), read and set by its users. */
@ApiTags('agencies')
@Controller('agencies')
export class AgencyPermitController {
  constructor(private readonly permits: AgencyPermitService) {}

  @Get(':id/permit')
  @RequireAccess(Permission.AgencyPermitManage)
  @ApiOkResponse({ description: 'The permit (null fields while the agency has none)', type: AgencyPermitResponseDto })
  @ApiNotFoundResponse({ description: 'Not an agency the caller works for (NOT_FOUND)' })
  @ApiOperation({ summary: "The agency's permit for temporary agency work" })
  read(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<AgencyPermitResponseDto> {
    return this.permits.read(user, id);
  }

  @Put(':id/permit')
  @RequireAccess(Permission.AgencyPermitManage)
  @ApiOkResponse({ description: 'The permit as saved (the change is audited)', type: AgencyPermitResponseDto })
  @ApiNotFoundResponse({ description: 'Not an agency the caller works for (NOT_FOUND)' })
  @ApiOperation({ summary: "Set the agency's permit for temporary agency work" })
  set(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: AgencyPermitDto,
    @CurrentUser() user: AuthUser,
  ): Promise<AgencyPermitResponseDto> {
    return this.permits.set(user, id, body);
  }
}

/**
 * `GET /api/agency/permit`: the permit of the agency the caller works for (the first, by id), so
 * that the portal learns the agency's id and whether a permit is missing; set it with the PUT above.
 */
@ApiTags('agencies')
@Controller('agency')
export class OwnAgencyPermitController {
  constructor(private readonly permits: AgencyPermitService) {}

  @Get('permit')
  @RequireAccess(Permission.AgencyPermitManage)
  @ApiOkResponse({ description: 'The permit (null fields while the agency has none)', type: AgencyPermitResponseDto })
  @ApiForbiddenResponse({ description: 'Not an agency user, or one of no agency (FORBIDDEN)' })
  @ApiOperation({ summary: "The caller's agency's permit for temporary agency work" })
  readOwn(@CurrentUser() user: AuthUser): Promise<AgencyPermitResponseDto> {
    return this.permits.readOwn(user);
  }
}
