import { useParams } from 'react-router-dom';
import { MemberDetail, MemberInvite } from '../members';

const useDepartmentParents = () => {
  const { orgId, depId } = useParams();
  return { organisationId: orgId, departmentId: depId };
};

/** addNewDepartmentUser/{orgId}/{depId}: 'Add New Department User'. */
export const DepartmentUserInvite = () => <MemberInvite scope="department-users" parents={useDepartmentParents()} />;

/** addNewDepartmentCustomer/{orgId}/{depId}: 'Add New Department Customer'. */
export const DepartmentCustomerInvite = () => (
  <MemberInvite scope="department-customers" parents={useDepartmentParents()} />
);

/** departmentUsers/{orgId}/{depId}/{userId}: editable Email, First Name, Last Name, Contact; History. */
export const DepartmentUserEdit = () => (
  <MemberDetail scope="department-users" parents={useDepartmentParents()} id={useParams().userId} />
);

/** departmentCustomers/{orgId}/{depId}/{userId}: the same for a department customer. */
export const DepartmentCustomerEdit = () => (
  <MemberDetail scope="department-customers" parents={useDepartmentParents()} id={useParams().userId} />
);
