import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';
import type { TranslationKey } from '../../i18n/translations';

/** The site's legal pages (paths after the language segment). */
const FOOTER_LINKS: readonly { key: TranslationKey; path: string }[] = [
  { key: 'footer.imprint', path: '/imprint' },
  { key: 'footer.terms', path: '/terms' },
  { key: 'footer.privacy', path: '/privacy' },
  { key: 'footer.safety', path: '/privacy#security' },
];

export function AuthFooter() {
  const t = useTranslate();
  const language = useLanguage();

  return (
    <Box component="footer" sx={{ px: 2, py: 3 }}>
      <Stack
        component="nav"
        aria-label={t('footer.label')}
        direction="row"
        justifyContent="center"
        spacing={{ xs: 2, sm: 3 }}
        useFlexGap
        flexWrap="wrap"
      >
        {FOOTER_LINKS.map(({ key, path }) => (
          <Link key={key} href={`/${language}${path}`} variant="body2" color="text.secondary" underline="hover">
            {t(key)}
          </Link>
        ))}
      </Stack>
    </Box>
  );
}
