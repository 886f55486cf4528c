import type { Language } from '@medstaff/domain';
import { composeMail, type MailAttachment, type RenderedMail } from '../../platform/mail/mail-templates';

/** The mails about an assignment (issue 29), in German and English; `{name}` placeholders are filled in. */
const ASSIGNMENT_MAILS = {
  assignmentProposed: {
    de: {
      subject: 'Sie wurden für einen Einsatz vorgeschlagen: {title}',
      paragraphs: [
        '{organisation} hat Sie über Ihre Agentur {agency} für den Einsatz „{title}“ ({place}) ausgewählt: {dates}.',
        'Der Einsatz ist bestätigt, sobald Klinik und Agentur den Überlassungsvertrag angenommen haben; wir schreiben Ihnen dann wieder. Die Dienste liegen als Kalenderdatei bei (vorläufig).',
      ],
      action: 'Einsatz ansehen',
    },
    en: {
      subject: 'You were proposed for an assignment: {title}',
      paragraphs: [
        '{organisation} selected you through your agency {agency} for the assignment “{title}” ({place}): {dates}.',
        'The assignment is confirmed once the hospital and the agency have accepted the leasing contract; we will write to you again then. The shifts are attached as a calendar file (tentative).',
      ],
      action: 'View the assignment',
    },
  },
  assignmentConfirmed: {
    de: {
      subject: 'Einsatz bestätigt: {title}',
      paragraphs: [
        'Ihr Einsatz „{title}“ bei {organisation} ({place}) ist bestätigt: {dates}.',
        'Die Dienste liegen als Kalenderdatei bei.',
      ],
      action: 'Einsatz ansehen',
    },
    en: {
      subject: 'Assignment confirmed: {title}',
      paragraphs: [
        'Your assignment “{title}” at {organisation} ({place}) is confirmed: {dates}.',
        'The shifts are attached as a calendar file.',
      ],
      action: 'View the assignment',
    },
  },
  assignmentChanged: {
    de: {
      subject: 'Einsatz geändert: {title}',
      paragraphs: [
        'Die Zeiten Ihres Einsatzes „{title}“ bei {organisation} ({place}) wurden einvernehmlich geändert. Es gilt jetzt: {dates}.',
        'Die geänderten Dienste liegen als Kalenderdatei bei; Ihr Kalender aktualisiert die bisherigen Einträge.',
      ],
      action: 'Einsatz ansehen',
    },
    en: {
      subject: 'Assignment changed: {title}',
      paragraphs: [
        'The times of your assignment “{title}” at {organisation} ({place}) were changed by agreement. It now reads: {dates}.',
        'The changed shifts are attached as a calendar file; your calendar updates the earlier entries.',
      ],
      action: 'View the assignment',
    },
  },
  assignmentCancelled: {
    de: {
      subject: 'Einsatz abgesagt: {title}',
      paragraphs: [
        'Ihr Einsatz „{title}“ bei {organisation} ({place}) wurde abgesagt: {dates}.',
        'Grund: {reason}',
        'Die Kalenderdatei im Anhang entfernt die Dienste aus Ihrem Kalender.',
      ],
      action: 'Einsatz ansehen',
    },
    en: {
      subject: 'Assignment cancelled: {title}',
      paragraphs: [
        'Your assignment “{title}” at {organisation} ({place}) was cancelled: {dates}.',
        'Reason: {reason}',
        'The attached calendar file removes the shifts from your calendar.',
      ],
      action: 'View the assignment',
    },
  },
  assignmentAcceptanceDue: {
    de: {
      subject: 'Vertrag noch nicht angenommen: {title} beginnt bald',
      paragraphs: [
        'Der erste Dienst des Einsatzes „{title}“ ({worker}, Agentur {agency}) beginnt am {firstShift}, aber der Überlassungsvertrag ist noch nicht von beiden Seiten angenommen (fehlt: {missing}).',
        'Beide Annahmen müssen vor dem ersten Dienst vorliegen. Ohne sie darf der Einsatz nicht beginnen und wird beim Dienstbeginn abgesagt.',
      ],
      action: 'Vertrag ansehen und annehmen',
    },
    en: {
      subject: 'Contract not yet accepted: {title} starts soon',
      paragraphs: [
        'The first shift of the assignment “{title}” ({worker}, agency {agency}) starts on {firstShift}, but the leasing contract has not been accepted by both sides yet (missing: {missing}).',
        'Both acceptances must be in place before the first shift. Without them the assignment may not start and is cancelled when the shift begins.',
      ],
      action: 'View and accept the contract',
    },
  },
} satisfies Record<string, Record<Language, { subject: string; paragraphs: string[]; action: string }>>;

export type AssignmentMailTemplate = keyof typeof ASSIGNMENT_MAILS;

const GREETING: Readonly<Record<Language, string>> = { de: 'Hallo {firstName},', en: 'Hello {firstName},' };

const FOOTERS: Readonly<Record<'worker' | 'hospital', Readonly<Record<Language, string>>>> = {
  worker: {
    de: 'Sie erhalten diese Nachricht, weil Sie diesen Einsatz übernehmen.',
    en: 'You receive this message because you work this assignment.',
  },
  hospital: {
    de: 'Sie erhalten diese Nachricht als Verantwortliche(r) der Klinik für diesen Einsatz.',
    en: 'You receive this message as someone responsible for this assignment at the hospital.',
  },
};

const fill = (text: string, params: Readonly<Record<string, string>>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match);

/** Renders an assignment mail with its call to action and attachments. */
export function renderAssignmentMail(
  template: AssignmentMailTemplate,
  language: Language,
  audience: 'worker' | 'hospital',
  params: Readonly<Record<string, string>> & { link: string },
  attachments: MailAttachment[] = [],
): RenderedMail {
  const source = ASSIGNMENT_MAILS[template][language];
  return {
    ...composeMail({
      language,
      subject: fill(source.subject, params),
      greeting: fill(GREETING[language], params),
      paragraphs: source.paragraphs.map((paragraph) => fill(paragraph, params)),
      action: { label: source.action, link: params.link },
      footer: FOOTERS[audience][language],
    }),
    attachments,
  };
}
