import type { LocalizedText } from './languages';
import type { JobKind } from './jobs';

/**
 * Bilingual reference data: the API stores it in `reference_item` at start-up (idempotently,
 * by kind and code) and serves it at the spec's paths. Codes are stable identifiers; names may
 * be reworded at any time.
 */
export const REFERENCE_KINDS = [
  'FIELD',
  'POSITION',
  'CONTRACT_TYPE',
  'JOB_TYPE',
  'SHIFT_TYPE',
  'JOB_TITLE',
  'QUALIFICATION',
  'GENDER',
  'COUNTRY',
] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export interface ReferenceEntry {
  code: string;
  name: LocalizedText;
}

/** A medical field: a specialty (Fachgebiet) for doctors, a care area for nurses. */
export interface FieldEntry extends ReferenceEntry {
  kind: JobKind;
}

/** A specialist a hospital can ask for, with the fields that specialist can work in. */
export interface PositionEntry extends ReferenceEntry {
  kind: JobKind;
  fields: string[];
}

/** A job title with the qualification levels that hold it and the fields it applies to. */
export interface JobTitleEntry extends ReferenceEntry {
  kind: JobKind;
  qualifications: string[];
  fields: string[];
}

const t = (de: string, en: string): LocalizedText => ({ de, en });

export const DOCTOR_FIELDS: FieldEntry[] = [
  { code: 'allgemeinmedizin', kind: 'DOCTOR', name: t('Allgemeinmedizin', 'General practice') },
  { code: 'anaesthesiologie', kind: 'DOCTOR', name: t('Anästhesiologie', 'Anaesthesiology') },
  { code: 'augenheilkunde', kind: 'DOCTOR', name: t('Augenheilkunde', 'Ophthalmology') },
  { code: 'chirurgie', kind: 'DOCTOR', name: t('Allgemeinchirurgie', 'General surgery') },
  { code: 'gefaesschirurgie', kind: 'DOCTOR', name: t('Gefäßchirurgie', 'Vascular surgery') },
  { code: 'herzchirurgie', kind: 'DOCTOR', name: t('Herzchirurgie', 'Cardiac surgery') },
  { code: 'neurochirurgie', kind: 'DOCTOR', name: t('Neurochirurgie', 'Neurosurgery') },
  {
    code: 'orthopaedie-unfallchirurgie',
    kind: 'DOCTOR',
    name: t('Orthopädie und Unfallchirurgie', 'Orthopaedics and trauma surgery'),
  },
  { code: 'viszeralchirurgie', kind: 'DOCTOR', name: t('Viszeralchirurgie', 'Visceral surgery') },
  { code: 'dermatologie', kind: 'DOCTOR', name: t('Haut- und Geschlechtskrankheiten', 'Dermatology and venereology') },
  { code: 'gynaekologie', kind: 'DOCTOR', name: t('Frauenheilkunde und Geburtshilfe', 'Gynaecology and obstetrics') },
  { code: 'hno', kind: 'DOCTOR', name: t('Hals-Nasen-Ohrenheilkunde', 'Otorhinolaryngology (ENT)') },
  { code: 'innere-medizin', kind: 'DOCTOR', name: t('Innere Medizin', 'Internal medicine') },
  { code: 'kardiologie', kind: 'DOCTOR', name: t('Innere Medizin und Kardiologie', 'Cardiology') },
  { code: 'gastroenterologie', kind: 'DOCTOR', name: t('Innere Medizin und Gastroenterologie', 'Gastroenterology') },
  { code: 'haematologie-onkologie', kind: 'DOCTOR', name: t('Hämatologie und Onkologie', 'Haematology and oncology') },
  { code: 'nephrologie', kind: 'DOCTOR', name: t('Innere Medizin und Nephrologie', 'Nephrology') },
  { code: 'pneumologie', kind: 'DOCTOR', name: t('Innere Medizin und Pneumologie', 'Pulmonology') },
  { code: 'geriatrie', kind: 'DOCTOR', name: t('Geriatrie', 'Geriatrics') },
  { code: 'intensivmedizin', kind: 'DOCTOR', name: t('Intensivmedizin', 'Intensive care medicine') },
  { code: 'notfallmedizin', kind: 'DOCTOR', name: t('Notfallmedizin', 'Emergency medicine') },
  { code: 'kinder-jugendmedizin', kind: 'DOCTOR', name: t('Kinder- und Jugendmedizin', 'Paediatrics') },
  { code: 'neurologie', kind: 'DOCTOR', name: t('Neurologie', 'Neurology') },
  { code: 'psychiatrie', kind: 'DOCTOR', name: t('Psychiatrie und Psychotherapie', 'Psychiatry and psychotherapy') },
  { code: 'psychosomatik', kind: 'DOCTOR', name: t('Psychosomatische Medizin', 'Psychosomatic medicine') },
  { code: 'radiologie', kind: 'DOCTOR', name: t('Radiologie', 'Radiology') },
  { code: 'nuklearmedizin', kind: 'DOCTOR', name: t('Nuklearmedizin', 'Nuclear medicine') },
  { code: 'strahlentherapie', kind: 'DOCTOR', name: t('Strahlentherapie', 'Radiotherapy') },
  { code: 'urologie', kind: 'DOCTOR', name: t('Urologie', 'Urology') },
  { code: 'pathologie', kind: 'DOCTOR', name: t('Pathologie', 'Pathology') },
];

export const NURSING_FIELDS: FieldEntry[] = [
  { code: 'allgemeinstation', kind: 'NURSE', name: t('Allgemeinstation', 'General ward') },
  { code: 'intensivpflege', kind: 'NURSE', name: t('Intensivstation', 'Intensive care unit') },
  { code: 'anaesthesiepflege', kind: 'NURSE', name: t('Anästhesiepflege', 'Anaesthesia nursing') },
  { code: 'op-pflege', kind: 'NURSE', name: t('Operationsdienst (OP)', 'Operating theatre') },
  { code: 'notaufnahme', kind: 'NURSE', name: t('Zentrale Notaufnahme', 'Emergency department') },
  { code: 'intermediate-care', kind: 'NURSE', name: t('Intermediate Care (IMC)', 'Intermediate care (IMC)') },
  { code: 'kinderkrankenpflege', kind: 'NURSE', name: t('Kinderstation', 'Paediatric ward') },
  { code: 'neonatologie', kind: 'NURSE', name: t('Neonatologie', 'Neonatal care') },
  { code: 'kreisssaal', kind: 'NURSE', name: t('Kreißsaal', 'Delivery room') },
  { code: 'psychiatrische-pflege', kind: 'NURSE', name: t('Psychiatrische Station', 'Psychiatric ward') },
  { code: 'geriatrische-pflege', kind: 'NURSE', name: t('Geriatrische Station', 'Geriatric ward') },
  { code: 'onkologische-pflege', kind: 'NURSE', name: t('Onkologische Station', 'Oncology ward') },
  { code: 'dialyse', kind: 'NURSE', name: t('Dialyse', 'Dialysis') },
  { code: 'endoskopie', kind: 'NURSE', name: t('Endoskopie', 'Endoscopy') },
];

export const FIELDS: FieldEntry[] = [...DOCTOR_FIELDS, ...NURSING_FIELDS];

const doctorFieldCodes = DOCTOR_FIELDS.map((field) => field.code);
const nursingWardCodes = NURSING_FIELDS.map((field) => field.code).filter((code) => code !== 'kreisssaal');

export const POSITIONS: PositionEntry[] = [
  {
    code: 'facharzt',
    kind: 'DOCTOR',
    name: t('Facharzt/Fachärztin', 'Specialist physician'),
    fields: doctorFieldCodes,
  },
  { code: 'oberarzt', kind: 'DOCTOR', name: t('Oberarzt/Oberärztin', 'Senior physician'), fields: doctorFieldCodes },
  {
    code: 'assistenzarzt',
    kind: 'DOCTOR',
    name: t('Assistenzarzt/Assistenzärztin', 'Resident physician'),
    fields: doctorFieldCodes,
  },
  {
    code: 'notarzt',
    kind: 'DOCTOR',
    name: t('Notarzt/Notärztin', 'Emergency physician'),
    fields: ['notfallmedizin', 'anaesthesiologie', 'innere-medizin', 'chirurgie', 'intensivmedizin'],
  },
  {
    code: 'pflegefachkraft',
    kind: 'NURSE',
    name: t('Pflegefachkraft', 'Registered nurse'),
    fields: nursingWardCodes,
  },
  {
    code: 'fachpflege-intensiv-anaesthesie',
    kind: 'NURSE',
    name: t('Fachpflegekraft Intensiv- und Anästhesiepflege', 'Critical care and anaesthesia nurse'),
    fields: ['intensivpflege', 'anaesthesiepflege', 'intermediate-care', 'notaufnahme'],
  },
  {
    code: 'ota',
    kind: 'NURSE',
    name: t('Operationstechnische/r Assistent/in (OTA)', 'Operating theatre technician (OTA)'),
    fields: ['op-pflege'],
  },
  {
    code: 'ata',
    kind: 'NURSE',
    name: t('Anästhesietechnische/r Assistent/in (ATA)', 'Anaesthesia technician (ATA)'),
    fields: ['anaesthesiepflege'],
  },
  { code: 'hebamme', kind: 'NURSE', name: t('Hebamme/Entbindungspfleger', 'Midwife'), fields: ['kreisssaal'] },
  {
    code: 'pflegehilfskraft',
    kind: 'NURSE',
    name: t('Pflegehilfskraft', 'Nursing assistant'),
    fields: ['allgemeinstation', 'geriatrische-pflege', 'psychiatrische-pflege', 'onkologische-pflege'],
  },
];

export const QUALIFICATIONS: ReferenceEntry[] = [
  { code: 'assistenzarzt', name: t('Assistenzarzt/Assistenzärztin', 'Resident physician') },
  { code: 'facharzt', name: t('Facharzt/Fachärztin', 'Specialist physician') },
  { code: 'oberarzt', name: t('Oberarzt/Oberärztin', 'Senior physician') },
  { code: 'chefarzt', name: t('Chefarzt/Chefärztin', 'Head of department') },
  { code: 'pflegehilfe', name: t('Pflegehelfer/in (1-jährige Ausbildung)', 'Nursing assistant (one-year training)') },
  { code: 'pflegefachkraft', name: t('Pflegefachfrau/Pflegefachmann (examiniert)', 'Registered nurse') },
  {
    code: 'fachweiterbildung',
    name: t('Pflegefachkraft mit Fachweiterbildung', 'Registered nurse with specialist training'),
  },
  { code: 'hebamme', name: t('Hebamme (staatlich anerkannt)', 'Midwife (state-certified)') },
];

export const JOB_TITLES: JobTitleEntry[] = [
  {
    code: 'arzt',
    kind: 'DOCTOR',
    name: t('Arzt/Ärztin', 'Physician'),
    qualifications: ['assistenzarzt', 'facharzt', 'oberarzt', 'chefarzt'],
    fields: doctorFieldCodes,
  },
  {
    code: 'pflege',
    kind: 'NURSE',
    name: t('Pflegekraft', 'Nurse'),
    qualifications: ['pflegehilfe', 'pflegefachkraft', 'fachweiterbildung'],
    fields: nursingWardCodes,
  },
  {
    code: 'hebamme',
    kind: 'NURSE',
    name: t('Hebamme', 'Midwife'),
    qualifications: ['hebamme'],
    fields: ['kreisssaal'],
  },
];

export const CONTRACT_TYPES: ReferenceEntry[] = [
  { code: 'Arbeitnehmerueberlassung', name: t('Arbeitnehmerüberlassung', 'Temporary agency work (AÜG)') },
  { code: 'BefristeteAnstellung', name: t('Befristete Anstellung', 'Fixed-term employment') },
];

export const JOB_TYPES: ReferenceEntry[] = [
  { code: 'Tagdienst', name: t('Einzeldienst', 'Single shift') },
  { code: 'Vertretung', name: t('Vertretung (mehrere Wochen)', 'Locum cover (several weeks)') },
  { code: 'Vollzeit', name: t('Vollzeit', 'Full-time') },
  { code: 'Teilzeit', name: t('Teilzeit', 'Part-time') },
  { code: 'Honorar', name: t('Honorartätigkeit', 'Freelance on fee basis') },
];

export const SHIFT_TYPES: ReferenceEntry[] = [
  { code: 'Tagesdienst', name: t('Tagesdienst', 'Day shift') },
  { code: 'Nachtdienst', name: t('Nachtdienst', 'Night shift') },
  { code: 'Bereitschaftsdienst', name: t('Bereitschaftsdienst', 'On-call duty') },
];

export const GENDERS: ReferenceEntry[] = [
  { code: 'male', name: t('Männlich', 'Male') },
  { code: 'female', name: t('Weiblich', 'Female') },
  { code: 'diverse', name: t('Divers', 'Diverse') },
  { code: 'na', name: t('Keine Angabe', 'Prefer not to say') },
];
export const GENDER_CODES = GENDERS.map((gender) => gender.code);

/**
 * The fixed country list (ISO 3166-1 alpha-2): the EU, the EEA, Switzerland, the UK and the
 * countries many of Germany's foreign-trained doctors and nurses come from. Names come from
 * the platform's ICU data (Intl.DisplayNames), so they are correct in both languages.
 */
export const COUNTRY_CODES = [
  'DE',
  'AT',
  'CH',
  'LI',
  'LU',
  'BE',
  'NL',
  'FR',
  'IT',
  'ES',
  'PT',
  'IE',
  'GB',
  'DK',
  'SE',
  'NO',
  'FI',
  'IS',
  'PL',
  'CZ',
  'SK',
  'HU',
  'SI',
  'HR',
  'RO',
  'BG',
  'GR',
  'CY',
  'MT',
  'EE',
  'LV',
  'LT',
  'RS',
  'BA',
  'ME',
  'MK',
  'AL',
  'XK',
  'UA',
  'MD',
  'TR',
  'EG',
  'TN',
  'MA',
  'SY',
  'JO',
  'IR',
  'IN',
  'PH',
  'US',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export function countryName(code: string, language: 'de' | 'en'): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
}

export const COUNTRIES: ReferenceEntry[] = COUNTRY_CODES.map((code) => ({
  code,
  name: { de: countryName(code, 'de'), en: countryName(code, 'en') },
}));

/** The fields a specialist can be asked for: used by the enquiry's field select. */
export function fieldsForPosition(positionCode: string): string[] {
  return POSITIONS.find((position) => position.code === positionCode)?.fields ?? [];
}

/** Exactly one matching field is preselected; otherwise the field is cleared. */
export function preselectedField(positionCode: string): string | undefined {
  const fields = fieldsForPosition(positionCode);
  return fields.length === 1 ? fields[0] : undefined;
}
