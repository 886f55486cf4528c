import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config';
import { renderMail } from './mail-templates';
import { MailService } from './mail.service';

describe('mail templates', () => {
  it('renders German and English with the link as text and HTML', () => {
    const german = renderMail('emailConfirmation', 'de', {
      firstName: 'Jürgen',
      link: 'http://localhost:3000/de/auth/email-confirmed/abc',
    });
    expect(german.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(german.text).toContain('Hallo Jürgen,');
    expect(german.text).toContain('http://localhost:3000/de/auth/email-confirmed/abc');
    const english = renderMail('passwordReset', 'en', {
      firstName: 'Eva',
      link: 'http://x.de/en/auth/create-new-password/c',
    });
    expect(english.subject).toBe('New password for your MedStaff account');
    expect(english.html).toContain('href="http://x.de/en/auth/create-new-password/c"');
  });

  it('escapes what people typed before it goes into HTML', () => {
    const mail = renderMail('emailConfirmation', 'en', {
      firstName: '<script>alert(1)</script>',
      link: 'http://x.de/"><b>',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('"><b>');
  });
});

describe('MailService without SMTP', () => {
  it('writes each message as an .eml file to the outbox', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'medstaff-mail-'));
    try {
      const service = new MailService(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
      const sent = await service.send(
        'eva@klinik.de',
        renderMail('invitation', 'de', {
          role: 'Agenturnutzer',
          link: 'http://localhost:3000/de/auth/create-new-password/xyz',
        }),
      );
      expect(sent.outboxFile).toBeDefined();
      expect(readdirSync(join(dataDir, 'outbox'))).toHaveLength(1);
      const eml = readFileSync(sent.outboxFile as string, 'utf8');
      expect(eml).toContain('To: eva@klinik.de');
      expect(eml).toContain('Subject: Einladung zu MedStaff');
      expect(eml).toMatch(/^Auto-Submitted: auto-generated\r$/m);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
