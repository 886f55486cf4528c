import { DEFAULT_LANGUAGE, HOSPITAL_ROLES, languageOfPath, type PersonRole } from '@medstaff/domain';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { AuthRouteHandle } from '../auth/auth-header-link';
import { AuthLayout } from '../auth/AuthLayout';
import { ServerErrorPage } from '../auth/pages/ServerErrorPage';
import { PartTexts, SignedInTexts } from '../i18n/I18nProvider';
import { LanguageRoute } from '../i18n/LanguageRoute';
import { loadTranslations } from '../i18n/translations';
import { RequireSession } from '../session/RequireSession';
import { RequireRole } from '../shell/RequireRole';
import { lazyPage } from './lazy-page';
import { RootLayout } from './RootLayout';

/*
 * The pages load on demand (issue 12, "First loads"): each page module below is a chunk of its
 * own, so the sign-in page does not download the signed-in area, and neither downloads the
 * calendar (react-big-calendar loads with the first calendar, see calendar/CalendarPage.tsx).
 * The entry keeps the frame every route needs: router, theme, language, session, the auth
 * layout and the 500 page (the error element, RootErrorBoundary, must not depend on a chunk that
 * may fail to load).
 * scripts/check-budgets.mjs measures the first loads; its route groups name these modules.
 */

// The auth screens: /{lang}/auth/*.
const SignInPage = lazyPage(() => import('../auth/pages/SignInPage').then((module) => module.SignInPage));
const SignUpPage = lazyPage(() => import('../auth/pages/SignUpPage').then((module) => module.SignUpPage));
const ForgotPasswordPage = lazyPage(() =>
  import('../auth/pages/ForgotPasswordPage').then((module) => module.ForgotPasswordPage),
);
const ResetPasswordConfirmedPage = lazyPage(() =>
  import('../auth/pages/ResetPasswordConfirmedPage').then((module) => module.ResetPasswordConfirmedPage),
);
const EmailConfirmationPage = lazyPage(() =>
  import('../auth/pages/EmailConfirmationPage').then((module) => module.EmailConfirmationPage),
);
const EmailConfirmedPage = lazyPage(() =>
  import('../auth/pages/EmailConfirmedPage').then((module) => module.EmailConfirmedPage),
);
const CreateNewPasswordPage = lazyPage(() =>
  import('../auth/pages/CreateNewPasswordPage').then((module) => module.CreateNewPasswordPage),
);
const PasswordUpdatedPage = lazyPage(() =>
  import('../auth/pages/PasswordUpdatedPage').then((module) => module.PasswordUpdatedPage),
);
const NotFoundPage = lazyPage(() => import('../auth/pages/NotFoundPage').then((module) => module.NotFoundPage));
const CandidateInvitationPage = lazyPage(() =>
  import('../auth/pages/CandidateInvitationPage').then((module) => module.CandidateInvitationPage),
);

// The signed-in shell and its home pages.
/**
 * The shell and the signed-in area's texts load side by side (no waterfall); SignedInTexts then
 * finds the texts there, or waits for them after a failed load or a change of language.
 */
const AppShell = lazyPage(async () => {
  const language = languageOfPath(window.location.pathname) ?? DEFAULT_LANGUAGE;
  const [{ AppShell: Shell }] = await Promise.all([
    import('../shell/AppShell'),
    loadTranslations(language, 'signedIn').catch(() => undefined),
  ]);
  return function SignedInShell() {
    return (
      <SignedInTexts>
        <Shell />
      </SignedInTexts>
    );
  };
});
const AssignmentLinkRedirect = lazyPage(() =>
  import('../assignments/AssignmentLinkRedirect').then((module) => module.AssignmentLinkRedirect),
);
const ShellNotFoundPage = lazyPage(() =>
  import('../shell/pages/ShellNotFoundPage').then((module) => module.ShellNotFoundPage),
);
const RequireConfirmedMembership = lazyPage(() =>
  import('../hospital/RequireConfirmedMembership').then((module) => module.RequireConfirmedMembership),
);
const HospitalDashboardPage = lazyPage(() =>
  import('../hospital/HospitalDashboardPage').then((module) => module.HospitalDashboardPage),
);
const AgencyJobsPage = lazyPage(() => import('../agency/AgencyJobsPage').then((module) => module.AgencyJobsPage));

// The other signed-in pages.
const plannedPages = () => import('../hospital/PlannedPage');
const StaffPage = lazyPage(() => plannedPages().then((module) => module.StaffPage));
const InvoicesPage = lazyPage(() => plannedPages().then((module) => module.InvoicesPage));
const NotificationsPage = lazyPage(() => plannedPages().then((module) => module.NotificationsPage));
const MessagesPage = lazyPage(() => plannedPages().then((module) => module.MessagesPage));
const SettingsPage = lazyPage(() => import('../hospital/SettingsPage').then((module) => module.SettingsPage));
const JobFormPage = lazyPage(() => import('../jobs/JobFormPage').then((module) => module.JobFormPage));
const jobTablesPage = () => import('../jobs/JobTablesPage');
const JobTablesPage = lazyPage(() => jobTablesPage().then((module) => module.JobTablesPage));
/** The organisations' dashboard: every table, in the page's own order. */
const AllJobTablesPage = lazyPage(() =>
  jobTablesPage().then(({ GROUP_ORDER, JobTablesPage: Page }) => {
    const AllJobTables = () => <Page groups={GROUP_ORDER} titleKey="jobs.allTables" />;
    return AllJobTables;
  }),
);
const CalendarPage = lazyPage(() => import('../calendar/CalendarPage').then((module) => module.CalendarPage));
const AgencyJobDetailPage = lazyPage(() =>
  import('../agency/AgencyJobDetailPage').then((module) => module.AgencyJobDetailPage),
);
const ApplyPage = lazyPage(() => import('../agency/ApplyPage').then((module) => module.ApplyPage));
const AgencySettingsPage = lazyPage(() =>
  import('../agency/AgencySettingsPage').then((module) => module.AgencySettingsPage),
);
const AppliedJobsPage = lazyPage(() => import('../agency/AppliedJobsPage').then((module) => module.AppliedJobsPage));
const ShiftsPage = lazyPage(() => import('../pool/ShiftsPage').then((module) => module.ShiftsPage));
/**
 * The assignment pages (issue 29) and their texts load side by side, as the shell and its texts:
 * their texts are a part of their own (i18n/phrases-assignments-*.ts), outside the shell's load.
 */
const assignmentPage = <Page,>(load: () => Promise<Page>, pick: (module: Page) => ComponentType) =>
  lazyPage(async () => {
    const language = languageOfPath(window.location.pathname) ?? DEFAULT_LANGUAGE;
    const [module] = await Promise.all([load(), loadTranslations(language, 'assignments').catch(() => undefined)]);
    const Page = pick(module);
    return function AssignmentPage() {
      return (
        <PartTexts part="assignments">
          <Page />
        </PartTexts>
      );
    };
  });
const assignmentsPage = () => import('../assignments/AssignmentsPage');
const HospitalAssignmentsPage = assignmentPage(assignmentsPage, ({ AssignmentsPage }) => {
  const HospitalAssignments = () => <AssignmentsPage side="hospital" />;
  return HospitalAssignments;
});
const AgencyAssignmentsPage = assignmentPage(assignmentsPage, ({ AssignmentsPage }) => {
  const AgencyAssignments = () => <AssignmentsPage side="agency" />;
  return AgencyAssignments;
});
const MyAssignmentsPage = assignmentPage(
  () => import('../assignments/MyAssignmentsPage'),
  (module) => module.MyAssignmentsPage,
);
const MyAgenciesPage = lazyPage(() => import('../candidate/MyAgenciesPage').then((module) => module.MyAgenciesPage));

/** Every role's account page: the person's data protection rights (export, erasure). */
const AccountPage = lazyPage(() => import('../account/AccountPage').then((module) => module.AccountPage));

const AGENCY_ROLES: readonly PersonRole[] = ['AGENCY'];
const POOL_ROLES: readonly PersonRole[] = ['USER'];

/** Sign-up shows 'Already have an account?' 'Log In here' in the header; no other auth page does. */
const signUpHandle: AuthRouteHandle = {
  authHeaderLink: { textKey: 'header.haveAccount', linkKey: 'header.signInLink', path: '/auth/sign-in' },
};

/**
 * The portal's routes, as the server serves them (rendered by AppRoutes, which shows the 500 page
 * for a route that fails): it answers /{lang}/auth/*, /{lang}/hospital*,
 * /{lang}/organisations/*, /{lang}/agency/*, /{lang}/shifts and /{lang}/account with this app.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // '/' has no language: LanguageRoute sends it to '/de'.
      { index: true, element: <LanguageRoute /> },
      {
        path: ':lang',
        element: <LanguageRoute />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              { path: 'auth/sign-in', element: <SignInPage /> },
              { path: 'auth/sign-up/:role?', element: <SignUpPage />, handle: signUpHandle },
              { path: 'auth/forgot-password', element: <ForgotPasswordPage /> },
              { path: 'auth/reset-password-confirmed', element: <ResetPasswordConfirmedPage /> },
              { path: 'auth/email-confirmation', element: <EmailConfirmationPage /> },
              { path: 'auth/email-confirmed/:code', element: <EmailConfirmedPage /> },
              { path: 'auth/create-new-password/:code', element: <CreateNewPasswordPage /> },
              { path: 'auth/password-updated', element: <PasswordUpdatedPage /> },
              { path: 'auth/candidate-invitation/:code', element: <CandidateInvitationPage /> },
              { path: 'auth/404', element: <NotFoundPage /> },
              { path: 'auth/500', element: <ServerErrorPage /> },
              { path: 'auth/*', element: <NotFoundPage /> },
              // /{lang} itself is the site's home page; the server never sends the portal there.
              { index: true, element: <NotFoundPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          {
            element: <RequireSession />,
            children: [
              {
                element: <AppShell />,
                children: [
                  {
                    path: 'hospital',
                    element: <RequireRole roles={HOSPITAL_ROLES} />,
                    children: [
                      {
                        element: <RequireConfirmedMembership />,
                        children: [
                          { index: true, element: <HospitalDashboardPage /> },
                          { path: 'create-job/:jobId?', element: <JobFormPage /> },
                          { path: 'settings', element: <SettingsPage /> },
                          // Einsätze: the assignments after the match (issue 29).
                          { path: 'assignments', element: <HospitalAssignmentsPage /> },
                          { path: 'staff', element: <StaffPage /> },
                          { path: 'invoices', element: <InvoicesPage /> },
                          { path: 'notifications', element: <NotificationsPage /> },
                          { path: 'messages', element: <MessagesPage /> },
                          { path: '*', element: <ShellNotFoundPage /> },
                        ],
                      },
                    ],
                  },
                  {
                    // The spec's organisation routes: the calendar, the three tables and the job forms.
                    path: 'organisations',
                    element: <RequireRole roles={HOSPITAL_ROLES} />,
                    children: [
                      {
                        element: <RequireConfirmedMembership />,
                        children: [
                          { index: true, element: <Navigate replace to="dashboard" /> },
                          { path: 'calendar', element: <CalendarPage /> },
                          {
                            path: 'openLayouts',
                            element: <JobTablesPage groups={['confirmation']} titleKey="jobs.group.confirmation" />,
                          },
                          {
                            path: 'externalLayouts',
                            element: <JobTablesPage groups={['externeAnfagen']} titleKey="jobs.group.externeAnfagen" />,
                          },
                          {
                            path: 'allApplicants',
                            element: <JobTablesPage groups={['offeneShifts']} titleKey="jobs.group.offeneShifts" />,
                          },
                          {
                            path: 'dashboard',
                            element: <AllJobTablesPage />,
                          },
                          { path: 'jobUpload', element: <JobFormPage /> },
                          { path: 'jobUpdate/:id', element: <JobFormPage /> },
                          { path: '*', element: <ShellNotFoundPage /> },
                        ],
                      },
                    ],
                  },
                  {
                    path: 'agency',
                    element: <RequireRole roles={AGENCY_ROLES} />,
                    children: [
                      { index: true, element: <Navigate replace to="jobs" /> },
                      { path: 'jobs', element: <AgencyJobsPage /> },
                      { path: 'jobs/:id', element: <AgencyJobDetailPage /> },
                      { path: 'jobs/:id/apply', element: <ApplyPage /> },
                      { path: 'applied-jobs', element: <AppliedJobsPage /> },
                      { path: 'assignments', element: <AgencyAssignmentsPage /> },
                      { path: 'settings', element: <AgencySettingsPage /> },
                      { path: '*', element: <ShellNotFoundPage /> },
                    ],
                  },
                  { path: 'account', element: <AccountPage /> },
                  // The link in every mail about an assignment, sent on to the reader's page (issue 29).
                  { path: 'assignments/:id', element: <AssignmentLinkRedirect /> },
                  {
                    // A department's internal pool: the shifts offered to its members first.
                    path: 'shifts',
                    element: <RequireRole roles={POOL_ROLES} />,
                    children: [
                      { index: true, element: <ShiftsPage /> },
                      // Her agencies: invitations to accept or decline, agencies to leave.
                      { path: 'agencies', element: <MyAgenciesPage /> },
                      // Meine Einsätze: her own assignments, the landing page of the role (issue 29).
                      { path: 'assignments', element: <MyAssignmentsPage /> },
                      { path: '*', element: <ShellNotFoundPage /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
