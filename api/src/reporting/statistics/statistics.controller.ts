import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Language } from '@medstaff/domain';
import { Permission } from '../../platform/authentication/access-permission';
import { DeclareAccess } from '../../platform/authentication/require-access.decorator';
import { RequestLanguage } from '../../platform/authentication/auth.guards';
import { translate } from '../../platform/common/messages';
import { DashboardFiguresDto, StatisticsService } from './statistics.service';

@ApiTags('admin: statistics')
@DeclareAccess(Permission.PlatformAdmin)
@Controller('admin/statistics')
export class StatisticsController {
  constructor(private readonly statistics: StatisticsService) {}

  @Get('dashboard')
  @ApiOkResponse({ type: DashboardFiguresDto })
  @ApiOperation({ summary: "The back office dashboard's figures" })
  async dashboard(@RequestLanguage() language: Language): Promise<DashboardFiguresDto> {
    const figures = await this.statistics.dashboard();
    return Object.fromEntries(
      Object.entries(figures).map(([name, value]) => [
        name,
        { ...value, unavailableReason: value.unavailableReason ? translate(value.unavailableReason, language) : null },
      ]),
    ) as unknown as DashboardFiguresDto;
  }
}
