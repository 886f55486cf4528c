import { applyDecorators, Controller, Get, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { JwtAuthGuard, Roles, RolesGuard } from '../auth/auth.guards';

/**
 * A back-office controller at `/api/admin/{path}`: signed-in administrators only (401 without a
 * valid token, 403 for anyone else), documented under the tag `admin: {tag}`.
 */
export const AdminController = (path: string, tag: string = path) =>
  applyDecorators(
    ApiTags(`admin: ${tag}`),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No or an expired token' }),
    ApiForbiddenResponse({ description: 'Not an administrator' }),
    UseGuards(JwtAuthGuard, RolesGuard),
    Roles('ADMIN'),
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
    ApiProduces('text/csv'),
    ApiOkResponse({ description: `Every matching ${what} as CSV (BOM, header row in the request language)` }),
  );
