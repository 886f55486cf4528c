import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../app/Logo';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';
import type { AuthHeaderLink } from '../auth-header-link';
import { LanguageSwitch } from './LanguageSwitch';

export function AuthHeader({ headerLink }: { headerLink?: AuthHeaderLink }) {
  const t = useTranslate();
  const language = useLanguage();

  return (
    <Box
      component="header"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: { xs: 2, md: 4 }, py: 1.5 }}
    >
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2} useFlexGap flexWrap="wrap">
        {/* The home page belongs to the site, another app: a plain link, not a router link. */}
        <Link href={`/${language}`} aria-label={t('header.homeLink')} sx={{ display: 'inline-flex' }}>
          <Logo />
        </Link>
        <Stack direction="row" alignItems="center" spacing={2}>
          {headerLink && <HeaderLinkText headerLink={headerLink} />}
          <LanguageSwitch />
        </Stack>
      </Stack>
    </Box>
  );
}

function HeaderLinkText({ headerLink }: { headerLink: AuthHeaderLink }) {
  const t = useTranslate();
  const language = useLanguage();
  return (
    <Typography variant="body2" color="text.secondary">
      {t(headerLink.textKey)}{' '}
      <Link component={RouterLink} to={`/${language}${headerLink.path}`} fontWeight={600}>
        {t(headerLink.linkKey)}
      </Link>
    </Typography>
  );
}
