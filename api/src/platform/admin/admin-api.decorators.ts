import { applyDecorators, Controller, Get } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiQuery, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AuditEntryDto } from '../audit/audit-entry.dto';
import { Permission } from '../authentication/access-permission';
import { DeclareAccess } from '../authentication/require-access.decorator';

/**
 * A back-office controller at `/api/admin/{path}`: signed-in administrators only (401 without a
 * valid token, 403 for anyone else), documented under the tag `admin: {tag}`.
 */
export const AdminController = (path: string, tag: string = path) =>
  applyDecorators(
    ApiTags(`admin: ${tag}`),
    ApiUnauthorizedResponse({ description: 'No or an expired token' }),
    ApiForbiddenResponse({ description: 'Not an administrator' }),
    DeclareAccess(Permission.PlatformAdmin),
    Controller(`admin/${path}`),
  );

interface ListExamples {
  sort?: string;
  filter: string;
  /** What the sort accepts, when not obvious from the example. */
  sortDescription?: string;
  filterDescription?: string;
}

const listParameters = (examples: ListExamples) => [
  ApiQuery({ name: 'sort', required: false, example: examples.sort, description: examples.sortDescription }),
  ApiQuery({ name: 'filter', required: false, example: examples.filter, description: examples.filterDescription }),
];

/** The simple REST list's query (sort, range, filter) on a `GET` handler. */
export const AdminListQuery = (examples: ListExamples) =>
  applyDecorators(...listParameters(examples), ApiQuery({ name: 'range', required: false, example: '[0,4]' }));

/**
 * `GET export`: every row matching the list's sort and filter as CSV (BOM, header row in the
 * request's language). Declare it before `:id`, so that `export` is never read as an id.
 */
export const AdminExport = (examples: ListExamples, what: string) =>
  applyDecorators(
    Get('export'),
    ...listParameters(examples),
    ApiOkResponse({
      description: `Every matching ${what} as CSV (BOM, header row in the request language)`,
      content: { 'text/csv': { schema: { type: 'string' } } },
    }),
  );

/** `GET :id/history`: the record's change history (the audit log), newest first. */
export const AdminHistory = (what: string) =>
  applyDecorators(
    Get(':id/history'),
    ApiOkResponse({ type: [AuditEntryDto], description: `The audit log of the ${what}, newest first (at most 500)` }),
  );
