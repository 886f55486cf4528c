import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { notFound } from '../common/domain-error';
import { FileStorage } from './file-storage';
import { PublicRoute } from '../authentication/require-access.decorator';
import { ApiFileResponse } from '../openapi/api-file-response.decorator';

const TYPES: ReadonlyMap<string, string> = new Map([
  ['jpg', 'image/jpeg'],
  ['png', 'image/png'],
  ['bmp', 'image/bmp'],
]);
const FOLDERS: ReadonlySet<string> = new Set(['logos', 'pictures']);

/** Public images: agency and organisation logos and pictures (documents are never served here). */
@ApiTags('files')
@PublicRoute()
@Controller('files')
export class FilesController {
  constructor(private readonly storage: FileStorage) {}

  @Get(':folder/:name')
  @ApiFileResponse('The image (cached for a year: its name changes with it)', 'image/jpeg', 'image/png', 'image/bmp')
  @ApiNotFoundResponse()
  @ApiOperation({ summary: 'A public image: an agency or organisation logo or picture' })
  async image(
    @Param('folder') folder: string,
    @Param('name') name: string,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    const type = TYPES.get(name.split('.').pop() ?? '');
    if (!FOLDERS.has(folder) || !type || !/^[A-Za-z0-9_-]{1,100}\.[a-z]{3}$/.test(name)) throw notFound('The file');
    const file = await this.storage.open(`${folder}/${name}`);
    if (!file) throw notFound('The file');
    response.header('Cache-Control', 'public, max-age=31536000, immutable');
    response.header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.stream, { type, length: file.size });
  }
}
