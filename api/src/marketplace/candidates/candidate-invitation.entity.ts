import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Agency } from '../../agencies/agency.entity';
import { Person } from '../../people/person.entity';

/** The stored states; `expired` is a PENDING invitation past its `expiresAt`, worked out when read. */
export type CandidateInvitationStatus = 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'LEFT';

/**
 * An agency's invitation of a person to become its candidate (agency customer). The agency knows
 * only what it typed (address, names); the person answers by the mailed link or in the portal.
 * Only acceptance creates the agency_membership row of kind CUSTOMER that lets the agency apply
 * with her. One row per agency and address (`emailKey`, the SHA-256 of the canonical address, so
 * the comparison is binary on every dialect and collation); inviting again renews it.
 */
@Entity('candidate_invitation')
@Index('uq_candidate_invitation_agency_email', ['agencyId', 'emailKey'], { unique: true })
export class CandidateInvitation {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Agency, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'agency_id' })
  agency: Agency;

  @Column({ type: 'int' })
  agencyId: number;

  /** The canonical address (trimmed, NFC, lower-cased) as the agency typed it. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Hex SHA-256 of `email`: the key every lookup and the unique index use. */
  @Index('ix_candidate_invitation_email_key')
  @Column({ type: 'varchar', length: 64 })
  emailKey: string;

  /** The names the agency typed (shown to the agency until the person accepts). */
  @Column({ type: 'varchar', length: 100, default: '' })
  firstName: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  lastName: string;

  @Column({ type: 'varchar', length: 16, default: 'PENDING' })
  status: CandidateInvitationStatus;

  /** The person who answered (set on accept or decline). */
  @ManyToOne(() => Person, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'person_id' })
  person: Person | null;

  @Index('ix_candidate_invitation_person')
  @Column({ type: 'int', nullable: true })
  personId: number | null;

  @ManyToOne(() => Person, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'invited_by_id' })
  invitedBy: Person | null;

  @Column({ type: 'int', nullable: true })
  invitedById: number | null;

  /** The mail's language (de or en). */
  @Column({ type: 'varchar', length: 2, default: 'de' })
  language: string;

  /** SHA-256 of the mailed code; null once answered (or for rows without a mailed link). */
  @Index('uq_candidate_invitation_code_hash', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  codeHash: string | null;

  /** Until when a PENDING invitation may be answered. */
  @Column({ type: 'datetime' })
  expiresAt: Date;

  /** When the person accepted, declined or left. */
  @Column({ type: 'datetime', nullable: true })
  answeredAt: Date | null;

  /** When the agency invited (or last invited again). */
  @Column({ type: 'datetime' })
  invitedAt: Date;

  @CreateDateColumn()
  createdAt: Date;
}
