import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { OrganisationSettingsWire } from '@medstaff/domain';
import { Permission } from '../access/access-permission';
import { RequireAccess } from '../access/require-access.decorator';
import { CurrentUser } from '../auth/auth.guards';
import type { AuthUser } from '../auth/auth.types';
import { ParseIdPipe } from '../common/parse-id.pipe';
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
  @RequireAccess(Permission.OrganisationSettingsRead, { organisation: 'id' })
  @ApiOkResponse({ description: 'The organisation’s settings', type: OrganisationSettingsResponseDto })
  read(@Param('id', ParseIdPipe) id: number): Promise<OrganisationSettingsWire> {
    return this.settings.read(id);
  }

  @Patch(':id/settings')
  @RequireAccess(Permission.OrganisationSettingsWrite, { organisation: 'id' })
  @ApiOkResponse({
    description: 'The settings as saved (the change is audited)',
    type: OrganisationSettingsResponseDto,
  })
  @ApiBadRequestResponse({
    description: 'defaultTimeLimitHours missing, not a whole number or outside 0…720 (VALIDATION_FAILED)',
  })
  update(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Body() dto: UpdateOrganisationSettingsDto,
  ): Promise<OrganisationSettingsWire> {
    return this.settings.update(user, id, dto);
  }
}
