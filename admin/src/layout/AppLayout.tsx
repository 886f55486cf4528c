import { Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { ErrorBoundary } from 'react-error-boundary';
import { Loading, Sidebar } from 'react-admin';
import { ErrorPage } from '../screens';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { SkipNavigationButton } from './SkipNavigationButton';

const PREFIX = 'RaLayout';
const classes = {
  appFrame: `${PREFIX}-appFrame`,
  contentWithSidebar: `${PREFIX}-contentWithSidebar`,
  content: `${PREFIX}-content`,
};

/**
 * react-admin's <Layout> (same markup, classes and styles) with our app bar and menu. The layout
 * and its content column may shrink below their content's width (react-admin makes the root
 * `fit-content` wide): on a 390 px phone a wide table then scrolls inside its own container
 * instead of the whole page scrolling sideways.
 *
 * Not react-admin's own component, because that one imports its error page statically, and the
 * error page's title brings the preferences' title editor (MUI's text field, select and popover)
 * into every first load of the dashboard (issue 27): here the error page is the lazily loaded one
 * of src/screens.tsx. The preferences inspector is left out: the console offers no way to open it.
 */
const Root = styled('div', { name: PREFIX, overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: theme.palette.background.default,
  position: 'relative',
  minWidth: 0,
  width: '100%',
  [`& .${classes.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${classes.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  [`& .${classes.content}`]: {
    backgroundColor: theme.palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    minWidth: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));

export const AppLayout = ({ children }: { children: ReactNode }) => {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  return (
    <Root className="layout">
      <SkipNavigationButton />
      <div className={classes.appFrame}>
        <AppBar />
        <main className={classes.contentWithSidebar}>
          <Sidebar>
            <AppMenu />
          </Sidebar>
          <div id="main-content" className={classes.content}>
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => (
                <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
              )}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Root>
  );
};
