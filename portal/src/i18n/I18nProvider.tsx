import type { Language } from '@medstaff/domain';
import Polyglot from 'node-polyglot';
import { createContext, use, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { loadedTranslations, loadTranslations, type TextPart, type TranslationKey } from './translations';

export type Translate = (key: TranslationKey, options?: Polyglot.InterpolationOptions) => string;

interface I18nContextValue {
  language: Language;
  /** The phrases `translate` reads, so that a provider below can add a part to them. */
  phrases: Readonly<Record<string, string>>;
  translate: Translate;
}

const I18nContext = createContext<I18nContextValue | null>(null);

export interface I18nProviderProps {
  language: Language;
  children: ReactNode;
}

/**
 * Gives the tree the texts of one language and marks the document with it (its lang and its
 * description). The texts of the
 * first language are loaded before the first render (app/main.tsx); another language suspends
 * until its texts arrive, and the router's navigations are transitions, so the page stays in the
 * old language until then (never a key on screen).
 */
export function I18nProvider({ language, children }: I18nProviderProps) {
  const phrases = useTexts(language, 'public');
  const value = useMemo(() => contextValue(language, phrases), [language, phrases]);

  const description = value.translate('app.description');
  useEffect(() => {
    document.documentElement.lang = language;
    // Search engines and link previews read the description (index.html has the German one).
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [language, description]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * Adds the texts of the signed-in area (a chunk of their own, translations.ts) to the tree below,
 * in the current language; suspends until they arrive.
 */
export function SignedInTexts({ children }: { children: ReactNode }) {
  return <PartTexts part="signedIn">{children}</PartTexts>;
}

/** Adds a part's texts to those above (suspending until they arrive): the signed-in area, the assignment pages. */
export function PartTexts({ part, children }: { part: TextPart; children: ReactNode }) {
  const { language, phrases } = useI18nContext();
  const partPhrases = useTexts(language, part);
  const value = useMemo(() => contextValue(language, { ...phrases, ...partPhrases }), [language, phrases, partPhrases]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** A part of a language's texts: at once when loaded, else suspending until it is. */
function useTexts(language: Language, part: TextPart): Readonly<Record<string, string>> {
  return loadedTranslations(language, part) ?? use(loadTranslations(language, part));
}

function contextValue(language: Language, phrases: Readonly<Record<string, string>>): I18nContextValue {
  const polyglot = new Polyglot({ locale: language, phrases });
  return { language, phrases, translate: (key, options) => polyglot.t(key, options) };
}

function useI18nContext(): I18nContextValue {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useTranslate and useLanguage need an I18nProvider above them.');
  return context;
}

/** The translate function of the current language: `t('notFound.title')`. */
export function useTranslate(): Translate {
  return useI18nContext().translate;
}

/** The current interface language. */
export function useLanguage(): Language {
  return useI18nContext().language;
}
