export { OrganisationCreate } from './OrganisationCreate';
export { OrganisationEdit } from './OrganisationEdit';
export { OrganisationList } from './OrganisationList';
export { OrganisationPictureShow } from './OrganisationPictureShow';
