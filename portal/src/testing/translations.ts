import * as german from '../i18n/phrases-de';
import * as english from '../i18n/phrases-en';
import * as germanSignedIn from '../i18n/phrases-signed-in-de';
import * as englishSignedIn from '../i18n/phrases-signed-in-en';
import * as germanAssignments from '../i18n/phrases-assignments-de';
import * as englishAssignments from '../i18n/phrases-assignments-en';
import type { Phrases } from '../i18n/translations';

/** Both languages' texts at once, every part, for the tests (the app loads what a visit shows). */
export const translations = {
  de: { ...german.phrases, ...germanSignedIn.phrases, ...germanAssignments.phrases } as Phrases,
  en: { ...english.phrases, ...englishSignedIn.phrases, ...englishAssignments.phrases } as Phrases,
};

/** The public part (the frame and the auth screens) of each language. */
export const publicTranslations = { de: german.phrases, en: english.phrases };

/** Each file of one language, by name. */
export const translationFiles = {
  de: { ...german.files, ...germanSignedIn.files, ...germanAssignments.files },
  en: { ...english.files, ...englishSignedIn.files, ...englishAssignments.files },
};
