import { Body, Controller, Get, Post, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { sendList, type RawListQuery } from '../admin-common/list-query';
import { CurrentUser, JwtAuthGuard, Roles, RolesGuard } from '../auth/auth.guards';
import type { AuthUser } from '../auth/auth.types';
import { CreateInvitationDto, InvitationDto } from './dto/invitation.dto';
import { InvitationsService } from './invitations.service';

@ApiTags('admin: invitations')
@ApiBearerAuth()
@ApiUnauthorizedResponse()
@ApiForbiddenResponse()
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles('ADMIN')
@Controller('admin/invitations')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get()
  @ApiOkResponse({ type: [InvitationDto] })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) response: Response): Promise<InvitationDto[]> {
    return sendList(response, 'invitations', await this.invitations.list(raw));
  }

  @Post()
  @ApiCreatedResponse({ type: InvitationDto, description: 'Invited (and mailed), or an existing person linked' })
  @ApiNotFoundResponse({ description: 'The agency, organisation or department does not exist' })
  @ApiConflictResponse({ description: 'The person is already a member' })
  invite(@Body() dto: CreateInvitationDto, @CurrentUser() user: AuthUser): Promise<InvitationDto> {
    return this.invitations.invite(dto, user.id);
  }
}
