import { Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCsvExport } from '../../platform/lists/csv-export';
import { sendList } from '../../platform/lists/content-range';
import type { RawListQuery } from '../../platform/lists/list-query.parser';
import { AuditService, type AuditEntryDto } from '../../platform/audit/audit.service';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { JobAdminDetailDto, JobAdminRowDto } from './dto/job-admin.dto';
import { JobRequest } from './job-request.entity';
import { JobsAdminService } from './jobs-admin.service';
import { AdminController, AdminExport, AdminHistory, AdminListQuery } from '../../platform/admin/admin-api.decorators';

/**
 * The back-office's shift requests, read-only: they belong to the hospitals and change only
 * through the workflow (docs/decisions.md, "Shift requests in the back-office").
 */
@AdminController('jobs', 'shift requests')
export class JobsAdminController {
  constructor(
    private readonly jobs: JobsAdminService,
    private readonly audit: AuditService,
  ) {}

  @Get()
  @AdminListQuery({
    sort: '["id","DESC"]',
    sortDescription: 'id, createdAt or state',
    filter: '{"q":"intensiv","state":"external_adv"}',
    filterDescription: 'q (title, organisation, department), state, organisationId, kind, id',
  })
  @ApiOkResponse({ type: [JobAdminRowDto], description: 'With Content-Range: jobs first-last/total' })
  @ApiBadRequestResponse({ description: 'An unknown sort field, filter or state, or a malformed range' })
  async list(
    @Query() raw: RawListQuery,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<JobAdminRowDto[]> {
    return sendList(response, 'jobs', await this.jobs.list(raw));
  }

  /** Declared before `:id`, so `export` is never read as an id. */
  @AdminExport({ sort: '["id","DESC"]', filter: '{"state":"external_adv"}' }, 'shift request')
  @ApiBadRequestResponse({ description: 'An unknown sort field, filter or state, or a range' })
  export(@Query() raw: RawListQuery, @Req() request: FastifyRequest, @Res() response: FastifyReply): Promise<void> {
    return sendCsvExport(request, response, this.jobs.export(raw));
  }

  @Get(':id')
  @ApiOkResponse({ type: JobAdminDetailDto })
  @ApiNotFoundResponse({ description: 'No such shift request' })
  get(@Param('id', ParseIdPipe) id: number): Promise<JobAdminDetailDto> {
    return this.jobs.get(id);
  }

  @AdminHistory('shift request')
  @ApiNotFoundResponse({ description: 'No such shift request and no log of one' })
  history(@Param('id', ParseIdPipe) id: number): Promise<AuditEntryDto[]> {
    return this.audit.history('jobs', id, JobRequest);
  }
}
