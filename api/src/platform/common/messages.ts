import { pickLanguage, type Language } from '@medstaff/domain';

/**
 * Every message the API sends to people, in German and English. Services and DTOs use the keys;
 * the exception filter translates them into the language of the request (Accept-Language,
 * English when the header is missing). Texts that are not keys pass through unchanged.
 */
export const MESSAGES = {
  'request.invalidId': {
    en: 'The id must be a positive whole number (digits only).',
    de: 'Die ID muss eine positive ganze Zahl sein (nur Ziffern).',
  },
  'auth.invalidCredentials': { en: 'Email or password is incorrect.', de: 'E-Mail oder Passwort ist falsch.' },
  'auth.sessionEnded': {
    en: 'Your session has ended. Please sign in again.',
    de: 'Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.',
  },
  'auth.signInRequired': { en: 'Please sign in to continue.', de: 'Bitte melden Sie sich an, um fortzufahren.' },
  'auth.forbidden': { en: 'You do not have access to this area.', de: 'Sie haben keinen Zugriff auf diesen Bereich.' },
  'docs.notServed': {
    en: 'Not found. In production the API documentation is served to administrators only.',
    de: 'Nicht gefunden. Im Betrieb ist die API-Dokumentation nur für Administratoren abrufbar.',
  },
  'auth.crossSiteRequest': {
    en: 'This change was sent from another website and has been refused. Please use MedStaff directly.',
    de: 'Diese Änderung wurde von einer anderen Website gesendet und abgelehnt. Bitte nutzen Sie MedStaff direkt.',
  },
  'auth.accountDisabled': {
    en: 'This account has been disabled. Please contact support.',
    de: 'Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an den Support.',
  },
  'auth.emailNotConfirmed': {
    en: 'Please confirm your email address first: follow the link in the email we sent you, or request a new one with "Resend confirmation".',
    de: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Folgen Sie dem Link in unserer E-Mail oder fordern Sie mit „Bestätigung erneut senden“ eine neue an.',
  },
  'auth.tooManyAttempts': {
    en: 'Too many failed sign-in attempts. Please wait 15 minutes or reset your password.',
    de: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 15 Minuten oder setzen Sie Ihr Passwort zurück.',
  },
  'auth.emailTaken': {
    en: 'This email address is already registered.',
    de: 'Diese E-Mail-Adresse ist bereits registriert.',
  },
  'auth.codeInvalid': {
    en: 'This link is invalid, has already been used or has expired. Please request a new one.',
    de: 'Dieser Link ist ungültig, wurde bereits verwendet oder ist abgelaufen. Bitte fordern Sie einen neuen an.',
  },
  'auth.currentPasswordWrong': { en: 'The current password is incorrect.', de: 'Das aktuelle Passwort ist falsch.' },
  'auth.codeOrCurrentPasswordRequired': {
    en: 'Please open the link from your email, or sign in and enter your current password.',
    de: 'Bitte öffnen Sie den Link aus Ihrer E-Mail oder melden Sie sich an und geben Sie Ihr aktuelles Passwort ein.',
  },
  'auth.confirmationSent': {
    en: 'If this address belongs to an account that is not confirmed yet, we have sent a new confirmation email.',
    de: 'Falls zu dieser Adresse ein noch nicht bestätigtes Konto gehört, haben wir eine neue Bestätigungs-E-Mail gesendet.',
  },
  'auth.resetSent': {
    en: 'If an account exists for this address, we have sent an email with a link to choose a new password.',
    de: 'Falls zu dieser Adresse ein Konto existiert, haben wir eine E-Mail mit einem Link zum Festlegen eines neuen Passworts gesendet.',
  },
  'validation.email': { en: 'Email is invalid', de: 'Email ist ungültig' },
  'validation.firstName': { en: 'First name is invalid', de: 'Vorname ungültig' },
  'validation.lastName': { en: 'Last name is invalid', de: 'Nachname ist ungültig' },
  'validation.organisation': { en: 'Organisation is invalid', de: 'Organisation ist ungültig' },
  'validation.gender': { en: 'Gender is invalid', de: 'Geschlecht ist ungültig' },
  'validation.position': { en: 'Position is invalid', de: 'Tätigkeit ist ungültig' },
  'validation.password': { en: 'Password is invalid', de: 'Passwort ist ungültig' },
  'validation.passwordRequired': { en: 'Please enter your password.', de: 'Bitte geben Sie Ihr Passwort ein.' },
  'validation.passwordTooShort': {
    en: 'The password must be at least 8 characters long.',
    de: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  },
  'validation.passwordTooLong': {
    en: 'The password must be at most 128 characters long.',
    de: 'Das Passwort darf höchstens 128 Zeichen lang sein.',
  },
  'validation.passwordEqualsEmail': {
    en: 'The password must not be your email address.',
    de: 'Das Passwort darf nicht Ihre E-Mail-Adresse sein.',
  },
  'validation.passwordConfirmation': { en: 'The passwords do not match.', de: 'Die Passwörter stimmen nicht überein.' },
  'validation.acceptTC': {
    en: 'Please agree to the use of your data.',
    de: 'Bitte stimmen Sie der Nutzung Ihrer Daten zu.',
  },
  'validation.phone': { en: 'Phone number is invalid', de: 'Telefonnummer ist ungültig' },
  'validation.language': { en: 'Language must be de or en', de: 'Sprache muss de oder en sein' },
  'validation.code': { en: 'The code is missing.', de: 'Der Code fehlt.' },
  'validation.searchTerm': {
    en: 'The search term must be text of at most 100 characters.',
    de: 'Der Suchbegriff muss ein Text mit höchstens 100 Zeichen sein.',
  },
  'validation.userRoles': {
    en: 'User roles must be a list of role ids',
    de: 'Rollen müssen eine Liste von Rollen-IDs sein',
  },
  'enquiry.dateRequired': {
    en: 'Please choose the dates you need staff for.',
    de: 'Bitte wählen Sie den Zeitraum, für den Sie Personal benötigen.',
  },
  'enquiry.dateInvalid': {
    en: 'Please choose a date that exists in the calendar.',
    de: 'Bitte wählen Sie ein Datum, das es im Kalender gibt.',
  },
  'enquiry.dateOrder': {
    en: 'The end date must not be before the start date.',
    de: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  },
  'enquiry.datePast': {
    en: 'The dates must not lie in the past.',
    de: 'Der Zeitraum darf nicht in der Vergangenheit liegen.',
  },
  'enquiry.hospitalRequired': {
    en: 'Please enter the name of your hospital or clinic.',
    de: 'Bitte geben Sie den Namen Ihrer Klinik oder Einrichtung ein.',
  },
  'enquiry.nameRequired': { en: 'Please enter your name.', de: 'Bitte geben Sie Ihren Namen ein.' },
  'enquiry.emailRequired': { en: 'Please enter your email address.', de: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' },
  'enquiry.emailInvalid': {
    en: 'Please enter a valid email address.',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  'enquiry.phoneRequired': { en: 'Please enter your phone number.', de: 'Bitte geben Sie Ihre Telefonnummer ein.' },
  'enquiry.consentRequired': {
    en: 'Please agree to the processing of your details.',
    de: 'Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu.',
  },
  'enquiry.tooLong': { en: 'This entry is too long.', de: 'Diese Angabe ist zu lang.' },
  'enquiry.specialistUnknown': {
    en: 'Please choose a specialist and a field from the lists.',
    de: 'Bitte wählen Sie Fachkraft und Fachbereich aus den Listen.',
  },
  'enquiry.tooMany': {
    en: 'You have sent several enquiries in a short time. Please wait an hour or call us.',
    de: 'Sie haben in kurzer Zeit mehrere Anfragen gesendet. Bitte warten Sie eine Stunde oder rufen Sie uns an.',
  },
  'enquiry.received': {
    en: 'Thank you! We have received your enquiry and will get back to you within one working day.',
    de: 'Vielen Dank! Wir haben Ihre Anfrage erhalten und melden uns innerhalb eines Werktags bei Ihnen.',
  },
  'admin.staleVersion': {
    en: 'Someone else changed this record in the meantime. Reload it to see the current values, then make your change again.',
    de: 'Jemand anderes hat diesen Datensatz inzwischen geändert. Laden Sie ihn neu, um die aktuellen Werte zu sehen, und ändern Sie ihn dann erneut.',
  },
  'upload.imageMissing': { en: 'Please choose an image file.', de: 'Bitte wählen Sie eine Bilddatei aus.' },
  'upload.imageTooLarge': {
    en: 'The image must be at most 5,000,000 bytes.',
    de: 'Das Bild darf höchstens 5.000.000 Byte groß sein.',
  },
  'upload.imageType': {
    en: 'Logos and pictures must be JPEG, PNG or BMP images.',
    de: 'Logos und Bilder müssen JPEG-, PNG- oder BMP-Dateien sein.',
  },
  'organisation.hasRequests': {
    en: 'This organisation has shift requests, so it cannot be deleted.',
    de: 'Diese Organisation hat Dienstanfragen und kann daher nicht gelöscht werden.',
  },
  'organisation.tooManyPictures': {
    en: 'An organisation can have at most 10 pictures. Delete a picture before adding another.',
    de: 'Eine Organisation kann höchstens 10 Bilder haben. Löschen Sie ein Bild, bevor Sie ein weiteres hinzufügen.',
  },
  'organisation.unexpectedFile': {
    en: 'Send one logo (field "logo") and up to 10 pictures (field "pictures"), nothing else.',
    de: 'Senden Sie ein Logo (Feld „logo“) und bis zu 10 Bilder (Feld „pictures“), sonst nichts.',
  },
  'organisation.multipartRequired': {
    en: 'Send the organisation as multipart/form-data (fields, "logo" and "pictures").',
    de: 'Senden Sie die Organisation als multipart/form-data (Felder, „logo“ und „pictures“).',
  },
  'department.nameTaken': {
    en: 'The organisation already has a department of this name.',
    de: 'Die Organisation hat bereits eine Station mit diesem Namen.',
  },
  'membership.alreadyConfirmed': {
    en: 'This membership is confirmed already.',
    de: 'Diese Mitgliedschaft ist bereits bestätigt.',
  },
  'department.nameRequired': { en: 'Department name is required.', de: 'Der Name der Station ist erforderlich.' },
  'department.skillsRequired': {
    en: 'Skills are required: at least one, separated by commas.',
    de: 'Fähigkeiten sind erforderlich: mindestens eine, durch Kommas getrennt.',
  },
  'department.skillsInvalid': {
    en: 'Skills: at most 50 texts of at most 100 characters each.',
    de: 'Fähigkeiten: höchstens 50 Texte mit je höchstens 100 Zeichen.',
  },
  'department.organisationRequired': {
    en: 'The organisation is required.',
    de: 'Die Organisation ist erforderlich.',
  },
  'label.Department name': { en: 'Department name', de: 'Name der Station' },
  'export.column.organisationId': { en: 'Organisation ID', de: 'Organisations-ID' },
  'export.column.departmentId': { en: 'Department ID', de: 'Stations-ID' },
  'export.column.skills': { en: 'Skills', de: 'Fähigkeiten' },
  'export.column.confirmedAt': { en: 'Confirmed (UTC)', de: 'Bestätigt (UTC)' },
  'admin.emailTaken': {
    en: 'This email address belongs to another person.',
    de: 'Diese E-Mail-Adresse gehört einer anderen Person.',
  },
  'privacy.erasurePending': {
    en: 'You have already asked to delete your account. An administrator will decide on it soon.',
    de: 'Sie haben die Löschung Ihres Kontos bereits beantragt. Eine Administratorin oder ein Administrator entscheidet bald darüber.',
  },
  'privacy.erasureNotPending': {
    en: 'There is no open request to delete this account.',
    de: 'Für dieses Konto gibt es keinen offenen Löschantrag.',
  },
  'privacy.cannotEraseSelf': {
    en: 'Another administrator has to decide on your own request to delete your account.',
    de: 'Über Ihren eigenen Löschantrag muss eine andere Administratorin oder ein anderer Administrator entscheiden.',
  },
  'admin.cannotDeleteSelf': {
    en: 'You cannot delete your own account.',
    de: 'Sie können Ihr eigenes Konto nicht löschen.',
  },
  'account.reasonRequired': {
    en: 'Please give a reason: it is recorded and sent to the person.',
    de: 'Bitte geben Sie eine Begründung an: Sie wird protokolliert und der Person mitgeteilt.',
  },
  'account.reasonTooLong': {
    en: 'The reason can be at most 500 characters long.',
    de: 'Die Begründung darf höchstens 500 Zeichen lang sein.',
  },
  'admin.ownAccount': {
    en: 'You cannot disable your own account or change your own role.',
    de: 'Sie können Ihr eigenes Konto nicht deaktivieren und Ihre eigene Rolle nicht ändern.',
  },
  'admin.lastAdministrator': {
    en: 'This is the last active administrator: make someone else an administrator first.',
    de: 'Dies ist die letzte aktive Administratorin bzw. der letzte aktive Administrator: Ernennen Sie zuerst eine andere Person.',
  },
  'admin.alreadyDisabled': { en: 'This account is disabled already.', de: 'Dieses Konto ist bereits deaktiviert.' },
  'admin.notDisabled': { en: 'This account is not disabled.', de: 'Dieses Konto ist nicht deaktiviert.' },
  'admin.roleUnchanged': { en: 'The person has this role already.', de: 'Die Person hat diese Rolle bereits.' },
  'admin.roleMembershipConflict': {
    en: 'The role {role} does not fit {count} membership(s) of this person. Remove them first:',
    de: 'Die Rolle {role} passt nicht zu {count} Mitgliedschaft(en) dieser Person. Entfernen Sie diese zuerst:',
  },
  'admin.roleMembershipItem': { en: '{name} ({resource} {id})', de: '{name} ({resource} {id})' },
  'invitation.alreadyMember': { en: 'This person is already a member.', de: 'Diese Person ist bereits Mitglied.' },
  'statistics.noEarnings': {
    en: 'No earnings yet: the platform does not record contracts or invoices so far.',
    de: 'Noch keine Umsätze: Die Plattform erfasst bisher keine Verträge oder Rechnungen.',
  },
  'events.tooMany': { en: 'Too many events. Please slow down.', de: 'Zu viele Ereignisse. Bitte etwas langsamer.' },
  'throttle.tooMany': {
    en: 'Too many requests in a short time. Please wait a while and try again.',
    de: 'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie etwas und versuchen Sie es dann erneut.',
  },
  'server.busy': {
    en: 'The server is busy right now. Please try again in a few seconds.',
    de: 'Der Server ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.',
  },
  'storage.unavailable': {
    en: 'Files cannot be stored or read right now. Nothing was changed; please try again in a few minutes.',
    de: 'Dateien können gerade nicht gespeichert oder gelesen werden. Es wurde nichts geändert; bitte versuchen Sie es in einigen Minuten erneut.',
  },
  'access.forbidden': {
    en: 'You may not do this with shift requests.',
    de: 'Sie dürfen dies mit Schichtanfragen nicht tun.',
  },
  'access.noConfirmedMembership': {
    en: 'Your membership of the organisation is not confirmed yet. You will get access once it is confirmed.',
    de: 'Ihre Zugehörigkeit zur Organisation ist noch nicht bestätigt. Sie erhalten Zugriff, sobald sie bestätigt ist.',
  },
  'access.notFound': { en: 'The record was not found.', de: 'Der Datensatz wurde nicht gefunden.' },
  'metrics.tokenRequired': {
    en: 'The metrics need the token configured as METRICS_TOKEN (Authorization: Bearer …).',
    de: 'Die Metriken erfordern das als METRICS_TOKEN konfigurierte Token (Authorization: Bearer …).',
  },
  'job.kindInvalid': {
    en: 'Please choose a nurse (NURSE) or a doctor (DOCTOR) request.',
    de: 'Bitte wählen Sie eine Pflege- (NURSE) oder Arztanfrage (DOCTOR).',
  },
  'job.titleRequired': { en: 'Please enter a title.', de: 'Bitte geben Sie einen Titel ein.' },
  'job.titleTooLong': {
    en: 'The title must be at most 200 characters long.',
    de: 'Der Titel darf höchstens 200 Zeichen lang sein.',
  },
  'job.datesRequired': {
    en: 'Please choose at least one date or a period.',
    de: 'Bitte wählen Sie mindestens ein Datum oder einen Zeitraum.',
  },
  'job.datesTooMany': {
    en: 'A request can have at most 366 dates.',
    de: 'Eine Anfrage kann höchstens 366 Termine haben.',
  },
  'job.dateInvalid': {
    en: 'Each date needs a start and an end as millisecond timestamps between 2000 and 2100.',
    de: 'Jeder Termin braucht Beginn und Ende als Millisekunden-Zeitstempel zwischen 2000 und 2100.',
  },
  'job.dateOrder': {
    en: 'The end of a date must not be before its start.',
    de: 'Das Ende eines Termins darf nicht vor seinem Beginn liegen.',
  },
  'job.openEndNotAllowed': {
    en: 'Only a sporadic request with a single period may have an open end; fixed dates need an end.',
    de: 'Nur eine sporadische Anfrage mit einem einzigen Zeitraum darf ein offenes Ende haben; feste Termine brauchen ein Ende.',
  },
  'job.dateTypeInvalid': {
    en: 'The date type must be Neue_Dienstanfrage or vertretungsarzt.',
    de: 'Die Terminart muss Neue_Dienstanfrage oder vertretungsarzt sein.',
  },
  'job.activityTooLong': {
    en: 'The activity of a date must be at most 200 characters long.',
    de: 'Die Tätigkeit eines Termins darf höchstens 200 Zeichen lang sein.',
  },
  'job.departmentRequired': {
    en: 'Please choose a station (department).',
    de: 'Bitte wählen Sie eine Station (Abteilung).',
  },
  'job.departmentNotInOrganisation': {
    en: 'The station (department) does not belong to the chosen organisation.',
    de: 'Die Station (Abteilung) gehört nicht zur gewählten Organisation.',
  },
  'job.organisationRequired': {
    en: 'Please choose an organisation.',
    de: 'Bitte wählen Sie eine Organisation.',
  },
  'job.fieldRequired': {
    en: 'Please choose a field (department) for the doctor.',
    de: 'Bitte wählen Sie einen Fachbereich für den Arzt.',
  },
  'job.textTooLong': { en: 'This entry is too long.', de: 'Diese Angabe ist zu lang.' },
  'job.listInvalid': {
    en: 'Skills and job types must be a list or comma-separated text (at most 50 entries of 100 characters).',
    de: 'Fähigkeiten und Dienstarten müssen eine Liste oder durch Kommas getrennter Text sein (höchstens 50 Einträge mit je 100 Zeichen).',
  },
  'job.jobTypeTooLong': {
    en: 'The job types together must be at most 64 characters long.',
    de: 'Die Dienstarten dürfen zusammen höchstens 64 Zeichen lang sein.',
  },
  'job.timeLimitInvalid': {
    en: 'The time limit must be a whole number of hours from 0 to 8760.',
    de: 'Die Frist muss eine ganze Stundenzahl von 0 bis 8760 sein.',
  },
  'job.dateModeInvalid': {
    en: 'The date mode must be FIXED or SPORADIC.',
    de: 'Die Terminart muss FIXED oder SPORADIC sein.',
  },
  'job.salaryInvalid': {
    en: 'Each pay line needs an activity and an amount in euros per hour from 0 to 10,000.',
    de: 'Jede Vergütungszeile braucht eine Tätigkeit und einen Betrag in Euro pro Stunde von 0 bis 10.000.',
  },
  'job.accommodationInvalid': {
    en: 'Accommodation must be true or false.',
    de: 'Unterkunft muss true oder false sein.',
  },
  'job.applicantsNotAllowed': {
    en: 'A new request cannot have applicants.',
    de: 'Eine neue Anfrage kann keine Bewerber haben.',
  },
  'job.versionRequired': {
    en: 'Please send the version of the request you edited.',
    de: 'Bitte senden Sie die Version der bearbeiteten Anfrage mit.',
  },
  'job.deleteRefused': {
    en: 'This request cannot be deleted: an applicant has been selected or the shift is filled.',
    de: 'Diese Anfrage kann nicht gelöscht werden: Ein Bewerber wurde ausgewählt oder die Schicht ist besetzt.',
  },
  'job.filterInvalid': {
    en: 'The filter is invalid: department is an id, from and to are millisecond timestamps or dates (YYYY-MM-DD), state one of the job states.',
    de: 'Der Filter ist ungültig: department ist eine ID, from und to sind Millisekunden-Zeitstempel oder Daten (JJJJ-MM-TT), state ein Anfragestatus.',
  },
  'workflow.stateConflict': {
    en: 'The request is no longer in a state that allows this. Please reload it.',
    de: 'Die Anfrage ist nicht mehr in einem Status, der das erlaubt. Bitte laden Sie sie neu.',
  },
  'workflow.shiftTaken': {
    en: 'Someone else was quicker: this shift is already taken.',
    de: 'Jemand anderes war schneller: Dieser Dienst ist bereits vergeben.',
  },
  'workflow.hasApplications': {
    en: 'The release cannot be withdrawn: an agency has already applied.',
    de: 'Die Freigabe kann nicht zurückgenommen werden: Eine Agentur hat sich bereits beworben.',
  },
  'workflow.applicationNotOpen': {
    en: 'This application is no longer open (withdrawn, not chosen or already selected).',
    de: 'Diese Bewerbung ist nicht mehr offen (zurückgezogen, nicht gewählt oder bereits ausgewählt).',
  },
  'workflow.staleVersion': {
    en: 'The request changed in the meantime. Please reload it and try again.',
    de: 'Die Anfrage wurde inzwischen geändert. Bitte laden Sie sie neu und versuchen Sie es erneut.',
  },
  'assignment.permitMissing': {
    en: 'The agency has no permit for temporary agency work (Erlaubnis nach §1 AÜG) on its profile, so it cannot be selected. The agency or an administrator enters the permit first.',
    de: 'Die Agentur hat keine Erlaubnis zur Arbeitnehmerüberlassung (§1 AÜG) im Profil hinterlegt und kann daher nicht ausgewählt werden. Die Agentur oder ein Administrator trägt die Erlaubnis zuerst ein.',
  },
  'assignment.leasingLimit': {
    en: 'AÜG §1(1b): the worker would be leased to this hospital for more than 18 months in a row. The run began on {firstDay} with assignment {assignment} (interruptions of up to 3 months count as continuous) and may last until {limitDay}.',
    de: 'AÜG §1 Abs. 1b: Die Person würde länger als 18 Monate am Stück an dieses Krankenhaus überlassen. Die Überlassung begann am {firstDay} mit Einsatz {assignment} (Unterbrechungen bis zu 3 Monaten zählen mit) und darf bis zum {limitDay} dauern.',
  },
  'organisationSettings.cancellationTermsIncomplete': {
    en: 'Cancellation terms need both numbers: the free hours before the first shift and the share charged after that (or neither).',
    de: 'Stornierungsbedingungen brauchen beide Zahlen: die kostenfreien Stunden vor dem ersten Dienst und den danach berechneten Anteil (oder keine).',
  },
  'organisationSettings.cancellationFreeHoursInvalid': {
    en: 'The free period is a whole number of hours from 0 to 720 (or null: no terms).',
    de: 'Die kostenfreie Frist ist eine ganze Zahl von Stunden von 0 bis 720 (oder null: keine Bedingungen).',
  },
  'organisationSettings.cancellationShareInvalid': {
    en: 'The share charged is a whole percentage from 0 to 100 (or null: no terms).',
    de: 'Der berechnete Anteil ist ein ganzzahliger Prozentsatz von 0 bis 100 (oder null: keine Bedingungen).',
  },
  'organisationSettings.textInvalid': {
    en: 'Working conditions and cancellation terms are text of at most 5,000 characters (or null to clear them).',
    de: 'Arbeitsbedingungen und Stornierungsbedingungen sind Text mit höchstens 5.000 Zeichen (oder null zum Löschen).',
  },
  'permit.authorityRequired': {
    en: 'Enter the authority that granted the permit for temporary agency work (§1 AÜG).',
    de: 'Geben Sie die Behörde an, die die Erlaubnis zur Arbeitnehmerüberlassung (§1 AÜG) erteilt hat.',
  },
  'permit.authorityTooLong': {
    en: 'The authority may be at most 200 characters long.',
    de: 'Die Behörde darf höchstens 200 Zeichen lang sein.',
  },
  'permit.issuedOnInvalid': {
    en: 'The day the permit was granted must be a date (YYYY-MM-DD).',
    de: 'Der Tag der Erteilung muss ein Datum sein (JJJJ-MM-TT).',
  },
  'permit.issuedOnFuture': {
    en: 'The day the permit was granted cannot lie in the future.',
    de: 'Der Tag der Erteilung darf nicht in der Zukunft liegen.',
  },
  'assignment.datesLocked': {
    en: 'This request has an assignment: its dates and times can no longer be edited. Propose a change to the assignment instead; title and description stay editable.',
    de: 'Zu dieser Anfrage gibt es einen Einsatz: Daten und Zeiten lassen sich nicht mehr bearbeiten. Schlagen Sie stattdessen eine Änderung des Einsatzes vor; Titel und Beschreibung bleiben bearbeitbar.',
  },
  'assignment.reasonRequired': {
    en: 'Give the reason for the cancellation (at most 2,000 characters).',
    de: 'Geben Sie den Grund der Stornierung an (höchstens 2.000 Zeichen).',
  },
  'assignment.forbidden': {
    en: 'You may not do this with assignments: the contract is accepted by the hospital’s administrators and the agency’s users.',
    de: 'Sie dürfen dies mit Einsätzen nicht tun: Den Vertrag nehmen die Administratoren des Krankenhauses und die Benutzer der Agentur an.',
  },
  'assignment.contractNotShared': {
    en: 'The contract between the agency and the hospital holds the agreed rates; the agency has not shared them with you.',
    de: 'Der Vertrag zwischen Agentur und Krankenhaus enthält die vereinbarten Sätze; die Agentur hat sie nicht für Sie freigegeben.',
  },
  'assignment.stateConflict': {
    en: 'The assignment is no longer in a state that allows this. Please reload it.',
    de: 'Der Einsatz ist nicht mehr in einem Status, der das erlaubt. Bitte laden Sie ihn neu.',
  },
  'assignment.contractAlreadyAccepted': {
    en: 'Your company has already accepted this contract.',
    de: 'Ihr Unternehmen hat diesen Vertrag bereits angenommen.',
  },
  'assignment.contractChanged': {
    en: 'The contract you accepted is not the current one. Please open the current PDF, read it and accept it.',
    de: 'Der angenommene Vertrag ist nicht der aktuelle. Bitte öffnen und lesen Sie das aktuelle PDF und nehmen Sie dieses an.',
  },
  'assignment.noContract': {
    en: 'This assignment has no leasing contract: the shift is worked by the hospital’s own staff.',
    de: 'Dieser Einsatz hat keinen Überlassungsvertrag: Den Dienst übernimmt eigenes Personal des Krankenhauses.',
  },
  'assignment.filterInvalid': {
    en: 'The filter is invalid: state is one of proposed, confirmed, completed, cancelled; from and to are dates (YYYY-MM-DD).',
    de: 'Der Filter ist ungültig: state ist einer von proposed, confirmed, completed, cancelled; from und to sind Daten (JJJJ-MM-TT).',
  },
  'assignment.changePending': {
    en: 'A proposed change of this assignment is waiting for an answer. Wait for it (or for its decline) before proposing another.',
    de: 'Eine vorgeschlagene Änderung dieses Einsatzes wartet auf Antwort. Warten Sie diese (oder ihre Ablehnung) ab, bevor Sie eine weitere vorschlagen.',
  },
  'assignment.changeNotPending': {
    en: 'This change has already been answered or is void: nothing is left to accept or decline.',
    de: 'Diese Änderung ist bereits beantwortet oder hinfällig: Es gibt nichts mehr anzunehmen oder abzulehnen.',
  },
  'assignment.changeAnswerForbidden': {
    en: 'A change of a leased assignment is answered by the agency’s users; a change of the hospital’s own pool by the person who works it.',
    de: 'Eine Änderung eines Überlassungseinsatzes beantworten die Benutzer der Agentur; eine Änderung im eigenen Pool des Krankenhauses die Person, die den Dienst übernimmt.',
  },
  'assignment.cancelForbidden': {
    en: 'A shift of the hospital’s own pool is cancelled by the hospital.',
    de: 'Einen Dienst aus dem eigenen Pool des Krankenhauses storniert das Krankenhaus.',
  },
  'assignmentChange.shiftsInvalid': {
    en: 'Each shift needs a start and an end (ms since 1970); at most 366 shifts; the note at most 500 characters.',
    de: 'Jeder Dienst braucht Beginn und Ende (ms seit 1970); höchstens 366 Dienste; die Notiz höchstens 500 Zeichen.',
  },
  'assignmentChange.shiftsRequired': {
    en: 'Propose at least one shift.',
    de: 'Schlagen Sie mindestens einen Dienst vor.',
  },
  'assignmentChange.shiftsTooMany': {
    en: 'A change holds at most 366 shifts.',
    de: 'Eine Änderung umfasst höchstens 366 Dienste.',
  },
  'assignmentChange.shiftOrder': {
    en: 'Each shift must end after it starts.',
    de: 'Jeder Dienst muss nach seinem Beginn enden.',
  },
  'assignmentChange.shiftTooLong': {
    en: 'A shift lasts at most 26 hours.',
    de: 'Ein Dienst dauert höchstens 26 Stunden.',
  },
  'assignmentChange.shiftPast': {
    en: 'The shifts must not start in the past.',
    de: 'Die Dienste dürfen nicht in der Vergangenheit beginnen.',
  },
  'assignmentChange.shiftTooFar': {
    en: 'The shifts must start within the next two years.',
    de: 'Die Dienste müssen innerhalb der nächsten zwei Jahre beginnen.',
  },
  'assignmentChange.shiftsOverlap': {
    en: 'Two shifts overlap.',
    de: 'Zwei Dienste überschneiden sich.',
  },
  'workflow.workingTimeRest': {
    en: 'Working Hours Act: this shift leaves less than 11 hours of rest next to the shift “{title}” already held.',
    de: 'Arbeitszeitgesetz: Zwischen diesem Dienst und dem bereits übernommenen Dienst „{title}“ liegen weniger als 11 Stunden Ruhezeit.',
  },
  'workflow.workingTimeDailyHours': {
    en: 'Working Hours Act: together with the shift “{title}” already held, this means more than 10 hours of work on {day}.',
    de: 'Arbeitszeitgesetz: Zusammen mit dem bereits übernommenen Dienst „{title}“ wären das am {day} mehr als 10 Stunden Arbeit.',
  },
  'workflow.workingTimeRestAssignment': {
    en: 'Working Hours Act: this shift leaves less than 11 hours of rest next to the shift “{title}” of assignment {assignment}, already held.',
    de: 'Arbeitszeitgesetz: Zwischen diesem Dienst und dem bereits übernommenen Dienst „{title}“ aus Einsatz {assignment} liegen weniger als 11 Stunden Ruhezeit.',
  },
  'workflow.workingTimeDailyHoursAssignment': {
    en: 'Working Hours Act: together with the shift “{title}” of assignment {assignment}, already held, this means more than 10 hours of work on {day}.',
    de: 'Arbeitszeitgesetz: Zusammen mit dem bereits übernommenen Dienst „{title}“ aus Einsatz {assignment} wären das am {day} mehr als 10 Stunden Arbeit.',
  },
  'access.noAgency': {
    en: 'Your account does not belong to an agency yet. Ask your agency or the operators to add you.',
    de: 'Ihr Konto gehört noch zu keiner Agentur. Bitten Sie Ihre Agentur oder die Betreiber, Sie hinzuzufügen.',
  },
  'calendar.rangeRequired': {
    en: 'Give the calendar range: from and to, as millisecond timestamps or dates (YYYY-MM-DD).',
    de: 'Bitte den Kalenderzeitraum angeben: from und to, als Millisekunden-Zeitstempel oder Daten (JJJJ-MM-TT).',
  },
  'calendar.rangeInvalid': {
    en: 'The calendar range must end after it starts and cover at most 100 days.',
    de: 'Der Kalenderzeitraum muss nach seinem Beginn enden und darf höchstens 100 Tage umfassen.',
  },
  'calendarFeed.notFound': {
    en: 'This calendar feed does not exist or has been revoked.',
    de: 'Diesen Kalender-Feed gibt es nicht oder er wurde widerrufen.',
  },
  'calendarFeed.scopeInvalid': {
    en: 'A calendar feed belongs to an organisation or a department.',
    de: 'Ein Kalender-Feed gehört zu einer Organisation oder einer Station.',
  },
  // Applications and their documents (issue 10, agency side).
  'application.nameRequired': { en: 'Name required', de: 'Name erforderlich' },
  'application.rateRequired': { en: 'Required', de: 'Erforderlich' },
  'application.filesRequired': { en: 'Please upload all the required files', de: 'Bitte alle Dateien hochladen' },
  'application.candidateUnknown': {
    en: 'The candidate must be one of your agency’s candidates.',
    de: 'Der Kandidat muss einer der Kandidaten Ihrer Agentur sein.',
  },
  'candidate.notAccepted': {
    en: 'This person is not your agency’s candidate: they have not accepted your invitation (yet).',
    de: 'Diese Person ist nicht Kandidat:in Ihrer Agentur: Sie hat Ihre Einladung (noch) nicht angenommen.',
  },
  'candidateInvitation.notOpen': {
    en: 'This invitation has already been answered or has expired.',
    de: 'Diese Einladung wurde bereits beantwortet oder ist abgelaufen.',
  },
  'candidateInvitation.roleNotAllowed': {
    en: 'This account cannot be an agency’s candidate.',
    de: 'Dieses Konto kann nicht Kandidat:in einer Agentur sein.',
  },
  'candidateInvitation.notCandidate': {
    en: 'You are not a candidate of this agency.',
    de: 'Sie sind nicht Kandidat:in dieser Agentur.',
  },
  'application.pdfOnly': {
    en: 'Documents must be PDF files.',
    de: 'Dokumente müssen PDF-Dateien sein.',
  },
  'application.pdfTooLarge': {
    en: 'A document may be at most 5 MB.',
    de: 'Ein Dokument darf höchstens 5 MB groß sein.',
  },
  'application.alreadyApplied': {
    en: 'This candidate has already applied for this request.',
    de: 'Dieser Kandidat hat sich bereits auf diese Anfrage beworben.',
  },
  'application.notReleased': {
    en: 'Agencies can apply only while the request is released to agencies.',
    de: 'Agenturen können sich nur bewerben, solange die Anfrage an Agenturen freigegeben ist.',
  },
  'application.documentKind': {
    en: 'kind must be one of CV, LICENCE_TO_PRACTISE, SPECIALIST_DIPLOMA.',
    de: 'kind muss CV, LICENCE_TO_PRACTISE oder SPECIALIST_DIPLOMA sein.',
  },
  'application.documentRequired': {
    en: 'This document is required while the application is open; replace it instead.',
    de: 'Dieses Dokument ist erforderlich, solange die Bewerbung offen ist; ersetzen Sie es stattdessen.',
  },
  // CSV exports of the admin lists: header rows (api/src/platform/lists/csv-export.ts).
  'export.rangeNotAllowed': {
    en: 'An export has every row that matches the sort and filter: leave out range.',
    de: 'Ein Export enthält alle Zeilen, die zu Sortierung und Filter passen: Lassen Sie range weg.',
  },
  'export.column.id': { en: 'ID', de: 'ID' },
  'export.column.personId': { en: 'Person ID', de: 'Personen-ID' },
  'export.column.agencyId': { en: 'Agency ID', de: 'Agentur-ID' },
  'export.column.email': { en: 'Email', de: 'E-Mail' },
  'export.column.firstName': { en: 'First name', de: 'Vorname' },
  'export.column.lastName': { en: 'Last name', de: 'Nachname' },
  'export.column.contact': { en: 'Contact', de: 'Kontakt' },
  'export.column.role': { en: 'Role', de: 'Rolle' },
  'export.column.status': { en: 'Status', de: 'Status' },
  'export.column.agencyName': { en: 'Agency name', de: 'Name der Agentur' },
  'export.column.address': { en: 'Address', de: 'Adresse' },
  'export.column.postcode': { en: 'Postcode', de: 'Postleitzahl' },
  'export.column.city': { en: 'City', de: 'Stadt' },
  'export.column.country': { en: 'Country', de: 'Land' },
  'export.column.url': { en: 'Website', de: 'Website' },
  'export.column.createdAt': { en: 'Created (UTC)', de: 'Angelegt (UTC)' },
  'export.column.updatedAt': { en: 'Changed (UTC)', de: 'Geändert (UTC)' },
  'export.column.title': { en: 'Title', de: 'Titel' },
  'export.column.kind': { en: 'Kind', de: 'Art' },
  'export.column.state': { en: 'State', de: 'Status' },
  'export.column.organisation': { en: 'Organisation', de: 'Organisation' },
  'export.column.department': { en: 'Department', de: 'Station' },
  'export.column.releasedAt': { en: 'Released (UTC)', de: 'Freigegeben (UTC)' },
  'export.column.filledAt': { en: 'Filled (UTC)', de: 'Besetzt (UTC)' },
  // Errors, history and forms in the back-office: codes and admin messages in both languages.
  // Keys with parameters are sent as `key?name=value` (see `withParams`); `{label}` and `{what}`
  // are looked up again as `label.<English text>`, so callers keep passing their English labels.
  'admin.notFound': { en: '{what} was not found.', de: '{what} wurde nicht gefunden.' },
  'changeSet.required': { en: '{label} is required.', de: '{label} ist erforderlich.' },
  'changeSet.tooLong': {
    en: '{label} must be at most {max} characters long.',
    de: '{label} darf höchstens {max} Zeichen lang sein.',
  },
  'changeSet.notText': { en: '{label} must be text.', de: '{label} muss ein Text sein.' },
  'changeSet.oneOf': {
    en: '{label} must be one of the listed values.',
    de: '{label} muss einer der aufgeführten Werte sein.',
  },
  'changeSet.notList': { en: '{label} must be a list of texts.', de: '{label} muss eine Liste von Texten sein.' },
  'changeSet.listTooLong': {
    en: '{label}: at most {entries} entries of {max} characters.',
    de: '{label}: höchstens {entries} Einträge mit je {max} Zeichen.',
  },
  'changeSet.notNumber': {
    en: '{label} must be a number from 0 to 1,000,000.',
    de: '{label} muss eine Zahl von 0 bis 1.000.000 sein.',
  },
  'changeSet.notWholeNumber': {
    en: '{label} must be a whole number from 0 to 1,000,000.',
    de: '{label} muss eine ganze Zahl von 0 bis 1.000.000 sein.',
  },
  'changeSet.notEditable': {
    en: '"{field}" cannot be changed. Editable fields: {fields}.',
    de: '„{field}“ kann nicht geändert werden. Änderbare Felder: {fields}.',
  },
  'listQuery.notJson': { en: '{what} must be JSON, e.g. {example}.', de: '{what} muss JSON sein, z. B. {example}.' },
  'listQuery.sortShape': {
    en: 'sort must look like ["field","ASC"] or ["field","DESC"].',
    de: 'sort muss die Form ["Feld","ASC"] oder ["Feld","DESC"] haben.',
  },
  'listQuery.sortUnknown': {
    en: 'Cannot sort by "{field}". Sortable fields: {fields}.',
    de: 'Nach „{field}“ kann nicht sortiert werden. Sortierbare Felder: {fields}.',
  },
  'listQuery.rangeShape': {
    en: 'range must look like [first,last] with 0 ≤ first ≤ last ≤ {max} and at most {rows} rows.',
    de: 'range muss die Form [erste,letzte] mit 0 ≤ erste ≤ letzte ≤ {max} und höchstens {rows} Zeilen haben.',
  },
  'listQuery.filterObject': { en: 'filter must be a JSON object.', de: 'filter muss ein JSON-Objekt sein.' },
  'listQuery.searchInvalid': {
    en: 'filter.q must be text of at most 200 characters.',
    de: 'filter.q muss ein Text mit höchstens 200 Zeichen sein.',
  },
  'listQuery.idsInvalid': {
    en: 'filter.id must be a list of ids (positive whole numbers).',
    de: 'filter.id muss eine Liste von IDs (positive ganze Zahlen) sein.',
  },
  'listQuery.filterSingle': {
    en: 'filter.{key} must be a single value.',
    de: 'filter.{key} muss ein einzelner Wert sein.',
  },
  'listQuery.timeout': {
    en: 'The list took too long to read. Narrow it down with a search or a filter and try again.',
    de: 'Die Liste zu lesen hat zu lange gedauert. Grenzen Sie sie mit einer Suche oder einem Filter ein und versuchen Sie es erneut.',
  },
  'listQuery.filterOneOf': {
    en: 'filter.{key} must be one of: {values}.',
    de: 'filter.{key} muss einer dieser Werte sein: {values}.',
  },
  'listQuery.filterUnknown': {
    en: 'Cannot filter by "{key}". Filters: {filters}.',
    de: 'Nach „{key}“ kann nicht gefiltert werden. Filter: {filters}.',
  },
  'agency.multipartRequired': {
    en: 'Send the agency as multipart/form-data (fields and "logo").',
    de: 'Senden Sie die Agentur als multipart/form-data (Felder und „logo“).',
  },
  'agency.unexpectedFile': {
    en: 'Send one logo (field "logo"), nothing else.',
    de: 'Senden Sie ein Logo (Feld „logo“), sonst nichts.',
  },
  // The shared field validators' problems (domain validators.ts) as the back-office words them (the spec's texts).
  'input.urlIncorrect': { en: 'Incorrect url', de: 'Ungültige URL' },
  'input.emailNotValid': { en: 'Email is not valid', de: 'E-Mail ist ungültig' },
  'input.contactNotPhone': {
    en: 'Contact must be a phone number.',
    de: 'Kontakt muss eine Telefonnummer sein.',
  },
  'input.postcodeInvalid': {
    en: 'Postcode is not valid for the country (in Germany five digits).',
    de: 'Die Postleitzahl passt nicht zum Land (in Deutschland fünf Ziffern).',
  },
  'input.countryUnknown': {
    en: 'Country must be one of the listed countries.',
    de: 'Land muss eines der aufgeführten Länder sein.',
  },
  // Field labels and record names inside messages (`{label}`, `{what}`), by their English text.
  'label.Agency name': { en: 'Agency name', de: 'Name der Agentur' },
  'label.Organisation name': { en: 'Organisation name', de: 'Name der Organisation' },
  'label.Organisation address': { en: 'Organisation address', de: 'Adresse der Organisation' },
  'label.Address': { en: 'Address', de: 'Adresse' },
  'label.Postcode': { en: 'Postcode', de: 'Postleitzahl' },
  'label.City': { en: 'City', de: 'Stadt' },
  'label.Country': { en: 'Country', de: 'Land' },
  'label.Url': { en: 'Url', de: 'URL' },
  'label.Description': { en: 'Description', de: 'Beschreibung' },
  'label.Email': { en: 'Email', de: 'E-Mail' },
  'label.First name': { en: 'First name', de: 'Vorname' },
  'label.Last name': { en: 'Last name', de: 'Nachname' },
  'label.Contact': { en: 'Contact', de: 'Kontakt' },
  'label.Qualification level': { en: 'Qualification level', de: 'Qualifikationsstufe' },
  'label.Additional qualification': { en: 'Additional qualification', de: 'Zusatzqualifikation' },
  'label.Skills': { en: 'Skills', de: 'Fähigkeiten' },
  'label.Distance': { en: 'Distance', de: 'Entfernung' },
  'label.Min salary': { en: 'Min salary', de: 'Mindestgehalt' },
  'label.Job type': { en: 'Job type', de: 'Art der Stelle' },
  'label.Name': { en: 'Name', de: 'Name' },
  'label.sort': { en: 'sort', de: 'sort' },
  'label.range': { en: 'range', de: 'range' },
  'label.filter': { en: 'filter', de: 'filter' },
  'label.The agency': { en: 'The agency', de: 'Die Agentur' },
  'label.The agency user': { en: 'The agency user', de: 'Der Agenturbenutzer' },
  'label.The agency customer': { en: 'The agency customer', de: 'Der Agenturkunde' },
  'label.The person': { en: 'The person', de: 'Die Person' },
  'label.The organisation': { en: 'The organisation', de: 'Die Organisation' },
  'label.The organisation user': { en: 'The organisation user', de: 'Der Organisationsbenutzer' },
  'label.The department': { en: 'The department', de: 'Die Station' },
  'label.The department user': { en: 'The department user', de: 'Der Stationsbenutzer' },
  'label.The department customer': { en: 'The department customer', de: 'Der Stationskunde' },
  'label.The picture': { en: 'The picture', de: 'Das Bild' },
  'label.The shift request': { en: 'The shift request', de: 'Die Dienstanfrage' },
  'label.The record': { en: 'The record', de: 'Der Datensatz' },
  'label.The file': { en: 'The file', de: 'Die Datei' },
  'label.The account': { en: 'The account', de: 'Das Konto' },
  'label.The invitation': { en: 'The invitation', de: 'Die Einladung' },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

const UNKNOWN_PROPERTY = /^property (.+) should not exist$/;

/** Parameters whose values are English labels or record names, translated as `label.<value>`. */
const LABEL_PARAMETERS: ReadonlySet<string> = new Set(['label', 'what']);

/**
 * A message key with parameters as one text (`changeSet.required?label=Agency+name`), so that it
 * travels as an error message and the filter translates it into the request's language.
 */
export function withParams(key: MessageKey, params: Readonly<Record<string, string | number>>): string {
  return `${key}?${new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString()}`;
}

function translateWithParams(text: string, language: Language): string | undefined {
  const separator = text.indexOf('?');
  if (separator <= 0) return undefined;
  const entry = CATALOGUE.get(text.slice(0, separator));
  if (!entry) return undefined;
  const params = new URLSearchParams(text.slice(separator + 1));
  const template = language === 'de' ? entry.de : entry.en;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params.get(name);
    if (value === null) return whole;
    if (!LABEL_PARAMETERS.has(name)) return value;
    const label = CATALOGUE.get(`label.${value}`);
    return label ? (language === 'de' ? label.de : label.en) : value;
  });
}

/** Translates a key (or passes other text through); also translates class-validator's unknown-property text. */
/** The catalogue as a Map: texts that are request data (echoed values) can never reach a prototype. */
const CATALOGUE: ReadonlyMap<string, Readonly<Record<Language, string>>> = new Map(Object.entries(MESSAGES));

export function translate(text: string, language: Language): string {
  const entry = CATALOGUE.get(text);
  if (entry) return language === 'de' ? entry.de : entry.en;
  const withParameters = translateWithParams(text, language);
  if (withParameters !== undefined) return withParameters;
  const unknown = UNKNOWN_PROPERTY.exec(text);
  if (unknown && language === 'de') return `Das Feld ${unknown[1]} ist nicht erlaubt.`;
  return text;
}

/** The language to answer a request in: its Accept-Language, English when the header is missing. */
export function requestLanguage(
  request: { headers: Record<string, string | string[] | undefined> } | undefined,
): Language {
  const header = request?.headers['accept-language'];
  return typeof header === 'string' && header.trim() ? pickLanguage(header) : 'en';
}
