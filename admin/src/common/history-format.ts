import { AGENCY_FIELDS, AGENCY_PERMIT_FIELDS, MEMBER_FIELDS } from '../agencies/agency-fields';
import { DEPARTMENT_FIELDS } from '../departments/department-fields';
import { ORGANISATION_FIELDS, PICTURE_FIELDS } from '../organisations/organisation-fields';
import { CONTACT_FIELDS, PROFILE_SECTIONS } from '../persons/person-fields';
import type { EditableField } from './edit/editable-field';
import { formatDate, formatDateTime } from './format-dates';
import { JOB_STATES } from '@medstaff/domain';

const JOB_STATE_SET: ReadonlySet<string> = new Set(JOB_STATES);

type FieldKind = NonNullable<EditableField['kind']> | 'file' | 'money' | 'qualification' | 'jobState';

/** How the History tab shows one field: the label key the screen's own form uses, and the kind of value. */
interface HistoryField {
  label: string;
  kind: FieldKind;
}

const PERSON_FIELDS: EditableField[] = [...CONTACT_FIELDS, ...PROFILE_SECTIONS.flatMap((section) => section.fields)];

/** Fields whose values are not what the form's kind says: money in euros, files, codes with names. */
const SPECIAL_KINDS: ReadonlyMap<string, FieldKind> = new Map<string, FieldKind>([
  ['preferences.minSalary', 'money'],
  ['qualification.level.type', 'qualification'],
  ['logo', 'file'],
  ['picture', 'file'],
  ['storageKey', 'file'],
]);

const byName = (fields: EditableField[], extra: [string, string][] = []): ReadonlyMap<string, HistoryField> =>
  new Map<string, HistoryField>([
    ...fields.map((field): [string, HistoryField] => [
      field.name,
      { label: field.label, kind: SPECIAL_KINDS.get(field.name) ?? field.kind ?? 'text' },
    ]),
    ...extra.map(([name, label]): [string, HistoryField] => [name, { label, kind: SPECIAL_KINDS.get(name) ?? 'text' }]),
  ]);

// The qualification level is edited with its own select (persons/QualificationLevelField), not in the sections.
const MEMBERS = byName(
  [...MEMBER_FIELDS, ...PERSON_FIELDS],
  [['qualification.level.type', 'medstaff.persons.fields.qualification_level']],
);

/** Persons also record account changes: status and role (from → to) with the administrator's reason. */
const PERSONS = byName(
  [...MEMBER_FIELDS, ...PERSON_FIELDS],
  [
    ['qualification.level.type', 'medstaff.persons.fields.qualification_level'],
    ['status', 'medstaff.accounts.status_label'],
    ['role', 'medstaff.accounts.role_label'],
    ['reason', 'medstaff.accounts.reason'],
  ],
);

/** Organisation users also record when their membership was confirmed. */
const ORGANISATION_MEMBERS = byName(
  [...MEMBER_FIELDS, ...PERSON_FIELDS],
  [
    ['qualification.level.type', 'medstaff.persons.fields.qualification_level'],
    ['confirmedAt', 'medstaff.members.confirmed'],
  ],
);

/** Resource → field → label and kind: the same fields (and so the same label keys) as the edit screens. */
const RESOURCE_FIELDS: ReadonlyMap<string, ReadonlyMap<string, HistoryField>> = new Map([
  ['agencies', byName([...AGENCY_FIELDS, ...AGENCY_PERMIT_FIELDS], [['logo', 'medstaff.agencies.logo']])],
  ['organisations', byName(ORGANISATION_FIELDS, [['logo', 'medstaff.organisations.logo']])],
  ['organisation-pictures', byName(PICTURE_FIELDS, [['picture', 'medstaff.organisations.picture']])],
  ['persons', PERSONS],
  ['agency-users', MEMBERS],
  ['agency-customers', MEMBERS],
  ['organisation-users', ORGANISATION_MEMBERS],
  ['departments', byName(DEPARTMENT_FIELDS)],
  // A shift request's trail: its workflow (state) and the fields the hospital edits most.
  [
    'jobs',
    new Map<string, HistoryField>([
      ['state', { label: 'medstaff.jobs.fields.state', kind: 'jobState' }],
      ['title', { label: 'medstaff.jobs.fields.title', kind: 'text' }],
      ['subtitle', { label: 'medstaff.jobs.fields.subtitle', kind: 'text' }],
      ['timeLimit', { label: 'medstaff.jobs.fields.time_limit', kind: 'number' }],
    ]),
  ],
  ['department-users', MEMBERS],
  ['department-customers', MEMBERS],
]);

const FILE_PATH = /^(?:\/api\/files\/)?(logos|pictures)\/[A-Za-z0-9._-]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function historyField(resource: string, field: string): HistoryField | undefined {
  return RESOURCE_FIELDS.get(resource)?.get(field);
}

/** The label of a recorded field in the UI language; a field no screen shows keeps its name. */
export function historyFieldLabel(resource: string, field: string | null, translate: (key: string) => string): string {
  if (!field) return '';
  const known = historyField(resource, field);
  return known ? translate(known.label) : field;
}

export interface HistoryValueContext {
  translate: (key: string) => string;
  locale: string;
  /** Country code → name in the UI language (null for none). */
  countryName: (code: unknown) => string | null;
  /** Qualification code → name in the UI language. */
  qualificationName: (code: unknown) => string | null;
}

const numberLocale = (locale: string) => (locale === 'de' ? 'de-DE' : 'en-GB');

/**
 * A file change in words ("Logo changed", "Picture changed") instead of storage paths, or
 * undefined when the entry is no file change.
 */
export function fileChangeText(
  resource: string,
  field: string | null,
  values: unknown[],
  translate: (key: string) => string,
): string | undefined {
  const kind = field ? historyField(resource, field)?.kind : undefined;
  const path = values.find((value) => typeof value === 'string' && FILE_PATH.test(value)) as string | undefined;
  if (kind !== 'file' && !path) return undefined;
  const folder = path ? FILE_PATH.exec(path)?.[1] : field === 'logo' ? 'logos' : 'pictures';
  return translate(
    folder === 'logos' ? 'medstaff.history_values.logo_changed' : 'medstaff.history_values.picture_changed',
  );
}

/** One recorded value as the screens show it: names for codes, dates, euros, lists joined, yes/no. */
export function formatHistoryValue(
  resource: string,
  field: string | null,
  value: unknown,
  context: HistoryValueContext,
): string {
  if (value === null || value === undefined || value === '') return '';
  const kind = field ? historyField(resource, field)?.kind : undefined;
  if (Array.isArray(value)) return value.map((item) => formatHistoryValue(resource, null, item, context)).join(', ');
  if (typeof value === 'boolean')
    return context.translate(value ? 'medstaff.history_values.yes' : 'medstaff.history_values.no');
  if (kind === 'country') return context.countryName(value) ?? String(value);
  if (kind === 'qualification') return context.qualificationName(value) ?? String(value);
  if (kind === 'jobState' && typeof value === 'string' && JOB_STATE_SET.has(value)) {
    return context.translate(`medstaff.jobs.states.${value}`);
  }
  if (kind === 'money' && Number.isFinite(Number(value))) {
    return new Intl.NumberFormat(numberLocale(context.locale), { style: 'currency', currency: 'EUR' }).format(
      Number(value),
    );
  }
  if (typeof value === 'number') return new Intl.NumberFormat(numberLocale(context.locale)).format(value);
  if (typeof value === 'string') {
    if (ISO_DATE_TIME.test(value)) return formatDateTime(value);
    if (ISO_DATE.test(value)) return formatDate(value);
    return value;
  }
  return JSON.stringify(value);
}
