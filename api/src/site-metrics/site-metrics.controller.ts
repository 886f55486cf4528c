import { Body, Controller, Get, HttpCode, Ip, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { JwtAuthGuard, Roles, RolesGuard } from '../auth/auth.guards';
import { ThrottleService } from '../throttle/throttle.service';
import { SiteEventDto, SiteFiguresDto } from './dto/site-event.dto';
import { SiteMetricsService, isBot } from './site-metrics.service';

@ApiTags('site figures')
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
  async track(@Body() dto: SiteEventDto, @Ip() address: string, @Req() request: Request): Promise<void> {
    await this.throttle.enforce('siteEvent.address', [address], 'events.tooMany');
    if (isBot(request.get('user-agent'))) return;
    this.metrics.record(dto.type, dto.path ?? '/', dto.language);
  }

  @Get('admin/statistics/site')
  @UseGuards(JwtAuthGuard, RolesGuard)
  @Roles('ADMIN')
  @ApiBearerAuth()
  @ApiOkResponse({ type: SiteFiguresDto })
  figures(): Promise<SiteFiguresDto> {
    return this.metrics.figures();
  }
}
