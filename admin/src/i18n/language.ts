import { languageOfPath, type Language } from '@medstaff/domain';

/** The back-office speaks English unless the path says otherwise. */
export const FALLBACK_LANGUAGE: Language = 'en';

/** '/de/admin/agencies' → 'de'; anything without a known language → 'en'. */
export function languageFromPath(pathname: string): Language {
  return languageOfPath(pathname) ?? FALLBACK_LANGUAGE;
}

/** Where the back-office lives for a language: every admin route is /{language}/admin/…. */
export function adminBasename(language: Language): string {
  return `/${language}/admin`;
}
