import { Controller, Get, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendCsvExport } from '../admin-common/csv-export';
import { sendList, type RawListQuery } from '../admin-common/list-query';
import { AuditService, type AuditEntryDto } from '../audit/audit.service';
import { JwtAuthGuard, Roles, RolesGuard } from '../auth/auth.guards';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { JobAdminDetailDto, JobAdminRowDto } from './dto/job-admin.dto';
import { JobRequest } from './job-request.entity';
import { JobsAdminService } from './jobs-admin.service';

/**
 * The back-office's shift requests, read-only: they belong to the hospitals and change only
 * through the workflow (docs/decisions.md, "Shift requests in the back-office").
 */
@ApiTags('admin: shift requests')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or an expired token' })
@ApiForbiddenResponse({ description: 'Not an administrator' })
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles('ADMIN')
@Controller('admin/jobs')
export class JobsAdminController {
  constructor(
    private readonly jobs: JobsAdminService,
    private readonly audit: AuditService,
  ) {}

  @Get()
  @ApiQuery({ name: 'sort', required: false, example: '["id","DESC"]', description: 'id, createdAt or state' })
  @ApiQuery({ name: 'range', required: false, example: '[0,4]' })
  @ApiQuery({
    name: 'filter',
    required: false,
    example: '{"q":"intensiv","state":"external_adv"}',
    description: 'q (title, organisation, department), state, organisationId, kind, id',
  })
  @ApiOkResponse({ type: [JobAdminRowDto], description: 'With Content-Range: jobs first-last/total' })
  @ApiBadRequestResponse({ description: 'An unknown sort field, filter or state, or a malformed range' })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) response: Response): Promise<JobAdminRowDto[]> {
    return sendList(response, 'jobs', await this.jobs.list(raw));
  }

  /** Declared before `:id`, so `export` is never read as an id. */
  @Get('export')
  @ApiQuery({ name: 'sort', required: false, example: '["id","DESC"]' })
  @ApiQuery({ name: 'filter', required: false, example: '{"state":"external_adv"}' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Every matching shift request as CSV (BOM, header row in the request language)' })
  @ApiBadRequestResponse({ description: 'An unknown sort field, filter or state, or a range' })
  export(@Query() raw: RawListQuery, @Req() request: Request, @Res() response: Response): Promise<void> {
    return sendCsvExport(request, response, this.jobs.export(raw));
  }

  @Get(':id')
  @ApiOkResponse({ type: JobAdminDetailDto })
  @ApiNotFoundResponse({ description: 'No such shift request' })
  get(@Param('id', ParseIdPipe) id: number): Promise<JobAdminDetailDto> {
    return this.jobs.get(id);
  }

  @Get(':id/history')
  @ApiOkResponse({ description: 'The audit log of the shift request, newest first' })
  @ApiNotFoundResponse({ description: 'No such shift request and no log of one' })
  history(@Param('id', ParseIdPipe) id: number): Promise<AuditEntryDto[]> {
    return this.audit.history('jobs', id, JobRequest);
  }
}
