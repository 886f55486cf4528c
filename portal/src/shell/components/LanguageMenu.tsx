import { LANGUAGES, replacePathLanguage, type Language } from '@medstaff/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';
import type { TranslationKey } from '../../i18n/translations';
import { FlagIcon } from './FlagIcon';

const LANGUAGE_NAME_KEYS = { de: 'language.de', en: 'language.en' } satisfies Record<Language, TranslationKey>;

/** The top bar's language menu: the same page in the other language (the first path segment is swapped). */
export function LanguageMenu() {
  const t = useTranslate();
  const current = useLanguage();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();

  function choose(language: Language) {
    setAnchor(null);
    if (language !== current) navigate(replacePathLanguage(pathname + search + hash, language), { replace: true });
  }

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-label={`${t('shell.languageMenu')}: ${t(LANGUAGE_NAME_KEYS[current])}`}
        startIcon={<FlagIcon language={current} />}
        endIcon={<ExpandMoreIcon />}
      >
        <span lang={current}>{t(LANGUAGE_NAME_KEYS[current])}</span>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem key={language} selected={language === current} lang={language} onClick={() => choose(language)}>
            <ListItemIcon>
              <FlagIcon language={language} />
            </ListItemIcon>
            <ListItemText>{t(LANGUAGE_NAME_KEYS[language])}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
