import { Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Permission } from '../access/access-permission';
import { RequireAccess } from '../access/require-access.decorator';
import { CurrentUser } from '../auth/auth.guards';
import type { AuthUser } from '../auth/auth.types';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { CALENDAR_FEED_SCOPES } from './calendar-feed.entity';
import { CalendarFeedsService } from './calendar-feeds.service';
import { CalendarFeedCreatedDto, CalendarFeedListDto } from './dto/calendar-feed.dto';

const SCOPE_PARAM = { name: 'scope', enum: CALENDAR_FEED_SCOPES };

/** Private iCalendar feeds of organisations and departments (managed by their hospital users). */
@ApiTags('calendar-feeds')
@Controller('calendar-feeds')
export class CalendarFeedsController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  @Get()
  @RequireAccess(Permission.FeedManage)
  @ApiOkResponse({ type: CalendarFeedListDto })
  async list(@CurrentUser() user: AuthUser): Promise<CalendarFeedListDto> {
    return { feeds: await this.feeds.list(user) };
  }

  /** Creates the feed or rotates its token; the answer is the only time the URL is shown. */
  @Post(':scope/:id')
  @RequireAccess(Permission.FeedManage)
  @ApiParam(SCOPE_PARAM)
  @ApiCreatedResponse({ type: CalendarFeedCreatedDto })
  rotate(
    @CurrentUser() user: AuthUser,
    @Param('scope') scope: string,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<CalendarFeedCreatedDto> {
    return this.feeds.rotate(user, scope, id);
  }

  /** Revokes the feed: its URL answers 404 from now on. */
  @Delete(':scope/:id')
  @HttpCode(204)
  @RequireAccess(Permission.FeedManage)
  @ApiParam(SCOPE_PARAM)
  @ApiNoContentResponse()
  async revoke(
    @CurrentUser() user: AuthUser,
    @Param('scope') scope: string,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<void> {
    await this.feeds.revoke(user, scope, id);
  }

  /** The feed itself: public, the token in the URL is the credential. */
  @Get('ics/:token.ics')
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'iCalendar (RFC 5545) text' })
  @ApiNotFoundResponse({ description: 'Unknown or revoked token, or its creator no longer manages what it shows' })
  async ics(@Param('token') token: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const text = await this.feeds.render(token);
    response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    response.setHeader('Cache-Control', 'private, max-age=300');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    return text;
  }
}
