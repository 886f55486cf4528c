import type { Language } from '@medstaff/domain';

/** A file sent with a mail (an assignment's `.ics`): kept in the outbox with it (`mail_attachment`). */
export interface MailAttachment {
  filename: string;
  /** The MIME type, e.g. `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string;
  content: Buffer;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

interface TemplateText {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: string;
  footer: string;
}

/** Every mail the platform sends, in German and English. `{name}` placeholders are filled in. */
const TEMPLATES = {
  emailConfirmation: {
    de: {
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      greeting: 'Hallo {firstName},',
      paragraphs: [
        'vielen Dank für Ihre Registrierung bei MedStaff.',
        'Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren. Der Link ist 48 Stunden gültig.',
      ],
      action: 'E-Mail-Adresse bestätigen',
      footer: 'Wenn Sie sich nicht registriert haben, können Sie diese Nachricht ignorieren.',
    },
    en: {
      subject: 'Please confirm your email address',
      greeting: 'Hello {firstName},',
      paragraphs: [
        'thank you for signing up with MedStaff.',
        'Please confirm your email address to activate your account. The link is valid for 48 hours.',
      ],
      action: 'Confirm email address',
      footer: 'If you did not sign up, you can ignore this message.',
    },
  },
  passwordReset: {
    de: {
      subject: 'Neues Passwort für Ihr MedStaff-Konto',
      greeting: 'Hallo {firstName},',
      paragraphs: [
        'wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen.',
        'Über den folgenden Link können Sie ein neues Passwort festlegen. Der Link ist eine Stunde gültig und kann nur einmal verwendet werden.',
      ],
      action: 'Neues Passwort festlegen',
      footer:
        'Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert.',
    },
    en: {
      subject: 'New password for your MedStaff account',
      greeting: 'Hello {firstName},',
      paragraphs: [
        'we received a request to reset the password of your account.',
        'Use the link below to choose a new password. The link is valid for one hour and can be used once.',
      ],
      action: 'Choose a new password',
      footer: 'If you did not ask for a new password, ignore this message; your password stays unchanged.',
    },
  },
  invitation: {
    de: {
      subject: 'Einladung zu MedStaff',
      greeting: 'Guten Tag,',
      paragraphs: [
        'Sie wurden eingeladen, MedStaff als {role} zu nutzen.',
        'Legen Sie über den folgenden Link Ihr Passwort fest, um Ihr Konto zu aktivieren. Der Link ist sieben Tage gültig.',
      ],
      action: 'Passwort festlegen',
      footer: 'Wenn Sie diese Einladung nicht erwartet haben, können Sie die Nachricht ignorieren.',
    },
    en: {
      subject: 'Invitation to MedStaff',
      greeting: 'Hello,',
      paragraphs: [
        'you have been invited to use MedStaff as {role}.',
        'Use the link below to set your password and activate your account. The link is valid for seven days.',
      ],
      action: 'Set your password',
      footer: 'If you did not expect this invitation, you can ignore this message.',
    },
  },
  candidateInvitation: {
    de: {
      subject: '{agency} lädt Sie als Kandidat:in ein',
      greeting: 'Guten Tag,',
      paragraphs: [
        'die Agentur {agency} möchte Sie auf MedStaff als Kandidat:in führen und sich mit Ihnen auf Dienste in Kliniken bewerben.',
        'Erst wenn Sie zustimmen, sieht die Agentur Ihr Konto und kann sich mit Ihnen bewerben. Über den folgenden Link nehmen Sie die Einladung an oder lehnen sie ab; ohne Konto legen Sie dort ein Passwort fest. Der Link ist sieben Tage gültig.',
      ],
      action: 'Einladung ansehen',
      footer:
        'Wenn Sie diese Agentur nicht kennen, lehnen Sie die Einladung ab oder ignorieren Sie diese Nachricht: Ohne Ihre Zustimmung geschieht nichts.',
    },
    en: {
      subject: '{agency} invites you as a candidate',
      greeting: 'Hello,',
      paragraphs: [
        'the agency {agency} would like to list you as a candidate on MedStaff and apply with you for shifts at hospitals.',
        'Only once you agree does the agency see your account and may apply with you. Use the link below to accept or decline the invitation; without an account you set a password there. The link is valid for seven days.',
      ],
      action: 'View the invitation',
      footer:
        'If you do not know this agency, decline the invitation or ignore this message: nothing happens without your consent.',
    },
  },
  shiftOffered: {
    de: {
      subject: 'Neuer Dienst für Ihre Station: {title}',
      greeting: 'Hallo {firstName},',
      paragraphs: [
        'Ihrer Station {department} wird ein Dienst angeboten: „{title}“ ({dates}).',
        'Nehmen Sie ihn im Portal an oder lehnen Sie ihn ab. Wer zuerst annimmt, erhält den Dienst.',
      ],
      action: 'Angebote ansehen',
      footer: 'Sie erhalten diese Nachricht, weil Sie zum Pool der Station gehören.',
    },
    en: {
      subject: 'A new shift for your ward: {title}',
      greeting: 'Hello {firstName},',
      paragraphs: [
        'A shift is offered to your ward {department}: “{title}” ({dates}).',
        'Accept or decline it in the portal. The first to accept gets the shift.',
      ],
      action: 'See the offers',
      footer: 'You receive this message because you belong to the ward’s pool.',
    },
  },
  shiftAccepted: {
    de: {
      subject: 'Dienst angenommen: {title}',
      greeting: 'Hallo {firstName},',
      paragraphs: ['{member} hat den Dienst „{title}“ ({dates}) angenommen. Die Anfrage ist intern besetzt.'],
      action: 'Anfragen ansehen',
      footer: 'Sie erhalten diese Nachricht als Administrator Ihrer Organisation.',
    },
    en: {
      subject: 'Shift accepted: {title}',
      greeting: 'Hello {firstName},',
      paragraphs: ['{member} accepted the shift “{title}” ({dates}). The request is filled internally.'],
      action: 'See the requests',
      footer: 'You receive this message as an administrator of your organisation.',
    },
  },
  shiftReleased: {
    de: {
      subject: 'Dienst an Agenturen freigegeben: {title}',
      greeting: 'Hallo {firstName},',
      paragraphs: [
        'Der Dienst „{title}“ ({dates}) wurde von Hand an Agenturen freigegeben. Agenturen können sich jetzt bewerben.',
      ],
      action: 'Anfragen ansehen',
      footer: 'Sie erhalten diese Nachricht als Administrator Ihrer Organisation.',
    },
    en: {
      subject: 'Shift released to agencies: {title}',
      greeting: 'Hello {firstName},',
      paragraphs: ['The shift “{title}” ({dates}) was released to agencies by hand. Agencies can apply now.'],
      action: 'See the requests',
      footer: 'You receive this message as an administrator of your organisation.',
    },
  },
  shiftReleasedAutomatically: {
    de: {
      subject: 'Dienst an Agenturen freigegeben: {title}',
      greeting: 'Hallo {firstName},',
      paragraphs: [
        'Für den Dienst „{title}“ ({dates}) hat innerhalb der Frist niemand aus dem Pool zugesagt. Er wurde an Agenturen freigegeben; Agenturen können sich jetzt bewerben.',
      ],
      action: 'Anfragen ansehen',
      footer: 'Sie erhalten diese Nachricht als Administrator Ihrer Organisation.',
    },
    en: {
      subject: 'Shift released to agencies: {title}',
      greeting: 'Hello {firstName},',
      paragraphs: [
        'Nobody from the pool accepted the shift “{title}” ({dates}) within its time limit. It was released to agencies; agencies can apply now.',
      ],
      action: 'See the requests',
      footer: 'You receive this message as an administrator of your organisation.',
    },
  },
  candidateSelected: {
    de: {
      subject: 'Ihr Kandidat wurde ausgewählt: {title}',
      greeting: 'Hallo {firstName},',
      paragraphs: ['{organisation} hat {applicant} für den Dienst „{title}“ ({dates}) ausgewählt.'],
      action: 'Bewerbungen ansehen',
      footer: 'Sie erhalten diese Nachricht als Mitarbeiter Ihrer Agentur.',
    },
    en: {
      subject: 'Your candidate was selected: {title}',
      greeting: 'Hello {firstName},',
      paragraphs: ['{organisation} selected {applicant} for the shift “{title}” ({dates}).'],
      action: 'See the applications',
      footer: 'You receive this message as a member of your agency.',
    },
  },
  candidateNotChosen: {
    de: {
      subject: 'Anderer Kandidat gewählt: {title}',
      greeting: 'Hallo {firstName},',
      paragraphs: [
        '{organisation} hat für den Dienst „{title}“ ({dates}) einen anderen Kandidaten gewählt. Ihre Bewerbung mit {applicant} ist damit geschlossen.',
      ],
      action: 'Bewerbungen ansehen',
      footer: 'Sie erhalten diese Nachricht als Mitarbeiter Ihrer Agentur.',
    },
    en: {
      subject: 'Another candidate was chosen: {title}',
      greeting: 'Hello {firstName},',
      paragraphs: [
        '{organisation} chose another candidate for the shift “{title}” ({dates}). Your application with {applicant} is closed.',
      ],
      action: 'See the applications',
      footer: 'You receive this message as a member of your agency.',
    },
  },
  applicationReceived: {
    de: {
      subject: 'Neue Bewerbung: {title}',
      greeting: 'Hallo {firstName},',
      paragraphs: [
        'Die Agentur {agency} hat sich mit {applicant} ({rate} € pro Stunde) auf den Dienst „{title}“ ({dates}) beworben.',
        'Die Unterlagen (Lebenslauf, Approbation, Facharzturkunde) finden Sie bei der Anfrage im Portal.',
      ],
      action: 'Bewerbungen ansehen',
      footer: 'Sie erhalten diese Nachricht als Verantwortliche(r) für diese Anfrage.',
    },
    en: {
      subject: 'New application: {title}',
      greeting: 'Hello {firstName},',
      paragraphs: [
        'The agency {agency} applied with {applicant} ({rate} € per hour) for the shift “{title}” ({dates}).',
        'The documents (CV, licence to practise, specialist diploma) are on the request in the portal.',
      ],
      action: 'See the applications',
      footer: 'You receive this message as someone responsible for this request.',
    },
  },
  applicationWithdrawn: {
    de: {
      subject: 'Bewerbung zurückgezogen: {title}',
      greeting: 'Hallo {firstName},',
      paragraphs: [
        'Die Agentur {agency} hat ihre Bewerbung mit {applicant} für den Dienst „{title}“ ({dates}) zurückgezogen.',
      ],
      action: 'Bewerbungen ansehen',
      footer: 'Sie erhalten diese Nachricht als Verantwortliche(r) für diese Anfrage.',
    },
    en: {
      subject: 'Application withdrawn: {title}',
      greeting: 'Hello {firstName},',
      paragraphs: ['The agency {agency} withdrew its application with {applicant} for the shift “{title}” ({dates}).'],
      action: 'See the applications',
      footer: 'You receive this message as someone responsible for this request.',
    },
  },
  assignmentChangeProposed: {
    de: {
      subject: 'Änderung vorgeschlagen: {title}',
      greeting: 'Hallo {firstName},',
      paragraphs: [
        '{organisation} schlägt für den Einsatz „{title}“ von {worker} neue Zeiten vor: {dates}.{note}',
        'Bitte nehmen Sie die Änderung im Portal an oder lehnen Sie sie ab. Bis dahin gelten die bisherigen Zeiten.',
      ],
      action: 'Einsatz ansehen',
      footer: 'Sie erhalten diese Nachricht als Beteiligte(r) dieses Einsatzes.',
    },
    en: {
      subject: 'Change proposed: {title}',
      greeting: 'Hello {firstName},',
      paragraphs: [
        '{organisation} proposes new times for {worker}’s assignment “{title}”: {dates}.{note}',
        'Please accept or decline the change in the portal. Until then the current times apply.',
      ],
      action: 'See the assignment',
      footer: 'You receive this message as someone involved in this assignment.',
    },
  },
  assignmentChangeAccepted: {
    de: {
      subject: 'Änderung angenommen: {title}',
      greeting: 'Hallo {firstName},',
      paragraphs: [
        '{by} hat die Änderung des Einsatzes „{title}“ von {worker} angenommen. Es gelten die neuen Zeiten: {dates}.',
      ],
      action: 'Einsatz ansehen',
      footer: 'Sie erhalten diese Nachricht als Verantwortliche(r) für diesen Einsatz.',
    },
    en: {
      subject: 'Change accepted: {title}',
      greeting: 'Hello {firstName},',
      paragraphs: ['{by} accepted the change of {worker}’s assignment “{title}”. The new times apply: {dates}.'],
      action: 'See the assignment',
      footer: 'You receive this message as someone responsible for this assignment.',
    },
  },
  assignmentChangeDeclined: {
    de: {
      subject: 'Änderung abgelehnt: {title}',
      greeting: 'Hallo {firstName},',
      paragraphs: [
        '{by} hat die vorgeschlagene Änderung des Einsatzes „{title}“ von {worker} abgelehnt. Es gelten weiter die bisherigen Zeiten: {dates}.',
      ],
      action: 'Einsatz ansehen',
      footer: 'Sie erhalten diese Nachricht als Verantwortliche(r) für diesen Einsatz.',
    },
    en: {
      subject: 'Change declined: {title}',
      greeting: 'Hello {firstName},',
      paragraphs: [
        '{by} declined the proposed change of {worker}’s assignment “{title}”. The current times still apply: {dates}.',
      ],
      action: 'See the assignment',
      footer: 'You receive this message as someone responsible for this assignment.',
    },
  },
  assignmentCancelled: {
    de: {
      subject: 'Einsatz storniert: {title}',
      greeting: 'Hallo {firstName},',
      paragraphs: [
        '{by} hat den Einsatz „{title}“ von {worker} ({dates}) storniert. Grund: {reason}',
        'Vorlauf bis zum ersten betroffenen Dienst: {notice} Stunden.',
      ],
      action: 'Einsatz ansehen',
      footer: 'Sie erhalten diese Nachricht als Beteiligte(r) dieses Einsatzes.',
    },
    en: {
      subject: 'Assignment cancelled: {title}',
      greeting: 'Hello {firstName},',
      paragraphs: [
        '{by} cancelled {worker}’s assignment “{title}” ({dates}). Reason: {reason}',
        'Notice before the first affected shift: {notice} hours.',
      ],
      action: 'See the assignment',
      footer: 'You receive this message as someone involved in this assignment.',
    },
  },
} satisfies Record<string, Record<Language, TemplateText>>;

export type MailTemplate = keyof typeof TEMPLATES;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match);

export interface MailParts {
  language: Language;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Label/value lines, e.g. the contents of an enquiry. */
  details?: [string, string][];
  action?: { label: string; link: string };
  footer: string;
}

/** Lays a mail out as plain text and simple, accessible HTML; every value is escaped for HTML. */
export function composeMail(parts: MailParts): RenderedMail {
  const details = parts.details ?? [];
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs,
    ...(details.length ? ['', ...details.map(([label, value]) => `${label}: ${value}`)] : []),
    ...(parts.action ? ['', `${parts.action.label}: ${parts.action.link}`] : []),
    '',
    parts.footer,
    '',
    'MedStaff',
  ].join('\n');
  const html = `<!doctype html><html lang="${parts.language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p>${escapeHtml(parts.greeting)}</p>
${parts.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${details.length ? `<table style="border-collapse:collapse">${details.map(([label, value]) => `<tr><th style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>` : ''}
${
  parts.action
    ? `<p><a href="${escapeHtml(parts.action.link)}" style="display:inline-block;background:#0b6e6e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(parts.action.label)}</a></p>
<p style="font-size:13px;color:#52606d">${escapeHtml(parts.action.link)}</p>`
    : ''
}
<p style="font-size:13px;color:#52606d">${escapeHtml(parts.footer)}</p>
<p>MedStaff</p>
</body></html>`;
  return { subject: parts.subject, text, html };
}

/** Renders a template with its call to action `link`. */
export function renderMail(
  template: MailTemplate,
  language: Language,
  params: Record<string, string> & { link: string },
): RenderedMail {
  const source: TemplateText = TEMPLATES[template][language];
  const fillIn = (text: string) => fill(text, params);
  return composeMail({
    language,
    subject: fillIn(source.subject),
    greeting: fillIn(source.greeting),
    paragraphs: source.paragraphs.map(fillIn),
    action: { label: fillIn(source.action), link: params.link },
    footer: fillIn(source.footer),
  });
}
