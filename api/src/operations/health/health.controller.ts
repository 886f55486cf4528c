import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthDto, ReadinessDto } from './health.dto';
import { HealthService } from './health.service';
import { PublicRoute } from '../../platform/authentication/require-access.decorator';

@ApiTags('health')
@PublicRoute()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Liveness: 200 while the process answers (restart it when not). Asks nothing else. */
  @Get()
  @HttpCode(200)
  @ApiOkResponse({ type: HealthDto })
  @ApiOperation({ summary: 'Liveness: the process answers' })
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
  @ApiOperation({ summary: 'Readiness: the database, Redis, the file store and sign-in work, no migration pending' })
  async ready(@Res({ passthrough: true }) response: FastifyReply): Promise<ReadinessDto> {
    const report = await this.health.ready();
    if (report.status !== 'ready') response.status(503);
    return report;
  }
}
