import { Body, Delete, Get, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChangeSetDto } from '../../platform/admin/change-set';
import { sendCsvExport } from '../../platform/lists/csv-export';
import { sendList } from '../../platform/lists/content-range';
import type { RawListQuery } from '../../platform/lists/list-query.parser';
import { AuditService, type AuditEntryDto } from '../../platform/audit/audit.service';
import { CurrentUser } from '../../platform/authentication/auth.guards';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { Department } from './department.entity';
import { DepartmentsAdminService } from './departments-admin.service';
import { CreateDepartmentDto, DepartmentAdminDto, DepartmentParentQueryDto } from './dto/department-admin.dto';
import { AdminController, AdminExport, AdminHistory, AdminListQuery } from '../../platform/admin/admin-api.decorators';

@AdminController('departments')
export class DepartmentsAdminController {
  constructor(
    private readonly departments: DepartmentsAdminService,
    private readonly audit: AuditService,
  ) {}

  @Get()
  @AdminListQuery({ sort: '["name","ASC"]', filter: '{"organisationId":1}' })
  @ApiOkResponse({ type: [DepartmentAdminDto] })
  async list(
    @Query() raw: RawListQuery,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<DepartmentAdminDto[]> {
    return sendList(response, 'departments', await this.departments.list(raw));
  }

  @AdminExport({ filter: '{"organisationId":1}' }, 'department')
  export(@Query() raw: RawListQuery, @Req() request: FastifyRequest, @Res() response: FastifyReply): Promise<void> {
    return sendCsvExport(request, response, this.departments.export(raw));
  }

  @Post()
  @ApiCreatedResponse({ type: DepartmentAdminDto })
  @ApiConflictResponse({ description: 'The organisation has a department of that name' })
  create(@Body() dto: CreateDepartmentDto, @CurrentUser() user: AuthUser): Promise<DepartmentAdminDto> {
    return this.departments.create(dto, user.id);
  }

  @Get(':id')
  @ApiOkResponse({ type: DepartmentAdminDto })
  get(@Param('id', ParseIdPipe) id: number, @Query() parent: DepartmentParentQueryDto): Promise<DepartmentAdminDto> {
    return this.departments.get(id, parent);
  }

  @AdminHistory('department')
  history(@Param('id', ParseIdPipe) id: number): Promise<AuditEntryDto[]> {
    return this.audit.history('departments', id, Department);
  }

  @Patch(':id')
  @ApiOkResponse({ type: DepartmentAdminDto })
  @ApiConflictResponse({ description: 'Stale version, or the name is taken in the organisation' })
  change(
    @Param('id', ParseIdPipe) id: number,
    @Body() changeSet: ChangeSetDto,
    @CurrentUser() user: AuthUser,
  ): Promise<DepartmentAdminDto> {
    return this.departments.change(id, changeSet, user.id);
  }

  @Delete(':id')
  @ApiOkResponse({
    type: DepartmentAdminDto,
    description: 'Deleted with its memberships; its shift requests stay with the organisation, without department',
  })
  delete(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<DepartmentAdminDto> {
    return this.departments.delete(id, user.id);
  }
}
