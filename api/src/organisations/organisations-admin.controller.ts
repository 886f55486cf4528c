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
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { AnyFilesInterceptor, FileInterceptor } from '@nestjs/platform-express';
import { IMAGE_MAX_BYTES, ORGANISATION_PICTURES_MAX } from '@medstaff/domain';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ChangeSetDto } from '../admin-common/change-set';
import { sendCsvExport } from '../admin-common/csv-export';
import { sendList, type RawListQuery } from '../admin-common/list-query';
import { AuditService, type AuditEntryDto } from '../audit/audit.service';
import { CurrentUser } from '../auth/auth.guards';
import type { AuthUser } from '../auth/auth.types';
import { DomainError } from '../common/domain-error';
import { ParseIdPipe } from '../common/parse-id.pipe';
import type { UploadedFileLike } from '../storage/images';
import {
  AddOrganisationPictureDto,
  CreateOrganisationDto,
  OrganisationAdminDto,
  OrganisationDetailDto,
  OrganisationLogoUploadDto,
  OrganisationPictureDto,
} from './dto/organisation-admin.dto';
import { Organisation } from './organisation.entity';
import { OrganisationsAdminService, type NamedUploadedFile } from './organisations-admin.service';
import { AdminController, AdminListQuery, AdminExport } from '../admin-common/admin-api.decorators';

const text = (example: string) => ({ type: 'string', example });

@AdminController('organisations')
export class OrganisationsAdminController {
  constructor(
    private readonly organisations: OrganisationsAdminService,
    private readonly audit: AuditService,
  ) {}

  @Get()
  @AdminListQuery({ sort: '["name","ASC"]', filter: '{"q":"hamburg"}' })
  @ApiOkResponse({
    type: [OrganisationAdminDto],
    description: 'With Content-Range: organisations first-last/total',
  })
  async list(
    @Query() raw: RawListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OrganisationAdminDto[]> {
    return sendList(response, 'organisations', await this.organisations.list(raw));
  }

  /** Declared before `:id`, so `export` is never read as an id. */
  @AdminExport({ sort: '["name","ASC"]', filter: '{"q":"hamburg"}' }, 'organisation')
  export(@Query() raw: RawListQuery, @Req() request: Request, @Res() response: Response): Promise<void> {
    return sendCsvExport(request, response, this.organisations.export(raw));
  }

  @Get(':id')
  @ApiOkResponse({ type: OrganisationDetailDto })
  get(@Param('id', ParseIdPipe) id: number): Promise<OrganisationDetailDto> {
    return this.organisations.get(id);
  }

  @Get(':id/history')
  @ApiOkResponse({ description: 'The audit log of the organisation, newest first' })
  history(@Param('id', ParseIdPipe) id: number): Promise<AuditEntryDto[]> {
    return this.audit.history('organisations', id, Organisation);
  }

  @Post()
  @UseInterceptors(
    // One more picture than allowed reaches the service, which refuses it with a clear message.
    AnyFilesInterceptor({ limits: { fileSize: IMAGE_MAX_BYTES, files: ORGANISATION_PICTURES_MAX + 2, fields: 10 } }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['name', 'postcode', 'address', 'country', 'url'],
      properties: {
        name: text('Klinikum Nord'),
        postcode: text('20249'),
        address: text('Martinistraße 52'),
        country: text('DE'),
        city: text('Hamburg'),
        url: text('https://www.klinikum-nord.example'),
        logo: { type: 'string', format: 'binary' },
        pictures: { type: 'array', maxItems: ORGANISATION_PICTURES_MAX, items: { type: 'string', format: 'binary' } },
      },
    },
  })
  @ApiCreatedResponse({ type: OrganisationDetailDto })
  @ApiPayloadTooLargeResponse({ description: 'A file is larger than 5,000,000 bytes' })
  @ApiUnsupportedMediaTypeResponse({
    description: 'Not multipart/form-data, or a file is not a JPEG, PNG or BMP image (checked by content)',
  })
  @ApiUnprocessableEntityResponse({ description: 'More than 10 pictures (LIMIT_REACHED)' })
  create(
    @Req() request: Request,
    @Body() dto: CreateOrganisationDto,
    @UploadedFiles() files: NamedUploadedFile[] | undefined,
    @CurrentUser() user: AuthUser,
  ): Promise<OrganisationDetailDto> {
    // The form always comes as multipart (its files are optional): a JSON body is another client's mistake.
    if (!request.is('multipart/form-data'))
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'organisation.multipartRequired');
    return this.organisations.create(dto, files, user.id);
  }

  @Patch(':id')
  @ApiOkResponse({
    type: OrganisationDetailDto,
    description: 'Only the listed fields change; an empty change set changes nothing',
  })
  @ApiConflictResponse({ description: 'The record changed since the version the change set is based on' })
  change(
    @Param('id', ParseIdPipe) id: number,
    @Body() changeSet: ChangeSetDto,
    @CurrentUser() user: AuthUser,
  ): Promise<OrganisationDetailDto> {
    return this.organisations.change(id, changeSet, user.id);
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
  @ApiOkResponse({ type: OrganisationDetailDto })
  @ApiPayloadTooLargeResponse({ description: 'Larger than 5,000,000 bytes' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not a JPEG, PNG or BMP image (checked by content)' })
  @ApiConflictResponse({ description: 'The record changed since that version' })
  uploadLogo(
    @Param('id', ParseIdPipe) id: number,
    @UploadedFile() file: UploadedFileLike | undefined,
    @Body() body: OrganisationLogoUploadDto,
    @CurrentUser() user: AuthUser,
  ): Promise<OrganisationDetailDto> {
    return this.organisations.uploadLogo(id, body.version, file, user.id);
  }

  @Post(':id/pictures')
  @UseInterceptors(FileInterceptor('picture', { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['picture'],
      properties: { picture: { type: 'string', format: 'binary' }, description: text('Eingang') },
    },
  })
  @ApiCreatedResponse({ type: OrganisationPictureDto })
  @ApiPayloadTooLargeResponse({ description: 'Larger than 5,000,000 bytes' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not a JPEG, PNG or BMP image (checked by content)' })
  @ApiUnprocessableEntityResponse({ description: 'The organisation has 10 pictures already (LIMIT_REACHED)' })
  addPicture(
    @Param('id', ParseIdPipe) id: number,
    @UploadedFile() file: UploadedFileLike | undefined,
    @Body() body: AddOrganisationPictureDto,
    @CurrentUser() user: AuthUser,
  ): Promise<OrganisationPictureDto> {
    return this.organisations.addPicture(id, file, body.description, user.id);
  }

  @Delete(':id')
  @ApiOkResponse({ type: OrganisationAdminDto, description: 'The deleted organisation' })
  @ApiConflictResponse({ description: 'The organisation has shift requests (HAS_DEPENDENTS)' })
  delete(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<OrganisationAdminDto> {
    return this.organisations.delete(id, user.id);
  }
}
