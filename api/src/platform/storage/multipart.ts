import {
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  mixin,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import type { UploadedFileLike } from './images';

/** The limits of one multipart request (as busboy takes them). */
export interface MultipartLimits {
  /** Bytes of one file; a larger one is refused with 413 while it arrives. */
  fileSize: number;
  files: number;
  fields: number;
  fieldSize?: number;
}

export interface MultipartOptions {
  /** The file fields taken and how many files each; `'any'` takes files under any name. */
  files: readonly { name: string; maxCount: number }[] | 'any';
  limits: MultipartLimits;
}

/**
 * Where the upload routes read the files (Nest's `@UploadedFile()` reads `request.file`,
 * `@UploadedFiles()` `request.files`): set on the request over @fastify/multipart's own readers.
 */
interface UploadTarget {
  file?: UploadedFileLike;
  files?: Partial<Record<string, UploadedFileLike[]>> | UploadedFileLike[];
}

/** The parts of @fastify/multipart's request decoration this reads. */
interface MultipartPart {
  type: 'file' | 'field';
  fieldname: string;
  filename?: string;
  mimetype?: string;
  value?: unknown;
  valueTruncated?: boolean;
  fieldnameTruncated?: boolean;
  toBuffer?: () => Promise<Buffer>;
}

/** The refusals of busboy and @fastify/multipart, as the API answered them under multer. */
function refusal(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new PayloadTooLargeException('File too large');
    case 'FST_FILES_LIMIT':
      return new BadRequestException('Too many files');
    case 'FST_FIELDS_LIMIT':
      return new BadRequestException('Too many fields');
    case 'FST_PARTS_LIMIT':
      return new BadRequestException('Too many parts');
    case 'FST_PROTO_VIOLATION':
      return new BadRequestException('Invalid field name');
    default:
      break;
  }
  // @fastify/busboy's end of a body cut short ("Unexpected end of multipart data", "Part terminated
  // early due to unexpected end of multipart data"): answered as multer's busboy worded it.
  if (
    /(^Unexpected end of multipart data|terminated early due to unexpected end of multipart data)$/.test(error.message)
  ) {
    return new BadRequestException('Multipart: Unexpected end of form');
  }
  // busboy's own ("Unexpected end of form", "Malformed part header", "Multipart: Boundary not found").
  if (/^(Multipart: |Unexpected end of|Malformed part header|Malformed urlencoded form)/.test(error.message)) {
    return new BadRequestException(
      error.message.startsWith('Multipart') ? error.message : `Multipart: ${error.message}`,
    );
  }
  return error;
}

/**
 * Reads a multipart request as the upload routes expect it: each file read into memory as it
 * arrives (refused with 413 past `limits.fileSize`, without reading the rest), the text fields
 * as the body (for the route's DTO), `request.file` for a route of one file field of one file,
 * `request.files` otherwise (by field, or a list for `'any'`). File names are read as UTF-8
 * (browsers send them so, without a charset). A request that is not multipart passes unread.
 */
export function MultipartInterceptor(options: MultipartOptions): Type<NestInterceptor> {
  const single = options.files !== 'any' && options.files.length === 1 && options.files[0].maxCount === 1;
  const allowed = new Map(options.files === 'any' ? [] : options.files.map((field) => [field.name, field.maxCount]));

  @Injectable()
  class Interceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context.switchToHttp().getRequest<FastifyRequest>();
      const target = request as unknown as UploadTarget;
      if (!request.isMultipart()) {
        // No files (@fastify/multipart's own `file()`/`files()` readers are not the route's files).
        target.file = undefined;
        target.files = undefined;
        return next.handle();
      }
      const fields = new Map<string, string | string[]>();
      const byField = new Map<string, UploadedFileLike[]>();
      const all: UploadedFileLike[] = [];
      try {
        const parts = request.parts({
          limits: { ...options.limits, parts: 1000 },
          defParamCharset: 'utf8',
        } as Parameters<FastifyRequest['parts']>[0]) as AsyncIterable<MultipartPart>;
        for await (const part of parts) {
          if (part.fieldnameTruncated) throw new BadRequestException(`Field name too long - ${part.fieldname}`);
          if (part.type === 'field') {
            if (part.valueTruncated) throw new BadRequestException(`Field value too long - ${part.fieldname}`);
            const value = String(part.value ?? '');
            const before = fields.get(part.fieldname);
            fields.set(
              part.fieldname,
              before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value],
            );
            continue;
          }
          const taken = byField.get(part.fieldname) ?? [];
          if (options.files !== 'any' && taken.length >= (allowed.get(part.fieldname) ?? 0)) {
            throw new BadRequestException(`Unexpected field - ${part.fieldname}`);
          }
          const buffer = await (part.toBuffer as () => Promise<Buffer>)();
          const file: UploadedFileLike = {
            fieldname: part.fieldname,
            originalname: part.filename ?? '',
            mimetype: part.mimetype ?? 'application/octet-stream',
            buffer,
            size: buffer.length,
          };
          taken.push(file);
          byField.set(part.fieldname, taken);
          all.push(file);
        }
      } catch (error) {
        throw refusal(error);
      }
      // Own data properties only: a `__proto__` field is refused by the validation afterwards.
      request.body = Object.fromEntries(fields);
      if (single) target.file = all[0];
      else if (options.files === 'any') target.files = all;
      else target.files = Object.fromEntries(byField);
      return next.handle();
    }
  }
  return mixin(Interceptor);
}
