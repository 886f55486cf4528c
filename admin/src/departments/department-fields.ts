import type { RaRecord } from 'react-admin';
import type { EditableField } from '../common/edit/editable-field';
import { required, validateAll } from '../common/validators';
import { textToList } from '../common/change-set';

export interface Department extends RaRecord {
  organisationId: number;
  organisationName: string;
  name: string;
  skills: string[];
  version: number;
}

/** Department General Info: name and skills (a list, shown comma-joined and edited as text). */
export const DEPARTMENT_FIELDS: EditableField[] = [
  { name: 'name', label: 'medstaff.departments.name', validate: required },
  { name: 'skills', label: 'medstaff.departments.skills_input', kind: 'list', validate: required },
];

/** Add-department form: name and skills must both be non-empty; message keys per field. */
export function validateDepartment(values: { name: string; skills: string }): Record<string, string> {
  return validateAll(
    { name: values.name, skills: textToList(values.skills).join(', ') },
    { name: required, skills: required },
  );
}
