import { Body, Delete, Get, Param, Post, Query, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ParseIdPipe } from '../platform/common/parse-id.pipe';
import { Agency } from './agency.entity';
import { IMAGE_MAX_BYTES } from '@medstaff/domain';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MultipartInterceptor } from '../platform/storage/multipart';
import { ChangeSetDto } from '../platform/admin/change-set';
import { sendCsvExport } from '../platform/lists/csv-export';
import { sendList } from '../platform/lists/content-range';
import type { RawListQuery } from '../platform/lists/list-query.parser';
import { AuditService, type AuditEntryDto } from '../platform/audit/audit.service';
import { CurrentUser } from '../platform/authentication/auth.guards';
import type { AuthUser } from '../platform/authentication/auth.types';
import { AgenciesAdminService } from './agencies-admin.service';
import { DomainError } from '../platform/common/domain-error';
import type { UploadedFileLike } from '../platform/storage/images';
import { AgencyAdminDto, CreateAgencyDto } from './dto/agency-admin.dto';
import { AdminController, AdminExport, AdminHistory, AdminListQuery } from '../platform/admin/admin-api.decorators';
import { CompanyChangeRoute, CompanyLogoRoute } from '../platform/admin/company-admin.decorators';
import { LogoUploadDto } from '../platform/admin/company-admin.dto';

@AdminController('agencies')
export class AgenciesAdminController {
  constructor(
    private readonly agencies: AgenciesAdminService,
    private readonly audit: AuditService,
  ) {}

  @Get()
  @AdminListQuery({ sort: '["name","ASC"]', filter: '{"q":"berlin"}' })
  @ApiOkResponse({ type: [AgencyAdminDto], description: 'With Content-Range: agencies first-last/total' })
  async list(
    @Query() raw: RawListQuery,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AgencyAdminDto[]> {
    return sendList(response, 'agencies', await this.agencies.list(raw));
  }

  /** Declared before `:id`, so `export` is never read as an id. */
  @AdminExport({ sort: '["name","ASC"]', filter: '{"q":"berlin"}' }, 'agency')
  export(@Query() raw: RawListQuery, @Req() request: FastifyRequest, @Res() response: FastifyReply): Promise<void> {
    return sendCsvExport(request, response, this.agencies.export(raw));
  }

  @Get(':id')
  @ApiOkResponse({ type: AgencyAdminDto })
  get(@Param('id', ParseIdPipe) id: number): Promise<AgencyAdminDto> {
    return this.agencies.get(id);
  }

  @AdminHistory('agency')
  history(@Param('id', ParseIdPipe) id: number): Promise<AuditEntryDto[]> {
    return this.audit.history('agencies', id, Agency);
  }

  /**
   * Adds an agency with its required logo as one multipart request: the logo is checked and
   * stored, then the row is inserted; a failure at any step leaves neither row nor file. A JSON
   * body (the old create-then-upload path, which could leave an agency without its logo) is refused.
   */
  @Post()
  @UseInterceptors(
    MultipartInterceptor({
      files: [{ name: 'logo', maxCount: 1 }],
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10 },
    }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['name', 'address', 'postcode', 'country', 'url', 'logo'],
      properties: {
        name: { type: 'string', example: 'MediPlus Personaldienste GmbH' },
        address: { type: 'string', example: 'Friedrichstraße 68' },
        postcode: { type: 'string', example: '10117' },
        city: { type: 'string', example: 'Berlin' },
        country: { type: 'string', example: 'DE' },
        url: { type: 'string', example: 'https://www.mediplus-personal.de' },
        logo: { type: 'string', format: 'binary' },
      },
    },
  })
  @ApiCreatedResponse({ type: AgencyAdminDto })
  @ApiPayloadTooLargeResponse({ description: 'The logo is larger than 5,000,000 bytes' })
  @ApiUnsupportedMediaTypeResponse({
    description: 'Not multipart/form-data, or the logo is not a JPEG, PNG or BMP image (checked by content)',
  })
  create(
    @Req() request: FastifyRequest,
    @Body() dto: CreateAgencyDto,
    @UploadedFile() logo: UploadedFileLike | undefined,
    @CurrentUser() user: AuthUser,
  ): Promise<AgencyAdminDto> {
    if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'agency.multipartRequired');
    return this.agencies.create(dto, logo, user.id);
  }

  @CompanyChangeRoute(AgencyAdminDto)
  change(
    @Param('id', ParseIdPipe) id: number,
    @Body() changeSet: ChangeSetDto,
    @CurrentUser() user: AuthUser,
  ): Promise<AgencyAdminDto> {
    return this.agencies.change(id, changeSet, user.id);
  }

  @CompanyLogoRoute(AgencyAdminDto)
  @ApiOperation({ summary: "Replace an agency's logo" })
  uploadLogo(
    @Param('id', ParseIdPipe) id: number,
    @UploadedFile() file: UploadedFileLike | undefined,
    @Body() body: LogoUploadDto,
    @CurrentUser() user: AuthUser,
  ): Promise<AgencyAdminDto> {
    return this.agencies.uploadLogo(id, body.version, file, user.id);
  }

  @Delete(':id')
  @ApiOkResponse({ type: AgencyAdminDto, description: 'The deleted agency' })
  delete(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<AgencyAdminDto> {
    return this.agencies.delete(id, user.id);
  }
}
