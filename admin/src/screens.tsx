import { lazy, type ComponentType } from 'react';
import BusinessIcon from '@mui/icons-material/Business';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import PeopleIcon from '@mui/icons-material/People';
import WorkIcon from '@mui/icons-material/Work';
import type { RaRecord } from 'react-admin';

/**
 * The console's screens, each loaded when first shown: one chunk per resource folder (its barrel),
 * so the login page and the first screen do not download every other screen. react-admin's Layout
 * wraps the routes in <Suspense> with its Loading screen while a chunk arrives.
 *
 * Only this file and App.tsx may name the resource folders: a static import of a barrel anywhere
 * on the first screen's path would put that resource back into the first chunk.
 */
function screen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const agencyScreens = () => import('./agencies');
const organisationScreens = () => import('./organisations');
const personScreens = () => import('./persons');
const jobScreens = () => import('./jobs');
const departmentScreens = () => import('./departments');
const memberScreens = () => import('./members');

export const Dashboard = screen(
  () => import('./dashboard/Dashboard'),
  (module) => module.Dashboard,
);

export const AgencyList = screen(agencyScreens, (module) => module.AgencyList);
export const AgencyEdit = screen(agencyScreens, (module) => module.AgencyEdit);
export const AgencyCreate = screen(agencyScreens, (module) => module.AgencyCreate);
export const AgencyUserInvite = screen(agencyScreens, (module) => module.AgencyUserInvite);
export const AgencyCustomerInvite = screen(agencyScreens, (module) => module.AgencyCustomerInvite);
export const AgencyUserEdit = screen(agencyScreens, (module) => module.AgencyUserEdit);
export const AgencyCustomerShow = screen(agencyScreens, (module) => module.AgencyCustomerShow);

export const OrganisationList = screen(organisationScreens, (module) => module.OrganisationList);
export const OrganisationCreate = screen(organisationScreens, (module) => module.OrganisationCreate);
export const OrganisationEdit = screen(organisationScreens, (module) => module.OrganisationEdit);
export const OrganisationPictureShow = screen(organisationScreens, (module) => module.OrganisationPictureShow);

export const OrganisationUserEdit = screen(memberScreens, (module) => module.OrganisationUserEdit);
export const OrganisationUserInvite = screen(memberScreens, (module) => module.OrganisationUserInvite);

export const DepartmentCreate = screen(departmentScreens, (module) => module.DepartmentCreate);
export const DepartmentEdit = screen(departmentScreens, (module) => module.DepartmentEdit);
export const DepartmentUserInvite = screen(departmentScreens, (module) => module.DepartmentUserInvite);
export const DepartmentCustomerInvite = screen(departmentScreens, (module) => module.DepartmentCustomerInvite);
export const DepartmentUserEdit = screen(departmentScreens, (module) => module.DepartmentUserEdit);
export const DepartmentCustomerEdit = screen(departmentScreens, (module) => module.DepartmentCustomerEdit);

export const PersonsIndex = screen(personScreens, (module) => module.PersonsIndex);
export const PersonList = screen(personScreens, (module) => module.PersonList);
export const PersonEdit = screen(personScreens, (module) => module.PersonEdit);
export const PersonInvite = screen(personScreens, (module) => module.PersonInvite);

export const JobList = screen(jobScreens, (module) => module.JobList);
export const JobShow = screen(jobScreens, (module) => module.JobShow);

const nameOf = (field: string) => (record: RaRecord) => String(record[field] ?? '');

/** The <Resource> props of App.tsx: the lazy screens, the menu icon, and the record's name. */
export const agencies = {
  list: AgencyList,
  edit: AgencyEdit,
  create: AgencyCreate,
  icon: BusinessIcon,
  recordRepresentation: nameOf('name'),
};
/**
 * Organisations: their screens live at the spec's routes (organisation, addNewOrganisation,
 * organisation/{id}, viewOrganisationPicts/{orgId}/{picId}), not react-admin's resource paths, so
 * App.tsx mounts them as custom routes; the resource is registered for the data provider.
 */
export const organisations = { icon: CorporateFareIcon, recordRepresentation: nameOf('name') };
export const persons = { list: PersonsIndex, icon: PeopleIcon, recordRepresentation: nameOf('email') };
export const jobs = { list: JobList, show: JobShow, icon: WorkIcon, recordRepresentation: nameOf('title') };
