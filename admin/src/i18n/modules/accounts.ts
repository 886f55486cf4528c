import type { MessageModule } from './types';

/** Disabling, enabling and re-roling accounts (persons' edit page, persons list). */
const en = {
  medstaff: {
    accounts: {
      heading: 'Account',
      status_label: 'Status',
      role_label: 'Role',
      statuses: { ACTIVE: 'Active', PENDING: 'Not confirmed yet', DISABLED: 'Disabled' },
      all_statuses: 'All statuses',
      disable: 'Disable',
      enable: 'Enable',
      change_role: 'Change role',
      own_account: 'You cannot disable your own account or change your own role.',
      disable_title: 'Disable the account of %{name}?',
      disable_text:
        'They are signed out at once and can no longer sign in or reset their password. They are told by mail, with your reason.',
      enable_title: 'Enable the account of %{name}?',
      enable_text: 'They can sign in again. They are told by mail, with your reason.',
      role_title: 'Change the role of %{name}',
      role_text:
        'They are signed out and sign in again with the new role. Memberships that do not fit the new role must be removed first. They are told by mail, with your reason.',
      new_role: 'New role',
      reason: 'Reason',
      reason_help: 'Recorded in the history and sent to the person.',
      cancel: 'Cancel',
      disabled_notice: 'The account of %{name} is disabled; they have been told by mail.',
      enabled_notice: 'The account of %{name} is enabled again; they have been told by mail.',
      role_notice: '%{name} is now %{role}; they have been told by mail.',
      account: {
        reasonRequired: 'Please give a reason: it is recorded and sent to the person.',
        reasonTooLong: 'The reason can be at most 500 characters long.',
      },
    },
  },
};

export const accountsMessages: MessageModule<typeof en> = {
  en,
  de: {
    medstaff: {
      accounts: {
        heading: 'Konto',
        status_label: 'Status',
        role_label: 'Rolle',
        statuses: { ACTIVE: 'Aktiv', PENDING: 'Noch nicht bestätigt', DISABLED: 'Deaktiviert' },
        all_statuses: 'Alle Status',
        disable: 'Deaktivieren',
        enable: 'Aktivieren',
        change_role: 'Rolle ändern',
        own_account: 'Sie können Ihr eigenes Konto nicht deaktivieren und Ihre eigene Rolle nicht ändern.',
        disable_title: 'Konto von %{name} deaktivieren?',
        disable_text:
          'Die Person wird sofort abgemeldet und kann sich nicht mehr anmelden oder ihr Passwort zurücksetzen. Sie erhält eine E-Mail mit Ihrer Begründung.',
        enable_title: 'Konto von %{name} aktivieren?',
        enable_text: 'Die Person kann sich wieder anmelden. Sie erhält eine E-Mail mit Ihrer Begründung.',
        role_title: 'Rolle von %{name} ändern',
        role_text:
          'Die Person wird abgemeldet und meldet sich mit der neuen Rolle neu an. Mitgliedschaften, die nicht zur neuen Rolle passen, müssen zuerst entfernt werden. Sie erhält eine E-Mail mit Ihrer Begründung.',
        new_role: 'Neue Rolle',
        reason: 'Begründung',
        reason_help: 'Wird in der Historie gespeichert und der Person mitgeteilt.',
        cancel: 'Abbrechen',
        disabled_notice: 'Das Konto von %{name} ist deaktiviert; die Person wurde per E-Mail informiert.',
        enabled_notice: 'Das Konto von %{name} ist wieder aktiv; die Person wurde per E-Mail informiert.',
        role_notice: '%{name} ist jetzt %{role}; die Person wurde per E-Mail informiert.',
        account: {
          reasonRequired: 'Bitte geben Sie eine Begründung an: Sie wird protokolliert und der Person mitgeteilt.',
          reasonTooLong: 'Die Begründung darf höchstens 500 Zeichen lang sein.',
        },
      },
    },
  },
};
