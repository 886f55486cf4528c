import { LANGUAGES, replacePathLanguage, type Language } from '@medstaff/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';
import type { TranslationKey } from '../../i18n/translations';
import { FlagIcon } from './FlagIcon';
import { onDemand, useOnDemandMenu } from '../../app/on-demand';

const LANGUAGE_NAME_KEYS = { de: 'language.de', en: 'language.en' } satisfies Record<Language, TranslationKey>;

const popup = onDemand(() => import('./LanguageMenuPopup').then((module) => module.LanguageMenuPopup));

/** The top bar's language menu: the same page in the other language (the first path segment is swapped). */
export function LanguageMenu() {
  const t = useTranslate();
  const current = useLanguage();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // The menu's list is loaded when the menu first opens, and stays for its closing transition.
  const { anchor, close, opened, menuId, buttonId, buttonProps } = useOnDemandMenu(popup);

  function choose(language: Language) {
    close();
    if (language !== current) navigate(replacePathLanguage(pathname + search + hash, language), { replace: true });
  }

  return (
    <>
      <Button
        {...buttonProps}
        color="inherit"
        aria-label={`${t('shell.languageMenu')}: ${t(LANGUAGE_NAME_KEYS[current])}`}
        startIcon={<FlagIcon language={current} />}
        endIcon={<ExpandMoreIcon />}
      >
        <span lang={current}>{t(LANGUAGE_NAME_KEYS[current])}</span>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <popup.Component
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            items={LANGUAGES.map((language) => ({
              language,
              name: t(LANGUAGE_NAME_KEYS[language]),
              flag: <FlagIcon language={language} />,
            }))}
            current={current}
            onChoose={choose}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
