import BusinessIcon from '@mui/icons-material/Business';
import type { Agency } from './agency-fields';
import { AgencyCreate } from './AgencyCreate';
import { AgencyEdit } from './AgencyEdit';
import { AgencyList } from './AgencyList';

export { AgencyCreate } from './AgencyCreate';
export { AgencyCustomerInvite, AgencyUserInvite } from './AgencyInvites';
export { AgencyUserEdit } from './AgencyUserEdit';
export { AgencyCustomerShow } from './AgencyCustomerShow';

/** The agencies resource: list at agencies, detail (edit) at agencies/{id}; adding is at addNewAgencies. */
export const agencies = {
  list: AgencyList,
  edit: AgencyEdit,
  create: AgencyCreate,
  icon: BusinessIcon,
  recordRepresentation: (agency: Agency) => agency.name,
};
