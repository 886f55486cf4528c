import type { ApiSchema } from '@medstaff/domain';
import type { EditableField } from '../common/edit/editable-field';
import { required } from '../common/validators';

/** A department as GET /api/admin/departments/{id} answers it. */
export type Department = ApiSchema<'DepartmentAdminDto'>;

/** Department General Info: name and skills (a list, shown comma-joined and edited as text). */
export const DEPARTMENT_FIELDS: EditableField[] = [
  { name: 'name', label: 'medstaff.departments.name', validate: required },
  { name: 'skills', label: 'medstaff.departments.skills_input', kind: 'list', validate: required },
];
