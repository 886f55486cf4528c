import {
  DOCUMENT_MAX_BYTES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  missingDocumentKinds,
  type ApplicationDocumentKind,
  type CandidateInviteWire,
  type DocumentWire,
} from '@medstaff/domain';
import type { TranslationKey } from '../i18n/translations';

export const APPLICATION_FILES = ['cv', 'licence', 'diploma'] as const;
export type ApplicationFile = (typeof APPLICATION_FILES)[number];

/** The document kind each file field of the form carries (the multipart fields of `APPLICATION_DOCUMENT_FIELDS`). */
export const FILE_KINDS: Readonly<Record<ApplicationFile, ApplicationDocumentKind>> = {
  cv: 'CV',
  licence: 'LICENCE_TO_PRACTISE',
  diploma: 'SPECIALIST_DIPLOMA',
};

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

/** The file fields whose kind is neither uploaded nor on file for the chosen candidate. */
export function missingFiles(
  files: ApplicationFormValues['files'],
  onFile: readonly Pick<DocumentWire, 'kind'>[] = [],
): ApplicationFile[] {
  const uploaded = APPLICATION_FILES.filter((field) => files[field]).map((field) => FILE_KINDS[field]);
  const missing = missingDocumentKinds(onFile, uploaded);
  return APPLICATION_FILES.filter((field) => missing.includes(FILE_KINDS[field]));
}

/**
 * The spec's messages for the fields (files are checked one by one with `documentError` too). A
 * document kind the candidate has on file need not be uploaded again: the stored one is reused.
 */
export function validateApplication(
  values: ApplicationFormValues,
  onFile: readonly Pick<DocumentWire, 'kind'>[] = [],
): ApplicationFormErrors {
  const errors: ApplicationFormErrors = {};
  if (!values.candidateId) errors.candidateId = 'apply.error.required';
  if (!values.applicantName.trim()) errors.applicantName = 'apply.error.nameRequired';
  if (!values.hourlyRate.trim()) errors.hourlyRate = 'apply.error.required';
  else if (parseHourlyRate(values.hourlyRate) === undefined) errors.hourlyRate = 'apply.error.rate';
  for (const file of missingFiles(values.files, onFile)) errors[file] = 'apply.error.allFiles';
  return errors;
}

export type InviteFormValues = Pick<CandidateInviteWire, 'email' | 'firstName' | 'lastName'>;
export type InviteFormErrors = Partial<Record<keyof InviteFormValues, TranslationKey>>;

/** The invite dialog's checks: all three required, the email by the shared pattern. */
export function validateInvite(values: InviteFormValues): InviteFormErrors {
  const errors: InviteFormErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'apply.error.required';
  else if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) errors.email = 'validation.emailInvalid';
  if (!values.firstName.trim()) errors.firstName = 'apply.error.required';
  if (!values.lastName.trim()) errors.lastName = 'apply.error.required';
  return errors;
}
