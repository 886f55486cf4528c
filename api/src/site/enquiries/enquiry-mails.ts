import type { Language } from '@medstaff/domain';
import { composeMail, type RenderedMail } from '../../platform/mail/mail-templates';
import type { Enquiry } from './enquiry.entity';

export interface EnquiryNames {
  specialist?: string;
  field?: string;
}

const LABELS = {
  de: {
    dates: 'Zeitraum',
    hospital: 'Einrichtung',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    specialist: 'Fachkraft',
    field: 'Fachbereich',
    none: '–',
  },
  en: {
    dates: 'Dates',
    hospital: 'Institution',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    specialist: 'Specialist',
    field: 'Field',
    none: '–',
  },
} as const;

function details(enquiry: Enquiry, names: EnquiryNames, language: Language): [string, string][] {
  const label = LABELS[language];
  return [
    [label.dates, enquiry.dateString],
    [label.hospital, enquiry.hospitalName],
    [label.name, enquiry.name],
    [label.email, enquiry.email],
    [label.phone, enquiry.phone],
    [label.specialist, names.specialist ?? label.none],
    [label.field, names.field ?? label.none],
  ];
}

/** To the operator (in German, the team's language): everything needed to call back. */
export function operatorMail(enquiry: Enquiry, names: EnquiryNames): RenderedMail {
  return composeMail({
    language: 'de',
    subject: `Neue Personalanfrage: ${enquiry.hospitalName} (${enquiry.dateString})`,
    greeting: 'Hallo Team,',
    paragraphs: [
      `über die Website ist eine neue Personalanfrage eingegangen (Nr. ${enquiry.id}, Sprache: ${enquiry.language}).`,
      'Bitte melden Sie sich innerhalb eines Werktags bei der anfragenden Person.',
    ],
    details: details(enquiry, names, 'de'),
    footer: 'Antworten auf diese E-Mail gehen direkt an die anfragende Person.',
  });
}

/** To the sender, in their language: what we received and what happens next. */
export function senderMail(enquiry: Enquiry, names: EnquiryNames, language: Language): RenderedMail {
  const text = {
    de: {
      subject: 'Ihre Personalanfrage bei MedStaff',
      greeting: `Guten Tag ${enquiry.name},`,
      paragraphs: [
        'vielen Dank für Ihre Anfrage. Wir haben sie erhalten und melden uns innerhalb eines Werktags bei Ihnen – mit passenden Angeboten von Personaldienstleistern oder für ein kurzes Gespräch.',
        'Ihre Angaben im Überblick:',
      ],
      footer:
        'Sie haben diese E-Mail erhalten, weil Sie auf medstaff.de eine Anfrage gesendet haben. Ihre Daten verwenden wir nur zur Bearbeitung dieser Anfrage.',
    },
    en: {
      subject: 'Your staffing enquiry with MedStaff',
      greeting: `Hello ${enquiry.name},`,
      paragraphs: [
        'thank you for your enquiry. We have received it and will get back to you within one working day – with suitable offers from staffing agencies or for a short call.',
        'Your details at a glance:',
      ],
      footer:
        'You received this email because you sent an enquiry on medstaff.de. We use your data only to handle this enquiry.',
    },
  }[language];
  return composeMail({ language, ...text, details: details(enquiry, names, language) });
}
