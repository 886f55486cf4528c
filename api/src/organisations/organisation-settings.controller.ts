import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OrganisationSettingsWire } from '@medstaff/domain';
import { Permission } from '../platform/authentication/access-permission';
import { RequireAccess } from '../platform/authentication/require-access.decorator';
import { CurrentUser } from '../platform/authentication/auth.guards';
import type { AuthUser } from '../platform/authentication/auth.types';
import { ParseIdPipe } from '../platform/common/parse-id.pipe';
import { OrganisationSettingsResponseDto, UpdateOrganisationSettingsDto } from './dto/organisation-settings.dto';
import { OrganisationSettingsService } from './organisation-settings.service';

/**
 * An organisation's settings: read by its confirmed members (admins and department users) and the
 * operators, changed by its confirmed admins and the operators; another organisation answers 404.
 */
@ApiTags('organisations')
@Controller('organisations')
export class OrganisationSettingsController {
  constructor(private readonly settings: OrganisationSettingsService) {}

  @Get(':id/settings')
  @RequireAccess(Permission.OrganisationSettingsRead)
  @ApiOkResponse({ description: 'The organisation’s settings', type: OrganisationSettingsResponseDto })
  @ApiOperation({ summary: "An organisation's settings" })
  read(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<OrganisationSettingsWire> {
    return this.settings.read(user, id);
  }

  @Patch(':id/settings')
  @RequireAccess(Permission.OrganisationSettingsWrite)
  @ApiOkResponse({
    description: 'The settings as saved (the change is audited)',
    type: OrganisationSettingsResponseDto,
  })
  @ApiBadRequestResponse({
    description: 'defaultTimeLimitHours missing, not a whole number or outside 0…720 (VALIDATION_FAILED)',
  })
  @ApiOperation({ summary: "Change an organisation's settings" })
  update(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Body() dto: UpdateOrganisationSettingsDto,
  ): Promise<OrganisationSettingsWire> {
    return this.settings.update(user, id, dto);
  }
}
