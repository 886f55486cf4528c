import { Body, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ParseIdPipe } from '../platform/common/parse-id.pipe';
import { Person } from './person.entity';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChangeSetDto } from '../platform/admin/change-set';
import { sendCsvExport } from '../platform/lists/csv-export';
import { sendList } from '../platform/lists/content-range';
import type { RawListQuery } from '../platform/lists/list-query.parser';
import { AuditService, type AuditEntryDto } from '../platform/audit/audit.service';
import { CurrentUser } from '../platform/authentication/auth.guards';
import type { AuthUser } from '../platform/authentication/auth.types';
import { ChangePersonRoleDto, ChangePersonStatusDto } from './dto/person-account.dto';
import { PersonProfileDto, PersonRowDto } from './dto/person-admin.dto';
import { PersonAccountService } from './person-account.service';
import { PersonsAdminService } from './persons-admin.service';
import { AdminController, AdminExport, AdminHistory, AdminListQuery } from '../platform/admin/admin-api.decorators';

@AdminController('persons')
export class PersonsAdminController {
  constructor(
    private readonly persons: PersonsAdminService,
    private readonly accounts: PersonAccountService,
    private readonly audit: AuditService,
  ) {}

  @Get()
  @AdminListQuery({ sort: '["lastName","ASC"]', filter: '{"role":"USER","q":"becker"}' })
  @ApiOkResponse({ type: [PersonRowDto] })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) response: FastifyReply): Promise<PersonRowDto[]> {
    return sendList(response, 'persons', await this.persons.listPersons(raw));
  }

  /** Declared before `:id`, so `export` is never read as an id. The person types are `filter.role`. */
  @AdminExport({ sort: '["lastName","ASC"]', filter: '{"role":"USER","q":"becker"}' }, 'person')
  export(@Query() raw: RawListQuery, @Req() request: FastifyRequest, @Res() response: FastifyReply): Promise<void> {
    return sendCsvExport(request, response, this.persons.exportPersons(raw));
  }

  @Get(':id')
  @ApiOkResponse({ type: PersonProfileDto })
  get(@Param('id', ParseIdPipe) id: number): Promise<PersonProfileDto> {
    return this.persons.getPerson(id);
  }

  @AdminHistory('person')
  history(@Param('id', ParseIdPipe) id: number): Promise<AuditEntryDto[]> {
    return this.audit.history('persons', id, Person);
  }

  @Patch(':id')
  @ApiOkResponse({ type: PersonProfileDto })
  @ApiConflictResponse({ description: 'Stale version, or the email belongs to someone else' })
  change(
    @Param('id', ParseIdPipe) id: number,
    @Body() changeSet: ChangeSetDto,
    @CurrentUser() user: AuthUser,
  ): Promise<PersonProfileDto> {
    return this.persons.changePerson(id, changeSet, user.id);
  }

  /** Disables the account (its sessions end at once) or enables it again; with a reason, audited and mailed. */
  @Post(':id/status')
  @HttpCode(200)
  @ApiOkResponse({ type: PersonProfileDto })
  @ApiBadRequestResponse({ description: 'The reason is missing or too long (VALIDATION_FAILED)' })
  @ApiConflictResponse({
    description: 'Stale version; the own account (OWN_ACCOUNT); the last active administrator (LAST_ADMINISTRATOR)',
  })
  @ApiOperation({ summary: "Enable or disable a person's account" })
  async changeStatus(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ChangePersonStatusDto,
    @CurrentUser() user: AuthUser,
  ): Promise<PersonProfileDto> {
    await this.accounts.changeStatus(id, dto, user.id);
    return this.persons.getPerson(id);
  }

  /** Gives the person another role (their sessions end); with a reason, audited and mailed. */
  @Post(':id/role')
  @HttpCode(200)
  @ApiOkResponse({ type: PersonProfileDto })
  @ApiBadRequestResponse({ description: 'The reason is missing or too long (VALIDATION_FAILED)' })
  @ApiConflictResponse({
    description:
      'Stale version; the own account (OWN_ACCOUNT); the last active administrator (LAST_ADMINISTRATOR); memberships that do not fit the role (ROLE_MEMBERSHIP_CONFLICT)',
  })
  @ApiOperation({ summary: "Change a person's role" })
  async changeRole(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ChangePersonRoleDto,
    @CurrentUser() user: AuthUser,
  ): Promise<PersonProfileDto> {
    await this.accounts.changeRole(id, dto, user.id);
    return this.persons.getPerson(id);
  }

  @Delete(':id')
  @ApiOkResponse({ type: PersonRowDto })
  @ApiConflictResponse({ description: 'Administrators cannot delete their own account' })
  delete(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<PersonRowDto> {
    return this.persons.deletePerson(id, user.id);
  }
}
