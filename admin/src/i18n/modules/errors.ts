import type { MessageModule } from './types';

const en = {
  medstaff: {
    errors: {
      email_taken: 'This email address belongs to another person.',
    },
    history_values: {
      logo_changed: 'Logo changed',
      picture_changed: 'Picture changed',
      yes: 'yes',
      no: 'no',
    },
  },
};

/** Texts of the errors work; keys under `medstaff.`, the same in both languages. */
export const errorsMessages: MessageModule<typeof en> = {
  en,
  de: {
    medstaff: {
      errors: {
        email_taken: 'Diese E-Mail-Adresse gehört einer anderen Person.',
      },
      history_values: {
        logo_changed: 'Logo geändert',
        picture_changed: 'Bild geändert',
        yes: 'ja',
        no: 'nein',
      },
    },
  },
};
