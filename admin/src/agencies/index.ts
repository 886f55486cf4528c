export { AgencyCreate } from './AgencyCreate';
export { AgencyCustomerInvite, AgencyUserInvite } from './AgencyInvites';
export { AgencyUserEdit } from './AgencyUserEdit';
export { AgencyCustomerShow } from './AgencyCustomerShow';
export { AgencyEdit } from './AgencyEdit';
export { AgencyList } from './AgencyList';
