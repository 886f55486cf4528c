import type { Validator } from '../validators';

/** One field of an edit form: its API name (dotted for person profiles), label key and kind. */
export interface EditableField {
  name: string;
  label: string;
  /** text (default), country select, list (edited as 'a, b'), number. */
  kind?: 'text' | 'country' | 'list' | 'number';
  validate?: Validator;
  /** Other fields whose value the check reads (the postcode reads the country): it is re-checked when they change. */
  dependsOn?: readonly string[];
}
