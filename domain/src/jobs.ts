export const JOB_KINDS = ['DOCTOR', 'NURSE'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** Job request states. The two adv states are open (red), the two fill states filled (green). */
export const JOB_STATES = ['internal_adv', 'external_adv', 'internal_fill', 'external_fill'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const isOpenJobState = (state: JobState): boolean => state === 'internal_adv' || state === 'external_adv';
export const isFilledJobState = (state: JobState): boolean => state === 'internal_fill' || state === 'external_fill';

/** State a new request starts in: nurse requests go to the internal pool, substitute doctors straight out. */
export const INITIAL_JOB_STATE: Record<JobKind, JobState> = { NURSE: 'internal_adv', DOCTOR: 'external_adv' };

export const JOB_DATE_TYPES = ['Neue_Dienstanfrage', 'vertretungsarzt'] as const;
export type JobDateType = (typeof JOB_DATE_TYPES)[number];

export const JOB_DATE_MODES = ['FIXED', 'SPORADIC'] as const;
export type JobDateMode = (typeof JOB_DATE_MODES)[number];

/**
 * An application: `applied` (open), `selected` (the hospital chose it: the request is filled),
 * `not_chosen` (another candidate was selected), `withdrawn` (the agency took it back). Only the
 * open two count as the request's applicants.
 */
export const APPLICATION_STATES = ['applied', 'selected', 'not_chosen', 'withdrawn'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];
export const OPEN_APPLICATION_STATES: readonly ApplicationState[] = ['applied', 'selected'];
export const isOpenApplicationState = (state: ApplicationState | string): boolean =>
  state === 'applied' || state === 'selected';

/** The three PDFs every application carries (the spec's CV, Approbation, Facharzturkunde). */
export const APPLICATION_DOCUMENT_KINDS = ['CV', 'LICENCE_TO_PRACTISE', 'SPECIALIST_DIPLOMA'] as const;
export type ApplicationDocumentKind = (typeof APPLICATION_DOCUMENT_KINDS)[number];
/** The multipart field of each document in `POST /job/apply/{jobId}`. */
export const APPLICATION_DOCUMENT_FIELDS: Readonly<Record<ApplicationDocumentKind, string>> = {
  CV: 'cv',
  LICENCE_TO_PRACTISE: 'licence',
  SPECIALIST_DIPLOMA: 'diploma',
};

export const DOCUMENT_KINDS = ['CV', 'LICENCE_TO_PRACTISE', 'SPECIALIST_DIPLOMA', 'OTHER'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Defaults from the spec: jobType Tagdienst, no time limit, contract type Arbeitnehmerüberlassung. */
export const JOB_DEFAULTS = { jobType: 'Tagdienst', timeLimit: 0, contractType: 'Arbeitnehmerueberlassung' } as const;

/** Uploads of application documents: PDF only, at most 5 MB. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Logos and organisation pictures: jpeg, png or bmp, at most 5,000,000 bytes. */
export const IMAGE_MAX_BYTES = 5_000_000;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/bmp'] as const;
export const ORGANISATION_PICTURES_MAX = 10;
