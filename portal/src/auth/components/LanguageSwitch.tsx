import { LANGUAGES, replacePathLanguage, type Language } from '@medstaff/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';
import type { TranslationKey } from '../../i18n/translations';

const LANGUAGE_NAME_KEYS = { de: 'language.de', en: 'language.en' } satisfies Record<Language, TranslationKey>;

/** DE / EN: the same page in the other language (the first path segment is swapped). */
export function LanguageSwitch() {
  const t = useTranslate();
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();

  return (
    <Stack component="nav" aria-label={t('language.switchLabel')} direction="row" spacing={0.5}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          component={RouterLink}
          to={replacePathLanguage(pathname + search + hash, language)}
          replace
          size="small"
          variant={language === current ? 'contained' : 'text'}
          disableElevation
          aria-current={language === current ? 'true' : undefined}
          title={t(LANGUAGE_NAME_KEYS[language])}
          lang={language}
          sx={{ minWidth: 40 }}
        >
          {language.toUpperCase()}
        </Button>
      ))}
    </Stack>
  );
}
