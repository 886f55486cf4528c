import { cloneElement, lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import { isLanguage } from '@medstaff/domain';
import {
  DASHBOARD_FIGURES,
  type AppDataProvider,
  type DashboardFigure,
  type DashboardFigureName,
  type DashboardFigures as Figures,
} from '../data/data-provider';
import { FALLBACK_LANGUAGE } from '../i18n/language';

/** Shown instead of a number the server cannot give. */
export const NO_VALUE = '–';

/** Number formats per interface language: 12,480 / 12.480. */
const NUMBER_LOCALES = { en: 'en-GB', de: 'de-DE' } as const;

/** Figures whose name gets an explanation on hover. */
const HINTS: Partial<Record<DashboardFigureName, string>> = { visitors: 'medstaff.dashboard.visitors_hint' };

/**
 * MUI's Tooltip (with Popper) for the figures' hints, loaded as the dashboard first draws rather
 * than before it (issue 27: not part of the dashboard's first load). Until it is there, the name
 * carries the hint as its `title`, as MUI's Tooltip does while closed (`describeChild`).
 */
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

function Hint({ hint, children }: { hint: string; children: ReactElement<{ title?: string }> }) {
  return (
    <Suspense fallback={cloneElement(children, { title: hint })}>
      <Tooltip title={hint} placement="top-start" describeChild>
        {children}
      </Tooltip>
    </Suspense>
  );
}

/** The loaded figures, or 'failed' when the call did not succeed. */
function useDashboardFigures(): Figures | 'failed' | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const locale = useLocale();
  const [figures, setFigures] = useState<Figures | 'failed'>();
  useEffect(() => {
    let active = true;
    dataProvider.getDashboardFigures(isLanguage(locale) ? locale : FALLBACK_LANGUAGE).then(
      (result) => active && setFigures(result),
      () => active && setFigures('failed'),
    );
    return () => {
      active = false;
    };
  }, [dataProvider, locale]);
  return figures;
}

/**
 * A missing figure shows '–' with the reason written under it on the card, for everyone (not only
 * on hover); the dash is described by it for screen readers.
 */
const UnavailableValue = ({ name, reason }: { name: DashboardFigureName; reason: string }) => {
  const reasonId = `dashboard-${name}-reason`;
  return (
    <>
      <Typography variant="h4" component="p" aria-describedby={reasonId} data-testid={`dashboard-${name}`}>
        {NO_VALUE}
      </Typography>
      <Typography id={reasonId} variant="body2" color="text.secondary">
        {reason}
      </Typography>
    </>
  );
};

/** One card: the figure's name (with a hint on hover where there is one) and its value. */
const FigureCard = ({ name, figure }: { name: DashboardFigureName; figure?: DashboardFigure }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const titleId = `dashboard-${name}-title`;
  const hintKey = HINTS[name];
  const hint = hintKey ? translate(hintKey) : undefined;
  const title = (
    <Typography
      id={titleId}
      variant="overline"
      component="h3"
      tabIndex={hint ? 0 : undefined}
      sx={hint ? { cursor: 'help', width: 'fit-content' } : undefined}
    >
      {translate(`medstaff.dashboard.figures.${name}`)}
    </Typography>
  );
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        {hint ? <Hint hint={hint}>{title}</Hint> : title}
        {!figure ? (
          <Skeleton variant="text" width={120} sx={{ fontSize: '2rem' }} data-testid={`dashboard-${name}-loading`} />
        ) : figure.value === null ? (
          <UnavailableValue
            name={name}
            reason={figure.unavailableReason ?? translate('medstaff.dashboard.figure_unavailable')}
          />
        ) : (
          <Typography variant="h4" component="p" data-testid={`dashboard-${name}`}>
            {new Intl.NumberFormat(NUMBER_LOCALES[isLanguage(locale) ? locale : FALLBACK_LANGUAGE]).format(
              figure.value,
            )}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};

/** The spec's eight figures, from GET /api/admin/statistics/dashboard. */
export const DashboardFigures = () => {
  const translate = useTranslate();
  const figures = useDashboardFigures();
  if (figures === 'failed') {
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {translate('medstaff.dashboard.figures_unavailable')}
      </Alert>
    );
  }
  return (
    <Box
      sx={{
        mt: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      {DASHBOARD_FIGURES.map((name) => (
        <FigureCard key={name} name={name} figure={figures?.[name]} />
      ))}
    </Box>
  );
};
