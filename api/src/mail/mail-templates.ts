import type { Language } from '@medstaff/domain';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
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
