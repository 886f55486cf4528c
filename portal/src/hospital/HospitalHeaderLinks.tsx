import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { NavLink } from 'react-router';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import type { TranslationKey } from '../i18n/translations';
import { useSession } from '../session/SessionProvider';

const LINKS: { labelKey: TranslationKey; path: string }[] = [
  { labelKey: 'hospitalHeader.shifts', path: '/organisations/calendar' },
  { labelKey: 'hospitalHeader.staff', path: '/hospital/staff' },
  { labelKey: 'hospitalHeader.newRequest', path: '/organisations/jobUpload' },
  { labelKey: 'hospitalHeader.invoices', path: '/hospital/invoices' },
];

/** The spec's header of the hospital area: Dienste, Mein Personal, Neue Schichtanfrage, Rechnung (wide screens). */
export function HospitalHeaderLinks() {
  const t = useTranslate();
  const language = useLanguage();
  // Below 1200px the links would crowd the bar: the dashboard and the menu lead to the same pages.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'), { noSsr: true });
  if (narrow) return null;
  return (
    <Stack component="nav" aria-label={t('hospitalHeader.label')} direction="row" spacing={0.5}>
      {LINKS.map((link) => (
        <Button
          key={link.path}
          component={NavLink}
          to={`/${language}${link.path}`}
          color="inherit"
          sx={{ '&.active': { color: 'primary.main' } }}
        >
          {t(link.labelKey)}
        </Button>
      ))}
    </Stack>
  );
}

/** The icons of the hospital header: notification, email, settings and exit (signs out). */
export function HospitalHeaderIcons() {
  const t = useTranslate();
  const language = useLanguage();
  const { logout } = useSession();
  // On a phone the user menu keeps "Sign out"; the other pages are reached from the dashboard.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (phone) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      <IconButton
        component={NavLink}
        to={`/${language}/hospital/notifications`}
        aria-label={t('hospitalHeader.notifications')}
      >
        <NotificationsNoneOutlinedIcon />
      </IconButton>
      <IconButton component={NavLink} to={`/${language}/hospital/messages`} aria-label={t('hospitalHeader.messages')}>
        <EmailOutlinedIcon />
      </IconButton>
      <IconButton component={NavLink} to={`/${language}/hospital/settings`} aria-label={t('hospitalHeader.settings')}>
        <SettingsOutlinedIcon />
      </IconButton>
      <IconButton onClick={() => void logout()} aria-label={t('hospitalHeader.exit')}>
        <LogoutIcon />
      </IconButton>
    </Stack>
  );
}
