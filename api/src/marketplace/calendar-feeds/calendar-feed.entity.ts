import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Department } from '../../organisations/departments/department.entity';
import { Organisation } from '../../organisations/organisation.entity';
import { Person } from '../../people/person.entity';

export const CALENDAR_FEED_SCOPES = ['organisation', 'department'] as const;
export type CalendarFeedScope = (typeof CALENDAR_FEED_SCOPES)[number];

/**
 * The private iCalendar feed of an organisation (all its requests) or of one department. Only the
 * SHA-256 of the random token in the feed's URL is stored; rotating replaces it, revoking deletes
 * the row.
 */
@Entity('calendar_feed')
export class CalendarFeed {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  scope: CalendarFeedScope;

  /** `organisation:{id}` or `department:{id}`: one feed per organisation and per department. */
  @Index('uq_calendar_feed_scope_key', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  scopeKey: string;

  /** The organisation of the feed (for a department feed, the department's organisation). */
  @ManyToOne(() => Organisation, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'organisation_id' })
  organisation: Organisation;

  @Index('ix_calendar_feed_organisation')
  @Column({ type: 'int' })
  organisationId: number;

  @ManyToOne(() => Department, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'department_id' })
  department: Department | null;

  @Index('ix_calendar_feed_department')
  @Column({ type: 'int', nullable: true })
  departmentId: number | null;

  @Index('uq_calendar_feed_token_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  /** Who created or last rotated the token. */
  @ManyToOne(() => Person, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'created_by_id' })
  createdBy: Person | null;

  @Column({ type: 'int', nullable: true })
  createdById: number | null;

  @CreateDateColumn()
  createdAt: Date;

  /** When the current token was issued. */
  @UpdateDateColumn()
  updatedAt: Date;
}
