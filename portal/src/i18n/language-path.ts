import { DEFAULT_LANGUAGE } from '@medstaff/domain';

/** First path segments of the portal's own areas: a path that starts with one lacks its language. */
const PORTAL_AREAS = ['auth', 'hospital', 'organisations', 'agency'];

/**
 * Where a path whose first segment is not a language we speak goes: the same page in the default
 * language. A missing language is added ('/auth/404' → '/de/auth/404'), an unknown one replaced
 * ('/fr/auth/404' → '/de/auth/404'); query and hash are kept.
 */
export function pathWithDefaultLanguage(path: string): string {
  const suffixStart = path.search(/[?#]/);
  const pathname = suffixStart === -1 ? path : path.slice(0, suffixStart);
  const suffix = suffixStart === -1 ? '' : path.slice(suffixStart);
  const [, first = '', ...rest] = pathname.split('/');
  const segments = PORTAL_AREAS.includes(first) ? [first, ...rest] : rest;
  return ['', DEFAULT_LANGUAGE, ...segments].join('/') + suffix;
}
