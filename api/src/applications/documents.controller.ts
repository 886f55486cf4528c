import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Req,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { DocumentWire } from '@medstaff/domain';
import type { Response } from 'express';
import { Permission } from '../access/access-permission';
import type { AccessCheckedRequest } from '../access/access.guard';
import { RequireAccess } from '../access/require-access.decorator';
import { CurrentUser } from '../auth/auth.guards';
import type { AuthUser } from '../auth/auth.types';
import { ParseIdPipe } from '../common/parse-id.pipe';
import type { Application } from '../jobs/application.entity';
import type { UploadedFileLike } from '../storage/images';
import { attachmentHeader } from '../documents/document-names';
import { DOCUMENT_UPLOAD_LIMITS, MULTIPART_NAME_CHARSET } from './application-upload';
import { DocumentResponseDto } from './dto/application-response.dto';
import { REPLACE_DOCUMENT_SCHEMA, ReplaceDocumentDto } from './dto/apply.dto';
import { DocumentsService } from './documents.service';

/** The PDFs of applications: never public, only for their agency, the hospital and the operators. */
@ApiTags('applications')
@Controller('documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get(':id')
  @RequireAccess(Permission.DocumentRead)
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description:
      'The PDF as an attachment under a name the server makes (never the uploaded name; never cached, nosniff)',
  })
  async download(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.documents.open(user, id);
    response.setHeader('Content-Disposition', attachmentHeader(file.downloadName));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file.stream, { type: 'application/pdf', length: file.size });
  }

  @Post(':id')
  @RequireAccess(Permission.DocumentManage, { application: 'id' })
  @UseInterceptors(
    FileInterceptor('file', {
      limits: { ...DOCUMENT_UPLOAD_LIMITS, files: 1 },
      defParamCharset: MULTIPART_NAME_CHARSET,
    }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: REPLACE_DOCUMENT_SCHEMA })
  @ApiCreatedResponse({ description: 'The new document of that kind (id = application id)', type: DocumentResponseDto })
  @ApiConflictResponse({ description: 'The application is not open (APPLICATION_NOT_OPEN)' })
  @ApiPayloadTooLargeResponse({ description: 'Larger than 5 MB (PAYLOAD_TOO_LARGE)' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not a PDF by content (UNSUPPORTED_MEDIA_TYPE)' })
  replace(
    @Param('id', ParseIdPipe) _id: number,
    @CurrentUser() user: AuthUser,
    @Req() request: AccessCheckedRequest,
    @Body() dto: ReplaceDocumentDto,
    @UploadedFile() file: UploadedFileLike | undefined,
  ): Promise<DocumentWire> {
    return this.documents.replace(user, request.accessApplication as Application, dto.kind, file);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireAccess(Permission.DocumentManage)
  @ApiNoContentResponse({ description: 'Removed (id = document id)' })
  @ApiConflictResponse({
    description: 'One of the three required documents while the application is open: replace it instead (CONFLICT)',
  })
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<void> {
    await this.documents.remove(user, id);
  }
}
