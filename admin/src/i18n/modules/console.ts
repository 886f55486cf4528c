import type { MessageModule } from './types';

const en = {
  medstaff: {},
};

/** Texts of the console work; keys under `medstaff.`, the same in both languages. */
export const consoleMessages: MessageModule<typeof en> = {
  en,
  de: {
    medstaff: {},
  },
};
