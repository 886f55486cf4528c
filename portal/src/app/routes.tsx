import { HOSPITAL_ROLES, type PersonRole } from '@medstaff/domain';
import { Navigate, type RouteObject } from 'react-router';
import { AgencyJobDetailPage } from '../agency/AgencyJobDetailPage';
import { AgencyJobsPage } from '../agency/AgencyJobsPage';
import { AppliedJobsPage } from '../agency/AppliedJobsPage';
import { ApplyPage } from '../agency/ApplyPage';
import type { AuthRouteHandle } from '../auth/auth-header-link';
import { AuthLayout } from '../auth/AuthLayout';
import { CreateNewPasswordPage } from '../auth/pages/CreateNewPasswordPage';
import { EmailConfirmationPage } from '../auth/pages/EmailConfirmationPage';
import { EmailConfirmedPage } from '../auth/pages/EmailConfirmedPage';
import { ForgotPasswordPage } from '../auth/pages/ForgotPasswordPage';
import { NotFoundPage } from '../auth/pages/NotFoundPage';
import { PasswordUpdatedPage } from '../auth/pages/PasswordUpdatedPage';
import { ResetPasswordConfirmedPage } from '../auth/pages/ResetPasswordConfirmedPage';
import { ServerErrorPage } from '../auth/pages/ServerErrorPage';
import { SignInPage } from '../auth/pages/SignInPage';
import { SignUpPage } from '../auth/pages/SignUpPage';
import { LanguageRoute } from '../i18n/LanguageRoute';
import { RequireSession } from '../session/RequireSession';
import { AppShell } from '../shell/AppShell';
import { CalendarPage } from '../calendar/CalendarPage';
import { HospitalDashboardPage } from '../hospital/HospitalDashboardPage';
import { InvoicesPage, MessagesPage, NotificationsPage, StaffPage } from '../hospital/PlannedPage';
import { RequireConfirmedMembership } from '../hospital/RequireConfirmedMembership';
import { SettingsPage } from '../hospital/SettingsPage';
import { JobFormPage } from '../jobs/JobFormPage';
import { GROUP_ORDER, JobTablesPage } from '../jobs/JobTablesPage';
import { ShiftsPage } from '../pool/ShiftsPage';
import { ShellNotFoundPage } from '../shell/pages/ShellNotFoundPage';
import { RequireRole } from '../shell/RequireRole';
import { RootErrorBoundary } from './RootErrorBoundary';
import { RootLayout } from './RootLayout';

const AGENCY_ROLES: readonly PersonRole[] = ['AGENCY'];
const POOL_ROLES: readonly PersonRole[] = ['USER'];

/** Sign-up shows 'Already have an account?' 'Log In here' in the header; no other auth page does. */
const signUpHandle: AuthRouteHandle = {
  authHeaderLink: { textKey: 'header.haveAccount', linkKey: 'header.signInLink', path: '/auth/sign-in' },
};

/**
 * The portal's routes, as the server serves them: it answers /{lang}/auth/*, /{lang}/hospital*,
 * /{lang}/organisations/*, /{lang}/agency/* and /{lang}/shifts with this app.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootErrorBoundary />,
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
                            element: <JobTablesPage groups={GROUP_ORDER} titleKey="jobs.allTables" />,
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
                      { path: '*', element: <ShellNotFoundPage /> },
                    ],
                  },
                  {
                    // A department's internal pool: the shifts offered to its members first.
                    path: 'shifts',
                    element: <RequireRole roles={POOL_ROLES} />,
                    children: [
                      { index: true, element: <ShiftsPage /> },
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
