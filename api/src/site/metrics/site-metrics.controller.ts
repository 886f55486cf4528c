import { Body, Controller, Get, HttpCode, Ip, Post, Req } from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Permission } from '../../platform/authentication/access-permission';
import { DeclareAccess, PublicRoute } from '../../platform/authentication/require-access.decorator';

import { ThrottleService } from '../../platform/throttle/throttle.service';
import { SiteEventDto, SiteFiguresDto } from './dto/site-event.dto';
import { SiteMetricsService, isBot } from './site-metrics.service';
import { requestHeader } from '../../platform/http/request-header';

@ApiTags('site figures')
@PublicRoute()
@Controller()
export class SiteMetricsController {
  constructor(
    private readonly metrics: SiteMetricsService,
    private readonly throttle: ThrottleService,
  ) {}

  /** Counts a search or submit of the enquiry form: no cookies, no personal data. */
  @Post('events')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiTooManyRequestsResponse()
  @ApiOperation({ summary: "Count a site event (a search or an enquiry form's submit)" })
  async track(@Body() dto: SiteEventDto, @Ip() address: string, @Req() request: FastifyRequest): Promise<void> {
    await this.throttle.enforce('siteEvent.address', [address], 'events.tooMany');
    if (isBot(requestHeader(request, 'user-agent'))) return;
    this.metrics.record(dto.type, dto.path ?? '/', dto.language);
  }

  @Get('admin/statistics/site')
  @DeclareAccess(Permission.PlatformAdmin)
  @ApiOkResponse({ type: SiteFiguresDto })
  @ApiOperation({ summary: "The public site's visits and events" })
  figures(): Promise<SiteFiguresDto> {
    return this.metrics.figures();
  }
}
