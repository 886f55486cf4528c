import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { styled, type Theme } from '@mui/material/styles';
import MuiAppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import RefreshIcon from '@mui/icons-material/Refresh';
import TranslateIcon from '@mui/icons-material/Translate';
import {
  HideOnScroll,
  TitlePortal,
  useGetIdentity,
  useLoading,
  useLocaleState,
  useLocales,
  useRefresh,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import { ThemeMenu } from './ThemeMenu';

/** The app bar's popup menus (MUI's Menu with its popover), loaded when one is first opened. */
const LocalesMenu = lazy(async () => ({ default: (await import('./AppBarMenus')).LocalesMenu }));
const UserMenuPopup = lazy(async () => ({ default: (await import('./AppBarMenus')).UserMenuPopup }));

const PREFIX = 'RaAppBar';
const classes = {
  appBar: `${PREFIX}-appBar`,
  toolbar: `${PREFIX}-toolbar`,
  menuButton: `${PREFIX}-menuButton`,
  title: `${PREFIX}-title`,
};

const StyledAppBar = styled(MuiAppBar, { name: PREFIX, overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    [`& .${classes.toolbar}`]: {
      padding: `0 ${theme.spacing(1)}`,
      [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
    },
    [`& .${classes.menuButton}`]: { marginRight: '0.2em' },
    // The title may shrink (and ends in '…') so that on a narrow screen it never runs under the
    // buttons, which keep their size.
    '& #react-admin-title': { minWidth: 0 },
    [`& .${classes.toolbar} > :not(#react-admin-title)`]: { flexShrink: 0 },
  }),
);

/**
 * The console's app bar: react-admin's (same markup, classes and styles: the sidebar button, the
 * page title, the language menu, the theme menu, the loading indicator and refresh button, the
 * user menu with "Logout"), with the buttons named by `aria-label` and `title` instead of MUI's
 * Tooltip, and the popup menus loaded when first opened: Tooltip with Popper and the menus'
 * popover are no longer part of the dashboard's first load (issue 27, docs/scaling.md).
 */
export const AppBar = () => {
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <HideOnScroll>
      <StyledAppBar className={classes.appBar} color="secondary">
        <Toolbar disableGutters variant={isXSmall ? 'regular' : 'dense'} className={classes.toolbar}>
          <SidebarToggleButton />
          <TitlePortal className={classes.title} />
          <LocalesMenuButton />
          <ThemeMenu />
          <LoadingIndicator />
          <UserMenu />
        </Toolbar>
      </StyledAppBar>
    </HideOnScroll>
  );
};

/** Opens and closes the sidebar, as react-admin's SidebarToggleButton. */
function SidebarToggleButton() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu', { _: 'Open/Close menu' });
  return (
    <IconButton
      color="inherit"
      className={classes.menuButton}
      aria-label={label}
      title={label}
      onClick={() => setOpen(!open)}
    >
      <MenuIcon
        classes={{
          root: open ? 'RaSidebarToggleButton-menuButtonIconOpen' : 'RaSidebarToggleButton-menuButtonIconClosed',
        }}
      />
    </IconButton>
  );
}

/** The button of a popup menu and, once it was opened, the menu (loaded then). */
function usePopupAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    anchor,
    opened,
    open: (event: MouseEvent<HTMLElement>) => {
      setAnchor(event.currentTarget);
      setOpened(true);
    },
    close: () => setAnchor(null),
  };
}

/** A menu once opened: loaded then, kept afterwards so that it closes with its transition. */
function LazyPopup({ opened, children }: { opened: boolean; children: ReactNode }) {
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The language menu, as react-admin's LocalesMenuButton (the language's name, a menu of both). */
function LocalesMenuButton() {
  const languages = useLocales();
  const [locale] = useLocaleState();
  const popup = usePopupAnchor();
  if (languages.length < 2) return null;
  return (
    <span className="RaLocalesMenuButton-root">
      <Button
        color="inherit"
        variant="text"
        aria-controls="simple-menu"
        aria-haspopup="true"
        aria-expanded={popup.anchor ? 'true' : undefined}
        onClick={popup.open}
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {languages.find((language) => language.locale === locale)?.name ?? ''}
      </Button>
      <LazyPopup opened={popup.opened}>
        <LocalesMenu anchor={popup.anchor} onClose={popup.close} />
      </LazyPopup>
    </span>
  );
}

/** Shows that something loads and refreshes the page's data, as react-admin's LoadingIndicator. */
function LoadingIndicator() {
  const translate = useTranslate();
  const loading = useLoading();
  const refresh = useRefresh();
  const label = translate('ra.action.refresh', { _: 'Refresh' });
  return (
    <span className="RaLoadingIndicator-root" style={{ position: 'relative' }}>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        className={`RaLoadingIndicator-loadedIcon${loading ? ' RaLoadingIndicator-loadedLoading' : ''}`}
        onClick={() => refresh()}
        sx={loading ? { visibility: 'hidden' } : undefined}
      >
        <RefreshIcon />
      </IconButton>
      {loading && (
        <CircularProgress
          className="app-loader RaLoadingIndicator-loader"
          color="inherit"
          size={16}
          thickness={6}
          sx={{ position: 'absolute', top: 'calc(50% - 8px)', left: 'calc(50% - 8px)' }}
        />
      )}
    </span>
  );
}

/** The signed-in person's menu with "Logout", as react-admin's UserMenu. */
function UserMenu() {
  const translate = useTranslate();
  const { isPending, identity } = useGetIdentity();
  const isLargeEnough = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const popup = usePopupAnchor();
  const label = translate('ra.auth.user_menu', { _: 'Profile' });
  const avatar = !isPending && identity?.avatar ? <Avatar src={identity.avatar} alt={identity.fullName} /> : null;
  return (
    <div className="RaUserMenu-root">
      {isLargeEnough && !isPending && identity?.fullName ? (
        <Button
          aria-label={label}
          aria-haspopup="true"
          aria-expanded={popup.anchor ? 'true' : undefined}
          className="RaUserMenu-userButton"
          color="inherit"
          startIcon={avatar ?? <AccountCircleIcon />}
          onClick={popup.open}
          variant="text"
          sx={{ textTransform: 'none', marginInlineStart: 0.5 }}
        >
          {identity.fullName}
        </Button>
      ) : (
        <IconButton
          aria-label={label}
          title={label}
          aria-owns={popup.anchor ? 'menu-appbar' : undefined}
          aria-haspopup="true"
          color="inherit"
          onClick={popup.open}
        >
          {avatar ?? <AccountCircleIcon />}
        </IconButton>
      )}
      <LazyPopup opened={popup.opened}>
        <UserMenuPopup anchor={popup.anchor} onClose={popup.close} />
      </LazyPopup>
    </div>
  );
}
