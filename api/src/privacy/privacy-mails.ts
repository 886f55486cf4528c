import type { Language } from '@medstaff/domain';
import { composeMail, type RenderedMail } from '../platform/mail/mail-templates';

/** The mails about a person's erasure request, in German and English. */
const TEXTS = {
  erasureRequested: {
    de: {
      subject: 'Ihr Antrag auf Löschung Ihres MedStaff-Kontos',
      paragraphs: [
        'wir haben Ihren Antrag erhalten, Ihr Konto und Ihre personenbezogenen Daten zu löschen (Art. 17 DSGVO).',
        'Eine Administratorin oder ein Administrator prüft ihn und bestätigt die Löschung oder teilt Ihnen mit, warum Daten noch aufbewahrt werden müssen. Bis dahin können Sie den Antrag auf Ihrer Kontoseite zurückziehen.',
      ],
      action: 'Zur Kontoseite',
      footer: 'Wenn Sie diesen Antrag nicht gestellt haben, melden Sie sich bitte sofort an und ziehen Sie ihn zurück.',
    },
    en: {
      subject: 'Your request to delete your MedStaff account',
      paragraphs: [
        'we received your request to delete your account and your personal data (Art. 17 GDPR).',
        'An administrator will review it and either confirm the deletion or tell you why data must still be kept. Until then you can withdraw the request on your account page.',
      ],
      action: 'Open your account page',
      footer: 'If you did not make this request, please sign in at once and withdraw it.',
    },
  },
  erasureConfirmed: {
    de: {
      subject: 'Ihr MedStaff-Konto wurde gelöscht',
      paragraphs: [
        'wie beantragt haben wir Ihr Konto gelöscht: Ihr Profil, Ihre Mitgliedschaften und Ihre Unterlagen sind entfernt, eine Anmeldung ist nicht mehr möglich.',
        'Einträge, die andere weiterhin brauchen (etwa dass ein Dienst besetzt wurde), bleiben ohne Ihren Namen erhalten.',
      ],
      footer: 'Dies ist die letzte Nachricht, die Sie von MedStaff erhalten.',
    },
    en: {
      subject: 'Your MedStaff account has been deleted',
      paragraphs: [
        'as you asked, we deleted your account: your profile, memberships and documents are removed, and signing in is no longer possible.',
        'Records that others still need (such as that a shift was filled) remain without your name.',
      ],
      footer: 'This is the last message you will receive from MedStaff.',
    },
  },
  erasureRefused: {
    de: {
      subject: 'Ihr Antrag auf Löschung Ihres MedStaff-Kontos',
      paragraphs: [
        'wir können Ihr Konto derzeit nicht löschen. Die Begründung:',
        '{reason}',
        'Sie können den Antrag später erneut stellen. Bei Fragen antworten Sie uns gern über die Kontaktangaben auf unserer Datenschutzseite.',
      ],
      action: 'Zur Kontoseite',
      footer: 'Sie erhalten diese Nachricht, weil Sie die Löschung Ihres Kontos beantragt haben.',
    },
    en: {
      subject: 'Your request to delete your MedStaff account',
      paragraphs: [
        'we cannot delete your account at this time. The reason:',
        '{reason}',
        'You can make the request again later. If you have questions, reach us through the contact details on our privacy page.',
      ],
      action: 'Open your account page',
      footer: 'You receive this message because you asked to delete your account.',
    },
  },
  erasureToDecide: {
    de: {
      subject: 'Löschantrag zu entscheiden: Person {personId}',
      paragraphs: [
        'eine Person hat die Löschung ihres Kontos beantragt (Art. 17 DSGVO). Bitte bestätigen Sie den Antrag in der Verwaltung oder lehnen Sie ihn mit einer Begründung ab, ohne unangemessene Verzögerung und spätestens innerhalb eines Monats (Art. 12 Abs. 3 DSGVO).',
      ],
      action: 'Person in der Verwaltung öffnen',
      footer: 'Sie erhalten diese Nachricht als Administratorin oder Administrator von MedStaff.',
    },
    en: {
      subject: 'Erasure request to decide: person {personId}',
      paragraphs: [
        'a person asked to delete their account (Art. 17 GDPR). Please confirm the request in the console or refuse it with a reason, without undue delay and within one month at the latest (Art. 12(3) GDPR).',
      ],
      action: 'Open the person in the console',
      footer: 'You receive this message as an administrator of MedStaff.',
    },
  },
} as const;

export type PrivacyMail = keyof typeof TEXTS;

const GREETING: Readonly<Record<Language, string>> = { de: 'Hallo {firstName},', en: 'Hello {firstName},' };

/** Renders a privacy mail; `link` is the account page (the confirmation has no link: the account is gone). */
export function renderPrivacyMail(
  mail: PrivacyMail,
  language: Language,
  params: { firstName: string; link: string; reason?: string; personId?: number },
): RenderedMail {
  const source = TEXTS[mail][language];
  const fill = (text: string) =>
    text
      .replace('{firstName}', params.firstName || '')
      .replace('{reason}', params.reason ?? '')
      .replace('{personId}', String(params.personId ?? ''));
  return composeMail({
    language,
    subject: fill(source.subject),
    greeting: fill(GREETING[language]).replace(' ,', ','),
    paragraphs: source.paragraphs.map(fill),
    action: 'action' in source ? { label: source.action, link: params.link } : undefined,
    footer: source.footer,
  });
}
