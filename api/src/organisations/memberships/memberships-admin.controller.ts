import { Body, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChangeSetDto } from '../../platform/admin/change-set';
import { sendCsvExport } from '../../platform/lists/csv-export';
import { sendList } from '../../platform/lists/content-range';
import type { RawListQuery } from '../../platform/lists/list-query.parser';
import type { AuditEntryDto } from '../../platform/audit/audit.service';
import { CurrentUser } from '../../platform/authentication/auth.guards';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { MemberParentQueryDto, MemberProfileDto, MemberRowDto } from './dto/membership-admin.dto';
import { membershipScope, type MembershipResource } from './membership-scopes';
import { MembershipsService } from './memberships.service';
import { AdminController, AdminExport, AdminHistory, AdminListQuery } from '../../platform/admin/admin-api.decorators';

/** One admin resource of memberships (rows are memberships, the person stays on delete). */
function membershipsController(resource: MembershipResource) {
  const filterExample = `{"${membershipScope(resource).parents.at(-1)}":1}`;

  @AdminController(resource)
  class MembershipsAdminController {
    constructor(readonly memberships: MembershipsService) {}

    @Get()
    @AdminListQuery({ sort: '["lastName","ASC"]', filter: filterExample })
    @ApiOkResponse({ type: [MemberRowDto] })
    async list(
      @Query() raw: RawListQuery,
      @Res({ passthrough: true }) response: FastifyReply,
    ): Promise<MemberRowDto[]> {
      return sendList(response, resource, await this.memberships.list(resource, raw));
    }

    /** Declared before `:id`, so `export` is never read as an id. */
    @AdminExport({ filter: filterExample }, `row of ${resource}`)
    export(@Query() raw: RawListQuery, @Req() request: FastifyRequest, @Res() response: FastifyReply): Promise<void> {
      return sendCsvExport(request, response, this.memberships.export(resource, raw));
    }

    @Get(':id')
    @ApiOkResponse({ type: MemberProfileDto })
    @ApiNotFoundResponse({ description: 'No such membership, or not under the parents asked for' })
    get(@Param('id', ParseIdPipe) id: number, @Query() parents: MemberParentQueryDto): Promise<MemberProfileDto> {
      return this.memberships.get(resource, id, parents);
    }

    @AdminHistory('membership')
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
  // Its own class name per resource: the OpenAPI document's operation ids are made of it
  // (`AgencyUsersAdmin_list`), and five controllers of one name would share theirs.
  const name = `${resource.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}AdminController`;
  Object.defineProperty(MembershipsAdminController, 'name', { value: name });
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
  @ApiOperation({ summary: 'Confirm a pending organisation membership' })
  confirm(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<MemberProfileDto> {
    return this.memberships.confirmOrganisationUser(id, user.id);
  }
}
