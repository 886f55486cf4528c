import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useGetIdentity, useLocale, useTranslate } from 'react-admin';
import { isLanguage } from '@medstaff/domain';
import { FALLBACK_LANGUAGE } from '../i18n/language';
import { PageTitle } from '../layout/PageTitle';
import { DashboardFigures } from './DashboardFigures';
import { formatLongDate, isoDay } from './format-date';

/** The welcome line with the administrator's first name. */
const Welcome = () => {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  if (isPending) return <Skeleton variant="text" width={240} sx={{ fontSize: '1.5rem' }} />;
  return (
    <Typography variant="h5" component="h2">
      {translate('medstaff.dashboard.welcome', { name: identity?.firstName ?? '' })}
    </Typography>
  );
};

/** Today's date in the interface language. */
const Today = () => {
  const locale = useLocale();
  const today = new Date();
  return (
    <Typography color="text.secondary" component="p">
      <time dateTime={isoDay(today)}>{formatLongDate(today, isLanguage(locale) ? locale : FALLBACK_LANGUAGE)}</time>
    </Typography>
  );
};

/** /{lang}/admin/dashboard: the welcome line with today's date, then the eight figures. */
export const Dashboard = () => (
  <>
    <Card sx={{ mt: 2 }}>
      {/* The app bar says what the menu says (Übersicht in German), not react-admin's "Dashboard". */}
      <PageTitle title="medstaff.menu.dashboard" />
      <CardContent>
        <Welcome />
        <Today />
      </CardContent>
    </Card>
    <DashboardFigures />
  </>
);
