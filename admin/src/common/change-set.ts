import type { ApiSchema } from '@medstaff/domain';

/** One changed field as the API's PATCH expects it; person fields use dotted paths. */
export type FieldChange = ApiSchema<'ChangeDto'>;

/** The body of PATCH /api/admin/{resource}/{id}. */
export type ChangeRequest = ApiSchema<'ChangeSetDto'>;

/** Whether a form's value can be sent as a change (a JSON value; a field left undefined is sent as null). */
const isChangeValue = (value: unknown): value is FieldChange['value'] =>
  value === null || ['string', 'number', 'boolean', 'object'].includes(typeof value);

/** The value at a dotted path: valueAt({ a: { b: 1 } }, 'a.b') → 1. */
export function valueAt(record: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((current, key) => {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    return (current as Record<string, unknown>)[key];
  }, record);
}

/** Lists are edited as text separated by comma and space: ['a', 'b'] ↔ 'a, b'. */
export const listToText = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : '');
export const textToList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

const normalise = (value: unknown): string =>
  value === null || value === undefined ? '' : Array.isArray(value) ? JSON.stringify(value) : String(value);

/** Whether an edited value differs from the stored one (null, undefined and '' count as equal). */
export const isChanged = (original: unknown, edited: unknown): boolean => normalise(original) !== normalise(edited);

/**
 * The changes between a record and the edited values, in the order of `fields`; only changed
 * fields are listed, so nothing changed gives an empty list (and nothing is sent).
 */
export function buildChanges(
  record: unknown,
  edited: Record<string, unknown>,
  fields: readonly string[],
): FieldChange[] {
  return fields
    .filter((field) => field in edited && isChanged(valueAt(record, field), edited[field]))
    .map((field) => {
      const value = edited[field];
      return { field, value: isChangeValue(value) ? value : null };
    });
}
