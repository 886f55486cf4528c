import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendList } from '../../platform/lists/content-range';
import type { RawListQuery } from '../../platform/lists/list-query.parser';
import { Permission } from '../../platform/authentication/access-permission';
import { DeclareAccess } from '../../platform/authentication/require-access.decorator';
import { CurrentUser } from '../../platform/authentication/auth.guards';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { CreateInvitationDto, InvitationDto } from './dto/invitation.dto';
import { InvitationsService } from './invitations.service';

@ApiTags('admin: invitations')
@ApiUnauthorizedResponse()
@ApiForbiddenResponse()
@DeclareAccess(Permission.PlatformAdmin)
@Controller('admin/invitations')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get()
  @ApiOkResponse({ type: [InvitationDto] })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) response: FastifyReply): Promise<InvitationDto[]> {
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
