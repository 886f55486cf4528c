import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  LoadingPage,
  Notification,
  Resource,
  localStorageStore,
  useBasename,
  type CatchAllComponent,
  type Store,
} from 'react-admin';
import { Navigate, Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { Language } from '@medstaff/domain';
import {
  AccessDenied,
  AgencyCreate,
  AgencyCustomerInvite,
  AgencyCustomerShow,
  AgencyUserEdit,
  AgencyUserInvite,
  AppLayout,
  AuthCallback,
  AuthenticationError,
  Dashboard,
  DepartmentCreate,
  DepartmentCustomerEdit,
  DepartmentCustomerInvite,
  DepartmentEdit,
  DepartmentUserEdit,
  DepartmentUserInvite,
  ErrorPage,
  JobShow,
  AssignmentShow,
  LoginPage,
  NotFound,
  OrganisationCreate,
  OrganisationEdit,
  OrganisationList,
  OrganisationPictureShow,
  OrganisationUserEdit,
  OrganisationUserInvite,
  PersonEdit,
  PersonInvite,
  PersonList,
  agencies,
  jobs,
  assignments,
  organisations,
  persons,
} from './screens';
import { authProvider } from './auth/auth-provider';
import { dataProvider } from './data/data-provider';
import { createI18nProvider } from './i18n/i18n-provider';
import { adminBasename, languageFromPath } from './i18n/language';
import { urlLocaleStore } from './i18n/url-locale-store';
import { DEFAULT_THEME_NAME, THEME_STORE_KEY, isThemeName, themes } from './theme/theme';

/** Bump to drop the preferences react-admin kept in localStorage (list columns, sort, …). */
const STORE_VERSION = '1';
const STORE_KEY = 'MedStaffAdmin';

/** The dashboard lives at '/{lang}/admin/dashboard' (spec §2); '/{lang}/admin/' and sign-in lead there. */
const ToDashboard = () => <Navigate to={`${useBasename()}/dashboard`} replace />;

/**
 * The theme chosen in the app bar's theme menu (kept in the store, so it survives a reload). Read
 * here, above <AdminContext>, because <AdminContext> takes the theme as a prop.
 */
function useThemeName(store: Store) {
  const subscribe = useCallback((onChange: () => void) => store.subscribe(THEME_STORE_KEY, onChange), [store]);
  const stored = useSyncExternalStore(subscribe, () => store.getItem<unknown>(THEME_STORE_KEY));
  return isThemeName(stored) ? stored : DEFAULT_THEME_NAME;
}

/**
 * react-admin's <Admin>, put together from its parts (<AdminContext>, <CoreAdminUI>, the
 * notification) with the same pages, so that the first load holds neither its default layout
 * and login page (ours are loaded when shown, src/screens.tsx) nor its English texts (its default
 * i18nProvider): 30 kB Brotli less (issue 27, docs/scaling.md).
 */
export const AdminApp = ({ language }: { language: Language }) => {
  const i18nProvider = useMemo(() => createI18nProvider(language), [language]);
  const store = useMemo(() => urlLocaleStore(localStorageStore(STORE_VERSION, STORE_KEY), language), [language]);
  const themeName = useThemeName(store);
  return (
    <AdminContext
      basename={adminBasename(language)}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={themes[themeName]}
      darkTheme={null}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title={i18nProvider.translate('medstaff.app.title')}
          disableTelemetry
          requireAuth
          loginPage={LoginPage}
          dashboard={ToDashboard}
          layout={AppLayout}
          loading={LoadingPage}
          error={ErrorPage}
          // react-admin's <Admin> passes it the same way; its title prop takes a string only.
          catchAll={NotFound as CatchAllComponent}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          authCallbackPage={AuthCallback}
        >
          <CustomRoutes>
            <Route path="/dashboard" element={<Dashboard />} />
            <Route path="/addNewAgencies" element={<AgencyCreate />} />
            <Route path="/addNewAgencyUser/:agencyId" element={<AgencyUserInvite />} />
            <Route path="/addNewAgencyCustomer/:agencyId" element={<AgencyCustomerInvite />} />
            <Route path="/agencyCustomer/:id/:customer" element={<AgencyCustomerShow />} />
            <Route path="/organisation" element={<OrganisationList />} />
            <Route path="/addNewOrganisation" element={<OrganisationCreate />} />
            <Route path="/organisation/:id" element={<OrganisationEdit />} />
            <Route path="/organisation/:id/:userId" element={<OrganisationUserEdit />} />
            <Route path="/addNewOrganisationUser/:orgId" element={<OrganisationUserInvite />} />
            <Route path="/addNewDepartment/:orgId" element={<DepartmentCreate />} />
            <Route path="/department/:orgId/:depId" element={<DepartmentEdit />} />
            <Route path="/addNewDepartmentUser/:orgId/:depId" element={<DepartmentUserInvite />} />
            <Route path="/addNewDepartmentCustomer/:orgId/:depId" element={<DepartmentCustomerInvite />} />
            <Route path="/departmentUsers/:orgId/:depId/:userId" element={<DepartmentUserEdit />} />
            <Route path="/departmentCustomers/:orgId/:depId/:userId" element={<DepartmentCustomerEdit />} />
            <Route path="/viewOrganisationPicts/:orgId/:picId" element={<OrganisationPictureShow />} />
            <Route path="/addNewPersonUser/:personType" element={<PersonInvite />} />
          </CustomRoutes>
          <Resource name="agencies" {...agencies}>
            <Route path=":id/:user" element={<AgencyUserEdit />} />
          </Resource>
          <Resource name="organisations" {...organisations} />
          <Resource name="organisation-pictures" />
          <Resource name="persons" {...persons}>
            <Route path=":type" element={<PersonList />} />
            <Route path=":type/:id" element={<PersonEdit />} />
          </Resource>
          <Resource name="jobs" {...jobs}>
            <Route path=":id" element={<JobShow />} />
          </Resource>
          <Resource name="assignments" {...assignments}>
            <Route path=":id" element={<AssignmentShow />} />
          </Resource>
          <Resource name="agency-users" />
          <Resource name="agency-customers" />
          <Resource name="organisation-users" />
          <Resource name="departments" />
          <Resource name="department-users" />
          <Resource name="department-customers" />
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
};

/**
 * The server answers every /{lang}/admin/* path with this app. The first path segment picks the
 * language (de or en, else en) and the admin is mounted below /{lang}/admin, react-admin's
 * basename. A browser data router (not react-admin's default hash router) keeps the URLs
 * real and lets forms block navigation with unsaved changes.
 */
export function createAdminRouter(pathname: string) {
  const language = languageFromPath(pathname);
  const basename = adminBasename(language);
  return createBrowserRouter([
    { path: `${basename}/*`, element: <AdminApp language={language} /> },
    { path: '*', element: <Navigate to={basename} replace /> },
  ]);
}

/**
 * Router updates are applied directly rather than as React transitions: react-admin's sign-out
 * (navigate to login, reset the store, clear the query cache) issues urgent updates that can keep
 * a transition to the login page from ever committing.
 */
export const App = () => {
  const [router] = useState(() => createAdminRouter(window.location.pathname));
  return <RouterProvider router={router} useTransitions={false} />;
};
