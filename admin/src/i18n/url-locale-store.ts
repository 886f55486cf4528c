import type { Store } from 'react-admin';
import { isLanguage, replacePathLanguage, type Language } from '@medstaff/domain';

/** The key react-admin keeps the locale under (useLocaleState, I18nContextProvider). */
export const LOCALE_STORE_KEY = 'locale';

export type NavigateToUrl = (url: string) => void;

const loadUrl: NavigateToUrl = (url) => window.location.assign(url);

/**
 * Wraps react-admin's store so that the locale lives in the URL instead of localStorage:
 * reading it gives the path's language, and setting it (react-admin's LocalesMenuButton,
 * useSetLocale, …) loads the same page under the other language's path. URL and interface
 * therefore always agree, and a language stored by another tab cannot override the path.
 * All other keys go to the wrapped store unchanged.
 */
export function urlLocaleStore(store: Store, language: Language, navigate: NavigateToUrl = loadUrl): Store {
  return {
    ...store,
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      return key === LOCALE_STORE_KEY ? (language as T) : store.getItem(key, defaultValue);
    },
    setItem<T>(key: string, value: T): void {
      if (key !== LOCALE_STORE_KEY) return store.setItem(key, value);
      if (!isLanguage(value) || value === language) return;
      const { pathname, search, hash } = window.location;
      navigate(`${replacePathLanguage(pathname, value)}${search}${hash}`);
    },
    removeItem(key: string): void {
      if (key !== LOCALE_STORE_KEY) store.removeItem(key);
    },
    subscribe(key: string, callback: (value: unknown) => void): () => void {
      return key === LOCALE_STORE_KEY ? () => undefined : store.subscribe(key, callback);
    },
  };
}
