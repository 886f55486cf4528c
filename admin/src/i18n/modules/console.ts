import type { MessageModule } from './types';

const en = {
  medstaff: {
    console: {
      /** Person roles as the screens name them (the API sends the codes). */
      roles: {
        USER: 'User',
        AGENCY: 'Agency admin',
        ORG_ADMIN: 'Organisation admin',
        ORG_SUB: 'Department admin',
        ADMIN: 'Administrator',
      },
      qualification_level: 'Qualification level',
      edit_qualification: 'Edit qualification level',
      save_qualification: 'Save qualification level',
      cancel_qualification: 'Cancel qualification level',
      pager: {
        page: 'Go to page %{page}',
        current_page: 'Page %{page}',
        first: 'Go to first page',
        last: 'Go to last page',
        next: 'Go to next page',
        previous: 'Go to previous page',
      },
      agency_delete_note: 'Its agency users and agency customers lose their membership of it; their accounts remain.',
    },
  },
};

/** Texts of the console work; keys under `medstaff.`, the same in both languages. */
export const consoleMessages: MessageModule<typeof en> = {
  en,
  de: {
    medstaff: {
      console: {
        roles: {
          USER: 'Benutzer',
          AGENCY: 'Agentur-Admin',
          ORG_ADMIN: 'Organisations-Admin',
          ORG_SUB: 'Abteilungs-Admin',
          ADMIN: 'Administrator',
        },
        qualification_level: 'Qualifikationsstufe',
        edit_qualification: 'Qualifikationsstufe bearbeiten',
        save_qualification: 'Qualifikationsstufe speichern',
        cancel_qualification: 'Qualifikationsstufe abbrechen',
        pager: {
          page: 'Zu Seite %{page}',
          current_page: 'Seite %{page}',
          first: 'Zur ersten Seite',
          last: 'Zur letzten Seite',
          next: 'Zur nächsten Seite',
          previous: 'Zur vorherigen Seite',
        },
        agency_delete_note:
          'Ihre Agenturbenutzer und Agenturkunden verlieren die Mitgliedschaft in ihr; ihre Konten bleiben bestehen.',
      },
    },
  },
};
