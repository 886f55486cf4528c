import type { MessageModule } from './types';

const en = {
  medstaff: {},
};

/** Texts of the members work; keys under `medstaff.`, the same in both languages. */
export const membersMessages: MessageModule<typeof en> = {
  en,
  de: {
    medstaff: {},
  },
};
