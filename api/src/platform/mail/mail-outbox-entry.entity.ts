import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Where a queued mail stands: waiting (also between retries), delivered, or given up. */
export type MailOutboxStatus = 'pending' | 'sent' | 'failed';

/** Longest stored error text of a failed attempt. */
export const MAIL_LAST_ERROR_LENGTH = 1000;

/**
 * One mail in the outbox. It is written in the transaction of the change that causes it, so a
 * mail exists exactly when its change was committed; the sender (MailSenderService) claims due
 * rows with a conditional update, delivers them and marks them sent or schedules a retry.
 */
@Entity('mail_outbox')
@Index('ix_mail_outbox_due', ['status', 'nextAttemptAt'])
export class MailOutboxEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 320 })
  recipient: string;

  @Column({ type: 'varchar', length: 320, nullable: true })
  replyTo: string | null;

  @Column({ type: 'varchar', length: 500 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: MailOutboxStatus;

  /** Delivery attempts made so far (failed ones and the successful one). */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** Not delivered before this time (whole seconds: MySQL's DATETIME keeps no fractions). */
  @Column({ type: 'datetime' })
  nextAttemptAt: Date;

  /** The claim of the sender delivering the mail right now (its random process id and round). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  claimedBy: string | null;

  /** The claim's lease: after this time another sender may take the mail over. */
  @Column({ type: 'datetime', nullable: true })
  claimedUntil: Date | null;

  @Column({ type: 'datetime', nullable: true })
  sentAt: Date | null;

  @Column({ type: 'varchar', length: MAIL_LAST_ERROR_LENGTH, nullable: true })
  lastError: string | null;

  @CreateDateColumn()
  createdAt: Date;
}
