import { applyDecorators, Patch, Put, UseInterceptors, type Type } from '@nestjs/common';
import { IMAGE_MAX_BYTES } from '@medstaff/domain';
import { MultipartInterceptor } from '../storage/multipart';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';

/**
 * `PATCH :id` of a company (agency, organisation): a change set on a version, answered with
 * `answer` (see CompanyAdminService.change).
 */
export const CompanyChangeRoute = (answer: Type<unknown>) =>
  applyDecorators(
    Patch(':id'),
    ApiOkResponse({ type: answer, description: 'Only the listed fields change; an empty change set changes nothing' }),
    ApiConflictResponse({ description: 'The record changed since the version the change set is based on' }),
  );

/**
 * `PUT :id/logo` of a company: one image (`logo`) and the version it replaces as multipart,
 * answered with `answer` (see CompanyAdminService.uploadLogo).
 */
export const CompanyLogoRoute = (answer: Type<unknown>) =>
  applyDecorators(
    Put(':id/logo'),
    UseInterceptors(
      MultipartInterceptor({
        files: [{ name: 'logo', maxCount: 1 }],
        limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2 },
      }),
    ),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['logo', 'version'],
        properties: { logo: { type: 'string', format: 'binary' }, version: { type: 'integer' } },
      },
    }),
    ApiOkResponse({ type: answer }),
    ApiPayloadTooLargeResponse({ description: 'Larger than 5,000,000 bytes' }),
    ApiUnsupportedMediaTypeResponse({ description: 'Not a JPEG, PNG or BMP image (checked by content)' }),
    ApiConflictResponse({ description: 'The record changed since that version' }),
  );
