import { useTranslate, type Identifier } from 'react-admin';
import { ListScreen, type ListColumn } from '../common/list';
import type { Department } from './department-fields';

const DEPARTMENT_COLUMNS: ListColumn<Department>[] = [
  { source: 'name', label: 'medstaff.departments.name' },
  {
    source: 'skills',
    label: 'medstaff.departments.skills',
    sortable: false,
    render: (department) => (department.skills ?? []).join(', '),
  },
];

/**
 * The Organisation departments tab: Department name, Department Skills, View Details to
 * department/{orgId}/{depId}; Add leads to addNewDepartment/{orgId}.
 */
export const DepartmentList = ({ organisationId }: { organisationId: Identifier }) => {
  const translate = useTranslate();
  return (
    <ListScreen<Department>
      resource="departments"
      filter={{ organisationId }}
      storeKey={`departments.${organisationId}`}
      title="medstaff.departments.list_title"
      columns={DEPARTMENT_COLUMNS}
      deleteNoun={translate('medstaff.departments.noun')}
      deleteNote={translate('medstaff.departments.delete_note')}
      nameOf={(department) => department.name || translate('medstaff.departments.missing_name')}
      addPath={`addNewDepartment/${organisationId}`}
      detailsPath={(department) => `department/${organisationId}/${department.id}`}
    />
  );
};
