import { DOCUMENT_MAX_BYTES } from '@medstaff/domain';
import type { TranslationKey } from '../i18n/translations';

export const APPLICATION_FILES = ['cv', 'licence', 'diploma'] as const;
export type ApplicationFile = (typeof APPLICATION_FILES)[number];

export interface ApplicationFormValues {
  candidateId: string;
  applicantName: string;
  hourlyRate: string;
  files: Partial<Record<ApplicationFile, File>>;
}

export type ApplicationFormField = 'candidateId' | 'applicantName' | 'hourlyRate' | ApplicationFile;
export type ApplicationFormErrors = Partial<Record<ApplicationFormField, TranslationKey>>;

/** Euros per hour typed with a comma or a point ("42,50", "42.5"); undefined when not a positive amount. */
export function parseHourlyRate(text: string): number | undefined {
  const normalised = text.trim().replace(/\s|€/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return undefined;
  const rate = Number(normalised);
  return rate > 0 ? rate : undefined;
}

const PDF_MAGIC = '%PDF-';

async function firstBytes(file: File): Promise<string> {
  const blob = file.slice(0, PDF_MAGIC.length);
  const buffer = typeof blob.arrayBuffer === 'function' ? await blob.arrayBuffer() : await readAsArrayBuffer(blob);
  return String.fromCharCode(...new Uint8Array(buffer));
}

function readAsArrayBuffer(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * One chosen document, checked before upload as the server will check it: PDF by its type or
 * name and by its first bytes (`%PDF-`), at most 5 MB. Returns the message key or undefined.
 */
export async function documentError(file: File): Promise<TranslationKey | undefined> {
  const looksPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!looksPdf) return 'apply.error.notPdf';
  if (file.size > DOCUMENT_MAX_BYTES) return 'apply.error.tooLarge';
  if ((await firstBytes(file)) !== PDF_MAGIC) return 'apply.error.notPdf';
  return undefined;
}

/** The spec's messages for the fields (files are checked one by one with `documentError` too). */
export function validateApplication(values: ApplicationFormValues): ApplicationFormErrors {
  const errors: ApplicationFormErrors = {};
  if (!values.candidateId) errors.candidateId = 'apply.error.required';
  if (!values.applicantName.trim()) errors.applicantName = 'apply.error.nameRequired';
  if (!values.hourlyRate.trim()) errors.hourlyRate = 'apply.error.required';
  else if (parseHourlyRate(values.hourlyRate) === undefined) errors.hourlyRate = 'apply.error.rate';
  for (const file of APPLICATION_FILES) {
    if (!values.files[file]) errors[file] = 'apply.error.allFiles';
  }
  return errors;
}
