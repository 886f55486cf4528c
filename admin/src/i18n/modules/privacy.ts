import type { MessageModule } from './types';

const en = {
  medstaff: {
    privacy: {
      title: 'Data protection',
      export: 'Download personal data (ZIP)',
      export_text:
        'Everything stored about this person (profile, memberships, applications, documents, shifts, log entries) for a request under GDPR Art. 15 or 20. The download is recorded in the history.',
      erasure: 'Request to delete the account',
      none: 'This person has not asked to delete their account.',
      message: 'Their message: %{message}',
      state: {
        pending: 'Asked on %{date} to delete their account; waiting for a decision.',
        confirmed: 'Asked on %{date}; erased on %{decided}.',
        refused: 'Asked on %{date}; refused on %{decided}. Reason: %{reason}',
        withdrawn: 'Asked on %{date}; withdrawn by the person on %{decided}.',
      },
      confirm: 'Erase the account',
      confirm_title: 'Erase this account?',
      confirm_text:
        'The profile, memberships, documents and files are deleted and the name is removed from applications and the log; the person can no longer sign in. Filled shifts stay filled. This cannot be undone. The person is told by mail.',
      refuse: 'Refuse',
      refuse_title: 'Refuse the request?',
      refuse_text: 'The person receives the reason by mail, in their language, and may ask again later.',
      reason: 'Reason',
      reason_help: 'At least 3 characters; e.g. which legal duty to keep the data applies, and until when.',
    },
  },
};

/** Texts of the data protection panel on a person's page; keys under `medstaff.`, the same in both languages. */
export const privacyMessages: MessageModule<typeof en> = {
  en,
  de: {
    medstaff: {
      privacy: {
        title: 'Datenschutz',
        export: 'Personenbezogene Daten herunterladen (ZIP)',
        export_text:
          'Alles, was über diese Person gespeichert ist (Profil, Mitgliedschaften, Bewerbungen, Unterlagen, Dienste, Protokolleinträge), für eine Anfrage nach Art. 15 oder 20 DSGVO. Der Download wird im Verlauf festgehalten.',
        erasure: 'Antrag auf Löschung des Kontos',
        none: 'Diese Person hat keine Löschung ihres Kontos beantragt.',
        message: 'Ihre Nachricht: %{message}',
        state: {
          pending: 'Am %{date} die Löschung des Kontos beantragt; wartet auf eine Entscheidung.',
          confirmed: 'Am %{date} beantragt; am %{decided} gelöscht.',
          refused: 'Am %{date} beantragt; am %{decided} abgelehnt. Begründung: %{reason}',
          withdrawn: 'Am %{date} beantragt; am %{decided} von der Person zurückgezogen.',
        },
        confirm: 'Konto löschen',
        confirm_title: 'Dieses Konto löschen?',
        confirm_text:
          'Profil, Mitgliedschaften, Unterlagen und Dateien werden gelöscht, der Name wird aus Bewerbungen und Protokoll entfernt; die Person kann sich nicht mehr anmelden. Besetzte Dienste bleiben besetzt. Das lässt sich nicht rückgängig machen. Die Person wird per E-Mail informiert.',
        refuse: 'Ablehnen',
        refuse_title: 'Antrag ablehnen?',
        refuse_text:
          'Die Person erhält die Begründung per E-Mail in ihrer Sprache und kann später erneut einen Antrag stellen.',
        reason: 'Begründung',
        reason_help: 'Mindestens 3 Zeichen; z. B. welche gesetzliche Aufbewahrungspflicht gilt und bis wann.',
      },
    },
  },
};
