import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { en } from './en';
import { MESSAGE_MODULES } from './modules';

/** The console's English texts over react-admin's: a chunk of its own, loaded for English pages only. */
export const enMessages: TranslationMessages = mergeTranslations(
  englishMessages,
  en,
  ...MESSAGE_MODULES.map((module) => module.en),
);
