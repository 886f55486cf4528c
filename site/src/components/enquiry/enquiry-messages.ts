import type { Language } from '@medstaff/domain';
import { translations, type TranslationKey } from '../../i18n';

/** The translation keys the enquiry island uses; only these travel to the browser as its props. */
export type EnquiryMessageKey = Extract<TranslationKey, `enquiry.${string}`>;
export type EnquiryMessages = Record<EnquiryMessageKey, string>;

/** The enquiry texts of one language (called at build time by the landing page). */
export function enquiryMessages(lang: Language): EnquiryMessages {
  const entries = Object.entries(translations[lang]).filter(([key]) => key.startsWith('enquiry.'));
  return Object.fromEntries(entries) as EnquiryMessages;
}
