import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Logo } from '../../app/Logo';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';
import { useSession } from '../../session/SessionProvider';
import { menuGroupsForRole, ROLE_LABEL_KEYS } from '../menu-entries';
import { MenuGroupSection } from './MenuGroupSection';
import { fullNameOf, UserAvatar } from './UserAvatar';

export const SUPPORT_EMAIL = 'support@medstaff.de';

/** The side menu: logo, the signed-in user, the role's menu groups and the help link. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslate();
  const language = useLanguage();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar>
        <Link href={`/${language}`} aria-label={t('header.homeLink')} sx={{ display: 'inline-flex' }}>
          <Logo />
        </Link>
      </Toolbar>
      <Divider />
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ px: 2, py: 2 }}>
        <UserAvatar user={user} />
        <Box sx={{ minWidth: 0 }}>
          <Typography fontWeight={700} noWrap data-testid="side-menu-user-name">
            {fullNameOf(user)}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {t(ROLE_LABEL_KEYS[user.role])}
          </Typography>
        </Box>
      </Stack>
      <Divider />
      <Box component="nav" aria-label={t('shell.mainMenu')} sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        {menuGroupsForRole(user.role).map((group) => (
          <MenuGroupSection key={group.key} group={group} onNavigate={onNavigate} />
        ))}
      </Box>
      <Divider />
      <Box sx={{ py: 1 }}>
        <ListItemButton component="a" href={`mailto:${SUPPORT_EMAIL}`} sx={{ mx: 1, borderRadius: 1 }}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <HelpOutlineIcon />
          </ListItemIcon>
          <ListItemText primary={t('shell.needHelp')} />
        </ListItemButton>
      </Box>
    </Box>
  );
}
