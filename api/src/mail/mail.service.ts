import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import type { RenderedMail } from './mail-templates';

export interface SentMail {
  messageId: string;
  /** The .eml file written to the outbox when no SMTP server is configured. */
  outboxFile?: string;
}

/**
 * Sends mail through the SMTP server of SMTP_URL. Without one, every message is written as an
 * .eml file to data/outbox/ and its links are logged, so a developer can follow them.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transporter: Transporter;
  private readonly useOutbox: boolean;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.useOutbox = !config.mail.smtpUrl;
    this.transporter = config.mail.smtpUrl
      ? createTransport(config.mail.smtpUrl)
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(to: string, mail: RenderedMail, replyTo?: string): Promise<SentMail> {
    const info = await this.transporter.sendMail({
      from: this.config.mail.from,
      to,
      replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    if (!this.useOutbox) return { messageId: info.messageId };

    mkdirSync(this.config.mail.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.config.mail.outboxDir, `${stamp}-${to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`);
    writeFileSync(file, (info as unknown as { message: Buffer }).message);
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    this.logger.log(
      `Mail "${mail.subject}" to ${to} written to ${file}${links.length ? `; links: ${links.join(' ')}` : ''}`,
    );
    return { messageId: info.messageId, outboxFile: file };
  }
}
