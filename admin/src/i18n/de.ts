import { mergeTranslations } from 'react-admin';
import type { AppMessages } from './en';

/**
 * German texts. ra-language-german (merged underneath, see i18n-provider.ts) was written for
 * react-admin 3 and covers only part of react-admin 5's keys; `ra` below completes it and
 * corrects the entries whose wording or placeholders no longer fit v5.
 * `messages.spec.ts` fails when a key of ra-language-english has no German text.
 */

/** Keys react-admin 5 uses that ra-language-german 3 does not have. */
const missingInRaLanguageGerman = {
  action: {
    clear_array_input: 'Liste leeren',
    create_item: '%{item} erstellen',
    remove_all_filters: 'Alle Filter entfernen',
    reset: 'Zurücksetzen',
    search_columns: 'Spalten durchsuchen',
    select_all: 'Alle auswählen',
    select_all_button: 'Alle auswählen',
    select_row: 'Diese Zeile auswählen',
    update: 'Aktualisieren',
    move_up: 'Nach oben verschieben',
    move_down: 'Nach unten verschieben',
    open: 'Öffnen',
    toggle_theme: 'Hell/Dunkel umschalten',
    select_columns: 'Spalten',
    update_application: 'Anwendung neu laden',
  },
  page: {
    access_denied: 'Zugriff verweigert',
    authentication_error: 'Authentifizierungsfehler',
  },
  message: {
    access_denied: 'Sie haben keine Berechtigung, diese Seite aufzurufen',
    authentication_error:
      'Der Authentifizierungsserver hat einen Fehler gemeldet, Ihre Anmeldedaten konnten nicht geprüft werden.',
    auth_error: 'Beim Prüfen des Anmelde-Tokens ist ein Fehler aufgetreten.',
    bulk_update_content:
      'Möchten Sie %{name} %{recordRepresentation} wirklich aktualisieren? |||| Möchten Sie diese %{smart_count} Einträge wirklich aktualisieren?',
    bulk_update_title: '%{name} %{recordRepresentation} aktualisieren |||| %{smart_count} %{name} aktualisieren',
    clear_array_input: 'Möchten Sie wirklich die ganze Liste leeren?',
    select_all_limit_reached:
      'Es gibt zu viele Einträge, um alle auszuwählen. Nur die ersten %{max} Einträge wurden ausgewählt.',
    placeholder_data_warning: 'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
  },
  navigation: {
    clear_filters: 'Filter zurücksetzen',
    no_filtered_results: 'Keine %{name} zu den aktuellen Filtern gefunden.',
    partial_page_range_info: '%{offsetBegin}-%{offsetEnd} von mehr als %{offsetEnd}',
    current_page: 'Seite %{page}',
    page: 'Zu Seite %{page}',
    first: 'Zur ersten Seite',
    last: 'Zur letzten Seite',
    previous: 'Zur vorherigen Seite',
  },
  sort: {
    // German capitalises nouns, so this uses the label as it is (react-admin passes both).
    sort_by: 'Nach %{field} %{order} sortieren',
    ASC: 'aufsteigend',
    DESC: 'absteigend',
  },
  auth: {
    email: 'E-Mail',
  },
  notification: {
    not_authorized: 'Sie sind nicht berechtigt, auf diese Ressource zuzugreifen.',
    application_update_available: 'Eine neue Version ist verfügbar.',
    offline: 'Keine Verbindung. Die Daten konnten nicht geladen werden.',
  },
  validation: {
    unique: 'Muss eindeutig sein',
  },
  saved_queries: {
    label: 'Gespeicherte Abfragen',
    query_name: 'Name der Abfrage',
    new_label: 'Aktuelle Abfrage speichern …',
    new_dialog_title: 'Aktuelle Abfrage speichern als',
    remove_label: 'Gespeicherte Abfrage entfernen',
    remove_label_with_name: 'Abfrage „%{name}“ entfernen',
    remove_dialog_title: 'Gespeicherte Abfrage entfernen?',
    remove_message: 'Möchten Sie diesen Eintrag wirklich aus Ihren gespeicherten Abfragen entfernen?',
    help: 'Filtern Sie die Liste und speichern Sie die Abfrage für später',
  },
  guesser: {
    empty: {
      title: 'Keine Daten vorhanden',
      message: 'Bitte prüfen Sie den Data Provider',
    },
  },
  configurable: {
    customize: 'Anpassen',
    configureMode: 'Diese Seite anpassen',
    inspector: {
      title: 'Inspektor',
      content: 'Fahren Sie mit der Maus über die Elemente der Oberfläche, um sie anzupassen',
      reset: 'Einstellungen zurücksetzen',
      hideAll: 'Alle ausblenden',
      showAll: 'Alle einblenden',
    },
    Datagrid: {
      title: 'Tabelle',
      unlabeled: 'Unbenannte Spalte #%{column}',
    },
    SimpleForm: {
      title: 'Formular',
      unlabeled: 'Unbenanntes Eingabefeld #%{input}',
    },
    SimpleList: {
      title: 'Liste',
      primaryText: 'Haupttext',
      secondaryText: 'Zweiter Text',
      tertiaryText: 'Dritter Text',
    },
  },
};

/**
 * Entries of ra-language-german replaced: v3 placeholders react-admin 5 no longer fills
 * (`#%{id}` instead of `%{recordRepresentation}`), Swiss spelling, the informal "Prüfe",
 * and wording that says something else than the English text.
 */
const correctionsOfRaLanguageGerman = {
  action: {
    undo: 'Rückgängig',
    close: 'Schließen',
    open_menu: 'Menü öffnen',
    close_menu: 'Menü schließen',
  },
  page: {
    edit: '%{name} %{recordRepresentation}',
    show: '%{name} %{recordRepresentation}',
    empty: 'Noch keine %{name} vorhanden.',
    invite: 'Möchten Sie einen Eintrag hinzufügen?',
    error: 'Etwas ist schiefgelaufen',
  },
  message: {
    bulk_delete_title: '%{name} löschen |||| %{smart_count} %{name} löschen',
    delete_content: 'Möchten Sie diesen Eintrag (%{name}) wirklich löschen?',
    delete_title: '%{name} %{recordRepresentation} löschen',
  },
  navigation: {
    no_results: 'Keine %{name} gefunden',
    no_more_results: 'Die Seite %{page} liegt außerhalb des gültigen Bereichs. Versuchen Sie die vorherige Seite.',
    page_out_of_boundaries: 'Die Seite %{page} liegt außerhalb des gültigen Bereichs',
    page_out_from_end: 'Die letzte Seite ist bereits erreicht',
    page_out_from_begin: 'Die erste Seite ist bereits erreicht',
    next: 'Zur nächsten Seite',
  },
  auth: {
    auth_check_error: 'Bitte melden Sie sich an, um fortzufahren.',
    username: 'Benutzername',
    sign_in_error: 'Anmeldung fehlgeschlagen, bitte versuchen Sie es erneut.',
  },
  notification: {
    http_error: 'Fehler bei der Kommunikation mit dem Server',
    data_provider_error: 'Fehler im Data Provider. Details finden Sie in der Browser-Konsole.',
    logged_out: 'Ihre Sitzung ist beendet, bitte melden Sie sich erneut an.',
  },
  validation: {
    required: 'Pflichtfeld',
    number: 'Muss eine Zahl sein',
    email: 'Muss eine gültige E-Mail-Adresse sein',
    oneOf: 'Muss einer dieser Werte sein: %{options}',
    regex: 'Muss einem bestimmten Format entsprechen (regulärer Ausdruck): %{pattern}',
  },
};

const app: AppMessages = {
  medstaff: {
    app: {
      title: 'MedStaff Admin',
    },
    auth: {
      no_back_office_access: 'Dieses Konto hat keinen Zugang zum Backoffice.',
    },
    dashboard: {
      welcome: 'Willkommen, %{name}',
      figures: {
        postedJobs: 'Veröffentlichte Stellen',
        fulfilledJobs: 'Besetzte Stellen',
        visitors: 'Besucher',
        totalEarnings: 'Gesamteinnahmen',
        internalUsers: 'Interne Nutzer',
        externalUsers: 'Externe Nutzer',
        organisations: 'Organisationen',
        agencies: 'Agenturen',
      },
      visitors_hint:
        'Besuche der öffentlichen Website (Seitenaufrufe, die nicht von einer anderen Seite der Website kamen), von unserem Server ohne Cookies und ohne personenbezogene Daten gezählt. Bots werden nicht mitgezählt.',
      figure_unavailable: 'Noch nicht verfügbar.',
      figures_unavailable: 'Die Zahlen konnten nicht geladen werden.',
    },
    validation: {
      required: 'Pflichtfeld',
      email: 'Die E-Mail-Adresse ist ungültig',
      url: 'Ungültige URL',
      logo_required: 'Bitte wählen Sie ein Logo',
      logo_type: 'Das Logo muss ein JPEG-, PNG- oder BMP-Bild sein',
      logo_size: 'Das Logo darf höchstens 5.000.000 Bytes groß sein',
    },
    menu: {
      dashboard: 'Übersicht',
      agencies: 'Agenturen',
      persons: 'Personen',
    },
    list: {
      search: 'Suchen…',
      selected: '%{count} ausgewählt',
      add: 'Hinzufügen',
      delete: 'Löschen',
      sort: 'Sortieren',
      page: 'Seite:',
      view_details: 'Details ansehen',
      select_all: 'Alle auswählen',
      select_row: 'Diese Zeile auswählen',
      empty: 'Nichts gefunden',
      delete_question: 'Wollen Sie diese %{noun} wirklich löschen:',
      cancel: 'Abbrechen',
      confirm_delete: 'Löschen',
      deleted: 'Gelöscht',
      loading: 'Wird geladen...',
    },
    person_fields: {
      email: 'E-Mail',
      firstName: 'Vorname',
      lastName: 'Nachname',
      contact: 'Kontakt',
      role: 'Rolle',
    },
    edit: {
      edit: 'Bearbeiten',
      save: 'Übernehmen',
      cancel: 'Abbrechen',
      save_all: 'Änderungen speichern',
      saved: 'Änderungen gespeichert',
      nothing_changed: 'Es wurde nichts geändert.',
      conflict:
        'Jemand anderes hat diesen Datensatz inzwischen geändert. Laden Sie ihn neu, um die aktuellen Werte zu sehen.',
      reload: 'Neu laden',
    },
    upload: {
      title: 'Logo',
      hint: 'JPEG, PNG oder BMP, höchstens 5.000.000 Bytes',
      choose: 'Datei wählen',
      none: 'Keine Datei gewählt',
      cancel: 'Abbrechen',
      confirm: 'Diese Datei verwenden',
      add: 'Hinzufügen',
      change: 'Ändern',
    },
    invite: {
      email: 'E-Mail',
      send: 'Senden',
      sent: 'Die Einladung wurde an %{email} gesendet.',
    },
    history: {
      tab: 'Verlauf',
      when: 'Datum',
      who: 'Geändert von',
      action: 'Aktion',
      field: 'Feld',
      change: 'Änderung',
      empty_value: '(leer)',
      empty: 'Noch keine Änderungen erfasst.',
      create: 'angelegt',
      update: 'geändert',
      delete: 'gelöscht',
    },
    agencies: {
      list_title: 'Liste aller Agenturen',
      noun: 'Agenturen',
      name: 'Name der Agentur',
      address: 'Adresse',
      postcode: 'Postleitzahl',
      city: 'Ort',
      country: 'Land',
      url: 'URL',
      logo: 'Logo',
      add_title: 'Neue Agentur hinzufügen',
      save: 'Speichern',
      created: 'Die Agentur wurde hinzugefügt.',
      detail_title: 'Agentur „%{name}“',
      list_crumb: 'Agenturliste',
      agency_crumb: 'Agentur %{name}',
      general_tab: 'Allgemeine Angaben',
      users_tab: 'Agenturbenutzer',
      customers_tab: 'Agenturkunden',
      users_title: 'Agenturbenutzer',
      customers_title: 'Agenturkunden',
      users_noun: 'Agenturbenutzer',
      customers_noun: 'Agenturkunden',
      user_crumb: 'Agenturbenutzer %{firstName} %{lastName}',
      customer_crumb: 'Agenturkunde %{firstName} %{lastName}',
      add_user_title: 'Neuen Agenturbenutzer hinzufügen',
      add_customer_title: 'Neuen Agenturkunden hinzufügen',
    },
    persons: {
      list_title: 'Liste aller Benutzer',
      noun: 'Benutzer',
      types: {
        users: 'Benutzer',
        agencies: 'Agentur-Admins',
        organisations: 'Organisations-Admins',
        departments: 'Abteilungs-Admins',
        admins: 'Administratoren',
      },
      list_crumbs: {
        users: 'Benutzerliste',
        agencies: 'Liste der Agentur-Admins',
        organisations: 'Liste der Organisations-Admins',
        departments: 'Liste der Abteilungs-Admins',
        admins: 'Liste der Administratoren',
      },
      add_title: 'Neue Person einladen (%{type})',
      person_title: '%{firstName} %{lastName}',
      sections: {
        personal: 'Persönliche Angaben',
        address: 'Adresse',
        qualification: 'Qualifikation',
        agencies: 'Agenturen',
        education: 'Ausbildung',
        skills: 'Fähigkeiten',
        preferences: 'Präferenzen',
        jobs: 'Berufserfahrung',
      },
      fields: {
        address: 'Adresse',
        postcode: 'Postleitzahl',
        city: 'Ort',
        country: 'Land',
        qualification_level: 'Qualifikationsstufe',
        qualification_info: 'Weitere Angaben zur Qualifikation',
        skills: 'Fähigkeiten (durch Komma getrennt)',
        distance: 'Entfernung',
        min_salary: 'Mindestgehalt',
        job_type: 'Art der Stelle',
        agency_name: 'Name der Agentur',
        url: 'URL',
        university: 'Hochschule',
        start_date: 'Beginn',
        end_date: 'Ende',
        qual_level: 'Abschluss',
        job_title: 'Stelle',
        location: 'Ort',
        language: 'Sprache',
      },
    },
    theme: {
      menu: 'Farbschema',
      dark: 'Dunkel',
      light: 'Hell',
      blue: 'Blau',
      green: 'Grün',
      indigo: 'Indigo',
    },
  },
};

/** Our German messages, to be deep-merged over ra-language-german. */
export const de: AppMessages & { ra: Record<string, unknown> } = mergeTranslations(
  { ra: missingInRaLanguageGerman },
  { ra: correctionsOfRaLanguageGerman },
  app,
);
