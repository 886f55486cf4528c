import {
  Body,
  Delete,
  Get,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { Agency } from './agency.entity';
import { FileInterceptor } from '@nestjs/platform-express';
import { IMAGE_MAX_BYTES } from '@medstaff/domain';
import {
  ApiBody,
  ApiConsumes,
  ApiPayloadTooLargeResponse,
  ApiUnsupportedMediaTypeResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ChangeSetDto } from '../admin-common/change-set';
import { sendCsvExport } from '../admin-common/csv-export';
import { sendList, type RawListQuery } from '../admin-common/list-query';
import { AuditService, type AuditEntryDto } from '../audit/audit.service';
import { CurrentUser } from '../auth/auth.guards';
import type { AuthUser } from '../auth/auth.types';
import { AgenciesAdminService } from './agencies-admin.service';
import { DomainError } from '../common/domain-error';
import type { UploadedFileLike } from '../storage/images';
import { AgencyAdminDto, CreateAgencyDto, LogoUploadDto } from './dto/agency-admin.dto';
import { AdminController, AdminListQuery, AdminExport } from '../admin-common/admin-api.decorators';

@AdminController('agencies')
export class AgenciesAdminController {
  constructor(
    private readonly agencies: AgenciesAdminService,
    private readonly audit: AuditService,
  ) {}

  @Get()
  @AdminListQuery({ sort: '["name","ASC"]', filter: '{"q":"berlin"}' })
  @ApiOkResponse({ type: [AgencyAdminDto], description: 'With Content-Range: agencies first-last/total' })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) response: Response): Promise<AgencyAdminDto[]> {
    return sendList(response, 'agencies', await this.agencies.list(raw));
  }

  /** Declared before `:id`, so `export` is never read as an id. */
  @AdminExport({ sort: '["name","ASC"]', filter: '{"q":"berlin"}' }, 'agency')
  export(@Query() raw: RawListQuery, @Req() request: Request, @Res() response: Response): Promise<void> {
    return sendCsvExport(request, response, this.agencies.export(raw));
  }

  @Get(':id')
  @ApiOkResponse({ type: AgencyAdminDto })
  get(@Param('id', ParseIdPipe) id: number): Promise<AgencyAdminDto> {
    return this.agencies.get(id);
  }

  @Get(':id/history')
  @ApiOkResponse({ description: 'The audit log of the agency, newest first' })
  history(@Param('id', ParseIdPipe) id: number): Promise<AuditEntryDto[]> {
    return this.audit.history('agencies', id, Agency);
  }

  /**
   * Adds an agency with its required logo as one multipart request: the logo is checked and
   * stored, then the row is inserted; a failure at any step leaves neither row nor file. A JSON
   * body (the old create-then-upload path, which could leave an agency without its logo) is refused.
   */
  @Post()
  @UseInterceptors(FileInterceptor('logo', { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10 } }))
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
    @Req() request: Request,
    @Body() dto: CreateAgencyDto,
    @UploadedFile() logo: UploadedFileLike | undefined,
    @CurrentUser() user: AuthUser,
  ): Promise<AgencyAdminDto> {
    if (!request.is('multipart/form-data')) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'agency.multipartRequired');
    return this.agencies.create(dto, logo, user.id);
  }

  @Patch(':id')
  @ApiOkResponse({
    type: AgencyAdminDto,
    description: 'Only the listed fields change; an empty change set changes nothing',
  })
  @ApiConflictResponse({ description: 'The record changed since the version the change set is based on' })
  change(
    @Param('id', ParseIdPipe) id: number,
    @Body() changeSet: ChangeSetDto,
    @CurrentUser() user: AuthUser,
  ): Promise<AgencyAdminDto> {
    return this.agencies.change(id, changeSet, user.id);
  }

  @Put(':id/logo')
  @UseInterceptors(FileInterceptor('logo', { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['logo', 'version'],
      properties: { logo: { type: 'string', format: 'binary' }, version: { type: 'integer' } },
    },
  })
  @ApiOkResponse({ type: AgencyAdminDto })
  @ApiPayloadTooLargeResponse({ description: 'Larger than 5,000,000 bytes' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not a JPEG, PNG or BMP image (checked by content)' })
  @ApiConflictResponse({ description: 'The record changed since that version' })
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
