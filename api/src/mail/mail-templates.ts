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

/** Renders a template with its call to action `link` as plain text and simple, accessible HTML. */
export function renderMail(
  template: MailTemplate,
  language: Language,
  params: Record<string, string> & { link: string },
): RenderedMail {
  const source: TemplateText = TEMPLATES[template][language];
  const plain = (text: string) => fill(text, params);
  const safe = (text: string) =>
    fill(
      escapeHtml(text),
      Object.fromEntries(Object.entries(params).map(([name, value]) => [name, escapeHtml(value)])),
    );
  const text = [
    plain(source.greeting),
    '',
    ...source.paragraphs.map(plain),
    '',
    `${plain(source.action)}: ${params.link}`,
    '',
    plain(source.footer),
    '',
    'MedStaff',
  ].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p>${safe(source.greeting)}</p>
${source.paragraphs.map((paragraph) => `<p>${safe(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(params.link)}" style="display:inline-block;background:#0b6e6e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${safe(source.action)}</a></p>
<p style="font-size:13px;color:#52606d">${escapeHtml(params.link)}</p>
<p style="font-size:13px;color:#52606d">${safe(source.footer)}</p>
<p>MedStaff</p>
</body></html>`;
  return { subject: plain(source.subject), text, html };
}
