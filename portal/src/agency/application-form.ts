import {
  checkEmail,
  checkEuros,
  checkRequired,
  DOCUMENT_MAX_BYTES,
  missingDocumentKinds,
  parseEuros,
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

/** An hourly rate: more than 0 € and within what the server stores (as its DTO checks it). */
const HOURLY_RATE = checkEuros({ min: 0, exclusiveMin: true, max: 999_999.99 });

/** Euros per hour as typed ("42,50", "42.5", "1.234,50", "60 €"); undefined when not a positive amount. */
export function parseHourlyRate(text: string): number | undefined {
  return HOURLY_RATE(text) ? undefined : parseEuros(text);
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
  const rate = HOURLY_RATE(values.hourlyRate);
  if (rate) errors.hourlyRate = rate === 'required' ? 'apply.error.required' : 'apply.error.rate';
  for (const file of missingFiles(values.files, onFile)) errors[file] = 'apply.error.allFiles';
  return errors;
}

export type InviteFormValues = Pick<CandidateInviteWire, 'email' | 'firstName' | 'lastName'>;
export type InviteFormErrors = Partial<Record<keyof InviteFormValues, TranslationKey>>;

/** The invite dialog's checks: all three required, the email by the shared pattern. */
export function validateInvite(values: InviteFormValues): InviteFormErrors {
  const errors: InviteFormErrors = {};
  const email = checkEmail(values.email);
  if (email) errors.email = email === 'required' ? 'apply.error.required' : 'validation.emailInvalid';
  if (checkRequired(values.firstName)) errors.firstName = 'apply.error.required';
  if (checkRequired(values.lastName)) errors.lastName = 'apply.error.required';
  return errors;
}
