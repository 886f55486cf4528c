import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Person } from '../people/person.entity';

/** pending: waits for an administrator; confirmed: the data were erased; refused (with a reason); withdrawn by the person. */
export type ErasureRequestState = 'pending' | 'confirmed' | 'refused' | 'withdrawn';

/**
 * A person's request to erase their account (GDPR Art. 17), decided by an administrator. The row
 * stays after the erasure (the person's row is anonymised, not deleted), so the decision remains
 * on record.
 */
@Entity('erasure_request')
export class ErasureRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Person, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'person_id' })
  person: Person;

  @Index('ix_erasure_request_person')
  @Column({ type: 'int' })
  personId: number;

  /**
   * The person's id while the request is pending, null otherwise: the unique index reserves one
   * pending request per person atomically (both dialects allow many NULLs in a unique index).
   */
  @Index('uq_erasure_request_pending', { unique: true })
  @Column({ type: 'int', nullable: true })
  pendingPersonId: number | null;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  state: ErasureRequestState;

  /** What the person wrote with the request (optional); removed with the erasure. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  message: string | null;

  /** The administrator's reason for a refusal (mailed to the person). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  decisionReason: string | null;

  @ManyToOne(() => Person, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'decided_by_id' })
  decidedBy: Person | null;

  @Column({ type: 'int', nullable: true })
  decidedById: number | null;

  @Column({ type: 'datetime', nullable: true })
  decidedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}
