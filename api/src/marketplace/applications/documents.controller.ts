import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { DocumentWire } from '@medstaff/domain';
import type { FastifyReply } from 'fastify';
import { Permission } from '../../platform/authentication/access-permission';
import { RequireAccess } from '../../platform/authentication/require-access.decorator';
import { CurrentUser } from '../../platform/authentication/auth.guards';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import type { UploadedFileLike } from '../../platform/storage/images';
import { attachmentHeader } from '../documents/document-names';
import { DOCUMENT_UPLOAD_LIMITS } from './application-upload';
import { MultipartInterceptor } from '../../platform/storage/multipart';
import { DocumentResponseDto } from './dto/application-response.dto';
import { REPLACE_DOCUMENT_SCHEMA, ReplaceDocumentDto } from './dto/apply.dto';
import { DocumentsService } from './documents.service';
import { ApiFileResponse } from '../../platform/openapi/api-file-response.decorator';

/** The PDFs of applications: never public, only for their agency, the hospital and the operators. */
@ApiTags('applications')
@Controller('documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get(':id')
  @RequireAccess(Permission.DocumentRead)
  @ApiFileResponse(
    'The PDF as an attachment under a name the server makes (never the uploaded name; never cached, nosniff)',
    'application/pdf',
  )
  @ApiOperation({ summary: "Download an application's document (PDF)" })
  async download(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.documents.open(user, id);
    response.header('Content-Disposition', attachmentHeader(file.downloadName));
    response.header('X-Content-Type-Options', 'nosniff');
    response.header('Cache-Control', 'private, no-store');
    return new StreamableFile(file.stream, { type: 'application/pdf', length: file.size });
  }

  @Post(':id')
  @RequireAccess(Permission.DocumentManage)
  @UseInterceptors(
    MultipartInterceptor({
      files: [{ name: 'file', maxCount: 1 }],
      limits: { ...DOCUMENT_UPLOAD_LIMITS, files: 1 },
    }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: REPLACE_DOCUMENT_SCHEMA })
  @ApiCreatedResponse({ description: 'The new document of that kind (id = application id)', type: DocumentResponseDto })
  @ApiConflictResponse({ description: 'The application is not open (APPLICATION_NOT_OPEN)' })
  @ApiPayloadTooLargeResponse({ description: 'Larger than 5 MB (PAYLOAD_TOO_LARGE)' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not a PDF by content (UNSUPPORTED_MEDIA_TYPE)' })
  @ApiOperation({ summary: "Replace an application's document" })
  replace(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Body() dto: ReplaceDocumentDto,
    @UploadedFile() file: UploadedFileLike | undefined,
  ): Promise<DocumentWire> {
    return this.documents.replace(user, id, dto.kind, file);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireAccess(Permission.DocumentManage)
  @ApiNoContentResponse({ description: 'Removed (id = document id)' })
  @ApiConflictResponse({
    description: 'One of the three required documents while the application is open: replace it instead (CONFLICT)',
  })
  @ApiOperation({ summary: "Remove an application's document" })
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<void> {
    await this.documents.remove(user, id);
  }
}
