import { Body, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ChangeSetDto } from '../admin-common/change-set';
import { sendCsvExport } from '../admin-common/csv-export';
import { sendList, type RawListQuery } from '../admin-common/list-query';
import type { AuditEntryDto } from '../audit/audit.service';
import { CurrentUser } from '../auth/auth.guards';
import type { AuthUser } from '../auth/auth.types';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { MemberParentQueryDto, MemberProfileDto, MemberRowDto } from './dto/membership-admin.dto';
import { membershipScope, type MembershipResource } from './membership-scopes';
import { MembershipsService } from './memberships.service';
import { AdminController, AdminListQuery, AdminExport } from '../admin-common/admin-api.decorators';

/** One admin resource of memberships (rows are memberships, the person stays on delete). */
function membershipsController(resource: MembershipResource) {
  const filterExample = `{"${membershipScope(resource).parents.at(-1)}":1}`;

  @AdminController(resource)
  class MembershipsAdminController {
    constructor(readonly memberships: MembershipsService) {}

    @Get()
    @AdminListQuery({ sort: '["lastName","ASC"]', filter: filterExample })
    @ApiOkResponse({ type: [MemberRowDto] })
    async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) response: Response): Promise<MemberRowDto[]> {
      return sendList(response, resource, await this.memberships.list(resource, raw));
    }

    /** Declared before `:id`, so `export` is never read as an id. */
    @AdminExport({ filter: filterExample }, `row of ${resource}`)
    export(@Query() raw: RawListQuery, @Req() request: Request, @Res() response: Response): Promise<void> {
      return sendCsvExport(request, response, this.memberships.export(resource, raw));
    }

    @Get(':id')
    @ApiOkResponse({ type: MemberProfileDto })
    @ApiNotFoundResponse({ description: 'No such membership, or not under the parents asked for' })
    get(@Param('id', ParseIdPipe) id: number, @Query() parents: MemberParentQueryDto): Promise<MemberProfileDto> {
      return this.memberships.get(resource, id, parents);
    }

    @Get(':id/history')
    history(@Param('id', ParseIdPipe) id: number): Promise<AuditEntryDto[]> {
      return this.memberships.history(resource, id);
    }

    @Patch(':id')
    @ApiOkResponse({ type: MemberProfileDto })
    @ApiConflictResponse({ description: 'Stale version, or the email belongs to someone else' })
    change(
      @Param('id', ParseIdPipe) id: number,
      @Body() changeSet: ChangeSetDto,
      @CurrentUser() user: AuthUser,
    ): Promise<MemberProfileDto> {
      return this.memberships.change(resource, id, changeSet, user.id);
    }

    @Delete(':id')
    @ApiOkResponse({ type: MemberRowDto, description: 'The membership is removed; the account stays' })
    delete(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<MemberRowDto> {
      return this.memberships.remove(resource, id, user.id);
    }
  }
  return MembershipsAdminController;
}

export const AgencyUsersAdminController = membershipsController('agency-users');
export const AgencyCustomersAdminController = membershipsController('agency-customers');
export const OrganisationUsersAdminController = membershipsController('organisation-users');
export const DepartmentUsersAdminController = membershipsController('department-users');
export const DepartmentCustomersAdminController = membershipsController('department-customers');

/** Confirming a pending organisation membership (rejecting it is its DELETE). */
@AdminController('organisation-users')
export class OrganisationUserConfirmationController {
  constructor(private readonly memberships: MembershipsService) {}

  @Post(':id/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: MemberProfileDto })
  @ApiConflictResponse({ description: 'Already confirmed' })
  confirm(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<MemberProfileDto> {
    return this.memberships.confirmOrganisationUser(id, user.id);
  }
}
