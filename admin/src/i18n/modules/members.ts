import type { MessageModule } from './types';

const en = {
  medstaff: {
    members: {
      status: 'Status',
      pending: 'Pending',
      confirmed: 'Confirmed',
      confirm: 'Confirm',
      reject: 'Reject',
      confirmed_notice: '%{email} is now a member and has been told by mail.',
      rejected_notice: 'The membership of %{email} has been rejected; they have been told by mail.',
      reject_title: 'Reject this membership?',
      reject_text:
        '%{email} asked to join this organisation. Rejecting removes the request and tells them by mail; their account stays.',
      cancel: 'Cancel',
      general_tab: 'General Info',
      organisation_users: {
        tab: 'Organisation users',
        title: 'Organisation users',
        noun: 'organisation users',
        crumb: 'Organisation User %{firstName} %{lastName}',
        add_title: 'Add New Organisation User',
      },
      department_users: {
        tab: 'Department users',
        title: 'Department users',
        noun: 'department users',
        crumb: 'Department User %{firstName} %{lastName}',
        add_title: 'Add New Department User',
      },
      department_customers: {
        tab: 'Department customers',
        title: 'Department customers',
        noun: 'department customers',
        crumb: 'Department Customer %{firstName} %{lastName}',
        add_title: 'Add New Department Customer',
      },
      remove_note: 'Only the membership is removed; the person keeps their account.',
    },
    departments: {
      tab: 'Organisation departments',
      list_title: 'Organisation departments',
      noun: 'departments',
      name: 'Department name',
      skills: 'Department Skills',
      skills_input: 'Skills',
      skills_helper: 'Separated by commas, e.g. Intensive care, Ventilation',
      add_title: 'Add New Department',
      save: 'Save',
      created: 'The department has been added.',
      crumb: 'Department %{name}',
      detail_title: 'Department "%{name}"',
      missing_name: 'Depatment name (miss data)',
      delete_note:
        'Its users and customers lose their membership (their accounts stay). Its shift requests stay with the organisation, without a department.',
    },
  },
};

/** Texts of the members work; keys under `medstaff.`, the same in both languages. */
export const membersMessages: MessageModule<typeof en> = {
  en,
  de: {
    medstaff: {
      members: {
        status: 'Status',
        pending: 'Ausstehend',
        confirmed: 'Bestätigt',
        confirm: 'Bestätigen',
        reject: 'Ablehnen',
        confirmed_notice: '%{email} ist jetzt Mitglied und wurde per E-Mail benachrichtigt.',
        rejected_notice: 'Die Mitgliedschaft von %{email} wurde abgelehnt; die Person wurde per E-Mail benachrichtigt.',
        reject_title: 'Diese Mitgliedschaft ablehnen?',
        reject_text:
          '%{email} möchte dieser Organisation beitreten. Ablehnen entfernt die Anfrage und benachrichtigt die Person per E-Mail; ihr Konto bleibt bestehen.',
        cancel: 'Abbrechen',
        general_tab: 'Allgemeine Angaben',
        organisation_users: {
          tab: 'Organisationsbenutzer',
          title: 'Organisationsbenutzer',
          noun: 'Organisationsbenutzer',
          crumb: 'Organisationsbenutzer %{firstName} %{lastName}',
          add_title: 'Neuen Organisationsbenutzer hinzufügen',
        },
        department_users: {
          tab: 'Stationsbenutzer',
          title: 'Stationsbenutzer',
          noun: 'Stationsbenutzer',
          crumb: 'Stationsbenutzer %{firstName} %{lastName}',
          add_title: 'Neuen Stationsbenutzer hinzufügen',
        },
        department_customers: {
          tab: 'Stationskunden',
          title: 'Stationskunden',
          noun: 'Stationskunden',
          crumb: 'Stationskunde %{firstName} %{lastName}',
          add_title: 'Neuen Stationskunden hinzufügen',
        },
        remove_note: 'Nur die Mitgliedschaft wird entfernt; das Konto der Person bleibt bestehen.',
      },
      departments: {
        tab: 'Stationen der Organisation',
        list_title: 'Stationen der Organisation',
        noun: 'Stationen',
        name: 'Name der Station',
        skills: 'Fähigkeiten der Station',
        skills_input: 'Fähigkeiten',
        skills_helper: 'Durch Kommas getrennt, z. B. Intensivpflege, Beatmung',
        add_title: 'Neue Station hinzufügen',
        save: 'Speichern',
        created: 'Die Station wurde hinzugefügt.',
        crumb: 'Station %{name}',
        detail_title: 'Station „%{name}“',
        missing_name: 'Stationsname (fehlt)',
        delete_note:
          'Ihre Benutzer und Kunden verlieren ihre Mitgliedschaft (ihre Konten bleiben). Ihre Dienstanfragen bleiben bei der Organisation, ohne Station.',
      },
    },
  },
};
