import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { MAIL_ATTACHMENT_PART_BYTES, MailAttachmentPart } from './mail-attachment.entity';
import { MailOutboxEntry } from './mail-outbox-entry.entity';
import type { MailAttachment, RenderedMail } from './mail-templates';

export interface SentMail {
  messageId: string;
  /** The .eml file written to the outbox when no SMTP server is configured. */
  outboxFile?: string;
}

/**
 * Key in a transaction's `queryRunner.data`: the transaction enqueued mail, so the sender is
 * nudged when it commits (MailSenderService listens for commits).
 */
export const MAIL_ENQUEUED = 'medstaffMailEnqueued';

/**
 * One SMTP delivery must end well within the sender's claim lease (MailSenderService), so the
 * transport gives up on a silent server instead of waiting for nodemailer's minutes-long defaults.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** A mail's next attempt in whole seconds: MySQL's DATETIME keeps no fractions (and would round up). */
export const wholeSeconds = (time: number) => new Date(Math.floor(time / 1000) * 1000);

/**
 * Mail goes out through the outbox: `enqueue` stores it in the caller's transaction and the
 * sender (MailSenderService) delivers it with `send`, through the SMTP server of SMTP_URL.
 * Without one, every message is written as an .eml file to data/outbox/ and its links are
 * logged, so a developer can follow them.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transporter: Transporter;
  private readonly useOutbox: boolean;
  private readonly enqueuedListeners = new Set<() => void>();
  /** Numbers the .eml files, so two mails to one address in one millisecond do not overwrite. */
  private written = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.useOutbox = !config.mail.smtpUrl;
    this.transporter = config.mail.smtpUrl
      ? createTransport({ url: config.mail.smtpUrl, ...SMTP_TIMEOUTS })
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /**
   * Queues a mail in the transaction of `manager` (the transaction of the change that causes
   * it): it exists exactly when that change is committed, and is delivered after the commit.
   */
  async enqueue(manager: EntityManager, to: string, mail: RenderedMail, replyTo?: string): Promise<void> {
    const inserted = await manager.insert(MailOutboxEntry, {
      recipient: to,
      replyTo: replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: wholeSeconds(Date.now()),
    });
    const parts = attachmentParts(Number(inserted.identifiers[0].id), mail.attachments ?? []);
    if (parts.length) await manager.insert(MailAttachmentPart, parts);
    const queryRunner = manager.queryRunner;
    if (queryRunner?.isTransactionActive) {
      (queryRunner.data as Record<string, unknown>)[MAIL_ENQUEUED] = true;
    } else {
      this.notifyEnqueued(); // no transaction: the row is committed already
    }
  }

  /** Calls `listener` whenever mail was committed to the outbox; returns the unsubscribe. */
  onEnqueued(listener: () => void): () => void {
    this.enqueuedListeners.add(listener);
    return () => this.enqueuedListeners.delete(listener);
  }

  notifyEnqueued(): void {
    for (const listener of this.enqueuedListeners) listener();
  }

  /** Delivers one mail now (the sender calls this for each claimed outbox row). */
  async send(to: string, mail: RenderedMail, replyTo?: string): Promise<SentMail> {
    const info = await this.transporter.sendMail({
      from: this.config.mail.from,
      to,
      replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments?.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.content,
      })),
      // Every mail is sent by the platform, not typed by a person (RFC 3834): out-of-office
      // replies and autoresponders do not answer it.
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
    if (!this.useOutbox) return { messageId: info.messageId };

    mkdirSync(this.config.mail.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    this.written += 1;
    const file = join(this.config.mail.outboxDir, `${stamp}-${this.written}-${to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`);
    writeFileSync(file, (info as unknown as { message: Buffer }).message);
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    this.logger.log(
      `Mail "${mail.subject}" to ${to} written to ${file}${links.length ? `; links: ${links.join(' ')}` : ''}`,
    );
    return { messageId: info.messageId, outboxFile: file };
  }
}

/** The rows of a mail's attachments: each cut into parts of at most MAIL_ATTACHMENT_PART_BYTES. */
function attachmentParts(
  mailId: number,
  attachments: readonly MailAttachment[],
): Omit<MailAttachmentPart, 'id' | 'mail'>[] {
  return attachments.flatMap((attachment, attachmentIndex) => {
    const count = Math.max(1, Math.ceil(attachment.content.byteLength / MAIL_ATTACHMENT_PART_BYTES));
    return Array.from({ length: count }, (_, part) => ({
      mailId,
      attachmentIndex,
      part,
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content.subarray(part * MAIL_ATTACHMENT_PART_BYTES, (part + 1) * MAIL_ATTACHMENT_PART_BYTES),
    }));
  });
}

/** A mail's attachments put together again from their stored parts. */
export function attachmentsFromParts(parts: readonly MailAttachmentPart[]): MailAttachment[] {
  const byIndex = new Map<number, MailAttachmentPart[]>();
  for (const part of parts) byIndex.set(part.attachmentIndex, [...(byIndex.get(part.attachmentIndex) ?? []), part]);
  return [...byIndex.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, list]) => {
      const ordered = [...list].sort((a, b) => a.part - b.part);
      return {
        filename: ordered[0].filename,
        contentType: ordered[0].contentType,
        content: Buffer.concat(ordered.map((part) => Buffer.from(part.content))),
      };
    });
}
