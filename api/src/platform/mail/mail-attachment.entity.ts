import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MailOutboxEntry } from './mail-outbox-entry.entity';

/**
 * Bytes per part of an attachment: below MySQL's BLOB limit (65,535 bytes), so one column type
 * (`blob`) serves both dialects and an attachment of any size is stored as several parts.
 */
export const MAIL_ATTACHMENT_PART_BYTES = 60_000;

/**
 * One part of a file attached to an outbox mail (an assignment's `.ics`, issue 29). Written in the
 * same transaction as its mail and deleted with it. An attachment is the concatenation of the
 * parts of one `attachmentIndex`, in `part` order; every part repeats its name and type.
 */
@Entity('mail_attachment')
@Index('uq_mail_attachment_part', ['mailId', 'attachmentIndex', 'part'], { unique: true })
export class MailAttachmentPart {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => MailOutboxEntry, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'mail_id' })
  mail: MailOutboxEntry;

  @Column({ type: 'int' })
  mailId: number;

  /** The attachment's place among the mail's attachments (0, 1, …). */
  @Column({ type: 'int' })
  attachmentIndex: number;

  /** The part's place within its attachment (0, 1, …). */
  @Column({ type: 'int' })
  part: number;

  @Column({ type: 'varchar', length: 255 })
  filename: string;

  /** The MIME type, e.g. `text/calendar; charset=utf-8; method=PUBLISH`. */
  @Column({ type: 'varchar', length: 200 })
  contentType: string;

  @Column({ type: 'blob' })
  content: Buffer;
}
