import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import type { Organisation } from './organisation-fields';

export { OrganisationCreate } from './OrganisationCreate';
export { OrganisationEdit } from './OrganisationEdit';
export { OrganisationList } from './OrganisationList';
export { OrganisationPictureShow } from './OrganisationPictureShow';

/**
 * The organisations resource. Its screens live at the spec's routes (organisation,
 * addNewOrganisation, organisation/{id}, viewOrganisationPicts/{orgId}/{picId}), which are not
 * react-admin's resource paths, so App.tsx mounts them as custom routes; the resource itself
 * is registered for the data provider (/api/admin/organisations).
 */
export const organisations = {
  icon: CorporateFareIcon,
  recordRepresentation: (organisation: Organisation) => organisation.name,
};
