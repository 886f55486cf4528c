import type { Language } from '@medstaff/domain';
import { composeMail, type RenderedMail } from '../../platform/mail/mail-templates';

interface DecisionText {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: string;
  footer: string;
}

/** The mails of an administrator's decision on a membership picked at sign-up. */
const DECISION_MAILS = new Map<'confirmed' | 'rejected', Record<Language, DecisionText>>([
  [
    'confirmed',
    {
      de: {
        subject: 'Ihre Mitgliedschaft bei {organisation} ist bestätigt',
        greeting: 'Hallo {firstName},',
        paragraphs: [
          'ein Administrator hat Ihre Mitgliedschaft bei {organisation} bestätigt.',
          'Nach der Anmeldung sehen Sie jetzt die Daten und Dienstanfragen Ihrer Organisation.',
        ],
        action: 'Anmelden',
        footer: 'Wenn Sie diese Mitgliedschaft nicht beantragt haben, antworten Sie bitte auf diese Nachricht.',
      },
      en: {
        subject: 'Your membership of {organisation} is confirmed',
        greeting: 'Hello {firstName},',
        paragraphs: [
          'an administrator has confirmed your membership of {organisation}.',
          "After signing in you now see your organisation's data and shift requests.",
        ],
        action: 'Sign in',
        footer: 'If you did not ask for this membership, please reply to this message.',
      },
    },
  ],
  [
    'rejected',
    {
      de: {
        subject: 'Ihre Mitgliedschaft bei {organisation} wurde nicht bestätigt',
        greeting: 'Hallo {firstName},',
        paragraphs: [
          'ein Administrator hat Ihre Mitgliedschaft bei {organisation} nicht bestätigt.',
          'Ihr Konto bleibt bestehen. Wenn Sie meinen, dass das ein Irrtum ist, wenden Sie sich bitte an Ihre Organisation.',
        ],
        footer: 'Diese Nachricht wurde automatisch versandt.',
      },
      en: {
        subject: 'Your membership of {organisation} was not confirmed',
        greeting: 'Hello {firstName},',
        paragraphs: [
          'an administrator did not confirm your membership of {organisation}.',
          'Your account stays. If you think this is a mistake, please contact your organisation.',
        ],
        footer: 'This message was sent automatically.',
      },
    },
  ],
]);

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(firstName|organisation)\}/g, (_match, name: 'firstName' | 'organisation') => params[name]);

export function membershipDecisionMail(
  decision: 'confirmed' | 'rejected',
  language: Language,
  params: { firstName: string; organisation: string; link: string },
): RenderedMail {
  const text = (DECISION_MAILS.get(decision) as Record<Language, DecisionText>)[language];
  const values = { firstName: params.firstName, organisation: params.organisation };
  return composeMail({
    language,
    subject: fill(text.subject, values),
    greeting: fill(params.firstName ? text.greeting : text.greeting.replace(' {firstName}', ''), values),
    paragraphs: text.paragraphs.map((paragraph) => fill(paragraph, values)),
    action: text.action ? { label: text.action, link: params.link } : undefined,
    footer: text.footer,
  });
}
