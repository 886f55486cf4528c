import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Language } from '@medstaff/domain';
import { JwtAuthGuard, RequestLanguage, Roles, RolesGuard } from '../auth/auth.guards';
import { translate } from '../common/messages';
import { DashboardFiguresDto, StatisticsService } from './statistics.service';

@ApiTags('admin: statistics')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles('ADMIN')
@Controller('admin/statistics')
export class StatisticsController {
  constructor(private readonly statistics: StatisticsService) {}

  @Get('dashboard')
  @ApiOkResponse({ type: DashboardFiguresDto })
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
