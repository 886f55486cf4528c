import { Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Permission } from '../../platform/authentication/access-permission';
import { PublicRoute, RequireAccess } from '../../platform/authentication/require-access.decorator';
import { CurrentUser } from '../../platform/authentication/auth.guards';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { CALENDAR_FEED_SCOPES } from './calendar-feed.entity';
import { CalendarFeedsService } from './calendar-feeds.service';
import {
  CalendarFeedCreatedDto,
  CalendarFeedListDto,
  OwnCalendarFeedCreatedDto,
  OwnCalendarFeedDto,
} from './dto/calendar-feed.dto';
import { ApiFileResponse } from '../../platform/openapi/api-file-response.decorator';

const SCOPE_PARAM = { name: 'scope', enum: CALENDAR_FEED_SCOPES };

/** Private iCalendar feeds of organisations and departments (managed by their hospital users), and a person's own. */
@ApiTags('calendar-feeds')
@Controller('calendar-feeds')
export class CalendarFeedsController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  @Get()
  @RequireAccess(Permission.FeedManage)
  @ApiOkResponse({ type: CalendarFeedListDto })
  @ApiOperation({ summary: 'The calendar feeds the caller manages' })
  async list(@CurrentUser() user: AuthUser): Promise<CalendarFeedListDto> {
    return { feeds: await this.feeds.list(user) };
  }

  /** One's own feed of one's assignments (a candidate, a pool member): declared before `:scope/:id`. */
  @Get('mine')
  @RequireAccess(Permission.OwnFeedManage)
  @ApiOkResponse({ type: OwnCalendarFeedDto })
  @ApiOperation({ summary: 'Whether the caller has a calendar feed of their own assignments' })
  mine(@CurrentUser() user: AuthUser): Promise<OwnCalendarFeedDto> {
    return this.feeds.mine(user);
  }

  @Post('mine')
  @RequireAccess(Permission.OwnFeedManage)
  @ApiCreatedResponse({ type: OwnCalendarFeedCreatedDto })
  @ApiOperation({ summary: 'Create the calendar feed of one’s own assignments, or rotate its token' })
  rotateMine(@CurrentUser() user: AuthUser): Promise<OwnCalendarFeedCreatedDto> {
    return this.feeds.rotateMine(user);
  }

  @Delete('mine')
  @HttpCode(204)
  @RequireAccess(Permission.OwnFeedManage)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Revoke the calendar feed of one’s own assignments' })
  async revokeMine(@CurrentUser() user: AuthUser): Promise<void> {
    await this.feeds.revokeMine(user);
  }

  /** Creates the feed or rotates its token; the answer is the only time the URL is shown. */
  @Post(':scope/:id')
  @RequireAccess(Permission.FeedManage)
  @ApiParam(SCOPE_PARAM)
  @ApiCreatedResponse({ type: CalendarFeedCreatedDto })
  @ApiOperation({ summary: 'Create a calendar feed, or rotate its token' })
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
  @ApiOperation({ summary: 'Revoke a calendar feed' })
  async revoke(
    @CurrentUser() user: AuthUser,
    @Param('scope') scope: string,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<void> {
    await this.feeds.revoke(user, scope, id);
  }

  /** The feed itself: public, the token in the URL is the credential. */
  @Get('ics/:token.ics')
  @PublicRoute()
  @ApiFileResponse('iCalendar (RFC 5545) text', 'text/calendar')
  @ApiNotFoundResponse({ description: 'Unknown or revoked token, or its creator no longer manages what it shows' })
  @ApiOperation({ summary: 'A calendar feed in iCalendar format (the token is the credential)' })
  async ics(@Param('token') token: string, @Res({ passthrough: true }) response: FastifyReply): Promise<string> {
    const text = await this.feeds.render(token);
    response.header('Content-Type', 'text/calendar; charset=utf-8');
    response.header('Cache-Control', 'private, max-age=300');
    response.header('X-Content-Type-Options', 'nosniff');
    return text;
  }
}
