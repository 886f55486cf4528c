/**
 * A feature's own texts, beside `en.ts` and `de.ts`, so features worked on side by side do not
 * share one file. Both languages have the same keys (the type and `messages.spec.ts` check it);
 * `i18n-provider.ts` merges every module of `MESSAGE_MODULES` over the main texts.
 */
export interface MessageModule<T extends object> {
  en: T;
  de: T;
}
