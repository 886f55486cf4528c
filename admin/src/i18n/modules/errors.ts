import type { MessageModule } from './types';

const en = {
  medstaff: {},
};

/** Texts of the errors work; keys under `medstaff.`, the same in both languages. */
export const errorsMessages: MessageModule<typeof en> = {
  en,
  de: {
    medstaff: {},
  },
};
