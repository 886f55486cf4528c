import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Person } from '../../people/person.entity';

/** Record changes, and the steps of a shift request's workflow and applications (issue 10). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'accept',
  'decline',
  'release',
  'recall',
  'select',
  'apply',
  'withdraw',
  'docReplace',
  'docRemove',
  /** GDPR: an erasure request, its refusal, the erasure itself, an export made by an administrator. */
  'request',
  'refuse',
  'erase',
  'export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One recorded administrator change: who, when, which record, which field, old and new value. */
@Entity('audit_entry')
@Index('ix_audit_entry_record', ['resource', 'recordId'])
export class AuditEntry {
  @PrimaryGeneratedColumn()
  id: number;

  /** Kept as null when the administrator's account is deleted. */
  @ManyToOne(() => Person, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'actor_id' })
  actor: Person | null;

  @Column({ type: 'int', nullable: true })
  actorId: number | null;

  /** The admin resource, e.g. `agencies`. */
  @Column({ type: 'varchar', length: 40 })
  resource: string;

  @Column({ type: 'int' })
  recordId: number;

  @Column({ type: 'varchar', length: 10 })
  action: AuditAction;

  /** The changed field (dotted path for profile fields); null for create and delete. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  field: string | null;

  /** JSON of the previous value. */
  @Column({ type: 'text', nullable: true })
  oldValue: string | null;

  /** JSON of the new value. */
  @Column({ type: 'text', nullable: true })
  newValue: string | null;

  @CreateDateColumn()
  createdAt: Date;
}
