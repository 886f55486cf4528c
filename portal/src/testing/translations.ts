import * as german from '../i18n/phrases-de';
import * as english from '../i18n/phrases-en';

/** Both languages' texts at once, for the tests (the app loads one language per visit). */
export const translations = { de: german.phrases, en: english.phrases };

/** Each file of one language, by name. */
export const translationFiles = { de: german.files, en: english.files };
