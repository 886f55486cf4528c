import type { ListResult } from './list-page';
import type { ListQuery } from './list-query.parser';

/** Answers a list: sets `Content-Range` and returns the rows (use with `@Res({ passthrough: true })`). */
export function sendList<T>(
  response: { header(name: string, value: string): unknown },
  resource: string,
  result: ListResult<T>,
): T[] {
  response.header('Content-Range', contentRange(resource, result.query, result.rows.length, result.total));
  return result.rows;
}

/** The Content-Range header ra-data-simple-rest reads: `agencies 0-4/27`. */
export function contentRange(resource: string, query: ListQuery, count: number, total: number): string {
  const end = count === 0 ? query.skip : query.skip + count - 1;
  return `${resource} ${query.skip}-${end}/${total}`;
}
