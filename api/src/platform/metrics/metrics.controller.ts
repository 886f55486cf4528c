import { createHash, timingSafeEqual } from 'node:crypto';
import { Controller, Get, Headers, Inject, NotFoundException, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { MetricsService } from './metrics.service';
import { PublicRoute } from '../authentication/require-access.decorator';
import { ApiFileResponse } from '../openapi/api-file-response.decorator';

const digest = (text: string) => createHash('sha256').update(text).digest();

@ApiTags('health')
@PublicRoute()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The server's metrics in the Prometheus text format, for a scraper holding METRICS_TOKEN
   * (`Authorization: Bearer …`). Without METRICS_TOKEN configured the route does not exist (404).
   */
  @Get()
  @ApiBearerAuth('metricsToken')
  @ApiFileResponse('The Prometheus text format (version 0.0.4)', 'text/plain')
  @ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED: no or a wrong token' })
  @ApiNotFoundResponse({ description: 'METRICS_TOKEN is not configured' })
  @ApiOperation({ summary: 'The server metrics in the Prometheus text format (METRICS_TOKEN)' })
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res() response: FastifyReply,
  ): Promise<void> {
    const token = this.config.metricsToken;
    // Unconfigured, it answers exactly as a path that does not exist.
    if (!token) throw new NotFoundException('Cannot GET /api/metrics');
    const given = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1] ?? '';
    // Digests of equal length: the comparison's time says nothing about the token.
    if (!timingSafeEqual(digest(given), digest(token))) {
      throw new DomainError('UNAUTHENTICATED', 'metrics.tokenRequired');
    }
    const { contentType, body } = await this.metrics.text();
    response.header('Content-Type', contentType);
    response.status(200).send(body);
  }
}
