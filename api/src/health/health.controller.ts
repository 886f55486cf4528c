import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HealthDto, ReadinessDto } from './health.dto';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Liveness: 200 while the process answers (restart it when not). Asks nothing else. */
  @Get()
  @HttpCode(200)
  @ApiOkResponse({ type: HealthDto })
  check(): HealthDto {
    return this.health.live();
  }

  /**
   * Readiness: 200 when this process should get traffic; 503 when the database, Redis, the file
   * store or the sign-in path fails, a migration is pending, or the process is stopping.
   */
  @Get('ready')
  @HttpCode(200)
  @ApiOkResponse({ type: ReadinessDto })
  @ApiServiceUnavailableResponse({ type: ReadinessDto })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessDto> {
    const report = await this.health.ready();
    if (report.status !== 'ready') response.status(503);
    return report;
  }
}
