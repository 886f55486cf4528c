import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HealthDto } from './health.dto';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Reports whether the server and its database are up: 200 when they are, 503 when not. */
  @Get()
  @HttpCode(200)
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthDto> {
    const report = await this.health.check();
    if (report.status !== 'ok') response.status(503);
    response.setHeader('Cache-Control', 'no-store');
    return report;
  }
}
