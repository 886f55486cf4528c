import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { Logo } from '../../app/Logo';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';
import { isHospitalRole } from '@medstaff/domain';
import { HospitalHeaderIcons, HospitalHeaderLinks } from '../../hospital/HospitalHeaderLinks';
import { useSession } from '../../session/SessionProvider';
import { LanguageMenu } from './LanguageMenu';
import { UserMenu } from './UserMenu';

export interface TopBarProps {
  /** Width taken by a permanent side menu at the left (0 when the menu is a drawer). */
  sidebarWidth: number;
  /** Narrow screens: the menu button opens the drawer. */
  drawer?: { id: string; open: boolean; onOpen(): void };
}

export function TopBar({ sidebarWidth, drawer }: TopBarProps) {
  const t = useTranslate();
  const language = useLanguage();
  const { user } = useSession();
  const hospital = user !== null && isHospitalRole(user.role);
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ width: `calc(100% - ${sidebarWidth}px)`, ml: `${sidebarWidth}px`, borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {drawer && (
          <>
            <IconButton
              edge="start"
              onClick={drawer.onOpen}
              aria-label={t('shell.openMenu')}
              aria-controls={drawer.id}
              aria-expanded={drawer.open}
            >
              <MenuIcon />
            </IconButton>
            <Link
              href={`/${language}`}
              aria-label={t('header.homeLink')}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              <Logo height={28} />
            </Link>
          </>
        )}
        {hospital && <HospitalHeaderLinks />}
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" alignItems="center" spacing={1}>
          {hospital && <HospitalHeaderIcons />}
          <LanguageMenu />
          <UserMenu />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
