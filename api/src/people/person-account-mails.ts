import type { Language, PersonRole } from '@medstaff/domain';
import { composeMail, type RenderedMail } from '../platform/mail/mail-templates';

/** What an administrator did to the account, as the person is told. */
export type AccountChange = 'disabled' | 'enabled' | 'roleChanged';

interface AccountMailText {
  subject: string;
  paragraphs: string[];
  action?: string;
  footer: string;
}

/** The names of the roles in the mails. */
const ROLE_NAMES: ReadonlyMap<PersonRole, Record<Language, string>> = new Map([
  ['ADMIN', { de: 'Administrator:in', en: 'administrator' }],
  ['ORG_ADMIN', { de: 'Organisations-Administrator:in', en: 'organisation administrator' }],
  ['ORG_SUB', { de: 'Stationsverantwortliche:r', en: 'department user' }],
  ['AGENCY', { de: 'Agenturnutzer:in', en: 'agency user' }],
  ['USER', { de: 'Nutzer:in', en: 'user' }],
]);

const TEXTS: ReadonlyMap<AccountChange, Record<Language, AccountMailText>> = new Map([
  [
    'disabled',
    {
      de: {
        subject: 'Ihr MedStaff-Konto wurde deaktiviert',
        paragraphs: [
          'ein Administrator hat Ihr MedStaff-Konto deaktiviert. Sie können sich nicht mehr anmelden; bestehende Sitzungen sind beendet.',
          'Begründung: {reason}',
        ],
        footer: 'Wenn Sie meinen, dass das ein Irrtum ist, antworten Sie bitte auf diese Nachricht.',
      },
      en: {
        subject: 'Your MedStaff account has been disabled',
        paragraphs: [
          'an administrator has disabled your MedStaff account. You can no longer sign in; existing sessions have ended.',
          'Reason: {reason}',
        ],
        footer: 'If you think this is a mistake, please reply to this message.',
      },
    },
  ],
  [
    'enabled',
    {
      de: {
        subject: 'Ihr MedStaff-Konto ist wieder aktiv',
        paragraphs: [
          'ein Administrator hat Ihr MedStaff-Konto wieder aktiviert. Sie können sich wieder anmelden.',
          'Begründung: {reason}',
        ],
        action: 'Anmelden',
        footer: 'Diese Nachricht wurde automatisch versandt.',
      },
      en: {
        subject: 'Your MedStaff account is active again',
        paragraphs: [
          'an administrator has enabled your MedStaff account again. You can sign in again.',
          'Reason: {reason}',
        ],
        action: 'Sign in',
        footer: 'This message was sent automatically.',
      },
    },
  ],
  [
    'roleChanged',
    {
      de: {
        subject: 'Ihre Rolle bei MedStaff hat sich geändert',
        paragraphs: [
          'ein Administrator hat Ihre Rolle von {from} zu {to} geändert. Bitte melden Sie sich neu an; bestehende Sitzungen sind beendet.',
          'Begründung: {reason}',
        ],
        action: 'Anmelden',
        footer: 'Wenn Sie meinen, dass das ein Irrtum ist, antworten Sie bitte auf diese Nachricht.',
      },
      en: {
        subject: 'Your role at MedStaff has changed',
        paragraphs: [
          'an administrator has changed your role from {from} to {to}. Please sign in again; existing sessions have ended.',
          'Reason: {reason}',
        ],
        action: 'Sign in',
        footer: 'If you think this is a mistake, please reply to this message.',
      },
    },
  ],
]);

const GREETING: Record<Language, { named: string; plain: string }> = {
  de: { named: 'Hallo {firstName},', plain: 'Guten Tag,' },
  en: { named: 'Hello {firstName},', plain: 'Hello,' },
};

/** Fills the named placeholders in one pass, so a value that looks like a placeholder stays as typed. */
const fill = (text: string, values: ReadonlyMap<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values.get(name) ?? whole);

/** The mail telling a person what an administrator changed on their account, and why. */
export function accountChangeMail(
  change: AccountChange,
  language: Language,
  params: { firstName: string; reason: string; link: string; from?: PersonRole; to?: PersonRole },
): RenderedMail {
  const text = (TEXTS.get(change) as Record<Language, AccountMailText>)[language];
  const roleName = (role: PersonRole | undefined) => (role ? (ROLE_NAMES.get(role)?.[language] ?? role) : '');
  const values = new Map([
    ['firstName', params.firstName],
    ['reason', params.reason],
    ['from', roleName(params.from)],
    ['to', roleName(params.to)],
  ]);
  const greeting = params.firstName ? GREETING[language].named : GREETING[language].plain;
  return composeMail({
    language,
    subject: text.subject,
    greeting: fill(greeting, values),
    paragraphs: text.paragraphs.map((paragraph) => fill(paragraph, values)),
    action: text.action ? { label: text.action, link: params.link } : undefined,
    footer: text.footer,
  });
}
