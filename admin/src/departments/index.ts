export { DepartmentCreate } from './DepartmentCreate';
export { DepartmentEdit } from './DepartmentEdit';
export { DepartmentList } from './DepartmentList';
export {
  DepartmentCustomerEdit,
  DepartmentCustomerInvite,
  DepartmentUserEdit,
  DepartmentUserInvite,
} from './DepartmentMembers';
