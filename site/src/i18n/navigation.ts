import { DEFAULT_LANGUAGE, LANGUAGES, replacePathLanguage, type Language } from '@medstaff/domain';
import type { TranslationKey } from './index';

/** Public pages that can appear in the main navigation; each has a `nav.{key}` translation. */
export type NavigationKey = 'home' | 'agencies' | 'howItWorks' | 'innovation' | 'partners' | 'about-us';

/** The main navigation, in display order. A page joins the header by adding its key here. */
export const NAVIGATION_KEYS: readonly NavigationKey[] = [
  'home',
  'agencies',
  'howItWorks',
  'innovation',
  'partners',
  'about-us',
];

/** Legal pages linked from the footer; each has a `footer.{key}` translation. */
export const LEGAL_PAGE_KEYS = ['imprint', 'privacy', 'terms'] as const;
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];

/** `home` is the language root, every other page lives at `/{lang}/{key}`. */
/** Pages written in Markdown per language (`src/content/pages/{lang}/{key}.md`), each at `/{lang}/{key}`. */
export const CONTENT_PAGE_KEYS = [
  'agencies',
  'howItWorks',
  'innovation',
  'partners',
  'about-us',
  'terms',
  'imprint',
  'privacy',
] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];

export function navigationHref(lang: Language, key: NavigationKey): string {
  return key === 'home' ? `/${lang}` : `/${lang}/${key}`;
}

export function navigationLabelKey(key: NavigationKey): TranslationKey {
  return `nav.${key}`;
}

export function legalPageHref(lang: Language, key: LegalPageKey): string {
  return `/${lang}/${key}`;
}

export function legalPageLabelKey(key: LegalPageKey): TranslationKey {
  return `footer.${key}`;
}

export const contactHref = (lang: Language): string => `/${lang}#contact`;
export const signInHref = (lang: Language): string => `/${lang}/auth/sign-in`;

/** The portal's sign-up form for a hospital or clinic (its organisation admin) or for an agency. */
export const signUpHref = (lang: Language, kind: 'organisation' | 'agency'): string => `/${lang}/auth/sign-up/${kind}`;

/**
 * The same page in another language: the first path segment is replaced and the rest kept.
 * Paths never end with a slash on this site (`trailingSlash: 'never'`), so one is dropped first.
 */
export function languageSwitchHref(pathname: string, lang: Language): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return replacePathLanguage(path, lang);
}

export interface AlternateLink {
  hreflang: Language | 'x-default';
  href: string;
}

/** hreflang alternates of a page: one per language, and German as x-default. */
export function alternateLinks(pathname: string): AlternateLink[] {
  return [
    ...LANGUAGES.map((lang) => ({ hreflang: lang, href: languageSwitchHref(pathname, lang) })),
    { hreflang: 'x-default', href: languageSwitchHref(pathname, DEFAULT_LANGUAGE) },
  ];
}
