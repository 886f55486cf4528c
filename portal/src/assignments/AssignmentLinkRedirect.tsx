import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { useLanguage } from '../i18n/I18nProvider';
import { pageNavigation } from '../session/page-navigation';
import { useSession } from '../session/SessionProvider';
import { ShellNotFoundPage } from '../shell/pages/ShellNotFoundPage';
import { assignmentDestination } from './assignment-links';

/** /{lang}/assignments/{id}: the link in every mail about an assignment, sent on to the reader's page. */
export function AssignmentLinkRedirect() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const language = useLanguage();
  const assignmentId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
  const destination = user && assignmentId ? assignmentDestination(user.role, language, assignmentId) : undefined;
  const fullPagePath = destination?.fullPage ? destination.path : undefined;

  useEffect(() => {
    if (fullPagePath) pageNavigation.replace(fullPagePath);
  }, [fullPagePath]);

  if (!assignmentId) return <ShellNotFoundPage />;
  if (destination && !destination.fullPage) return <Navigate replace to={destination.path} />;
  return null;
}
