import type { OneTimeTokenPurpose } from '@medstaff/domain';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Person } from '../people/person.entity';

/**
 * An emailed code (email confirmation, password reset, invitation). Only the SHA-256 hash of the
 * random code is stored; a code is single-use (usedAt) and expires (expiresAt).
 */
@Entity('one_time_token')
export class OneTimeToken {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Person, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'person_id' })
  person: Person;

  @Index('ix_one_time_token_person')
  @Column({ type: 'int' })
  personId: number;

  @Column({ type: 'varchar', length: 32 })
  purpose: OneTimeTokenPurpose;

  @Index('uq_one_time_token_code_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}
