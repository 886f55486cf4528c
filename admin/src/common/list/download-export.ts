import { HttpError, type FilterPayload, type SortPayload } from 'react-admin';
import type { Language } from '@medstaff/domain';
import { ADMIN_API_URL } from '../../data/data-provider';

/** What the export of a list asks for: the list's own sort and filter, never a page. */
export interface ExportRequest {
  resource: string;
  sort: SortPayload;
  filter: FilterPayload;
  language: Language;
}

/** GET /api/admin/{resource}/export?sort=…&filter=…, as ra-data-simple-rest encodes them for the list. */
export function exportUrl({ resource, sort, filter }: Pick<ExportRequest, 'resource' | 'sort' | 'filter'>): string {
  const query = new URLSearchParams({
    sort: JSON.stringify([sort.field, sort.order]),
    filter: JSON.stringify(filter),
  });
  return `${ADMIN_API_URL}/${resource}/export?${query.toString()}`;
}

/** The name the API gives the file (`attachment; filename="persons-2026-11-23.csv"`). */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  const name = /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1];
  return name && !/[\\/]/.test(name) ? name : fallback;
}

/**
 * Fetches the CSV (with the session cookie) and the interface language, for the header row and
 * the separator; a fetch rather than a link so that a refusal can be shown in the console. A failed answer throws an HttpError
 * with the API's body, like the data provider's calls.
 */
export async function fetchExport(request: ExportRequest): Promise<{ blob: Blob; fileName: string }> {
  const headers = new Headers({ Accept: 'text/csv', 'Accept-Language': request.language });
  const response = await fetch(exportUrl(request), { headers });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new HttpError(typeof message === 'string' ? message : response.statusText, response.status, body);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition'), `${request.resource}.csv`),
  };
}

/** Saves a downloaded file through an object URL, as the portal saves documents. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = window.document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  window.document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers still read the URL after click() returns: release it a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
