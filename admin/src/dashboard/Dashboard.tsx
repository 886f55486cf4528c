import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, Skeleton, Tooltip, Typography } from '@mui/material';
import { Title, useDataProvider, useGetIdentity, useLocale, useTranslate } from 'react-admin';
import type { AppDataProvider, SiteFigures } from '../data/data-provider';
import { isLanguage } from '@medstaff/domain';
import { FALLBACK_LANGUAGE } from '../i18n/language';
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

/** Visitors of the public site, from the server's anonymous counts. */
export const SiteVisitors = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [figures, setFigures] = useState<SiteFigures>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    dataProvider.getSiteFigures().then(
      (result) => active && setFigures(result),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [dataProvider]);
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="site-visitors-title">
      <CardContent>
        <Tooltip title={translate('medstaff.dashboard.visitors_hint')} placement="top-start">
          <Typography id="site-visitors-title" variant="overline" component="h3" sx={{ cursor: 'help' }}>
            {translate('medstaff.dashboard.visitors')}
          </Typography>
        </Tooltip>
        {failed ? (
          <Alert severity="warning">{translate('medstaff.dashboard.figures_unavailable')}</Alert>
        ) : !figures ? (
          <Skeleton variant="text" width={120} sx={{ fontSize: '2rem' }} />
        ) : (
          <Box>
            <Typography variant="h4" component="p" data-testid="site-visitors">
              {number(figures.visits)}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {translate('medstaff.dashboard.visitors_detail', {
                pageViews: number(figures.pageViews),
                searches: number(figures.searches),
                submits: number(figures.submits),
              })}
              {figures.since
                ? ` · ${translate('medstaff.dashboard.visitors_since', {
                    date: formatLongDate(
                      new Date(`${figures.since}T12:00:00`),
                      isLanguage(locale) ? locale : FALLBACK_LANGUAGE,
                    ),
                  })}`
                : ''}
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

export const Dashboard = () => (
  <>
    <Card sx={{ mt: 2 }}>
      <Title title="ra.page.dashboard" />
      <CardContent>
        <Welcome />
        <Today />
      </CardContent>
    </Card>
    <SiteVisitors />
  </>
);
