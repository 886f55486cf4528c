import germanMessages from 'ra-language-german';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { de } from './de';
import { MESSAGE_MODULES } from './modules';

/** The console's German texts over react-admin's: a chunk of its own, loaded for German pages only. */
export const deMessages: TranslationMessages = mergeTranslations(
  germanMessages,
  de,
  ...MESSAGE_MODULES.map((module) => module.de),
);
