export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The public site falls back to German. */
export const DEFAULT_LANGUAGE: Language = 'de';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A text in both interface languages. */
export type LocalizedText = Record<Language, string>;

/**
 * Picks the best interface language from an HTTP Accept-Language header,
 * honouring q-values; anything we do not speak falls back to German.
 */
export function pickLanguage(acceptLanguage: string | undefined | null): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = qParam ? Number(qParam.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const match = ranked.find((entry) => isLanguage(entry.base));
  return match ? (match.base as Language) : DEFAULT_LANGUAGE;
}

/** The language a path starts with, if any: '/en/agency/jobs' → 'en'. */
export function languageOfPath(path: string): Language | undefined {
  const first = path.split('/')[1];
  return isLanguage(first) ? first : undefined;
}

/**
 * Language change replaces the first path segment and keeps the rest of the page:
 * '/de/auth/sign-in?x=1' → '/en/auth/sign-in?x=1'. A path without a language gets one.
 */
export function replacePathLanguage(path: string, language: Language): string {
  const segments = path.split('/');
  if (isLanguage(segments[1])) {
    segments[1] = language;
    return segments.join('/');
  }
  return `/${language}${path.startsWith('/') ? path : `/${path}`}`.replace(/\/$/, '') || `/${language}`;
}
