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
import { DomainError } from '../common/domain-error';
import { SlidingWindowCounter } from '../common/sliding-window-counter';
import { SiteEventDto, SiteFiguresDto } from './dto/site-event.dto';
import { SiteMetricsService, isBot } from './site-metrics.service';

/** Events a visitor's browser may send per minute. */
export const EVENTS_PER_MINUTE = 60;

@ApiTags('site figures')
@Controller()
export class SiteMetricsController {
  private readonly limiter = new SlidingWindowCounter(60_000);

  constructor(private readonly metrics: SiteMetricsService) {}

  /** Counts a search or submit of the enquiry form: no cookies, no personal data. */
  @Post('events')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiTooManyRequestsResponse()
  track(@Body() dto: SiteEventDto, @Ip() address: string, @Req() request: Request): void {
    if (this.limiter.hit(address) > EVENTS_PER_MINUTE) throw new DomainError('TOO_MANY_REQUESTS', 'events.tooMany');
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
