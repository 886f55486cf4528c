import { randomUUID } from 'node:crypto';
import { APPLICATION_DOCUMENT_FIELDS, DOCUMENT_MAX_BYTES, type ApplicationDocumentKind } from '@medstaff/domain';
import { DomainError } from '../../platform/common/domain-error';
import { displayFileName } from '../documents/document-names';
import type { UploadedFileLike } from '../../platform/storage/images';

/** The limits of an application upload (platform/storage/multipart.ts): it stops reading a file past 5 MB. */
export const DOCUMENT_UPLOAD_LIMITS = { fileSize: DOCUMENT_MAX_BYTES, files: 3, fields: 10, fieldSize: 10_000 };

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/** A checked PDF, ready to be stored under a new random key. */
export interface CheckedDocument {
  kind: ApplicationDocumentKind;
  fileName: string;
  buffer: Buffer;
  sizeBytes: number;
  storageKey: string;
}

/** A file name to show (never to save under): see `displayFileName`. */
export const cleanFileName = displayFileName;

/**
 * Accepts a document by its content (a PDF starts with `%PDF-`), whatever its name or declared
 * type says, at most 5 MB (the upload stops earlier; this is the guard for other callers).
 */
export function checkPdf(file: UploadedFileLike | undefined, kind: ApplicationDocumentKind): CheckedDocument {
  if (!file || file.size === 0) {
    throw new DomainError('VALIDATION_FAILED', 'application.filesRequired', ['application.filesRequired']);
  }
  if (file.size > DOCUMENT_MAX_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', 'application.pdfTooLarge');
  if (!file.buffer.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'application.pdfOnly');
  }
  return {
    kind,
    fileName: cleanFileName(file.originalname, kind),
    buffer: file.buffer,
    sizeBytes: file.size,
    storageKey: `documents/${randomUUID()}.pdf`,
  };
}

/** The three required files of an application, by their multipart field (cv, licence, diploma). */
export type ApplicationFiles = Partial<Record<string, UploadedFileLike[]>>;

/**
 * The uploaded documents checked (413/415 per file), and the kinds to take from the candidate's
 * documents on file instead; 400 with the spec's message when a kind is neither uploaded nor on file.
 */
export function checkApplicationFiles(
  files: ApplicationFiles | undefined,
  onFile: ReadonlySet<ApplicationDocumentKind> = new Set(),
): { uploaded: CheckedDocument[]; reuse: ApplicationDocumentKind[] } {
  const entries = Object.entries(APPLICATION_DOCUMENT_FIELDS) as [ApplicationDocumentKind, string][];
  const chosen = entries.map(([kind, field]) => [kind, files?.[field]?.[0]] as const);
  const given = (file: UploadedFileLike | undefined) => file !== undefined && file.size > 0;
  if (chosen.some(([kind, file]) => !given(file) && !onFile.has(kind))) {
    throw new DomainError('VALIDATION_FAILED', 'application.filesRequired', ['application.filesRequired']);
  }
  return {
    uploaded: chosen.filter(([, file]) => given(file)).map(([kind, file]) => checkPdf(file, kind)),
    reuse: chosen.filter(([, file]) => !given(file)).map(([kind]) => kind),
  };
}

/** Removes files no record points to, logging (never throwing) a failure: see `storage/stored-images`. */
export { removeStoredFiles } from '../../platform/storage/stored-images';
