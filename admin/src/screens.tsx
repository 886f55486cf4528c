import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import BusinessIcon from '@mui/icons-material/Business';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import PeopleIcon from '@mui/icons-material/People';
import WorkIcon from '@mui/icons-material/Work';
import { LoadingPage, useTranslate, type RaRecord } from 'react-admin';

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

const loginScreen = () => import('./auth/LoginPage');
const layoutScreen = () => import('./layout/AppLayout');
const dashboardScreen = () => import('./dashboard/Dashboard');
const rarePages = () => import('./layout/RarePages');
const agencyScreens = () => import('./agencies');
const organisationScreens = () => import('./organisations');
const personScreens = () => import('./persons');
const jobScreens = () => import('./jobs');
const assignmentScreens = () => import('./assignments');
const departmentScreens = () => import('./departments');
const memberScreens = () => import('./members');

/**
 * The sign-in page and the signed-in frame (app bar, menu, sidebar) are screens too: a visitor
 * without a session needs the one, an administrator the other (issue 27). Neither is shown inside
 * react-admin's <Suspense>, so each brings its own, with react-admin's loading page meanwhile.
 */
const LoginScreen = screen(loginScreen, (module) => module.LoginPage);
const LayoutScreen = lazy(async () => ({ default: (await layoutScreen()).AppLayout }));

export const LoginPage = () => (
  <Suspense fallback={<LoadingPage />}>
    <LoginScreen />
  </Suspense>
);

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<LoadingPage />}>
    <LayoutScreen>{children}</LayoutScreen>
  </Suspense>
);

/**
 * Shown instead of a page of layout/RarePages.tsx when its chunk cannot be loaded (the network is
 * gone, or a new release replaced the files): the error page itself must not fail.
 */
const RarePageUnavailable = () => {
  const translate = useTranslate();
  return (
    <div role="alert" style={{ padding: '1em' }}>
      <h1>{translate('ra.page.error')}</h1>
      <p>{translate('ra.message.error')}</p>
    </div>
  );
};

/** A page of layout/RarePages.tsx, loaded when shown, with react-admin's loading page meanwhile. */
function rarePage<Props extends object>(pick: (module: Awaited<ReturnType<typeof rarePages>>) => ComponentType<Props>) {
  const Page = lazy(() =>
    rarePages().then(
      (module) => ({ default: pick(module) }),
      () => ({ default: RarePageUnavailable as ComponentType<Props> }),
    ),
  );
  const RarePage = (props: Props) => (
    <Suspense fallback={<LoadingPage />}>
      <Page {...props} />
    </Suspense>
  );
  return RarePage;
}

export const NotFound = rarePage((module) => module.NotFound);
export const ErrorPage = rarePage((module) => module.ErrorPage);
export const AccessDenied = rarePage((module) => module.AccessDenied);
export const AuthenticationError = rarePage((module) => module.AuthenticationError);
export const AuthCallback = rarePage((module) => module.AuthCallback);

export const Dashboard = screen(dashboardScreen, (module) => module.Dashboard);

/**
 * Starts loading what the first screen needs while the texts load (main.tsx), instead of one
 * chunk after the other: the frame, and the dashboard when the path is the dashboard's, for an
 * administrator with a session; the sign-in page for anyone else.
 */
export function preloadFirstScreen(signedIn: boolean, pathname: string): void {
  const loads = signedIn
    ? [layoutScreen(), ...(/\/admin(\/dashboard)?\/?$/.test(pathname) ? [dashboardScreen()] : [])]
    : [loginScreen()];
  // A failed load is reported when the screen renders (React.lazy imports it again).
  for (const load of loads) load.catch(() => undefined);
}

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

export const AssignmentList = screen(assignmentScreens, (module) => module.AssignmentList);
export const AssignmentShow = screen(assignmentScreens, (module) => module.AssignmentShow);

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
export const assignments = {
  list: AssignmentList,
  show: AssignmentShow,
  icon: WorkIcon,
  recordRepresentation: nameOf('title'),
};
