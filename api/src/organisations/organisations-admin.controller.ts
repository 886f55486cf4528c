import {
  Body,
  Delete,
  Get,
  Param,
  Post,
  Query,
  Req,
  Res,
  UploadedFile,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { IMAGE_MAX_BYTES, ORGANISATION_PICTURES_MAX } from '@medstaff/domain';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiUnprocessableEntityResponse,
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
import { DomainError } from '../platform/common/domain-error';
import { ParseIdPipe } from '../platform/common/parse-id.pipe';
import type { UploadedFileLike } from '../platform/storage/images';
import {
  AddOrganisationPictureDto,
  CreateOrganisationDto,
  OrganisationAdminDto,
  OrganisationDetailDto,
  OrganisationPictureDto,
} from './dto/organisation-admin.dto';
import { Organisation } from './organisation.entity';
import { OrganisationsAdminService, type NamedUploadedFile } from './organisations-admin.service';
import { AdminController, AdminExport, AdminHistory, AdminListQuery } from '../platform/admin/admin-api.decorators';
import { CompanyChangeRoute, CompanyLogoRoute } from '../platform/admin/company-admin.decorators';
import { LogoUploadDto } from '../platform/admin/company-admin.dto';

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
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<OrganisationAdminDto[]> {
    return sendList(response, 'organisations', await this.organisations.list(raw));
  }

  /** Declared before `:id`, so `export` is never read as an id. */
  @AdminExport({ sort: '["name","ASC"]', filter: '{"q":"hamburg"}' }, 'organisation')
  export(@Query() raw: RawListQuery, @Req() request: FastifyRequest, @Res() response: FastifyReply): Promise<void> {
    return sendCsvExport(request, response, this.organisations.export(raw));
  }

  @Get(':id')
  @ApiOkResponse({ type: OrganisationDetailDto })
  get(@Param('id', ParseIdPipe) id: number): Promise<OrganisationDetailDto> {
    return this.organisations.get(id);
  }

  @AdminHistory('organisation')
  history(@Param('id', ParseIdPipe) id: number): Promise<AuditEntryDto[]> {
    return this.audit.history('organisations', id, Organisation);
  }

  @Post()
  @UseInterceptors(
    // One more picture than allowed reaches the service, which refuses it with a clear message.
    MultipartInterceptor({
      files: 'any',
      limits: { fileSize: IMAGE_MAX_BYTES, files: ORGANISATION_PICTURES_MAX + 2, fields: 10 },
    }),
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
    @Req() request: FastifyRequest,
    @Body() dto: CreateOrganisationDto,
    @UploadedFiles() files: NamedUploadedFile[] | undefined,
    @CurrentUser() user: AuthUser,
  ): Promise<OrganisationDetailDto> {
    // The form always comes as multipart (its files are optional): a JSON body is another client's mistake.
    if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'organisation.multipartRequired');
    return this.organisations.create(dto, files, user.id);
  }

  @CompanyChangeRoute(OrganisationDetailDto)
  change(
    @Param('id', ParseIdPipe) id: number,
    @Body() changeSet: ChangeSetDto,
    @CurrentUser() user: AuthUser,
  ): Promise<OrganisationDetailDto> {
    return this.organisations.change(id, changeSet, user.id);
  }

  @CompanyLogoRoute(OrganisationDetailDto)
  @ApiOperation({ summary: "Replace an organisation's logo" })
  uploadLogo(
    @Param('id', ParseIdPipe) id: number,
    @UploadedFile() file: UploadedFileLike | undefined,
    @Body() body: LogoUploadDto,
    @CurrentUser() user: AuthUser,
  ): Promise<OrganisationDetailDto> {
    return this.organisations.uploadLogo(id, body.version, file, user.id);
  }

  @Post(':id/pictures')
  @UseInterceptors(
    MultipartInterceptor({
      files: [{ name: 'picture', maxCount: 1 }],
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2 },
    }),
  )
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
  @ApiOperation({ summary: 'Add a picture to an organisation' })
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
