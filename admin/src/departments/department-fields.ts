import type { RaRecord } from 'react-admin';
import type { EditableField } from '../common/edit/editable-field';
import { required } from '../common/validators';

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
